// The loyalty tiers page's forms (spec 3 §3 tiers; ADR 0059): the rules the browser checks
// before the API checks them again (with the ladder's rules), with the area's words.
import { z } from "zod";
import { isHexColor } from "../../../contract/clubs/colors";
import { clubTierMessages as m, MAX_TIER_LEVEL, MAX_TIER_MINIMUM, TIER_TEXT_LIMITS } from "../../../contract/clubs/tiers-messages";
import { ACCEPTED_IMAGE_TYPES, MAX_IMAGE_BYTES, mediaMessages } from "../../../contract/media/messages";

const tierFields = {
  level: z.number({ error: m.levelInvalid }).int(m.levelInvalid).min(1, m.levelInvalid).max(MAX_TIER_LEVEL, m.levelInvalid),
  name: z.string({ error: m.nameRequired }).trim().min(1, m.nameRequired).max(TIER_TEXT_LIMITS.name, m.nameTooLong),
  description: z.string().trim().max(TIER_TEXT_LIMITS.description, m.descriptionTooLong).optional(),
  color: z.string().trim().refine(isHexColor, m.colorInvalid).optional(),
  minimumPoints: z.number({ error: m.minimumInvalid }).int(m.minimumInvalid).min(0, m.minimumInvalid).max(MAX_TIER_MINIMUM, m.minimumInvalid),
  image: z.file().max(MAX_IMAGE_BYTES, { error: mediaMessages.tooLarge }).mime([...ACCEPTED_IMAGE_TYPES], { error: mediaMessages.notAnImage }).optional(),
  /** The image uploaded by presigned URL with JavaScript on (docs/decisions/0086); without it the file comes instead. */
  imageId: z.string().trim().optional(),
};

export const tierFormSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("create"), ...tierFields }),
  z.object({ intent: z.literal("update"), tierId: z.string().min(1), removeImage: z.boolean().optional(), ...tierFields }),
  z.object({ intent: z.literal("delete"), tierId: z.string().min(1) }),
]);
export type TierForm = z.infer<typeof tierFormSchema>;

export const tierTexts = {
  title: "Loyalty tiers",
  intro: "Members reach a tier once they have earned its minimum points. A higher level needs more points.",
  empty: "No tiers yet. Add the first one below.",
  addTitle: "Add a tier",
  add: "Add tier",
  adding: "Adding…",
  edit: "Edit",
  save: "Save tier",
  saving: "Saving…",
  cancel: "Cancel",
  delete: "Delete",
  deleteConfirm: "Delete tier",
  deleting: "Deleting…",
  removeImage: "Remove the image",
  level: "Level",
  name: "Name",
  description: "What it gives",
  descriptionHint: "Tell members what reaching this tier gives them.",
  color: "Colour",
  minimumPoints: "Minimum points",
  image: "Tier image",
  newImage: "The tier's new image",
  levelShort: (level: number) => `Level ${level}`,
  points: (n: number) => `${n.toLocaleString("en-US")} points`,
} as const;

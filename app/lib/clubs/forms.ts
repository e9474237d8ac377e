// The rep club wizard's forms (spec 3 §2: Details, Image, Accounts, Preview): the rules the
// browser checks before the API checks them again, with the area's words (contract/clubs).
import { href } from "react-router";
import { z } from "zod";
import { CLUB_ACCESS, CLUB_SOCIAL_SCHEMES, CLUB_TEXT_LIMITS, clubMessages as m } from "../../../contract/clubs/messages";
import { isHexColor } from "../../../contract/clubs/colors";
import { ACCEPTED_IMAGE_TYPES, MAX_IMAGE_BYTES, mediaMessages } from "../../../contract/media/messages";

const optionalText = (max: number, message: string) => z.string().trim().max(max, message).optional();

export const clubDetailsSchema = z.object({
  name: z.string({ error: m.nameRequired }).trim().min(1, m.nameRequired).max(CLUB_TEXT_LIMITS.name, m.nameTooLong),
  slug: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9][a-z0-9-]{1,58}[a-z0-9]$/, m.slugInvalid)
    .optional(),
  description: optionalText(CLUB_TEXT_LIMITS.description, m.descriptionTooLong),
  access: z.enum(CLUB_ACCESS, { error: m.accessInvalid }),
  brandColor: z.string().trim().refine(isHexColor, m.colorInvalid).optional(),
});
export type ClubDetailsForm = z.infer<typeof clubDetailsSchema>;

/** The file posted without JavaScript, or the id of the image already uploaded with it (docs/decisions/0086). */
export const clubImageSchema = z
  .object({
    image: z.file().max(MAX_IMAGE_BYTES, { error: mediaMessages.tooLarge }).mime([...ACCEPTED_IMAGE_TYPES], { error: mediaMessages.notAnImage }).optional(),
    imageId: z.string().trim().optional(),
  })
  .refine((value) => value.image || value.imageId, { path: ["image"], message: mediaMessages.empty });

const account = optionalText(CLUB_TEXT_LIMITS.account, m.accountTooLong).refine(
  (value) => !value || /^@?[\w.-]{1,100}$/.test(value) || /^https:\/\/\S+$/.test(value),
  m.accountInvalid,
);
export const clubAccountsSchema = z.object(Object.fromEntries(CLUB_SOCIAL_SCHEMES.map((scheme) => [scheme, account])) as Record<(typeof CLUB_SOCIAL_SCHEMES)[number], typeof account>);

/** The wizard's steps as the URL names them (?step=…), in order. */
export const WIZARD_STEPS = [
  { value: "details", label: "Details" },
  { value: "image", label: "Image" },
  { value: "accounts", label: "Accounts" },
  { value: "preview", label: "Preview" },
] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number]["value"];

/** A step's page: /my/rep-clubs/create?step=…&club=… (the club once Details has created it). */
export function wizardPath(step: WizardStep, clubId?: string): string {
  const query = new URLSearchParams({ step, ...(clubId ? { club: clubId } : {}) });
  return `${href("/my/rep-clubs/create")}?${query}`;
}

export function wizardStepOf(value: string | null): WizardStep {
  return WIZARD_STEPS.some((step) => step.value === value) ? (value as WizardStep) : "details";
}

export const clubTexts = {
  indexTitle: "Rep clubs",
  howTitle: "How to create a club",
  howSteps: [
    "Details: name your club, say what it is about and who may join.",
    "Image: upload a square picture; it is cropped to 1000 × 1000.",
    "Accounts: add your X, YouTube, Spotify and Twitch accounts.",
    "Preview: check how members will see it, then publish.",
  ],
  create: "Create club",
  owned: "Clubs you own",
  managed: "Clubs you manage",
  none: "You don't own or manage a club yet.",
  published: "Published",
  unpublished: "Not published",
  events: "Events",
  revenue: "Revenue",
  createEvent: "Create event",
  achievements: "Achievements",
  offers: "Offers",
  repPoints: "Rep Points",
  team: "Team",
  accounts: "Accounts",
  loyaltyTiers: "Loyalty tiers",
  shareTitle: "Share",
  publicPage: "Open the club's public page",
  joinLinkHint: "This club is private: members join through this link. Share it with those you invite.",
  edit: "Edit club",
  publish: "Publish club",
  next: "Save and continue",
  skip: "Skip",
  accountsHint: "A user name (like @nightowls) or an https link. Leave blank to leave it out.",
  colorHint: "#RRGGBB; the default is #3D1277.",
  slugHint: "Lower-case letters, digits and hyphens. Leave blank to make one from the name.",
} as const;

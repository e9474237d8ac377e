// The club's achievement forms (conform + zod): the same checks in the browser and in the
// action; the API checks again and is the authority.
import { z } from "zod";
import { ACCEPTED_IMAGE_TYPES, MAX_IMAGE_BYTES, mediaMessages } from "../../../contract/media/messages";
import {
  ACHIEVEMENT_BIO_MAX,
  ACHIEVEMENT_CATEGORIES,
  ACHIEVEMENT_CONDITION_MAX_EVENTS,
  ACHIEVEMENT_MAX_SUPPLY,
  ACHIEVEMENT_NAME_MAX,
  ACHIEVEMENT_TIERS,
  achievementMessages as m,
} from "../../../contract/rewards/messages";
import { USER_NAME_MAX } from "../../../contract/account/profile";

const day = z.iso.date().optional();

export const achievementSchema = z
  .object({
    displayName: z.string({ error: m.nameRequired }).trim().min(1, m.nameRequired).max(ACHIEVEMENT_NAME_MAX, m.nameTooLong),
    bio: z.string().trim().max(ACHIEVEMENT_BIO_MAX, m.bioTooLong).optional(),
    category: z.enum(ACHIEVEMENT_CATEGORIES, { error: m.categoryRequired }),
    tier: z.enum(ACHIEVEMENT_TIERS, { error: m.tierRequired }).optional(),
    maxSupply: z.number({ error: m.maxSupplyInvalid }).int(m.maxSupplyInvalid).min(1, m.maxSupplyInvalid).max(ACHIEVEMENT_MAX_SUPPLY, m.maxSupplyInvalid).optional(),
    /** Earned automatically at the check-in at this many of the club's events; empty: by hand only. */
    conditionEvents: z.number({ error: m.conditionEventsInvalid }).int(m.conditionEventsInvalid).min(1, m.conditionEventsInvalid).max(ACHIEVEMENT_CONDITION_MAX_EVENTS, m.conditionEventsInvalid).optional(),
    /** The first and last day it may be awarded (whole days, UTC). */
    activeFrom: day,
    activeTo: day,
    isHidden: z.boolean().default(false),
    // Checked here by size and declared type, by the API by its bytes.
    image: z.file().max(MAX_IMAGE_BYTES, { error: mediaMessages.tooLarge }).mime([...ACCEPTED_IMAGE_TYPES], { error: mediaMessages.notAnImage }).optional(),
    /** The picture uploaded by presigned URL with JavaScript on (docs/decisions/0086); without it the file comes instead. */
    imageId: z.string().trim().optional(),
  })
  .superRefine((value, ctx) => {
    if (value.category === "TIER" && !value.tier) ctx.addIssue({ code: "custom", path: ["tier"], message: m.tierRequired });
    if (value.activeFrom && value.activeTo && value.activeTo < value.activeFrom) ctx.addIssue({ code: "custom", path: ["activeTo"], message: m.windowInvalid });
  });
export type AchievementForm = z.output<typeof achievementSchema>;

/** The form's whole days as the API's instants: from the first day's start to the end of the last (UTC). */
export function activeWindow(form: Pick<AchievementForm, "activeFrom" | "activeTo">): { activeFromUtc: string | null; activeToUtc: string | null } {
  const end = form.activeTo ? new Date(`${form.activeTo}T00:00:00.000Z`) : null;
  end?.setUTCDate(end.getUTCDate() + 1);
  return { activeFromUtc: form.activeFrom ? `${form.activeFrom}T00:00:00.000Z` : null, activeToUtc: end?.toISOString() ?? null };
}

/** The form's days from the badge's window (its end is the start of the day after its last day). */
export function formDaysOf(a: { activeFromUtc?: string | null; activeToUtc?: string | null }) {
  return {
    activeFrom: a.activeFromUtc ? a.activeFromUtc.slice(0, 10) : undefined,
    activeTo: a.activeToUtc ? new Date(Date.parse(a.activeToUtc) - 1).toISOString().slice(0, 10) : undefined,
  };
}

export const awardSchema = z.object({
  userName: z.string({ error: m.userNameRequired }).trim().min(1, m.userNameRequired).max(USER_NAME_MAX, m.userNotFound),
});

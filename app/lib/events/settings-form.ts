// The editor's Settings tab form: what is posted, and the rules the browser checks before the API.
import { z } from "zod";
import { isMusicEmbedUrl, SETTINGS_LIMITS, taxRateBasisPointsOf } from "../../../contract/events/editor";
import { SHOWN_SOCIAL_PROVIDERS, type ShownSocialProvider } from "../../../contract/account/profile";
import { disclosureMessages as d, eventSettingsMessages as m, socialRequirementMessages as social } from "../../../contract/events/messages";
import { RADIUS_LIMITS } from "../../../contract/events/radius";
import { documentMessages, MAX_DOCUMENT_BYTES } from "../../../contract/media/messages";

/** The opt-ins a host switches on the Settings tab, with what each does for the guests. */
export const SETTINGS_OPT_INS = [
  { name: "optInShowGuestList", label: "Show the guest list", hint: "Guests see who else is going." },
  { name: "optInShowGuestCount", label: "Show how many are going" },
  { name: "optInAllowPublicEventPagePreview", label: "Show a preview to people who are not signed in", hint: "Off: visitors must sign in to see the event." },
  { name: "optInDisplayRepScore", label: "Show guests' rep scores" },
  { name: "optInUseQrPass", label: "Admit guests with a QR pass", hint: "Each ticket carries a code to scan at the door. Off: you check guests in by name from the guest list." },
  { name: "optInAllowGuestInviteOthers", label: "Let guests invite others" },
] as const;

/** One select per social account the profile can connect: not asked, asked, or required before a ticket. */
export const SOCIAL_REQUIREMENT_FIELDS = {
  twitter: "socialTwitter",
  youtube: "socialYoutube",
  spotify: "socialSpotify",
  twitch: "socialTwitch",
} as const satisfies Record<ShownSocialProvider, string>;
export const SOCIAL_REQUIREMENT_CHOICES = [
  { value: "", label: "Not asked" },
  { value: "asked", label: "Asked" },
  { value: "required", label: "Required for a ticket" },
] as const;
const socialChoice = z.enum(["asked", "required"]).optional();

export const settingsFormSchema = z
  .object({
    optInShowGuestList: z.boolean().default(false),
    optInShowGuestCount: z.boolean().default(false),
    optInAllowPublicEventPagePreview: z.boolean().default(false),
    optInDisplayRepScore: z.boolean().default(false),
    optInUseQrPass: z.boolean().default(false),
    optInAllowGuestInviteOthers: z.boolean().default(false),
    optInShowMusicEmbed: z.boolean().default(false),
    musicEmbedUrl: z.string().trim().refine(isMusicEmbedUrl, m.musicUrlInvalid).optional(),
    optInAgeLimit: z.boolean().default(false),
    ageLimit: z.number({ error: m.ageLimitRange }).int(m.ageLimitRange).min(SETTINGS_LIMITS.minAgeLimit, m.ageLimitRange).max(SETTINGS_LIMITS.maxAgeLimit, m.ageLimitRange).optional(),
    minimumRepScore: z.number({ error: m.repScoreRange }).int(m.repScoreRange).min(SETTINGS_LIMITS.minRepScore, m.repScoreRange).max(SETTINGS_LIMITS.maxRepScore, m.repScoreRange).optional(),
    optInLocationRadius: z.boolean().default(false),
    radiusAddress: z.string().trim().max(RADIUS_LIMITS.address, m.radiusAddressTooLong).optional(),
    radiusLatitude: z.number({ error: m.radiusLatitudeInvalid }).min(-90, m.radiusLatitudeInvalid).max(90, m.radiusLatitudeInvalid).optional(),
    radiusLongitude: z.number({ error: m.radiusLongitudeInvalid }).min(-180, m.radiusLongitudeInvalid).max(180, m.radiusLongitudeInvalid).optional(),
    radius: z.number({ error: m.radiusRange }).positive(m.radiusRange).max(RADIUS_LIMITS.maxRadius, m.radiusRange).optional(),
    radiusUnit: z.enum(["KILOMETERS", "MILES"]).default("KILOMETERS"),
    isAllInPricing: z.boolean().default(false),
    // Empty: no tax.
    taxRate: z.number({ error: m.taxRateInvalid }).refine((value) => taxRateBasisPointsOf(value) !== null, m.taxRateInvalid).optional(),
    isTaxInclusive: z.boolean().default(false),
    ticketTermsPurchasePolicy: z.string().trim().max(SETTINGS_LIMITS.purchasePolicy, m.purchasePolicyTooLong).optional(),
    optInDisclosureOrPrivacyPolicy: z.boolean().default(false),
    disclosureTitle: z.string().trim().max(120, d.titleTooLong).optional(),
    // The document as saved (hidden): one uploaded here, or a link kept from before uploads.
    disclosureFileUrl: z.string().trim().optional(),
    // A new document: its size checked here, that it is a PDF by its bytes in the API.
    disclosureFile: z.file().max(MAX_DOCUMENT_BYTES, { error: documentMessages.tooLarge }).optional(),
    optInSocialAccountRequirements: z.boolean().default(false),
    socialTwitter: socialChoice,
    socialYoutube: socialChoice,
    socialSpotify: socialChoice,
    socialTwitch: socialChoice,
  })
  .superRefine((form, context) => {
    if (form.optInAgeLimit && !form.ageLimit) context.addIssue({ code: "custom", path: ["ageLimit"], message: m.ageLimitRange });
    if (form.optInLocationRadius) {
      if (!form.radiusAddress) context.addIssue({ code: "custom", path: ["radiusAddress"], message: m.radiusAddressRequired });
      if (form.radiusLatitude === undefined) context.addIssue({ code: "custom", path: ["radiusLatitude"], message: m.radiusPointRequired });
      if (form.radiusLongitude === undefined) context.addIssue({ code: "custom", path: ["radiusLongitude"], message: m.radiusPointRequired });
      if (form.radius === undefined) context.addIssue({ code: "custom", path: ["radius"], message: m.radiusRange });
    }
    if (form.optInShowMusicEmbed && !form.musicEmbedUrl) context.addIssue({ code: "custom", path: ["musicEmbedUrl"], message: m.musicUrlRequired });
    if (form.optInDisclosureOrPrivacyPolicy && !form.disclosureTitle) context.addIssue({ code: "custom", path: ["disclosureTitle"], message: d.titleRequired });
    if (form.optInDisclosureOrPrivacyPolicy && !form.disclosureFileUrl && !form.disclosureFile) context.addIssue({ code: "custom", path: ["disclosureFile"], message: d.fileRequired });
    if (form.optInSocialAccountRequirements && socialRequirementsOf(form).length === 0) {
      context.addIssue({ code: "custom", path: ["optInSocialAccountRequirements"], message: social.noneChosen });
    }
  });

/** The form's selects as the API's list of requirements. */
export function socialRequirementsOf(form: Partial<Record<(typeof SOCIAL_REQUIREMENT_FIELDS)[ShownSocialProvider], "asked" | "required" | undefined>>) {
  return SHOWN_SOCIAL_PROVIDERS.flatMap((scheme) => {
    const choice = form[SOCIAL_REQUIREMENT_FIELDS[scheme]];
    return choice ? [{ scheme, isRequired: choice === "required" }] : [];
  });
}

/** The API's list of requirements as the form's selects. */
export function socialChoicesOf(requirements: readonly { scheme: string; isRequired: boolean }[]) {
  const choices: Partial<Record<(typeof SOCIAL_REQUIREMENT_FIELDS)[ShownSocialProvider], "asked" | "required">> = {};
  for (const requirement of requirements) {
    const field = SOCIAL_REQUIREMENT_FIELDS[requirement.scheme as ShownSocialProvider];
    if (field) choices[field] = requirement.isRequired ? "required" : "asked";
  }
  return choices;
}

export type SettingsForm = z.infer<typeof settingsFormSchema>;

/** The form's values as saved (a file is never a default). */
export type SettingsFormDefaults = Omit<Partial<SettingsForm>, "disclosureFile">;

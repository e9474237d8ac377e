// The reward wizard's form (spec 3 §2 steps, §3 Reward; ADR 0072, 0077): each step's fields
// checked in the browser and by the step's action, the whole draft checked again before Save;
// the API checks again. Dates are days, taken as midnight UTC.
import { z } from "zod";
import {
  GEO_UNITS,
  MAX_BOOST_EXTRA_ENTRIES,
  MAX_WINNERS_LIMIT,
  REWARD_WIZARD_STEP_KEYS,
  type RewardWizardStep,
  REDEEM_TYPES,
  REWARD_CATEGORIES,
  REWARD_DELIVERIES,
  REWARD_STATUSES,
  REWARD_TYPES,
  rewardMessages as m,
} from "../../../contract/rewards/pie-rewards";

const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)$/;
const optionalText = (max: number) => z.string().trim().max(max).optional();
/** An optional number typed into a field ('You must specify a number' when it is not one). */
const optionalNumber = z
  .string()
  .trim()
  .refine((value) => NUMBER.test(value), m.mustBeNumber)
  .transform(Number)
  .optional();
const wholeIn = (min: number, max: number, message: string) => optionalNumber.refine((value) => value === undefined || (Number.isInteger(value) && value >= min && value <= max), message);
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Choose a date")
  .optional();
const checkbox = z
  .string()
  .optional()
  .transform((value) => value === "on");

const shape = {
    // Details
    displayName: z.string({ error: m.nameRequired }).trim().min(1, m.nameRequired).max(80, m.nameTooLong),
    slug: z
      .string()
      .trim()
      .toLowerCase()
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "Lower-case letters, digits and hyphens")
      .max(60)
      .optional(),
    bio: optionalText(2000),
    /** The picture uploaded at this step (a stored image's id), kept between steps. */
    avatarImageId: z.string().uuid().optional(),
    type: z.enum(REWARD_TYPES),
    delivery: z.enum(REWARD_DELIVERIES),
    category: z.enum(REWARD_CATEGORIES),
    // Requirements
    slicesAmount: wholeIn(1, 1_000_000_000, m.slicesRange),
    slicesFrom: day,
    slicesTo: day,
    needNewSlices: checkbox,
    ageLimit: wholeIn(1, 120, m.ageLimitRange),
    geoAddress: optionalText(200),
    geoLatitude: optionalNumber.refine((value) => value === undefined || Math.abs(value) <= 90, m.geoIncomplete),
    geoLongitude: optionalNumber.refine((value) => value === undefined || Math.abs(value) <= 180, m.geoIncomplete),
    geoRadius: optionalNumber.refine((value) => value === undefined || value > 0, m.geoIncomplete),
    geoUnit: z.enum(GEO_UNITS).default("KM"),
    // Time Frame
    startDate: day,
    endDate: day,
    expiresAt: day,
    // Settings
    maxWinners: z
      .string({ error: m.maxWinnersRequired })
      .trim()
      .min(1, { error: m.maxWinnersRequired, abort: true })
      .refine((value) => NUMBER.test(value), { error: m.mustBeNumber, abort: true })
      .transform(Number)
      .refine((value) => Number.isInteger(value) && value >= 1 && value <= MAX_WINNERS_LIMIT, m.maxWinnersRange),
    status: z.enum(REWARD_STATUSES).default("OPEN"),
    isHidden: checkbox,
    canShareByParticipants: checkbox,
    notes: optionalText(2000),
    privacyTitle: optionalText(200),
    privacyContent: optionalText(10_000),
    /** The policy's PDF, uploaded at this step (its stored address), kept between steps. */
    privacyFileUrl: z.string().regex(/^\/media\/[0-9a-f-]{36}\.pdf$/).optional(),
    // Winning boosts (ADR 0077): one by slices held, one by a badge held.
    boostSlices: wholeIn(1, 1_000_000_000, m.boostSlicesRange),
    boostSlicesExtra: wholeIn(1, MAX_BOOST_EXTRA_ENTRIES, m.boostExtraRange),
    boostBadgeId: z.string().optional(),
    boostBadgeExtra: wholeIn(1, MAX_BOOST_EXTRA_ENTRIES, m.boostExtraRange),
    // Redemption
    redeemType: z.enum(REDEEM_TYPES).optional(),
    redeemCode: optionalText(200),
    redeemDescription: optionalText(2000),
    // Achievement
    achievementIds: z.array(z.string()).optional(),
    requireAllAchievements: checkbox,
    bonusAchievementId: z.string().optional(),
};

type Shape = typeof shape;
type Values = { [K in keyof Shape]?: z.output<Shape[K]> };

/** The rules across fields; a rule whose fields are not on the step sees them undefined and passes. */
function crossRules(value: Values, context: z.RefinementCtx) {
    if (value.startDate && value.endDate && value.endDate <= value.startDate) context.addIssue({ code: "custom", path: ["endDate"], message: m.datesOrder });
    if (value.slicesFrom && value.slicesTo && value.slicesTo <= value.slicesFrom) context.addIssue({ code: "custom", path: ["slicesTo"], message: m.datesOrder });
    const geo = [value.geoLatitude, value.geoLongitude, value.geoRadius];
    if (geo.some((part) => part !== undefined) && geo.some((part) => part === undefined)) context.addIssue({ code: "custom", path: ["geoRadius"], message: m.geoIncomplete });
    if (Boolean(value.privacyTitle) !== Boolean(value.privacyContent)) context.addIssue({ code: "custom", path: ["privacyContent"], message: m.privacyTitleRequired });
    if (value.privacyFileUrl && !value.privacyTitle) context.addIssue({ code: "custom", path: ["privacyTitle"], message: m.privacyFileWithoutPolicy });
    if ((value.boostSlices === undefined) !== (value.boostSlicesExtra === undefined)) context.addIssue({ code: "custom", path: ["boostSlicesExtra"], message: m.boostIncomplete });
    if (Boolean(value.boostBadgeId) !== (value.boostBadgeExtra !== undefined)) context.addIssue({ code: "custom", path: ["boostBadgeExtra"], message: m.boostIncomplete });
    // Checked on Save, when the type (Details) and the boosts (Settings) are both known.
    if (value.type === "PROMOTION" && (value.boostSlices !== undefined || value.boostBadgeId)) context.addIssue({ code: "custom", path: ["boostSlicesExtra"], message: m.boostsOnlyForDraws });
}

/** The whole reward: what Save checks before publishing. */
export const pieRewardSchema = z.object(shape).superRefine(crossRules);
export type PieRewardForm = z.output<typeof pieRewardSchema>;

/** The fields of each wizard step (spec 3 §2), in the order of REWARD_WIZARD_STEP_KEYS; Preview has none. */
export const STEP_FIELDS: Readonly<Record<RewardWizardStep, readonly (keyof Shape)[]>> = {
  details: ["displayName", "slug", "bio", "avatarImageId", "type", "category", "delivery"],
  requirements: ["slicesAmount", "slicesFrom", "slicesTo", "needNewSlices", "ageLimit", "geoAddress", "geoLatitude", "geoLongitude", "geoRadius", "geoUnit"],
  "time-frame": ["startDate", "endDate", "expiresAt"],
  settings: ["maxWinners", "status", "isHidden", "canShareByParticipants", "notes", "boostSlices", "boostSlicesExtra", "boostBadgeId", "boostBadgeExtra", "privacyTitle", "privacyContent", "privacyFileUrl"],
  redemption: ["redeemType", "redeemCode", "redeemDescription"],
  achievement: ["achievementIds", "requireAllAchievements", "bonusAchievementId"],
  preview: [],
};

/** One step's fields and the cross-field rules among them. */
export function stepSchema(step: RewardWizardStep) {
  const mask = Object.fromEntries(STEP_FIELDS[step].map((name) => [name, true])) as Partial<Record<keyof Shape, true>>;
  return z.object(shape).pick(mask).superRefine((value, context) => crossRules(value as Values, context));
}

/** The step a field is typed on. */
export function stepOfField(name: string): RewardWizardStep {
  // The file fields: the picture on Details, the policy's PDF on Settings.
  if (name === "avatar") return "details";
  if (name === "privacyFile") return "settings";
  return REWARD_WIZARD_STEP_KEYS.find((step) => (STEP_FIELDS[step] as readonly string[]).includes(name)) ?? "details";
}

export function isWizardStep(value: string | null): value is RewardWizardStep {
  return (REWARD_WIZARD_STEP_KEYS as readonly (string | null)[]).includes(value);
}

const instant = (dayValue: string | undefined) => (dayValue ? `${dayValue}T00:00:00.000Z` : null);

/** The form's values as the API's PieRewardInput. */
export function pieRewardInput(value: PieRewardForm) {
  const winningBoosts: { slices: number | null; achievementId: string | null; extraEntries: number }[] = [
    ...(value.boostSlices !== undefined && value.boostSlicesExtra !== undefined ? [{ slices: value.boostSlices, achievementId: null, extraEntries: value.boostSlicesExtra }] : []),
    ...(value.boostBadgeId && value.boostBadgeExtra !== undefined ? [{ slices: null, achievementId: value.boostBadgeId, extraEntries: value.boostBadgeExtra }] : []),
  ];
  return {
    displayName: value.displayName,
    slug: value.slug ?? null,
    bio: value.bio ?? null,
    type: value.type,
    delivery: value.delivery,
    category: value.category,
    status: value.status,
    isHidden: value.isHidden,
    notes: value.notes ?? null,
    redeemType: value.redeemType ?? null,
    redeemCode: value.redeemCode ?? null,
    redeemDescription: value.redeemDescription ?? null,
    ageLimit: value.ageLimit ?? null,
    maxWinners: value.maxWinners,
    expiresAt: instant(value.expiresAt),
    startDate: instant(value.startDate),
    endDate: instant(value.endDate),
    ownedSlices: value.slicesAmount ? { amount: value.slicesAmount, from: instant(value.slicesFrom), to: instant(value.slicesTo) } : null,
    achievementIds: value.achievementIds ?? [],
    requireAllAchievements: value.requireAllAchievements,
    geoRange:
      value.geoLatitude !== undefined && value.geoLongitude !== undefined && value.geoRadius !== undefined
        ? { address: value.geoAddress ?? null, latitude: value.geoLatitude, longitude: value.geoLongitude, radius: value.geoRadius, unit: value.geoUnit }
        : null,
    needNewSlices: value.needNewSlices,
    canShareByParticipants: value.canShareByParticipants,
    bonusAchievementId: value.bonusAchievementId || null,
    privacyPolicy: value.privacyTitle && value.privacyContent ? { title: value.privacyTitle, content: value.privacyContent, fileUrl: value.privacyFileUrl ?? null } : null,
    avatarImageId: value.avatarImageId ?? null,
    winningBoosts,
  } as const;
}

/** An API field's name on the form. */
export const REWARD_FORM_FIELDS: Record<string, string> = {
  ownedSlices: "slicesAmount",
  ownedSlicesTo: "slicesTo",
  geo: "geoRadius",
  privacyPolicy: "privacyContent",
  privacyFile: "privacyFile",
  avatar: "avatar",
  winningBoosts: "boostSlicesExtra",
};

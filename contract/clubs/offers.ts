// A club's offers (spec 3 §3 Club.offers, §4 offer enumerations and requirement limits; ADR 0060):
// the programmes of each category, the settings each programme keeps (one zod schema per
// programme, built from its fields), the requirement limits, and what an offer gives. Pure: the
// API validates with these schemas and the web app's forms use the same ones.
import { z } from "zod";
import {
  OFFER_CURRENCIES,
  OFFER_ACTION_NETWORKS,
  OFFER_TYPES,
  OFFER_TYPE_LABELS,
  RECURRENCE_PERIODS,
  RECURRENCE_PERIOD_LABELS,
  REDEMPTION_TYPES,
  REDEMPTION_TYPE_LABELS,
  REQUIREMENT_LABELS,
  REQUIREMENT_LIMITS,
  REQUIREMENT_TYPES,
  offerMessages as m,
  type OfferCategory,
  type OfferType,
  type RequirementType,
} from "./offer-messages.js";

/** Each category's manager URL segment (spec 3 §2). */
export const CATEGORY_PATHS: Record<OfferCategory, string> = {
  EARN_POINTS: "way-to-earn-points",
  BUY_POINTS: "way-to-buy-points",
  EARN_STATUS: "way-to-earn-status",
  REWARD_MEMBERS: "way-to-reward-members",
};

/** An offer type as a URL segment (way-to-reward-members/{sub_type}, offers/{offer_type}): COUPON → coupon, VIP_PASS → vip-pass. */
export const offerTypeSlug = (type: OfferType): string => type.toLowerCase().replaceAll("_", "-");
export function offerTypeFromSlug(slug: string): OfferType | null {
  return OFFER_TYPES.find((type) => offerTypeSlug(type) === slug) ?? null;
}

/** The programmes of each category (spec 3 §2); a reward-members programme is its offer type's slug. */
export const OFFER_PROGRAMS = {
  EARN_POINTS: ["streak", "social-action", "location", "survey", "bonus", "download", "interact", "buy-product"],
  BUY_POINTS: ["points-bundle", "bonus-buys", "time-span", "streak"],
  EARN_STATUS: ["action-amount", "buy-now", "invite-only", "level-up", "promo", "streak"],
  REWARD_MEMBERS: OFFER_TYPES.map(offerTypeSlug),
} as const satisfies Record<OfferCategory, readonly string[]>;

export function isProgramOf(category: OfferCategory, program: string): boolean {
  return (OFFER_PROGRAMS[category] as readonly string[]).includes(program);
}

export const PROGRAM_LABELS: Record<string, string> = {
  streak: "Streak",
  "social-action": "Social Action",
  location: "Location",
  survey: "Survey",
  bonus: "Bonus",
  download: "Download",
  interact: "Interact",
  "buy-product": "Buy Product",
  "points-bundle": "Points Bundle",
  "bonus-buys": "Bonus Buys",
  "time-span": "Time Span",
  "action-amount": "Action Amount",
  "buy-now": "Buy Now",
  "invite-only": "Invite Only",
  "level-up": "Level Up",
  promo: "Promo",
  ...Object.fromEntries(OFFER_TYPES.map((type) => [offerTypeSlug(type), OFFER_TYPE_LABELS[type]])),
};

/** What each programme is, shown when a manager picks one. */
export const PROGRAM_DESCRIPTIONS: Record<OfferCategory, Record<string, string>> = {
  EARN_POINTS: {
    streak: "Points for coming back a number of days, weeks or months in a row.",
    "social-action": "Points for following, sharing or watching on a social network.",
    location: "Points for checking in at a place.",
    survey: "Points for answering a survey.",
    bonus: "A one-off gift of points.",
    download: "Points for downloading something of the club's.",
    interact: "Points for an action in the club, such as a check-in.",
    "buy-product": "Points for buying one of the club's products.",
  },
  BUY_POINTS: {
    "points-bundle": "A package of points for a price: the points packages members buy.",
    "bonus-buys": "A package of points with bonus points on top.",
    "time-span": "A package of points sold only between two days.",
    streak: "Bonus points for buying a package several periods in a row.",
  },
  EARN_STATUS: {
    "action-amount": "A loyalty tier for doing something a number of times.",
    "buy-now": "A loyalty tier for a price.",
    "invite-only": "A loyalty tier the club gives to those it invites.",
    "level-up": "A loyalty tier for reaching a number of points.",
    promo: "A loyalty tier for a promo code.",
    streak: "A loyalty tier for coming back several periods in a row.",
  },
  REWARD_MEMBERS: Object.fromEntries(OFFER_TYPES.map((type) => [offerTypeSlug(type), `A ${OFFER_TYPE_LABELS[type]} reward for members.`])),
};

/** Which offer type an offer of a category and programme is: a reward names its own; a points purchase is Buy Now; the rest Other. */
export function offerTypeOf(category: OfferCategory, program: string): OfferType {
  if (category === "REWARD_MEMBERS") return offerTypeFromSlug(program) ?? "OTHER";
  return category === "BUY_POINTS" ? "BUY_NOW" : "OTHER";
}

// ---- Programme settings -------------------------------------------------------------------

/** The settings any programme may keep; each programme keeps the ones its fields name. */
export interface OfferSettings {
  pointsAmount?: number | null;
  bonusPoints?: number | null;
  repPointsMultiplier?: number | null;
  originalPriceCents?: number | null;
  currency?: string | null;
  streakLength?: number | null;
  period?: (typeof RECURRENCE_PERIODS)[number] | null;
  maxPerMember?: number | null;
  /** A reward's most redemptions by all members together; null: no limit. */
  maxRedemptions?: number | null;
  actionCount?: number | null;
  actionDescription?: string | null;
  actionUrl?: string | null;
  socialProvider?: (typeof OFFER_ACTION_NETWORKS)[number] | null;
  address?: string | null;
  radiusMeters?: number | null;
  tierLevel?: number | null;
  promoCode?: string | null;
  redemptionType?: (typeof REDEMPTION_TYPES)[number] | null;
  redemptionDetail?: string | null;
}
export type OfferSettingName = keyof OfferSettings;

export const POINTS_MAX = 1_000_000;
export const PRICE_MAX_CENTS = 100_000_000;
export const TIER_LEVEL_MAX = 50;

/** How a setting is entered and checked. */
type SettingKind = "points" | "count" | "price" | "currency" | "multiplier" | "period" | "text" | "url" | "provider" | "redemption" | "tier" | "meters";
const SETTING_KINDS: Record<OfferSettingName, SettingKind> = {
  pointsAmount: "points",
  bonusPoints: "points",
  repPointsMultiplier: "multiplier",
  originalPriceCents: "price",
  currency: "currency",
  streakLength: "count",
  period: "period",
  maxPerMember: "count",
  maxRedemptions: "count",
  actionCount: "count",
  actionDescription: "text",
  actionUrl: "url",
  socialProvider: "provider",
  address: "text",
  radiusMeters: "meters",
  tierLevel: "tier",
  promoCode: "text",
  redemptionType: "redemption",
  redemptionDetail: "text",
};

export interface SettingField {
  name: OfferSettingName;
  label: string;
  hint?: string;
  required: boolean;
  kind: SettingKind;
}

const f = (name: OfferSettingName, label: string, required = true, hint?: string): SettingField => ({ name, label, hint, required, kind: SETTING_KINDS[name] });
const points = (label = "Points awarded") => f("pointsAmount", label, true, "Rep points the member earns each time.");
const maxPerMember = f("maxPerMember", "Most times per member", false, "Leave empty for no limit.");
const streak = [f("streakLength", "Streak length", true, "How many periods in a row."), f("period", "Period")];
const price = (label = "Price") => [f("originalPriceCents", label, true, "In dollars and cents, like 5.00."), f("currency", "Currency")];
const tier = f("tierLevel", "Loyalty tier level given", true, "The level of the club's loyalty tier the member reaches.");

/** The fields each programme shows and keeps, in the order the form shows them. */
export function programFields(category: OfferCategory, program: string): SettingField[] {
  switch (category) {
    case "EARN_POINTS": {
      const extra: Record<string, SettingField[]> = {
        streak,
        "social-action": [f("socialProvider", "Network", true, "Friends (invite link): members earn when someone joins through their invite link."), f("actionUrl", "Link", true, "The page to follow, share or watch (https); for invites, the club's page."), f("actionDescription", "What to do")],
        location: [f("address", "Place", true, "The address to check in at."), f("radiusMeters", "Radius in metres", true, "How close the member must be.")],
        survey: [f("actionUrl", "Survey link", true, "An https link.")],
        bonus: [],
        download: [f("actionUrl", "Download link", true, "An https link.")],
        interact: [f("actionDescription", "What to do", true, "For example: check in at the door.")],
        "buy-product": [f("actionUrl", "Product link", true, "An https link."), f("actionDescription", "Product", false)],
      };
      return [points(), ...(extra[program] ?? []), maxPerMember];
    }
    case "BUY_POINTS": {
      const bundle = [points("Points in the package"), ...price("Original price")];
      const extra: Record<string, SettingField[]> = {
        "points-bundle": [f("repPointsMultiplier", "Rep points multiplier", true, "1 gives the points as they are; 2 doubles them.")],
        "bonus-buys": [f("bonusPoints", "Bonus points", true, "Points given on top of the package.")],
        "time-span": [],
        streak: [...streak, f("bonusPoints", "Bonus points", true, "Points given on top once the streak is reached.")],
      };
      return [...bundle, ...(extra[program] ?? []), f("maxPerMember", "Most purchases per member", false, "Leave empty for no limit.")];
    }
    case "EARN_STATUS": {
      const extra: Record<string, SettingField[]> = {
        "action-amount": [f("actionCount", "How many times"), f("actionDescription", "What to do")],
        "buy-now": price(),
        "invite-only": [],
        "level-up": [points("Points needed")],
        promo: [f("promoCode", "Promo code")],
        streak,
      };
      return [tier, ...(extra[program] ?? [])];
    }
    case "REWARD_MEMBERS":
      return [
        f("redemptionType", "Redemption type"),
        f("redemptionDetail", "Redemption detail", true, "The code, pass, link, place or what contact details are shared."),
        f("maxPerMember", "Most times per member", false, "Leave empty for once per member."),
        f("maxRedemptions", "Most redemptions in all", false, "Leave empty for no limit; the offer is complete once reached."),
      ];
  }
}

const positiveInt = (max: number) =>
  z
    .number({ error: m.numberInvalid })
    .int(m.numberInvalid)
    .min(1, m.numberInvalid)
    .max(max, m.numberTooLarge(max));

/** Dollars as typed ("5", "5.00") to cents. */
export function dollarsToCents(text: string): number | null {
  const match = /^\$?\s*(\d{1,7})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}
export const centsToDollars = (cents: number): string => (cents / 100).toFixed(2);

/** A price typed in dollars, as cents (the forms). */
const dollars = z
  .string({ error: m.priceInvalid })
  .transform((text, ctx) => {
    const cents = dollarsToCents(text);
    if (cents === null || cents < 1 || cents > PRICE_MAX_CENTS) {
      ctx.addIssue({ code: "custom", message: m.priceInvalid });
      return z.NEVER;
    }
    return cents;
  });

function kindSchema(kind: SettingKind, prices: "cents" | "dollars"): z.ZodType {
  switch (kind) {
    case "points":
      return positiveInt(POINTS_MAX);
    case "count":
      return positiveInt(1000);
    case "meters":
      return positiveInt(100_000);
    case "tier":
      return positiveInt(TIER_LEVEL_MAX);
    case "price":
      return prices === "dollars" ? dollars : z.number({ error: m.priceInvalid }).int(m.priceInvalid).min(1, m.priceInvalid).max(PRICE_MAX_CENTS, m.priceInvalid);
    case "currency":
      return z.enum(OFFER_CURRENCIES, { error: m.currencyInvalid });
    case "multiplier":
      return z.number({ error: m.multiplierInvalid }).min(0.1, m.multiplierInvalid).max(100, m.multiplierInvalid);
    case "period":
      return z.enum(RECURRENCE_PERIODS, { error: m.periodInvalid });
    case "provider":
      return z.enum(OFFER_ACTION_NETWORKS, { error: m.providerInvalid });
    case "redemption":
      return z.enum(REDEMPTION_TYPES, { error: m.redemptionTypeInvalid });
    case "url":
      return z
        .string({ error: m.urlInvalid })
        .trim()
        .max(500, m.textTooLong)
        .refine((value) => /^https:\/\/[^\s/$.?#][^\s]*$/i.test(value), m.urlInvalid);
    case "text":
      return z.string({ error: m.textRequired }).trim().min(1, m.textRequired).max(500, m.textTooLong);
  }
}

/**
 * One programme's settings schema: its fields, required or optional, and nothing else (other
 * settings are dropped). The API's takes prices in cents; the forms' in dollars as typed.
 */
export function programSettingsSchema(category: OfferCategory, program: string, prices: "cents" | "dollars" = "cents") {
  const shape: Record<string, z.ZodType> = {};
  for (const field of programFields(category, program)) {
    const schema = kindSchema(field.kind, prices);
    shape[field.name] = field.required ? schema : schema.optional().nullable();
  }
  return z.object(shape);
}

// ---- Requirements ---------------------------------------------------------------------------

export interface OfferRequirement {
  type: RequirementType;
  /** PRICE: cents; LOYALTY_STATUS: a tier level; REP_POINTS, REP_SCORE: the least; ACHIEVEMENTS: how many badges; NONE: null. */
  value: number | null;
}

const REQUIREMENT_MAX: Record<RequirementType, number> = { PRICE: PRICE_MAX_CENTS, LOYALTY_STATUS: TIER_LEVEL_MAX, REP_POINTS: 1_000_000_000, REP_SCORE: 1_000_000, ACHIEVEMENTS: 100, NONE: 0 };

/** What is wrong with a list of requirements as a whole: the per-type limits, and None alone. */
export function requirementLimitProblems(requirements: readonly { type: RequirementType }[]): string[] {
  const counts = new Map<RequirementType, number>();
  for (const requirement of requirements) counts.set(requirement.type, (counts.get(requirement.type) ?? 0) + 1);
  const problems: string[] = [];
  if (counts.has("NONE") && requirements.length > (counts.get("NONE") ?? 0)) problems.push(m.requirementNoneAlone);
  for (const type of REQUIREMENT_TYPES) {
    const count = counts.get(type) ?? 0;
    if (count > REQUIREMENT_LIMITS[type]) problems.push(m.requirementTooMany(REQUIREMENT_LABELS[type], REQUIREMENT_LIMITS[type]));
  }
  return problems;
}

/** One requirement's value problem, or null when it fits its type. */
export function requirementValueProblem(requirement: OfferRequirement): string | null {
  if (requirement.type === "NONE") return null;
  const value = requirement.value;
  if (value === null || value === undefined) return m.requirementValueRequired;
  if (!Number.isInteger(value) || value < 1 || value > REQUIREMENT_MAX[requirement.type]) return requirement.type === "PRICE" ? m.requirementPriceInvalid : m.requirementValueInvalid;
  return null;
}

/** The API's requirements: each value fitting its type, and the list within the limits. */
export const requirementsSchema = z
  .array(z.object({ type: z.enum(REQUIREMENT_TYPES, { error: m.requirementTypeInvalid }), value: z.number().nullish() }))
  .max(21)
  .transform((list, ctx) => {
    const requirements = list.map((r) => ({ type: r.type, value: r.type === "NONE" ? null : (r.value ?? null) }));
    requirements.forEach((requirement, index) => {
      const problem = requirementValueProblem(requirement);
      if (problem) ctx.addIssue({ code: "custom", path: [index, "value"], message: problem });
    });
    for (const problem of requirementLimitProblems(requirements)) ctx.addIssue({ code: "custom", message: problem });
    return requirements;
  });

// ---- What an offer gives and takes ------------------------------------------------------------

export function formatOfferMoney(cents: number, currency = "USD"): string {
  if (!Number.isFinite(cents)) return "---";
  const amount = (cents / 100).toFixed(2);
  return currency === "USD" ? `$${amount}` : `${currency} ${amount}`;
}

const pts = (n: number) => `${n.toLocaleString("en-US")} ${n === 1 ? "point" : "points"}`;
const every = (s: OfferSettings) => (s.streakLength && s.period ? `${s.streakLength} × ${RECURRENCE_PERIOD_LABELS[s.period].toLowerCase()} in a row` : "");

/** What the member gets, in one line (the offer cards). */
export function offerGives(category: OfferCategory, program: string, settings: OfferSettings): string {
  switch (category) {
    case "EARN_POINTS": {
      const base = pts(settings.pointsAmount ?? 0);
      return program === "streak" && every(settings) ? `${base} for ${every(settings)}` : base;
    }
    case "BUY_POINTS": {
      const price = formatOfferMoney(settings.originalPriceCents ?? Number.NaN, settings.currency ?? "USD");
      const bonus = settings.bonusPoints ? ` + ${pts(settings.bonusPoints)} bonus` : "";
      const multiplier = settings.repPointsMultiplier && settings.repPointsMultiplier !== 1 ? ` (×${settings.repPointsMultiplier} rep points)` : "";
      return `${pts(settings.pointsAmount ?? 0)}${bonus}${multiplier} for ${price}`;
    }
    case "EARN_STATUS":
      return `Loyalty tier level ${settings.tierLevel ?? 1}`;
    case "REWARD_MEMBERS": {
      const type = offerTypeFromSlug(program);
      const label = type ? OFFER_TYPE_LABELS[type] : "Reward";
      return settings.redemptionType ? `${label}: ${REDEMPTION_TYPE_LABELS[settings.redemptionType]}` : label;
    }
  }
}

/** What a requirement asks, in words (the offer cards). */
export function requirementText(requirement: OfferRequirement): string {
  const v = requirement.value ?? 0;
  switch (requirement.type) {
    case "PRICE":
      return `Price: ${formatOfferMoney(v)}`;
    case "LOYALTY_STATUS":
      return `Loyalty Status: tier level ${v} or higher`;
    case "REP_POINTS":
      return `Rep Points: at least ${v.toLocaleString("en-US")}`;
    case "REP_SCORE":
      return `Rep Score: at least ${v.toLocaleString("en-US")}`;
    case "ACHIEVEMENTS":
      return `Achievements: ${v} of the club's badges`;
    case "NONE":
      return "None";
  }
}

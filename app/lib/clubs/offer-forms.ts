// The club offer forms (conform + zod; ADR 0060): the common fields, the requirement rows and
// the programme's own settings, built from the same programme schemas the API checks with
// (contract/clubs/offers.ts). Field names are flat (pointsAmount, requirement1Type…) so a
// form without JavaScript posts them as they are.
import { href } from "react-router";
import { z } from "zod";
import { ACCEPTED_IMAGE_TYPES, MAX_IMAGE_BYTES, mediaMessages } from "../../../contract/media/messages";
import {
  OFFER_ACCESS,
  OFFER_CATEGORIES,
  OFFER_STATUSES,
  REQUIREMENT_TYPES,
  offerMessages as m,
  type OfferCategory,
  type RequirementType,
} from "../../../contract/clubs/offer-messages";
import {
  CATEGORY_PATHS,
  TIER_LEVEL_MAX,
  centsToDollars,
  dollarsToCents,
  programFields,
  programSettingsSchema,
  requirementLimitProblems,
  requirementValueProblem,
  type OfferRequirement,
  type OfferSettings,
} from "../../../contract/clubs/offers";

/** How many requirement rows the form shows. */
export const REQUIREMENT_ROWS = 3;
export const requirementRows = Array.from({ length: REQUIREMENT_ROWS }, (_, i) => i + 1);
export const requirementTypeName = (row: number) => `requirement${row}Type`;
export const requirementValueName = (row: number) => `requirement${row}Value`;

const day = z.iso.date().optional();

/** The form's schema for one programme: common fields, requirement rows, and the programme's settings (prices in dollars). */
export function offerFormSchema(category: OfferCategory, program: string) {
  const rows: Record<string, z.ZodType> = {};
  for (const row of requirementRows) {
    rows[requirementTypeName(row)] = z.enum(REQUIREMENT_TYPES, { error: m.requirementTypeInvalid }).optional();
    rows[requirementValueName(row)] = z.string().trim().optional();
  }
  return z
    .object({
      title: z.string({ error: m.titleRequired }).trim().min(1, m.titleRequired).max(80, m.titleTooLong),
      description: z.string().trim().max(2000, m.descriptionTooLong).optional(),
      image: z.file().max(MAX_IMAGE_BYTES, { error: mediaMessages.tooLarge }).mime([...ACCEPTED_IMAGE_TYPES], { error: mediaMessages.notAnImage }).optional(),
      access: z.enum(OFFER_ACCESS, { error: m.accessInvalid }),
      minTierLevel: z.number({ error: m.tierRequired }).int(m.tierRequired).min(1, m.tierRequired).max(TIER_LEVEL_MAX, m.tierRequired).optional(),
      status: z.enum(OFFER_STATUSES, { error: m.statusInvalid }),
      startsOn: day,
      endsOn: day,
      ...rows,
      ...programSettingsSchema(category, program, "dollars").shape,
    })
    .superRefine((value, ctx) => {
      const v = value as Record<string, unknown>;
      if (value.access === "TIER" && !value.minTierLevel) ctx.addIssue({ code: "custom", path: ["minTierLevel"], message: m.tierRequired });
      if (value.startsOn && value.endsOn && value.endsOn < value.startsOn) ctx.addIssue({ code: "custom", path: ["endsOn"], message: m.windowInvalid });
      if (category === "BUY_POINTS" && program === "time-span") {
        if (!value.startsOn) ctx.addIssue({ code: "custom", path: ["startsOn"], message: m.datesRequired });
        if (!value.endsOn) ctx.addIssue({ code: "custom", path: ["endsOn"], message: m.datesRequired });
      }
      const requirements: OfferRequirement[] = [];
      for (const row of requirementRows) {
        const type = v[requirementTypeName(row)] as RequirementType | undefined;
        if (!type) continue;
        const requirement = { type, value: requirementValueOf(type, v[requirementValueName(row)] as string | undefined) };
        const problem = requirementValueProblem(requirement);
        if (problem) ctx.addIssue({ code: "custom", path: [requirementValueName(row)], message: problem });
        requirements.push(requirement);
      }
      for (const problem of requirementLimitProblems(requirements)) ctx.addIssue({ code: "custom", path: ["requirements"], message: problem });
    }, { when: () => true }); // Also when a field is wrong, so every problem shows at once.
}
export type OfferFormValue = z.output<ReturnType<typeof offerFormSchema>>;

/** A requirement's typed value: a price in dollars as cents, any other a whole number; null when blank or not a number. */
function requirementValueOf(type: RequirementType, raw: string | undefined): number | null {
  if (type === "NONE" || !raw) return null;
  if (type === "PRICE") return dollarsToCents(raw) ?? Number.NaN;
  return /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
}

/** The form's whole days as the API's instants: from the first day's start to the end of the last (UTC). */
function windowOf(startsOn?: string, endsOn?: string) {
  const end = endsOn ? new Date(`${endsOn}T00:00:00.000Z`) : null;
  end?.setUTCDate(end.getUTCDate() + 1);
  return { startsUtc: startsOn ? `${startsOn}T00:00:00.000Z` : null, endsUtc: end?.toISOString() ?? null };
}

/** The form's value as the API's OfferInput (the picture uploaded apart). */
export function offerInputOf(category: OfferCategory, program: string, value: OfferFormValue, imageId: string | null) {
  const v = value as Record<string, unknown>;
  const settings: Record<string, unknown> = {};
  for (const field of programFields(category, program)) settings[field.name] = v[field.name] ?? null;
  const requirements: OfferRequirement[] = [];
  for (const row of requirementRows) {
    const type = v[requirementTypeName(row)] as RequirementType | undefined;
    if (type) requirements.push({ type, value: requirementValueOf(type, v[requirementValueName(row)] as string | undefined) });
  }
  return {
    title: value.title,
    description: value.description ?? null,
    imageId,
    access: value.access,
    minTierLevel: value.access === "TIER" ? (value.minTierLevel ?? null) : null,
    status: value.status,
    ...windowOf(value.startsOn, value.endsOn),
    requirements,
    settings: settings as OfferSettings,
  };
}

/** The API's field names as the form's: settings.x → x, requirements.N.value → requirement(N+1)Value, the window's instants → its days. */
export function offerFieldName(apiField: string): string {
  const requirement = /^requirements\.(\d+)\.(type|value)$/.exec(apiField);
  if (requirement) return `requirement${Number(requirement[1]) + 1}${requirement[2] === "type" ? "Type" : "Value"}`;
  if (apiField.startsWith("settings.")) return apiField.slice("settings.".length);
  return ({ startsUtc: "startsOn", endsUtc: "endsOn" } as Record<string, string>)[apiField] ?? apiField;
}

export interface OfferLike {
  title: string;
  description?: string | null;
  access: string;
  minTierLevel?: number | null;
  status: string;
  startsUtc?: string | null;
  endsUtc?: string | null;
  requirements: { type: string; value?: number | null }[];
  settings: Record<string, unknown>;
}

/** An offer's values as the form's defaults (prices back to dollars, the window back to days). */
export function offerFormDefaults(category: OfferCategory, program: string, offer: OfferLike): Record<string, string | number | undefined> {
  const defaults: Record<string, string | number | undefined> = {
    title: offer.title,
    description: offer.description ?? undefined,
    access: offer.access,
    minTierLevel: offer.minTierLevel ?? undefined,
    status: offer.status,
    startsOn: offer.startsUtc ? offer.startsUtc.slice(0, 10) : undefined,
    endsOn: offer.endsUtc ? new Date(Date.parse(offer.endsUtc) - 1).toISOString().slice(0, 10) : undefined,
  };
  offer.requirements.slice(0, REQUIREMENT_ROWS).forEach((requirement, index) => {
    defaults[requirementTypeName(index + 1)] = requirement.type;
    if (requirement.value != null) defaults[requirementValueName(index + 1)] = requirement.type === "PRICE" ? centsToDollars(requirement.value) : String(requirement.value);
  });
  for (const field of programFields(category, program)) {
    const value = offer.settings[field.name];
    if (value === null || value === undefined) continue;
    defaults[field.name] = field.kind === "price" ? centsToDollars(value as number) : (value as string | number);
  }
  return defaults;
}

/** A new offer's defaults: anyone may take it, active, a currency and a multiplier of 1 where the programme has them. */
export function newOfferDefaults(category: OfferCategory, program: string): Record<string, string | number> {
  const defaults: Record<string, string | number> = { access: "PUBLIC", status: "ACTIVE" };
  for (const field of programFields(category, program)) {
    if (field.kind === "currency") defaults[field.name] = "USD";
    if (field.kind === "multiplier") defaults[field.name] = 1;
  }
  return defaults;
}

/** The category of a manager URL's first segment (way-to-earn-points…), or null. */
export function categoryOfPath(segment: string): OfferCategory | null {
  return OFFER_CATEGORIES.find((category) => CATEGORY_PATHS[category] === segment) ?? null;
}

/** The manager page that creates an offer of a programme. */
export function newOfferPath(clubId: string, category: OfferCategory, program: string): string {
  switch (category) {
    case "EARN_POINTS":
      return href("/my/rep-clubs/:club_id/way-to-earn-points/:program", { club_id: clubId, program });
    case "BUY_POINTS":
      return href("/my/rep-clubs/:club_id/way-to-buy-points/:program", { club_id: clubId, program });
    case "EARN_STATUS":
      return href("/my/rep-clubs/:club_id/way-to-earn-status/:program", { club_id: clubId, program });
    case "REWARD_MEMBERS":
      return href("/my/rep-clubs/:club_id/way-to-reward-members/:sub_type", { club_id: clubId, sub_type: program });
  }
}

export const offersIndexPath = (clubId: string) => href("/my/rep-clubs/:club_id/offers", { club_id: clubId });
export const offerDetailPath = (clubId: string, id: string) => href("/my/rep-clubs/:club_id/offer/detail/:id", { club_id: clubId, id });
export const offerEditPath = (clubId: string, id: string) => href("/my/rep-clubs/:club_id/offer/edit/:id", { club_id: clubId, id });

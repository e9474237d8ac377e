// The editor's Settings tab (spec 2 §3 opt-in flags, age limit, minimum rep score, all-in
// pricing, purchase policy, music), and who may join an event under them.
import { and, eq, isNull, or, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../db/client.js";
import { attendees, events, type AttendeeRow, type EventRow, type UserRow } from "../../db/schema.js";
import type { AuthDeps, DomainDeps } from "../../kernel/deps.js";
import { badUserInput, DomainError, notFound } from "../../kernel/errors.js";
import { parseInput } from "../../kernel/validation.js";
import { isMusicEmbedUrl, SETTINGS_LIMITS, taxRateBasisPointsOf } from "../../../contract/events/editor.js";
import { disclosureMessages as d, eventMessages, eventSettingsMessages as m, socialRequirementMessages as socialMessages } from "../../../contract/events/messages.js";
import { radiusInKm, radiusRule, RADIUS_LIMITS, type RadiusUnit } from "../../../contract/events/radius.js";
import { editableEvent } from "./editing.js";
import { haversineKm } from "./search.js";
import { socialRequirementsSchema } from "./social-requirements.js";
import { findEventForViewer } from "./viewing.js";
import { findDocument } from "../../media/domain/documents.js";
import { documentIdOfPath } from "../../../contract/media/rest.js";
import { sendWaiverCopy } from "../disclosure/domain/waiver-copy.js";

export interface EventSettingsCommand {
  optInShowGuestList: boolean;
  optInShowGuestCount: boolean;
  optInAllowPublicEventPagePreview: boolean;
  optInDisplayRepScore: boolean;
  optInUseQrPass: boolean;
  optInAllowGuestInviteOthers: boolean;
  optInShowMusicEmbed: boolean;
  musicEmbedUrl?: string | null;
  optInAgeLimit: boolean;
  ageLimit?: number | null;
  minimumRepScore?: number | null;
  /** The location radius: only members whose area lies within it may join. Omitted: off. */
  optInLocationRadius?: boolean | null;
  radiusAddress?: string | null;
  radiusLatitude?: number | null;
  radiusLongitude?: number | null;
  radius?: number | null;
  radiusUnit?: RadiusUnit | null;
  isAllInPricing: boolean;
  /** Percent, 0 to 100 with at most 2 decimals; omitted: unchanged. */
  taxRate?: number | null;
  isTaxInclusive?: boolean | null;
  ticketTermsPurchasePolicy?: string | null;
  optInDisclosureOrPrivacyPolicy?: boolean | null;
  disclosureTitle?: string | null;
  disclosureFileUrl?: string | null;
  optInSocialAccountRequirements?: boolean | null;
  socialAccountRequirements?: { scheme: string; isRequired: boolean }[] | null;
}

const settingsSchema = z
  .object({
    optInShowGuestList: z.boolean(),
    optInShowGuestCount: z.boolean(),
    optInAllowPublicEventPagePreview: z.boolean(),
    optInDisplayRepScore: z.boolean(),
    optInUseQrPass: z.boolean(),
    optInAllowGuestInviteOthers: z.boolean(),
    optInShowMusicEmbed: z.boolean(),
    musicEmbedUrl: z
      .string()
      .trim()
      .nullish()
      .transform((value) => value || null)
      .refine((value) => value === null || isMusicEmbedUrl(value), m.musicUrlInvalid),
    optInAgeLimit: z.boolean(),
    ageLimit: z.number().int(m.ageLimitRange).min(SETTINGS_LIMITS.minAgeLimit, m.ageLimitRange).max(SETTINGS_LIMITS.maxAgeLimit, m.ageLimitRange).nullish(),
    minimumRepScore: z.number().int(m.repScoreRange).min(SETTINGS_LIMITS.minRepScore, m.repScoreRange).max(SETTINGS_LIMITS.maxRepScore, m.repScoreRange).nullish(),
    optInLocationRadius: z.boolean().nullish().transform((value) => value ?? false),
    radiusAddress: z
      .string()
      .trim()
      .max(RADIUS_LIMITS.address, m.radiusAddressTooLong)
      .nullish()
      .transform((value) => value || null),
    radiusLatitude: z.number(m.radiusLatitudeInvalid).min(-90, m.radiusLatitudeInvalid).max(90, m.radiusLatitudeInvalid).nullish(),
    radiusLongitude: z.number(m.radiusLongitudeInvalid).min(-180, m.radiusLongitudeInvalid).max(180, m.radiusLongitudeInvalid).nullish(),
    radius: z.number(m.radiusRange).positive(m.radiusRange).max(RADIUS_LIMITS.maxRadius, m.radiusRange).nullish(),
    radiusUnit: z.enum(["KILOMETERS", "MILES"]).nullish(),
    isAllInPricing: z.boolean(),
    taxRate: z
      .number()
      .nullish()
      .refine((value) => value == null || taxRateBasisPointsOf(value) !== null, m.taxRateInvalid),
    isTaxInclusive: z.boolean().nullish(),
    ticketTermsPurchasePolicy: z
      .string()
      .trim()
      .max(SETTINGS_LIMITS.purchasePolicy, m.purchasePolicyTooLong)
      .nullish()
      .transform((value) => value || null),
    optInDisclosureOrPrivacyPolicy: z.boolean().nullish().transform((value) => value ?? false),
    disclosureTitle: z
      .string()
      .trim()
      .max(120, d.titleTooLong)
      .nullish()
      .transform((value) => value || null),
    disclosureFileUrl: z
      .string()
      .trim()
      .nullish()
      .transform((value) => value || null)
      // A document uploaded here (/media/<id>.pdf) or, as before uploads, an https link.
      .refine((value) => value === null || isHttpsUrl(value) || documentIdOfPath(value) !== null, d.urlInvalid),
    optInSocialAccountRequirements: z.boolean().nullish().transform((value) => value ?? false),
    socialAccountRequirements: socialRequirementsSchema,
  })
  .superRefine((settings, context) => {
    if (settings.optInDisclosureOrPrivacyPolicy && !settings.disclosureTitle) context.addIssue({ code: "custom", path: ["disclosureTitle"], message: d.titleRequired });
    if (settings.optInDisclosureOrPrivacyPolicy && !settings.disclosureFileUrl) context.addIssue({ code: "custom", path: ["disclosureFileUrl"], message: d.urlInvalid });
    if (settings.optInAgeLimit && !settings.ageLimit) context.addIssue({ code: "custom", path: ["ageLimit"], message: m.ageLimitRange });
    if (settings.optInLocationRadius) {
      if (!settings.radiusAddress) context.addIssue({ code: "custom", path: ["radiusAddress"], message: m.radiusAddressRequired });
      if (settings.radiusLatitude == null) context.addIssue({ code: "custom", path: ["radiusLatitude"], message: m.radiusPointRequired });
      if (settings.radiusLongitude == null) context.addIssue({ code: "custom", path: ["radiusLongitude"], message: m.radiusPointRequired });
      if (settings.radius == null) context.addIssue({ code: "custom", path: ["radius"], message: m.radiusRange });
    }
    if (settings.optInShowMusicEmbed && !settings.musicEmbedUrl) context.addIssue({ code: "custom", path: ["musicEmbedUrl"], message: m.musicUrlRequired });
    if (settings.optInSocialAccountRequirements && settings.socialAccountRequirements.length === 0) {
      context.addIssue({ code: "custom", path: ["socialAccountRequirements"], message: socialMessages.noneChosen });
    }
  });

export async function updateEventSettings(deps: DomainDeps, userId: string, eventId: string, command: EventSettingsCommand): Promise<EventRow> {
  const current = await editableEvent(deps, userId, eventId);
  const { taxRate, isTaxInclusive, ...settings } = parseInput(settingsSchema, command);
  const documentId = settings.disclosureFileUrl ? documentIdOfPath(settings.disclosureFileUrl) : null;
  if (documentId && !(await findDocument(deps, documentId))) throw badUserInput(d.documentNotFound, { disclosureFileUrl: d.documentNotFound });
  const [event] = await deps.db
    .update(events)
    .set({
      ...settings,
      // A limit that is off is not kept half-set.
      ageLimit: settings.optInAgeLimit ? (settings.ageLimit ?? null) : null,
      minimumRepScore: settings.minimumRepScore ?? null,
      radiusIsActive: settings.optInLocationRadius,
      radiusLatitude: settings.radiusLatitude ?? null,
      radiusLongitude: settings.radiusLongitude ?? null,
      radius: settings.radius ?? null,
      radiusUnit: settings.radiusUnit ?? "KILOMETERS",
      ...(taxRate == null ? {} : { taxRateBasisPoints: taxRateBasisPointsOf(taxRate) ?? 0 }),
      ...(isTaxInclusive == null ? {} : { isTaxInclusive }),
      updatedAt: deps.clock(),
    })
    .where(and(eq(events.id, current.id), isNull(events.deletedAt)))
    .returning();
  if (!event) throw notFound(eventMessages.notFound);
  return event;
}

function isHttpsUrl(value: string): boolean {
  try {
    return new URL(value).protocol === "https:";
  } catch {
    return false;
  }
}

/** Whole years between a date of birth (YYYY-MM-DD) and an instant, in UTC. */
export function ageAt(dateOfBirth: string, at: Date): number {
  const [year, month, day] = dateOfBirth.split("-").map(Number);
  let age = at.getUTCFullYear() - year;
  if (at.getUTCMonth() + 1 < month || (at.getUTCMonth() + 1 === month && at.getUTCDate() < day)) age--;
  return age;
}

/**
 * Refuses someone the event's settings keep out: too young on the day it starts, a rep
 * score below its minimum, or an area (the profile's point) outside its location radius or
 * not set. The event's own hosts are never refused.
 */
export function assertMayJoin(event: EventRow, user: Pick<UserRow, "id" | "dateOfBirth" | "repScore" | "latitude" | "longitude">): void {
  if (event.createdByUserId === user.id) return;
  if (event.optInAgeLimit && event.ageLimit) {
    if (!user.dateOfBirth) throw new DomainError("AUTH_NOT_AUTHORIZED", m.birthDateNeeded(event.ageLimit));
    if (ageAt(user.dateOfBirth, event.startAt) < event.ageLimit) throw new DomainError("AUTH_NOT_AUTHORIZED", m.tooYoung(event.ageLimit));
  }
  if (event.minimumRepScore && user.repScore < event.minimumRepScore) {
    throw new DomainError("AUTH_NOT_AUTHORIZED", m.repScoreTooLow(event.minimumRepScore));
  }
  const area = locationRadiusOf(event);
  if (area) {
    const rule = radiusRule(area.radius, area.unit, area.address);
    if (user.latitude === null || user.longitude === null) throw new DomainError("AUTH_NOT_AUTHORIZED", m.areaNeeded(rule));
    if (haversineKm(area, { latitude: user.latitude, longitude: user.longitude }) > radiusInKm(area.radius, area.unit)) {
      throw new DomainError("AUTH_NOT_AUTHORIZED", m.tooFar(rule));
    }
  }
}

/** The event's location radius when it is on and whole; null otherwise. */
export function locationRadiusOf(event: EventRow): { address: string; latitude: number; longitude: number; radius: number; unit: RadiusUnit } | null {
  const { radiusAddress: address, radiusLatitude: latitude, radiusLongitude: longitude, radius, radiusUnit: unit } = event;
  if (!event.optInLocationRadius || !address || latitude === null || longitude === null || !radius || !unit) return null;
  return { address, latitude, longitude, radius, unit };
}

/** Refuses a ticket until the attendee accepted the event's disclosure or privacy policy, when it asks for one. */
export function assertPolicyAccepted(event: EventRow, attendee: Pick<AttendeeRow, "privacyPolicyState"> | null | undefined): void {
  if (!event.optInDisclosureOrPrivacyPolicy || !event.disclosureFileUrl) return;
  if (attendee?.privacyPolicyState === "ACCEPTED") return;
  const message = d.mustAccept(event.disclosureTitle ?? "disclosure");
  throw badUserInput(message, { acceptDisclosure: message });
}

/**
 * The attendee accepts or declines the event's disclosure (spec 2 §7 "confirm privacy policy").
 * Accepting e-mails them a signed copy (§7 "send signed waiver copy") in the same transaction,
 * only when the row changes to ACCEPTED: accepting again sends nothing more.
 */
export async function confirmPrivacyPolicy(
  deps: DomainDeps & Pick<AuthDeps, "outbox" | "publicUrl">,
  userId: string,
  eventId: string,
  accepted: boolean,
): Promise<EventRow> {
  const event = await findEventForViewer(deps, userId, eventId);
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    await tx
      .insert(attendees)
      .values({ eventId: event.id, userId, state: "NONE", stateChangedAt: now, createdAt: now, updatedAt: now })
      .onConflictDoNothing({ target: [attendees.eventId, attendees.userId] });
    await recordPolicyAnswer(deps, tx, event, userId, accepted, now);
  });
  return event;
}

/**
 * The attendee's answer to the disclosure, on their row (which exists) in the caller's
 * transaction. Conditional: of two acceptances at once, one changes the row and sends the copy.
 */
export async function recordPolicyAnswer(
  deps: Pick<AuthDeps, "outbox" | "publicUrl">,
  tx: Database,
  event: EventRow,
  userId: string,
  accepted: boolean,
  now: Date,
): Promise<void> {
  const state = accepted ? "ACCEPTED" : "DECLINED";
  const changed = await tx
    .update(attendees)
    .set({ privacyPolicyState: state, privacyPolicyStateUpdatedAt: now, updatedAt: now })
    .where(
      and(
        eq(attendees.eventId, event.id),
        eq(attendees.userId, userId),
        or(isNull(attendees.privacyPolicyState), sql`${attendees.privacyPolicyState} <> ${state}`),
      ),
    )
    .returning({ id: attendees.id });
  if (accepted && changed.length > 0 && event.optInDisclosureOrPrivacyPolicy) await sendWaiverCopy(deps, tx, event, userId, now);
}

// Creating and editing an event's information (spec 2 §2 editor, Info tab; §5 rules), publishing
// and deleting it. Who may: the creator and co-hosts (mayEditEvent). The web app checks
// the same rules in the browser; this is the authority.
import { slugFromTitle } from "../../kernel/slugs.js";
import { and, eq, isNull, ne } from "drizzle-orm";
import { z } from "zod";
import { bookings, events, eventTickets, eventType, type EventRow } from "../../db/schema.js";
import type { Database } from "../../db/client.js";
import type { DomainDeps } from "../../kernel/deps.js";
import { badUserInput, conflict, DomainError, notFound, type FieldErrors } from "../../kernel/errors.js";
import { isUuid } from "../../kernel/ids.js";
import { parseInput } from "../../kernel/validation.js";
import { eventEditorMessages as m, eventMessages } from "../../../contract/events/messages.js";
import { EVENT_TEXT_LIMITS, eventTooLong, latestEventStart } from "../../../contract/events/editor.js";
import { findUserThroughCache } from "../../account/domain/users.js";
import { ownImage } from "../../media/domain/images.js";
import { imagePath } from "../../../contract/media/rest.js";
import { mayEditEvent, relationOf } from "./access.js";
import { findEventWithAttendee } from "./viewing.js";
import { requireClubEventsManager } from "../../clubs/domain/access.js";
import { NO_PAYMENT_PROVIDER } from "../transfers/domain/records.js";

export interface EventInfoCommand {
  eventType: (typeof eventType.enumValues)[number];
  displayName: string;
  description?: string | null;
  terms?: string | null;
  faqs?: string | null;
  note?: string | null;
  /** ISO instants; the web app turns the host's wall-clock time in `timeZone` into them. */
  startDate: string;
  endDate: string;
  timeZone: string;
  isPrivate: boolean;
  isListed: boolean;
  location?: {
    address?: string | null;
    latitude?: number | null;
    longitude?: number | null;
    isOnlyVisibleToApprovedAttendees: boolean;
  } | null;
}

export function isKnownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return /\//.test(zone) || zone === "UTC";
  } catch {
    return false;
  }
}

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((value) => (value ? value : null));

const infoSchema = z.object({
  eventType: z.enum(eventType.enumValues, { error: m.typeRequired }),
  displayName: z.string().trim().min(1, m.nameRequired).max(EVENT_TEXT_LIMITS.displayName, m.nameTooLong),
  description: optionalText(EVENT_TEXT_LIMITS.description, m.descriptionTooLong),
  terms: optionalText(EVENT_TEXT_LIMITS.terms, m.termsTooLong),
  faqs: optionalText(EVENT_TEXT_LIMITS.faqs, m.faqsTooLong),
  note: optionalText(EVENT_TEXT_LIMITS.note, m.noteTooLong),
  timeZone: z.string().refine(isKnownTimeZone, m.timeZoneInvalid),
  startDate: z.iso.datetime({ offset: true, error: m.startRequired }),
  endDate: z.iso.datetime({ offset: true, error: m.endRequired }),
  isPrivate: z.boolean(),
  isListed: z.boolean(),
  location: z
    .object({
      address: optionalText(EVENT_TEXT_LIMITS.address, m.addressTooLong),
      latitude: z.number().min(-90).max(90).nullish(),
      longitude: z.number().min(-180).max(180).nullish(),
      isOnlyVisibleToApprovedAttendees: z.boolean(),
    })
    .nullish(),
});

type EventInfoColumns = Pick<
  typeof events.$inferInsert,
  | "eventType"
  | "displayName"
  | "description"
  | "terms"
  | "faqs"
  | "note"
  | "timeZone"
  | "startAt"
  | "endAt"
  | "isPrivate"
  | "isListed"
  | "locationAddress"
  | "locationLatitude"
  | "locationLongitude"
  | "locationOnlyVisibleToApprovedAttendees"
>;

/**
 * Checks the info against spec 2 §5: dates after the current time (in any zone an
 * instant is the same instant, so the event's zone only names the wall clock) and the
 * end after the start; and a sane range (contract/events/editor.ts EVENT_DATE_LIMITS): a
 * start at most 5 years ahead, at most 90 days long. An event being edited keeps a start
 * that has already passed as long as it is not moved.
 */
function validInfo(command: EventInfoCommand, now: Date, current?: EventRow): EventInfoColumns {
  const info = parseInput(infoSchema, command);
  const startAt = new Date(info.startDate);
  const endAt = new Date(info.endDate);
  const fields: FieldErrors = {};
  const startMoved = !current || current.startAt.getTime() !== startAt.getTime();
  const endMoved = !current || current.endAt.getTime() !== endAt.getTime();
  if (startMoved && startAt <= now) fields.startDate = m.startInPast;
  else if (startMoved && startAt > latestEventStart(now)) fields.startDate = m.startTooFar;
  if (endMoved && endAt <= now) fields.endDate = m.endInPast;
  else if (endAt <= startAt) fields.endDate = m.endBeforeStart;
  else if (eventTooLong(startAt, endAt)) fields.endDate = m.tooLong;
  if (Object.keys(fields).length > 0) throw badUserInput(Object.values(fields)[0]!, fields);

  const location = info.location ?? null;
  return {
    eventType: info.eventType,
    displayName: info.displayName,
    description: info.description,
    terms: info.terms,
    faqs: info.faqs,
    note: info.note,
    timeZone: info.timeZone,
    startAt,
    endAt,
    isPrivate: info.isPrivate,
    isListed: info.isListed,
    locationAddress: location?.address ?? null,
    locationLatitude: location?.latitude ?? null,
    locationLongitude: location?.longitude ?? null,
    locationOnlyVisibleToApprovedAttendees: location?.isOnlyVisibleToApprovedAttendees ?? false,
  };
}

/** A URL name from the title, with a short random tail. */
export const slugFor = (displayName: string): string => slugFromTitle(displayName, "event");

/**
 * A new event, a draft until published, created by the viewer (who needs a confirmed e-mail).
 * With a club: the event belongs to it, when the viewer may manage the club's events (ADR 0028).
 */
export async function createEvent(deps: DomainDeps, userId: string, command: EventInfoCommand, clubId: string | null = null): Promise<EventRow> {
  const user = await findUserThroughCache(deps, userId);
  if (!user?.emailVerifiedAt) throw new DomainError("AUTH_NOT_AUTHORIZED", m.emailNotVerified);
  const club = clubId === null ? null : await requireClubEventsManager(deps, userId, clubId);
  const columns = validInfo(command, deps.clock());
  // The random tail makes a clash unlikely; the unique index makes one impossible, and a retry takes a new tail.
  for (let attempt = 0; ; attempt++) {
    try {
      const [event] = await deps.db
        .insert(events)
        .values({ ...columns, slug: slugFor(columns.displayName!), status: "DRAFT", createdByUserId: userId, clubId: club?.id ?? null })
        .returning();
      return event!;
    } catch (error) {
      if (attempt < 2 && isUniqueViolation(error)) continue;
      throw error;
    }
  }
}

/** The event a viewer wants to change, if they may: NOT_FOUND when they may not see it, AUTH_NOT_AUTHORIZED when they may only see it. */
export async function editableEvent(deps: DomainDeps, userId: string, eventId: string): Promise<EventRow> {
  if (!isUuid(eventId)) throw notFound(eventMessages.notFound);
  const { event, attendee, managesClub } = await findEventWithAttendee(deps, userId, eventId);
  if (!mayEditEvent(relationOf(event, userId, attendee, managesClub))) throw new DomainError("AUTH_NOT_AUTHORIZED", m.notAllowed);
  return event;
}

export async function updateEventInfo(deps: DomainDeps, userId: string, eventId: string, command: EventInfoCommand): Promise<EventRow> {
  const current = await editableEvent(deps, userId, eventId);
  const columns = validInfo(command, deps.clock(), current);
  const [event] = await deps.db
    .update(events)
    .set({ ...columns, updatedAt: deps.clock() })
    .where(and(eq(events.id, current.id), isNull(events.deletedAt)))
    .returning();
  if (!event) throw notFound(eventMessages.notFound);
  return event;
}

/** Sets the event's image (one the viewer uploaded) or removes it (null). Its creator and co-hosts only. */
export async function setEventImage(deps: DomainDeps, userId: string, eventId: string, imageId: string | null): Promise<EventRow> {
  const current = await editableEvent(deps, userId, eventId);
  const image = imageId ? await ownImage(deps, userId, imageId) : null;
  const [event] = await deps.db
    .update(events)
    .set({ avatarUrl: image ? imagePath(image.id) : null, uploadedAssetId: image?.id ?? null, updatedAt: deps.clock() })
    .where(and(eq(events.id, current.id), isNull(events.deletedAt)))
    .returning();
  if (!event) throw notFound(eventMessages.notFound);
  return event;
}

/** Opens a draft to the public (or to its invitees, when private). An event that has ended cannot be published. */
export async function publishEvent(deps: DomainDeps, userId: string, eventId: string): Promise<EventRow> {
  const current = await editableEvent(deps, userId, eventId);
  if (current.status === "PUBLISHED") return current;
  if (current.status === "CANCELLED") throw badUserInput(m.cancelledCannotPublish);
  if (current.endAt <= deps.clock()) throw badUserInput(eventMessages.eventEnded);
  const [event] = await deps.db
    .update(events)
    .set({ status: "PUBLISHED", updatedAt: deps.clock() })
    .where(eq(events.id, current.id))
    .returning();
  return event!;
}

/** Deletes an event (kept for the records, hidden everywhere). Only its creator may. */
export async function deleteEvent(deps: DomainDeps, userId: string, eventId: string): Promise<void> {
  const current = await editableEvent(deps, userId, eventId);
  if (current.createdByUserId !== userId) throw new DomainError("AUTH_NOT_AUTHORIZED", m.onlyCreatorDeletes);
  // Sold tickets are refunded by cancelling, never lost with a deleted event.
  const [sold] = await deps.db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.eventId, current.id), eq(bookings.status, "COMPLETED"), ne(bookings.paymentProvider, NO_PAYMENT_PROVIDER)))
    .limit(1);
  if (sold) throw conflict(m.deleteSoldCancelFirst);
  await deps.db.update(events).set({ deletedAt: deps.clock(), updatedAt: deps.clock() }).where(eq(events.id, current.id));
}

function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string }; code?: string } | null) ?? null;
  return cause?.code === "23505" || cause?.cause?.code === "23505";
}

const WEEK_MS = 7 * 24 * 3600_000;

/**
 * A copy of an event as a new draft of the viewer's, with its ticket types (their places
 * all free again). An event already started moves forward by whole weeks until it starts
 * in the future, so it keeps its weekday and time.
 */
export async function duplicateEvent(deps: DomainDeps, userId: string, eventId: string): Promise<EventRow> {
  const original = await editableEvent(deps, userId, eventId);
  const now = deps.clock();
  const weeks = original.startAt > now ? 0 : Math.floor((now.getTime() - original.startAt.getTime()) / WEEK_MS) + 1;
  return deps.db.transaction((tx) => copyEvent(tx, original, { userId, shiftMs: weeks * WEEK_MS, status: "DRAFT", seriesId: null }));
}

/**
 * A copy of an event, moved by `shiftMs` (its ticket windows too), with its ticket types and
 * every place free, created by `userId` (who becomes its Producer). Inside the caller's transaction.
 */
export async function copyEvent(
  tx: Database,
  original: EventRow,
  copy: { userId: string; shiftMs: number; status: EventRow["status"]; seriesId: string | null },
): Promise<EventRow> {
  const { id: _id, slug: _slug, status: _status, createdAt: _created, updatedAt: _updated, deletedAt: _deleted, createdByUserId: _creator, isFeatured: _featured, seriesId: _series, ...copied } = original;
  const shift = copy.shiftMs;
  const [event] = await tx
    .insert(events)
    .values({
      ...copied,
      slug: slugFor(original.displayName),
      status: copy.status,
      seriesId: copy.seriesId,
      startAt: new Date(original.startAt.getTime() + shift),
      endAt: new Date(original.endAt.getTime() + shift),
      createdByUserId: copy.userId,
    })
    .returning();
  const tickets = await tx.select().from(eventTickets).where(eq(eventTickets.eventId, original.id)).orderBy(eventTickets.sortOrder);
  if (tickets.length > 0) {
    await tx.insert(eventTickets).values(
      tickets.map(({ id: _ticketId, eventId: _eventId, createdAt: _c, updatedAt: _u, releasedAmount: _r, lockedAmount: _l, availableAmount: _a, visibleStartAt, visibleEndAt, ...ticket }) => ({
        ...ticket,
        eventId: event!.id,
        availableAmount: ticket.limitedAmount,
        visibleStartAt: visibleStartAt ? new Date(visibleStartAt.getTime() + shift) : null,
        visibleEndAt: visibleEndAt ? new Date(visibleEndAt.getTime() + shift) : null,
        creatorUserId: copy.userId,
      })),
    );
  }
  return event!;
}

// Reads about events, batched by event ids so the GraphQL loaders answer a whole list
// with one query per kind of data.
import { and, asc, eq, inArray, isNotNull, isNull, lte, sql } from "drizzle-orm";
import type { Database } from "../../db/client.js";
import {
  attendees,
  events,
  eventTickets,
  userTickets,
  type AttendeeRow,
  type EventRow,
  type EventTicketRow,
  type UserTicketRow,
} from "../../db/schema.js";
import { userIsActive } from "../../account/domain/visibility.js";
import { isUuid } from "../../kernel/ids.js";

export async function findEventBySlugOrId(db: Database, slugOrId: string): Promise<EventRow | null> {
  const key = slugOrId.trim();
  const [event] = await db
    .select()
    .from(events)
    .where(
      and(isUuid(key) ? eq(events.id, key) : eq(events.slug, key.toLowerCase()), isNull(events.deletedAt), userIsActive(events.createdByUserId)),
    );
  return event ?? null;
}

export function findEventsByIds(db: Database, eventIds: readonly string[]): Promise<EventRow[]> {
  const ids = eventIds.filter(isUuid);
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(events)
    .where(and(inArray(events.id, ids), isNull(events.deletedAt)));
}

export function findAttendeesOfUser(db: Database, userId: string, eventIds: readonly string[]): Promise<AttendeeRow[]> {
  if (eventIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(attendees)
    .where(and(eq(attendees.userId, userId), inArray(attendees.eventId, [...eventIds])));
}

/** All tickets of the events, in display order. */
export function findTicketsOfEvents(db: Database, eventIds: readonly string[]): Promise<EventTicketRow[]> {
  if (eventIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(eventTickets)
    .where(inArray(eventTickets.eventId, [...eventIds]))
    .orderBy(asc(eventTickets.sortOrder), asc(eventTickets.createdAt), asc(eventTickets.id));
}

/** The tickets a user holds (active or awaiting approval) for the events. */
export function findHeldTickets(db: Database, userId: string, eventIds: readonly string[]): Promise<UserTicketRow[]> {
  if (eventIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(userTickets)
    .where(
      and(
        eq(userTickets.ownerUserId, userId),
        inArray(userTickets.eventId, [...eventIds]),
        inArray(userTickets.status, ["ACTIVE", "PENDING"]),
      ),
    )
    .orderBy(asc(userTickets.createdAt), asc(userTickets.id));
}

/** The user's refunded tickets of the events, oldest first (the event page's "refunded" notice). */
export function findRefundedTicketsOfUser(db: Database, userId: string, eventIds: readonly string[]): Promise<UserTicketRow[]> {
  if (eventIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(userTickets)
    .where(and(eq(userTickets.ownerUserId, userId), inArray(userTickets.eventId, [...eventIds]), isNotNull(userTickets.refundId)))
    .orderBy(asc(userTickets.createdAt), asc(userTickets.id));
}

export interface AttendanceCounts {
  eventId: string;
  approved: number;
  /** Attendees waiting for the host's approval of a ticket. */
  pending: number;
}

export function countAttendance(db: Database, eventIds: readonly string[]): Promise<AttendanceCounts[]> {
  if (eventIds.length === 0) return Promise.resolve([]);
  const hasPendingTicket = sql`exists (select 1 from ${userTickets} where ${userTickets.attendeeId} = ${attendees.id} and ${userTickets.status} = 'PENDING')`;
  return db
    .select({
      eventId: attendees.eventId,
      approved: sql<number>`count(*) filter (where ${attendees.state} = 'APPROVED')`.mapWith(Number),
      pending: sql<number>`count(*) filter (where ${attendees.state} <> 'DECLINED' and ${hasPendingTicket})`.mapWith(Number),
    })
    .from(attendees)
    .where(and(inArray(attendees.eventId, [...eventIds]), eq(attendees.isActive, true), userIsActive(attendees.userId)))
    .groupBy(attendees.eventId);
}

/** The first approved attendees of each event (earliest approval first), at most `limit` per event. */
export async function findGuestPreviews(
  db: Database,
  eventIds: readonly string[],
  limit: number,
): Promise<{ eventId: string; userId: string }[]> {
  if (eventIds.length === 0 || limit <= 0) return [];
  const ranked = db
    .select({
      eventId: attendees.eventId,
      userId: attendees.userId,
      position: sql<number>`row_number() over (partition by ${attendees.eventId} order by ${attendees.approvedAt}, ${attendees.id})`.as(
        "position",
      ),
    })
    .from(attendees)
    .where(
      and(inArray(attendees.eventId, [...eventIds]), eq(attendees.state, "APPROVED"), eq(attendees.isActive, true), userIsActive(attendees.userId)),
    )
    .as("ranked");
  return db
    .select({ eventId: ranked.eventId, userId: ranked.userId })
    .from(ranked)
    .where(lte(ranked.position, limit))
    .orderBy(ranked.eventId, ranked.position);
}

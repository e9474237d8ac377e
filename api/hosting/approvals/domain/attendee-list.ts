// The attendee list of the approval page (spec 2 §7 "attendee bookings"): a page of
// attendees with their users and tickets (three statements whatever the page size),
// the summary counts, the roles and the ticket types.
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../../db/client.js";
import { attendees, eventTickets, userTickets, users, type AttendeeRow, type UserRow } from "../../../db/schema.js";
import { badUserInput } from "../../../kernel/errors.js";
import { approvalMessages } from "../../../../contract/hosting/messages.js";
import { eventMessages } from "../../../../contract/events/messages.js";
import { attendeeScope, statusColumn, summaryColumns, type AttendeeFilter, type AttendeeStatus } from "./attendee-filters.js";

export const ATTENDEE_PAGE_SIZE = 50;

export interface HeldTicketView {
  ticketId: string;
  ticketType: string;
  status: "ACTIVE" | "PENDING" | "CANCELLED";
  count: number;
  priceCents: number;
  currency: string;
  checkedInAt: Date | null;
}

export interface AttendeeView {
  row: AttendeeRow;
  user: UserRow;
  status: AttendeeStatus;
  tickets: HeldTicketView[];
}

export interface AttendeeSummary {
  total: number;
  approved: number;
  pending: number;
  checkedIn: number;
  declined: number;
  none: number;
}

export interface AttendeeQuery {
  eventId: string;
  inviterUserId: string | null;
  filter?: AttendeeFilter | null;
  search?: string | null;
}

/** Offsets as opaque cursors: numbered pages (spec 1 §9 pager) and "next" use the same. */
export function cursorOf(offset: number): string {
  return Buffer.from(`offset:${offset}`).toString("base64url");
}

export function offsetOf(cursor: string | null | undefined): number {
  if (!cursor) return 0;
  const match = /^offset:(\d{1,9})$/.exec(Buffer.from(cursor, "base64url").toString());
  if (!match) throw badUserInput(eventMessages.invalidCursor);
  return Number(match[1]);
}

export function checkSearch(search: string | null | undefined): void {
  if (search && search.length > 100) throw badUserInput(approvalMessages.invalidSearch, { search: approvalMessages.invalidSearch });
}

export async function findAttendeePage(
  db: Database,
  query: AttendeeQuery,
  paging: { first: number; after?: string | null; page?: number | null },
) {
  checkSearch(query.search);
  const first = Math.min(Math.max(paging.first, 0), ATTENDEE_PAGE_SIZE);
  if (paging.page != null && paging.page < 1) throw badUserInput(approvalMessages.invalidPage);
  const offset = paging.page != null ? (paging.page - 1) * first : offsetOf(paging.after);
  const where = attendeeScope(query);
  const rows = await db
    .select({ row: attendees, user: users, status: statusColumn, totalCount: sql<number>`(count(*) over ())::int` })
    .from(attendees)
    .innerJoin(users, eq(users.id, attendees.userId))
    .where(where)
    .orderBy(desc(attendees.createdAt), desc(attendees.id))
    .limit(first + 1)
    .offset(offset);
  const shown = rows.slice(0, first);
  const tickets = await findHeldTickets(db, shown.map((found) => found.row.id));
  const nodes: AttendeeView[] = shown.map((found) => ({
    row: found.row,
    user: found.user,
    status: found.status,
    tickets: tickets.get(found.row.id) ?? [],
  }));
  // The window count is missing on a page past the end; count then.
  const totalCount = rows[0]?.totalCount ?? (offset > 0 ? await countMatching(db, query) : 0);
  return {
    nodes,
    totalCount,
    pageInfo: { hasNextPage: rows.length > first, endCursor: shown.length ? cursorOf(offset + shown.length) : null },
  };
}

async function countMatching(db: Database, query: AttendeeQuery): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(attendees)
    .innerJoin(users, eq(users.id, attendees.userId))
    .where(attendeeScope(query));
  return row.count;
}

/** The tickets of some attendees, by attendee, newest first. */
export async function findHeldTickets(db: Database, attendeeIds: readonly string[]): Promise<Map<string, HeldTicketView[]>> {
  const byAttendee = new Map<string, HeldTicketView[]>();
  if (attendeeIds.length === 0) return byAttendee;
  const rows = await db
    .select({ ticket: userTickets, type: eventTickets })
    .from(userTickets)
    .innerJoin(eventTickets, eq(eventTickets.id, userTickets.eventTicketId))
    .where(inArray(userTickets.attendeeId, [...attendeeIds]))
    .orderBy(desc(userTickets.createdAt));
  for (const { ticket, type } of rows) {
    const list = byAttendee.get(ticket.attendeeId) ?? [];
    list.push({
      ticketId: ticket.id,
      ticketType: type.ticketType,
      status: ticket.status,
      count: ticket.count,
      priceCents: type.priceCents,
      currency: type.currency,
      checkedInAt: ticket.firstSeenAt,
    });
    byAttendee.set(ticket.attendeeId, list);
  }
  return byAttendee;
}

export async function summarize(db: Database, eventId: string, inviterUserId: string | null): Promise<AttendeeSummary> {
  const [row] = await db.select(summaryColumns).from(attendees).where(attendeeScope({ eventId, inviterUserId }));
  return row;
}

/** Summaries of several events in one statement (the managed events list). */
export async function summarizeEvents(db: Database, eventIds: readonly string[]): Promise<Map<string, AttendeeSummary>> {
  if (eventIds.length === 0) return new Map();
  const rows = await db
    .select({ eventId: attendees.eventId, ...summaryColumns })
    .from(attendees)
    .where(inArray(attendees.eventId, [...eventIds]))
    .groupBy(attendees.eventId);
  return new Map(rows.map(({ eventId, ...summary }) => [eventId, summary]));
}

export async function countRoles(db: Database, eventId: string, inviterUserId: string | null) {
  const rows = await db
    .select({ role: sql<string>`unnest(${attendees.roles})`, count: sql<number>`1` })
    .from(attendees)
    .where(attendeeScope({ eventId, inviterUserId }));
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(row.role, (counts.get(row.role) ?? 0) + 1);
  return [...counts].map(([role, count]) => ({ role, count }));
}

/** Each ticket type of some events with its sold (active) and pending counts. */
export async function countTicketTypes(db: Database, eventIds: readonly string[]) {
  if (eventIds.length === 0) return [];
  return db
    .select({
      eventId: eventTickets.eventId,
      eventTicketId: eventTickets.id,
      ticketType: eventTickets.ticketType,
      limitedAmount: eventTickets.limitedAmount,
      priceCents: eventTickets.priceCents,
      currency: eventTickets.currency,
      sold: sql<number>`coalesce(sum(${userTickets.count}) filter (where ${userTickets.status} = 'ACTIVE'), 0)::int`,
      pending: sql<number>`coalesce(sum(${userTickets.count}) filter (where ${userTickets.status} = 'PENDING'), 0)::int`,
    })
    .from(eventTickets)
    .leftJoin(userTickets, eq(userTickets.eventTicketId, eventTickets.id))
    .where(and(inArray(eventTickets.eventId, [...eventIds])))
    .groupBy(eventTickets.id)
    .orderBy(eventTickets.eventId, eventTickets.sortOrder);
}

// The attendee list of the approval page (spec 2 §7 "attendee bookings"): a page of
// attendees with their users and tickets (two statements whatever the page or the crowd
// size), and the counts around it (summary, roles, ticket types), which read the whole
// crowd and so are kept in the read cache until the event's attendees or tickets change.
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { readThrough } from "../../../cache/read-cache.js";
import type { Database } from "../../../db/client.js";
import type { DomainDeps } from "../../../kernel/deps.js";
import { attendees, eventTickets, publicUserColumns, ticketWaitingList, userTickets, users, type AttendeeRow, type PublicUserRow } from "../../../db/schema.js";
import { badUserInput } from "../../../kernel/errors.js";
import { approvalMessages } from "../../../../contract/hosting/messages.js";
import { eventMessages } from "../../../../contract/events/messages.js";
import { attendeeScope, summaryColumns, type AttendeeFilter, type AttendeeStatus } from "./attendee-filters.js";

export const ATTENDEE_PAGE_SIZE = 50;

export interface HeldTicketView {
  ticketId: string;
  ticketType: string;
  status: "ACTIVE" | "PENDING" | "CANCELLED" | "TRANSFERRED";
  count: number;
  additionalGuests: number;
  grantKind: "COMPLIMENTARY" | "VIP" | "EXTRA" | null;
  priceCents: number;
  currency: string;
  checkedInAt: Date | null;
  bookingId: string | null;
  isRefunded: boolean;
}

/** What a row of the list shows of an attendee and of their user (the detail reads whole rows). */
export type ListedAttendeeRow = Pick<AttendeeRow, "id" | "state" | "roles" | "checkedInCount" | "createdAt" | "approvedAt">;
export type ListedUserRow = PublicUserRow & { email: string };

export interface AttendeeView<Row extends ListedAttendeeRow = ListedAttendeeRow, User extends ListedUserRow = ListedUserRow> {
  row: Row;
  user: User;
  status: AttendeeStatus;
  tickets: HeldTicketView[];
}

// A page reads only the columns it shows: PGlite decodes every column of every row it returns,
// and whole attendee and user rows made that most of the page's API time.
const listedAttendeeColumns = {
  id: attendees.id,
  state: attendees.state,
  roles: attendees.roles,
  checkedInCount: attendees.checkedInCount,
  createdAt: attendees.createdAt,
  approvedAt: attendees.approvedAt,
};
const listedUserColumns = { ...publicUserColumns, email: users.email };

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

/**
 * One page of the list. `knownTotal` is the number matching when the caller has it (the
 * summary's count for the filter, when nothing is searched); otherwise it is counted beside
 * the page. Without a count over the whole crowd, the page is read in the order of
 * attendees_event_created_idx and stops at the page's last row.
 */
export async function findAttendeePage(
  db: Database,
  query: AttendeeQuery,
  paging: { first: number; after?: string | null; page?: number | null },
  knownTotal: number | null,
) {
  checkSearch(query.search);
  const first = Math.min(Math.max(paging.first, 0), ATTENDEE_PAGE_SIZE);
  if (paging.page != null && paging.page < 1) throw badUserInput(approvalMessages.invalidPage);
  const offset = paging.page != null ? (paging.page - 1) * first : offsetOf(paging.after);
  const [rows, totalCount] = await Promise.all([
    db
      .select({ row: listedAttendeeColumns, user: listedUserColumns })
      .from(attendees)
      .innerJoin(users, eq(users.id, attendees.userId))
      .where(attendeeScope(query))
      .orderBy(desc(attendees.createdAt), desc(attendees.id))
      .limit(first + 1)
      .offset(offset),
    knownTotal ?? countMatching(db, query),
  ]);
  const shown = rows.slice(0, first);
  const tickets = await findHeldTickets(db, shown.map((found) => found.row.id));
  const nodes: AttendeeView[] = shown.map((found) => {
    const held = tickets.get(found.row.id) ?? [];
    return { row: found.row, user: found.user, status: statusOf(found.row.state, held), tickets: held };
  });
  return {
    nodes,
    totalCount,
    pageInfo: { hasNextPage: rows.length > first, endCursor: shown.length ? cursorOf(offset + shown.length) : null },
  };
}

/**
 * A page of the list through the read cache, when nothing is searched: hosts reload the same
 * page at the door, and on a large crowd its statements are most of the page's API time. Kept
 * until the event's attendees or tickets change (`event:<id>`) or one of the listed members
 * does (`user:<id>`: names, avatars, e-mail). A search reads afresh: its pages rarely repeat.
 */
export function attendeePage(
  deps: Pick<DomainDeps, "db" | "cache">,
  query: AttendeeQuery,
  paging: { first: number; after?: string | null; page?: number | null },
  knownTotal: number | null,
): ReturnType<typeof findAttendeePage> {
  if (query.search?.trim()) return findAttendeePage(deps.db, query, paging, knownTotal);
  const key = [query.eventId, query.inviterUserId ?? "all", query.filter ?? "ALL", paging.first, paging.after ?? "", paging.page ?? "", knownTotal ?? ""].join(":");
  return readThrough(
    deps.cache,
    `attendee-page:${key}`,
    () => findAttendeePage(deps.db, query, paging, knownTotal),
    (found) => [`event:${query.eventId}`, ...found.nodes.map((node) => `user:${node.user.id}`)],
  );
}

/**
 * statusColumn's answer from rows already read: the page's fifty attendees with their tickets.
 * (As a column it would make the planner hash every pending ticket of the event per page.)
 */
export function statusOf(state: AttendeeRow["state"], tickets: readonly Pick<HeldTicketView, "status">[]): AttendeeStatus {
  if (state === "APPROVED" || state === "DECLINED") return state;
  return tickets.some((ticket) => ticket.status === "PENDING") ? "PENDING" : "NONE";
}

/** The summary's count of those matching a filter (the summary and the filters use the same conditions). */
export function countOfFilter(summary: AttendeeSummary, filter: AttendeeFilter | null | undefined): number {
  switch (filter) {
    case "APPROVED":
      return summary.approved;
    case "DECLINED":
      return summary.declined;
    case "PENDING":
      return summary.pending;
    case "NONE":
      return summary.none;
    case "CHECKED_IN":
      return summary.checkedIn;
    default:
      return summary.total;
  }
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
    .select({
      attendeeId: userTickets.attendeeId,
      ticketId: userTickets.id,
      ticketType: eventTickets.ticketType,
      status: userTickets.status,
      count: userTickets.count,
      additionalGuests: userTickets.additionalGuests,
      grantKind: userTickets.grantKind,
      priceCents: eventTickets.priceCents,
      currency: eventTickets.currency,
      checkedInAt: userTickets.firstSeenAt,
      bookingId: userTickets.transactionId,
      isRefunded: sql<boolean>`${userTickets.refundId} is not null`,
    })
    .from(userTickets)
    .innerJoin(eventTickets, eq(eventTickets.id, userTickets.eventTicketId))
    .where(inArray(userTickets.attendeeId, [...attendeeIds]))
    .orderBy(desc(userTickets.createdAt));
  for (const { attendeeId, ...ticket } of rows) {
    const list = byAttendee.get(attendeeId) ?? [];
    list.push(ticket);
    byAttendee.set(attendeeId, list);
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
  const held = db
    .select({ role: sql<string>`unnest(${attendees.roles})`.as("role") })
    .from(attendees)
    .where(attendeeScope({ eventId, inviterUserId }))
    .as("held");
  return db
    .select({ role: held.role, count: sql<number>`count(*)::int` })
    .from(held)
    .groupBy(held.role)
    .orderBy(held.role);
}

export type AttendeeCounts = {
  summary: AttendeeSummary;
  roles: Awaited<ReturnType<typeof countRoles>>;
  ticketTypes: Awaited<ReturnType<typeof countTicketTypes>>;
};

/**
 * The counts shown around the attendee list and on the event's overview, as one viewer scope
 * (everyone's, or a promoter's own) sees them. Each reads every attendee of the event, so they
 * are read through the cache under the event's tag: the attendees', tickets' and ticket
 * types' triggers announce every change of the event, and each request waits for the
 * announcements of the changes committed before it (docs/decisions/0012).
 */
export function attendeeCounts(deps: DomainDeps, eventId: string, inviterUserId: string | null): Promise<AttendeeCounts> {
  return readThrough(
    deps.cache,
    `attendee-counts:${eventId}:${inviterUserId ?? "all"}`,
    async () => {
      const [summary, roles, ticketTypes] = await Promise.all([
        summarize(deps.db, eventId, inviterUserId),
        countRoles(deps.db, eventId, inviterUserId),
        countTicketTypes(deps.db, [eventId]),
      ]);
      return { summary, roles, ticketTypes };
    },
    () => [`event:${eventId}`],
  );
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
      available: eventTickets.availableAmount,
      priceCents: eventTickets.priceCents,
      currency: eventTickets.currency,
      sold: sql<number>`coalesce(sum(${userTickets.count}) filter (where ${userTickets.status} = 'ACTIVE'), 0)::int`,
      pending: sql<number>`coalesce(sum(${userTickets.count}) filter (where ${userTickets.status} = 'PENDING'), 0)::int`,
      // Members on the ticket's waiting list not yet told of a place (spec 2 §3 waitingTickets).
      waiting: sql<number>`(select count(*) from ${ticketWaitingList} where ${ticketWaitingList.eventTicketId} = ${eventTickets.id} and ${ticketWaitingList.notifiedAt} is null)::int`,
    })
    .from(eventTickets)
    .leftJoin(userTickets, eq(userTickets.eventTicketId, eventTickets.id))
    .where(and(inArray(eventTickets.eventId, [...eventIds])))
    .groupBy(eventTickets.id)
    .orderBy(eventTickets.eventId, eventTickets.sortOrder);
}

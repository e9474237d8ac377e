// The attendee filter of spec 2 §3 as SQL. An attendee is PENDING while not decided and
// holding a ticket that waits for approval; CHECKED_IN once admitted at the door.
import { and, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import { attendees, users, type AttendeeRow } from "../../../db/schema.js";

export const ATTENDEE_FILTERS = ["APPROVED", "CHECKED_IN", "DECLINED", "NONE", "PENDING"] as const;
export type AttendeeFilter = (typeof ATTENDEE_FILTERS)[number];
export type AttendeeStatus = "APPROVED" | "DECLINED" | "PENDING" | "NONE";

export const hasPendingTicket = sql`exists (select 1 from user_tickets pt where pt.attendee_id = ${attendees.id} and pt.status = 'PENDING')`;
export const isCheckedIn = sql`(${attendees.checkedInCount} > 0 or exists (select 1 from user_tickets ct where ct.attendee_id = ${attendees.id} and ct.first_seen_at is not null))`;
const undecided = sql`${attendees.state} not in ('APPROVED', 'DECLINED')`;

/**
 * Whether the person shares their contact details and personal data (e-mail, phone, date of
 * birth, gender, city) with the event's team. Someone who was only invited (INVITED, or who
 * declined: INVITEE_DECLINED) is not an attendee and shares nothing but their name; they do
 * once they accept or RSVP (asking for a ticket counts, even while still marked invited).
 */
export function sharesPersonalData(state: AttendeeRow["state"], status: AttendeeStatus): boolean {
  return (state !== "INVITED" && state !== "INVITEE_DECLINED") || status === "PENDING";
}

/** sharesPersonalData as SQL, for searches and counts over personal data. */
export const sharesPersonalDataCondition = sql`(${attendees.state} not in ('INVITED', 'INVITEE_DECLINED') or ${hasPendingTicket})`;

export const statusColumn = sql<AttendeeStatus>`case when ${attendees.state} = 'APPROVED' then 'APPROVED' when ${attendees.state} = 'DECLINED' then 'DECLINED' when ${hasPendingTicket} then 'PENDING' else 'NONE' end`;

export function filterCondition(filter: AttendeeFilter | null | undefined): SQL | undefined {
  switch (filter) {
    case "APPROVED":
      return eq(attendees.state, "APPROVED");
    case "DECLINED":
      return eq(attendees.state, "DECLINED");
    case "PENDING":
      return sql`(${undecided} and ${hasPendingTicket})`;
    case "NONE":
      return sql`(${undecided} and not ${hasPendingTicket})`;
    case "CHECKED_IN":
      return isCheckedIn;
    default:
      return undefined;
  }
}

/** Name, user name or e-mail containing the words typed (case-insensitive); the e-mail only of those who share it. */
export function searchCondition(search: string | null | undefined): SQL | undefined {
  const term = search?.trim();
  if (!term) return undefined;
  const pattern = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(ilike(users.name, pattern), ilike(users.userName, pattern), and(sharesPersonalDataCondition, ilike(users.email, pattern)));
}

/** The attendees of one event the viewer may see (a promoter: those they brought), filtered and searched. */
export function attendeeScope(input: {
  eventId: string;
  inviterUserId: string | null;
  filter?: AttendeeFilter | null;
  search?: string | null;
}): SQL {
  return and(
    eq(attendees.eventId, input.eventId),
    input.inviterUserId ? eq(attendees.inviterUserId, input.inviterUserId) : undefined,
    filterCondition(input.filter),
    searchCondition(input.search),
  )!;
}

/** Counts by status in one statement. */
export const summaryColumns = {
  total: sql<number>`count(*)::int`,
  approved: sql<number>`(count(*) filter (where ${attendees.state} = 'APPROVED'))::int`,
  declined: sql<number>`(count(*) filter (where ${attendees.state} = 'DECLINED'))::int`,
  pending: sql<number>`(count(*) filter (where ${undecided} and ${hasPendingTicket}))::int`,
  none: sql<number>`(count(*) filter (where ${undecided} and not ${hasPendingTicket}))::int`,
  checkedIn: sql<number>`(count(*) filter (where ${isCheckedIn}))::int`,
};

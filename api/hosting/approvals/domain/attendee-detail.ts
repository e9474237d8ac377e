// One attendee as the host sees them (spec 2 §3 Attendee): profile, social connections,
// rep score, tickets, bookings, answers, privacy-policy state, the approvers' note, who approved
// them and who invited them (a promoter's link, the team's or a guest's invitation).
import { and, desc, eq } from "drizzle-orm";
import { attendees, bookings, socialIdentities, users, type AttendeeRow, type UserRow } from "../../../db/schema.js";
import type { DomainDeps } from "../../../kernel/deps.js";
import { badUserInput, notFound } from "../../../kernel/errors.js";
import { isUuid } from "../../../kernel/ids.js";
import { approvalMessages as m } from "../../../../contract/hosting/messages.js";
import { statusColumn } from "./attendee-filters.js";
import { findHeldTickets, type AttendeeView } from "./attendee-list.js";
import { inviterScope, requireStaffAction, type StaffAccess } from "./staff.js";
import { refundsOfBookings } from "../../money/domain/refunds.js";

export const MAX_NOTE_LENGTH = 1000;

export async function findAttendeeDetail(deps: DomainDeps, viewerId: string, slugOrId: string, attendeeId: string) {
  const access = await requireStaffAction(deps, viewerId, slugOrId, "VIEW_ALL_ATTENDEES", "VIEW_OWN_ATTENDEES");
  return loadDetail(deps, access, attendeeId);
}

async function loadDetail(deps: DomainDeps, access: StaffAccess, attendeeId: string) {
  if (!isUuid(attendeeId)) throw notFound(m.attendeeNotFound);
  const promoter = inviterScope(access, "view");
  const [found] = await deps.db
    .select({ row: attendees, user: users, status: statusColumn })
    .from(attendees)
    .innerJoin(users, eq(users.id, attendees.userId))
    .where(
      and(
        eq(attendees.id, attendeeId),
        eq(attendees.eventId, access.event.id),
        promoter ? eq(attendees.inviterUserId, promoter) : undefined,
      ),
    );
  if (!found) throw notFound(m.attendeeNotFound);
  const [tickets, socials, booked, approver, inviter] = await Promise.all([
    findHeldTickets(deps.db, [found.row.id]),
    deps.db.select({ provider: socialIdentities.provider }).from(socialIdentities).where(eq(socialIdentities.userId, found.user.id)),
    deps.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.eventId, access.event.id), eq(bookings.buyerUserId, found.user.id)))
      .orderBy(desc(bookings.createdAt)),
    found.row.approvedByUserId
      ? deps.db.select({ name: users.name }).from(users).where(eq(users.id, found.row.approvedByUserId))
      : Promise.resolve([]),
    found.row.inviterUserId
      ? deps.db.select({ name: users.name, userName: users.userName }).from(users).where(eq(users.id, found.row.inviterUserId))
      : Promise.resolve([]),
  ]);
  const refunds = await refundsOfBookings(deps.db, booked.map((booking) => booking.id));
  const attendee: AttendeeView<AttendeeRow, UserRow> = { row: found.row, user: found.user, status: found.status, tickets: tickets.get(found.row.id) ?? [] };
  return {
    attendee,
    socialConnections: [...new Set(socials.map((social) => social.provider))],
    bookings: booked.map((booking) => ({ booking, refunds: refunds.get(booking.id) ?? [] })),
    approvedByName: approver[0]?.name ?? null,
    invitedBy: inviter[0] ? { name: inviter[0].name, userName: inviter[0].userName } : null,
    canDecide: access.actions.includes("APPROVE_ANY_ATTENDEE") || access.actions.includes("APPROVE_OWN_ATTENDEES"),
    canRefund: access.actions.includes("REFUND_BOOKINGS"),
  };
}

export type AttendeeDetail = Awaited<ReturnType<typeof loadDetail>>;

/** Approvers keep a note on an attendee; an empty note removes it. */
export async function setAttendeeNote(deps: DomainDeps, viewerId: string, eventId: string, attendeeId: string, note: string) {
  const access = await requireStaffAction(deps, viewerId, eventId, "APPROVE_ANY_ATTENDEE", "APPROVE_OWN_ATTENDEES");
  const trimmed = note.trim();
  if (trimmed.length > MAX_NOTE_LENGTH) throw badUserInput(m.noteTooLong, { note: m.noteTooLong });
  const before = await loadDetail(deps, access, attendeeId);
  await deps.db
    .update(attendees)
    .set({ note: trimmed || null, updatedAt: deps.clock() })
    .where(eq(attendees.id, before.attendee.row.id));
  return loadDetail(deps, access, attendeeId);
}

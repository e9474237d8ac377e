// The attendee and ticket exports (spec 2 §3 "Export"), read in batches on a keyset that an
// index keeps in order, so that 100,000 rows stream in constant memory and time per batch: a
// batch is turned into rows and handed on before the next one is read.
import { and, asc, eq, gt, inArray, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "../../../db/client.js";
import { attendees, bookings, eventTickets, userTickets, users, type BookingRow } from "../../../db/schema.js";
import { attendeeScope, sharesPersonalData } from "./attendee-filters.js";
import { findHeldTickets, statusOf } from "./attendee-list.js";
import { amountOf, instantOf, safeCell } from "../../csv-cells.js";

export const EXPORT_BATCH = 500;

export const ATTENDEE_COLUMNS = [
  "Name", "User name", "Email", "Phone", "Status", "Roles", "Answers", "Tickets", "Ticket prices", "Total spent",
  "Total without fees", "Fees", "Payment orders", "Payment ids", "Transaction time", "Accepted policy time",
  "Approved time", "Approved by", "Purchased items", "Referral codes", "Checked in", "Note",
] as const;

export const TICKET_COLUMNS = ["Ticket id", "Ticket type", "Status", "Count", "Price", "Currency", "Holder", "Email", "Checked in at", "Issued at"] as const;

const approver = alias(users, "approver");

type ExportCursor = { joinedAt: string; id: string };

/** A batch of attendees in the order they joined, on attendees_event_created_idx (no sort of the whole crowd per batch). */
function attendeeBatch(db: Database, eventId: string, inviterUserId: string | null, after: ExportCursor | null) {
  return db
    // Only the columns the export writes: every column read is parsed and mapped per row, and
    // a member's row alone has some 45 (docs/decisions/0040).
    .select({
      row: {
        id: attendees.id,
        state: attendees.state,
        roles: attendees.roles,
        questionAnswers: attendees.questionAnswers,
        privacyPolicyState: attendees.privacyPolicyState,
        privacyPolicyStateUpdatedAt: attendees.privacyPolicyStateUpdatedAt,
        approvedAt: attendees.approvedAt,
        checkedInCount: attendees.checkedInCount,
        note: attendees.note,
      },
      user: { id: users.id, name: users.name, userName: users.userName, email: users.email, phoneNumber: users.phoneNumber },
      approvedBy: approver.name,
      // As Postgres writes it (microseconds; a JavaScript Date keeps milliseconds): the next batch's cursor.
      joinedAt: sql<string>`${attendees.createdAt}::text`,
    })
    .from(attendees)
    .innerJoin(users, eq(users.id, attendees.userId))
    .leftJoin(approver, eq(approver.id, attendees.approvedByUserId))
    .where(
      and(
        attendeeScope({ eventId, inviterUserId }),
        after ? sql`(${attendees.createdAt}, ${attendees.id}) > (${after.joinedAt}::timestamptz, ${after.id}::uuid)` : undefined,
      ),
    )
    .orderBy(asc(attendees.createdAt), asc(attendees.id))
    .limit(EXPORT_BATCH);
}

export async function* attendeeExportRows(db: Database, eventId: string, inviterUserId: string | null): AsyncGenerator<string[]> {
  let after: ExportCursor | null = null;
  for (;;) {
    const batch = await attendeeBatch(db, eventId, inviterUserId, after);
    if (batch.length === 0) return;
    const last = batch[batch.length - 1];
    after = { joinedAt: last.joinedAt, id: last.row.id };
    const tickets = await findHeldTickets(db, batch.map((found) => found.row.id));
    const paid = await completedBookings(db, eventId, batch.map((found) => found.user.id));
    for (const { row, user, approvedBy } of batch) {
      const all = tickets.get(row.id) ?? [];
      const status = statusOf(row.state, all);
      const held = all.filter((ticket) => ticket.status !== "CANCELLED");
      const booked = paid.get(user.id) ?? [];
      const sum = (pick: (booking: BookingRow) => number) => booked.reduce((total, booking) => total + pick(booking), 0);
      const lastPaid = booked.map((booking) => booking.paidAt ?? booking.createdAt).sort((a, b) => b.getTime() - a.getTime())[0];
      // An invitee who has not accepted is listed by name and state only.
      const shares = sharesPersonalData(row.state, status);
      yield [
        user.name ?? "",
        user.userName ?? "",
        shares ? user.email : "",
        shares ? (user.phoneNumber ?? "") : "",
        status,
        row.roles.join(" "),
        row.questionAnswers.map((answer) => `${answer.question}: ${answer.answer}`).join("; "),
        held.map((ticket) => `${ticket.ticketType} x${ticket.count} (${ticket.status})`).join("; "),
        held.map((ticket) => amountOf(ticket.priceCents)).join("; "),
        booked.length ? amountOf(sum((booking) => booking.totalCents)) : "",
        booked.length ? amountOf(sum((booking) => booking.subtotalCents + booking.gratuityCents)) : "",
        booked.length ? amountOf(sum((booking) => booking.serviceFeeCents + booking.processingFeeCents)) : "",
        booked.map((booking) => booking.checkoutId ?? "").filter(Boolean).join("; "),
        booked.map((booking) => booking.paymentId ?? "").filter(Boolean).join("; "),
        instantOf(lastPaid),
        row.privacyPolicyState === "ACCEPTED" ? instantOf(row.privacyPolicyStateUpdatedAt) : "",
        instantOf(row.approvedAt),
        approvedBy ?? "",
        booked.flatMap((booking) => booking.items.map((item) => `${item.name} x${item.quantity}`)).join("; "),
        [...new Set(booked.map((booking) => booking.referralCode ?? "").filter(Boolean))].join("; "),
        String(row.checkedInCount),
        row.note ?? "",
      ].map(safeCell);
    }
  }
}

async function completedBookings(db: Database, eventId: string, userIds: string[]): Promise<Map<string, BookingRow[]>> {
  const byUser = new Map<string, BookingRow[]>();
  if (userIds.length === 0) return byUser;
  const rows = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.eventId, eventId), inArray(bookings.buyerUserId, userIds), eq(bookings.status, "COMPLETED")));
  for (const row of rows) byUser.set(row.buyerUserId, [...(byUser.get(row.buyerUserId) ?? []), row]);
  return byUser;
}

export async function* ticketExportRows(db: Database, eventId: string, inviterUserId: string | null): AsyncGenerator<string[]> {
  let after: string | null = null;
  for (;;) {
    const batch = await db
      .select({ ticket: userTickets, type: eventTickets, user: users })
      .from(userTickets)
      .innerJoin(eventTickets, eq(eventTickets.id, userTickets.eventTicketId))
      .innerJoin(attendees, eq(attendees.id, userTickets.attendeeId))
      .innerJoin(users, eq(users.id, userTickets.ownerUserId))
      .where(
        and(
          eq(userTickets.eventId, eventId),
          inviterUserId ? eq(attendees.inviterUserId, inviterUserId) : undefined,
          after ? gt(userTickets.id, after) : undefined,
        ),
      )
      .orderBy(asc(userTickets.id))
      .limit(EXPORT_BATCH);
    if (batch.length === 0) return;
    after = batch[batch.length - 1].ticket.id;
    for (const { ticket, type, user } of batch) {
      yield [
        ticket.id,
        type.ticketType,
        ticket.status,
        String(ticket.count),
        amountOf(type.priceCents),
        type.currency,
        user.name ?? "",
        user.email,
        instantOf(ticket.firstSeenAt),
        instantOf(ticket.createdAt),
      ].map(safeCell);
    }
  }
}

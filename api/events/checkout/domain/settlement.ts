// What becomes of a booking after its checkout started (spec 2 §3 Booking): the payment
// provider's outcome applied once whatever the number of deliveries (paid: the places move
// from locked to released, the tickets are issued and the attendee approved; expired: the
// places return), holds that ran out ended, and a late payment's places taken again if free.
import { and, eq, lte, sql } from "drizzle-orm";
import type { Database } from "../../../db/client.js";
import { attendees, bookings, events, eventTickets, userTickets, users, type BookingRow } from "../../../db/schema.js";
import { isUuid } from "../../../kernel/ids.js";
import { checkoutMessages } from "../../../../contract/events/messages.js";
import type { PaymentOutcome } from "../../../payments/provider.js";
import { lockAttendee } from "../../domain/rsvp.js";
import { leaveOnTicketTaken } from "../../domain/waiting-list.js";
import { mailTicketReceived, type TicketMail } from "../../transfers/domain/records.js";
import { NoPlacesLeft, takePlaces, linePlaces } from "./places.js";
import { holdForApproval, type ApprovalPaymentDeps } from "./approval-payments.js";
import { awardPurchaseQuietly } from "../../../clubs/earning/domain/earning.js";

/**
 * Applies what the provider reports; a repeated report changes nothing. A report acts only on
 * the booking whose stored checkout is the one reported: a report about checkout X naming a
 * booking paid through checkout Y (another session of the same account, a replayed event)
 * changes nothing.
 */
export async function applyPaymentOutcome(deps: ApprovalPaymentDeps, outcome: PaymentOutcome): Promise<void> {
  if (!isUuid(outcome.reference) || outcome.kind === "refunded" || outcome.kind === "refund_failed") return;
  // A request's payment, authorised only: it waits for the host (approval-payments.ts).
  if (outcome.kind === "authorized") return holdForApproval(deps, outcome);
  const now = deps.clock();
  if (outcome.kind === "expired") {
    await endBooking(deps.db, outcome.reference, "CANCELLED", now, checkoutMessages.expired, outcome.checkoutId);
    return;
  }
  await deps.db.transaction(async (tx) => {
    const [booking] = await tx.select().from(bookings).where(eq(bookings.id, outcome.reference)).for("update");
    if (!booking || booking.status === "COMPLETED" || booking.status === "REFUND_PENDING" || booking.status === "CRASHED") return;
    if (booking.checkoutId !== outcome.checkoutId) return;
    const paid = { paymentId: outcome.paymentId, paymentMethod: outcome.paymentMethod, paidAt: now, updatedAt: now };
    const [event] = await tx.select({ status: events.status }).from(events).where(eq(events.id, booking.eventId));
    if (event?.status === "CANCELLED") {
      // Paid after the event was cancelled: no tickets, the payment is owed back (ADR 0053).
      if (booking.status === "PENDING") await returnPlaces(tx, booking, now);
      await tx.update(bookings).set({ ...paid, status: "REFUND_PENDING", failureMessage: checkoutMessages.eventCancelled }).where(eq(bookings.id, booking.id));
      return;
    }
    if (outcome.amountCents !== booking.totalCents || outcome.currency.toUpperCase() !== booking.currency.toUpperCase()) {
      // Never issue tickets for a payment that does not match the order; support refunds it.
      if (booking.status === "PENDING") await returnPlaces(tx, booking, now);
      await tx.update(bookings).set({ ...paid, status: "CRASHED", failureMessage: "The amount paid differs from the order." }).where(eq(bookings.id, booking.id));
      return;
    }
    if (booking.status === "PENDING") {
      for (const item of booking.items) {
        await tx
          .update(eventTickets)
          .set({
            lockedAmount: sql`greatest(${eventTickets.lockedAmount} - ${item.quantity}, 0)`,
            releasedAmount: sql`${eventTickets.releasedAmount} + ${item.quantity}`,
            updatedAt: now,
          })
          .where(eq(eventTickets.id, item.eventTicketId));
      }
    } else if (!(await retakePlaces(tx, booking, now))) {
      // Paid after its hold ended and the places went to others: owed a refund.
      await tx.update(bookings).set({ ...paid, status: "REFUND_PENDING", failureMessage: checkoutMessages.notEnoughLeft(0) }).where(eq(bookings.id, booking.id));
      return;
    }
    await issueTickets(tx, booking, now, deps);
    await tx.update(bookings).set({ ...paid, status: "COMPLETED", failureMessage: null }).where(eq(bookings.id, booking.id));
  });
  // A club event's paid ticket earns its club's buy-product points (ADR 0071), keyed per booking:
  // a repeated report awards nothing new.
  await awardPurchaseQuietly(deps, outcome.reference);
}

/** Ends PENDING bookings whose hold has run out (of one event, or all), returning their places. */
export async function releaseExpiredBookings(db: Database, now: Date, eventId?: string): Promise<number> {
  const due = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.status, "PENDING"), lte(bookings.expiresAt, now), eventId ? eq(bookings.eventId, eventId) : undefined));
  for (const { id } of due) await endBooking(db, id, "CANCELLED", now, checkoutMessages.expired);
  return due.length;
}

/** Ends a PENDING booking (once; with `checkoutId`, only if that is its checkout) and gives its held places back. */
export async function endBooking(db: Database, bookingId: string, status: "CANCELLED" | "FAILED", now: Date, failureMessage: string | null, checkoutId?: string) {
  await db.transaction(async (tx) => {
    const [ended] = await tx
      .update(bookings)
      .set({ status, failureMessage, updatedAt: now })
      .where(and(eq(bookings.id, bookingId), eq(bookings.status, "PENDING"), checkoutId === undefined ? undefined : eq(bookings.checkoutId, checkoutId)))
      .returning();
    if (ended) await returnPlaces(tx, ended, now);
  });
}

// ---------------------------------------------------------------- internals

export async function returnPlaces(tx: Database, booking: BookingRow, now: Date) {
  for (const item of booking.items) {
    await tx
      .update(eventTickets)
      .set({
        availableAmount: sql`${eventTickets.availableAmount} + ${linePlaces(item)}`,
        lockedAmount: sql`greatest(${eventTickets.lockedAmount} - ${linePlaces(item)}, 0)`,
        updatedAt: now,
      })
      .where(eq(eventTickets.id, item.eventTicketId));
  }
}

/** A late payment of an ended booking takes its places again if they are all still free. */
async function retakePlaces(tx: Database, booking: BookingRow, now: Date): Promise<boolean> {
  try {
    // A savepoint: when one ticket has no room left, none of the others is taken either.
    await tx.transaction(async (savepoint) => {
      for (const item of [...booking.items].sort((a, b) => a.eventTicketId.localeCompare(b.eventTicketId))) {
        if (!(await takePlaces(savepoint, item, now))) throw new NoPlacesLeft(item.eventTicketId);
      }
    });
    return true;
  } catch (error) {
    if (error instanceof NoPlacesLeft) return false;
    throw error;
  }
}

/** The bought tickets, one per ticket type with its count, to the buyer or a gift's recipient, who is approved (and e-mailed). */
async function issueTickets(tx: Database, booking: BookingRow, now: Date, mail: TicketMail) {
  const holderId = booking.recipientUserId ?? booking.buyerUserId;
  const isGift = booking.type === "GIFT_EVENT_TICKET" && holderId !== booking.buyerUserId;
  const attendee = await lockAttendee(tx, booking.eventId, holderId, now);
  await insertBookingTickets(tx, booking, attendee.id, "ACTIVE", now);
  await tx
    .update(attendees)
    .set({
      state: "APPROVED",
      stateChangedAt: attendee.state === "APPROVED" ? attendee.stateChangedAt : now,
      approvedAt: attendee.approvedAt ?? now,
      updatedAt: now,
    })
    .where(eq(attendees.id, attendee.id));
  if (isGift) await mailGift(tx, booking, holderId, mail);
}

/**
 * A booking's tickets, one per ticket type with its count, for its holder (the buyer, or a gift's
 * recipient): ACTIVE when bought, PENDING while a paid request waits for the host.
 */
export async function insertBookingTickets(tx: Database, booking: BookingRow, attendeeId: string, status: "ACTIVE" | "PENDING", now: Date) {
  const holderId = booking.recipientUserId ?? booking.buyerUserId;
  const fromBuyer = booking.type === "GIFT_EVENT_TICKET" && holderId !== booking.buyerUserId;
  for (const item of booking.items) {
    await leaveOnTicketTaken(tx, item.eventTicketId, holderId);
    await tx.insert(userTickets).values({
      eventId: booking.eventId,
      eventTicketId: item.eventTicketId,
      attendeeId,
      ownerUserId: holderId,
      status,
      count: item.quantity,
      additionalGuests: item.additionalGuests ?? 0,
      isShareable: item.quantity > 1,
      transactionId: booking.id,
      associatedUserId: fromBuyer ? booking.buyerUserId : null,
      receivedVia: fromBuyer ? "GIFT_EVENT_TICKET" : null,
      createdAt: now,
      updatedAt: now,
    });
  }
}

export async function mailGift(tx: Database, booking: BookingRow, recipientId: string, mail: TicketMail) {
  const [[event], [buyer], [recipient]] = await Promise.all([
    tx.select().from(events).where(eq(events.id, booking.eventId)),
    tx.select().from(users).where(eq(users.id, booking.buyerUserId)),
    tx.select().from(users).where(eq(users.id, recipientId)),
  ]);
  if (!event || !buyer || !recipient) return;
  await mailTicketReceived(tx, mail, { to: recipient.email, name: recipient.name, senderName: buyer.name ?? buyer.email, event, kind: "GIFT" });
}

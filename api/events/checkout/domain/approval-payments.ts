// Paid tickets that need the host's approval (docs/decisions/0054). The checkout authorises the
// buyer's card (the money is held, not taken) and the booking waits, AUTHORIZED, as a request:
// pending tickets that hold no place, as a free request's (rsvp.ts). The host's decision
// (hosting/approvals/domain/decisions.ts) marks it approved or declined in its transaction; after
// it commits, an approved booking's payment is captured (then COMPLETED: the host's ledger is
// credited by the bookings trigger) and a declined one's authorisation is released. A request
// not decided within APPROVAL_WINDOW_DAYS ends, its authorisation released, before the card's lapses.
import { and, eq, inArray, isNotNull, isNull, lte, sql } from "drizzle-orm";
import type { Database } from "../../../db/client.js";
import { attendees, bookings, events, eventTickets, userTickets, users, type BookingRow } from "../../../db/schema.js";
import { placesOf } from "../../domain/tickets.js";
import type { DomainDeps } from "../../../kernel/deps.js";
import { isUuid } from "../../../kernel/ids.js";
import { checkoutMessages } from "../../../../contract/events/messages.js";
import { AlreadyCaptured, AuthorizationLapsed, type PaymentOutcome, type PaymentProvider } from "../../../payments/provider.js";
// The refund of a capture that lost to the event's cancellation is the money area's (ADR 0053); called, never run at import.
import { refundCaptureOfCancelledEvent } from "../../../hosting/money/domain/refunds.js";
// A club event's paid ticket earns its club's buy-product points once captured (ADR 0071).
import { awardPurchaseQuietly } from "../../../clubs/earning/domain/earning.js";
import { notifyEventPending } from "../../../account/notifications/domain/producers.js";
import { lockAttendee } from "../../domain/rsvp.js";
import type { TicketMail } from "../../transfers/domain/records.js";
import { insertBookingTickets, mailGift, returnPlaces } from "./settlement.js";

/** Days a request waits for the host: less than a card authorisation lasts (Stripe: 7), so it is released, never left to lapse. */
export const APPROVAL_WINDOW_DAYS = 6;

export type ApprovalPaymentDeps = DomainDeps & TicketMail & { payments?: PaymentProvider | null };

/**
 * The provider authorised a request's payment: its places return (a request holds none), its
 * tickets wait for the host as pending ones, and the host is told. A repeated report changes
 * nothing; an authorisation that cannot become a request (the checkout ended, the event was
 * cancelled, the amount differs, the host declined the buyer) is released at once: nothing is charged.
 */
export async function holdForApproval(deps: ApprovalPaymentDeps, outcome: Extract<PaymentOutcome, { kind: "authorized" }>): Promise<void> {
  if (!isUuid(outcome.reference)) return;
  const now = deps.clock();
  const release = await deps.db.transaction(async (tx) => {
    const [booking] = await tx.select().from(bookings).where(eq(bookings.id, outcome.reference)).for("update");
    if (!booking || booking.checkoutId !== outcome.checkoutId) return null;
    const held = { paymentId: outcome.paymentId, paymentMethod: outcome.paymentMethod, updatedAt: now };
    if (booking.status === "CANCELLED" || booking.status === "FAILED") {
      // Authorised after the checkout ended: nothing to hold it for.
      if (booking.paymentId === null) await tx.update(bookings).set({ ...held, failureMessage: checkoutMessages.lateAuthorization }).where(eq(bookings.id, booking.id));
      return booking.paymentId === null || booking.paymentId === outcome.paymentId ? booking : null;
    }
    if (booking.status !== "PENDING") return null;
    const end = async (status: "CANCELLED" | "FAILED", failureMessage: string) => {
      await returnPlaces(tx, booking, now);
      await tx.update(bookings).set({ ...held, status, failureMessage }).where(eq(bookings.id, booking.id));
      return booking;
    };
    const [event] = await tx.select().from(events).where(eq(events.id, booking.eventId));
    if (!event || event.status === "CANCELLED") return end("CANCELLED", checkoutMessages.eventCancelledNotCharged);
    if (outcome.amountCents !== booking.totalCents || outcome.currency.toUpperCase() !== booking.currency.toUpperCase()) {
      return end("FAILED", "The amount authorised differs from the order.");
    }
    const holderId = booking.recipientUserId ?? booking.buyerUserId;
    const attendee = await lockAttendee(tx, booking.eventId, holderId, now);
    if (attendee.state === "DECLINED") return end("CANCELLED", checkoutMessages.requestDeclined);
    // A request holds no place while it waits (as a free one): the host's approval takes them.
    await returnPlaces(tx, booking, now);
    await insertBookingTickets(tx, booking, attendee.id, "PENDING", now);
    if (attendee.state !== "APPROVED" && attendee.state !== "NONE") {
      await tx.update(attendees).set({ state: "NONE", stateChangedAt: now, approvedAt: null, approvedByUserId: null, updatedAt: now }).where(eq(attendees.id, attendee.id));
    }
    await tx
      .update(bookings)
      .set({ ...held, status: "AUTHORIZED", failureMessage: null, expiresAt: new Date(now.getTime() + APPROVAL_WINDOW_DAYS * 86_400_000) })
      .where(eq(bookings.id, booking.id));
    const [guest] = await tx.select().from(users).where(eq(users.id, holderId));
    if (guest) await notifyEventPending(tx, event.createdByUserId, { event, guest });
    return null;
  });
  if (release) await releaseAuthorization(deps, { ...release, paymentId: outcome.paymentId });
}

/** In the host's decision transaction: the requests among these bookings are approved (captured after it commits). Their ids. */
export async function markApproved(tx: Database, bookingIds: readonly string[], now: Date): Promise<string[]> {
  if (!bookingIds.length) return [];
  const rows = await tx
    .update(bookings)
    .set({ approvedAt: now, updatedAt: now })
    .where(and(anyBooking(bookingIds), eq(bookings.status, "AUTHORIZED"), isNull(bookings.approvedAt)))
    .returning({ id: bookings.id });
  return rows.map((row) => row.id);
}

/** In the host's decision transaction: the requests among these bookings are declined (released after it commits). */
export async function markDeclined(tx: Database, bookingIds: readonly string[], now: Date): Promise<BookingRow[]> {
  if (!bookingIds.length) return [];
  return tx
    .update(bookings)
    .set({ status: "CANCELLED", failureMessage: checkoutMessages.requestDeclined, updatedAt: now })
    .where(and(anyBooking(bookingIds), eq(bookings.status, "AUTHORIZED"), isNull(bookings.approvedAt)))
    .returning();
}

/**
 * In the guest's "not going" transaction (domain/rsvp.ts): these requests, still undecided, are
 * withdrawn; their authorisations are released after it commits. One approved meanwhile is not.
 */
export async function withdrawRequests(tx: Database, bookingIds: readonly string[], now: Date): Promise<BookingRow[]> {
  if (!bookingIds.length) return [];
  return tx
    .update(bookings)
    .set({ status: "CANCELLED", failureMessage: checkoutMessages.requestWithdrawn, updatedAt: now })
    .where(and(anyBooking(bookingIds), eq(bookings.status, "AUTHORIZED"), isNull(bookings.approvedAt)))
    .returning();
}

/**
 * In the cancelling transaction (hosting/money/domain/refunds.ts), which holds the event's row:
 * the event's requests not yet captured end, undecided or approved, their tickets cancelled;
 * their authorisations are released after it commits. An approved one whose capture is under
 * way loses the race: the capture, finishing after this commits, finds the booking ended and
 * gives the money back (captureApproved), and a release that meets the money taken refunds it.
 */
export async function endRequestsOfCancelledEvent(tx: Database, eventId: string, now: Date): Promise<BookingRow[]> {
  const ended = await tx
    .update(bookings)
    .set({ status: "CANCELLED", failureMessage: checkoutMessages.eventCancelledNotCharged, updatedAt: now })
    .where(and(eq(bookings.eventId, eventId), eq(bookings.requiresApproval, true), eq(bookings.status, "AUTHORIZED")))
    .returning();
  if (ended.length) {
    await tx
      .update(userTickets)
      .set({ status: "CANCELLED", cancelledAt: now, updatedAt: now })
      .where(and(sql`${userTickets.transactionId} = any(${sql.param(ended.map((booking) => booking.id))}::uuid[])`, inArray(userTickets.status, ["PENDING", "ACTIVE"])));
  }
  return ended;
}

/**
 * Takes the payment of an approved request and completes the booking, once: a second capture
 * (a second approval, the sweep's retry) is the same capture at the provider, and only an
 * AUTHORIZED booking becomes COMPLETED. "lapsed": the authorisation could no longer be
 * captured; the approval is undone (tickets cancelled, places back) and nothing is charged.
 * "retry": the provider could not be reached; the sweep tries again.
 */
export async function captureApproved(deps: ApprovalPaymentDeps, bookingId: string): Promise<"captured" | "lapsed" | "retry"> {
  const [booking] = await deps.db
    .select()
    .from(bookings)
    .where(and(eq(bookings.id, bookingId), eq(bookings.status, "AUTHORIZED"), isNotNull(bookings.approvedAt)));
  if (!booking) return "captured";
  const provider = deps.payments;
  if (!provider || provider.name !== booking.paymentProvider || !booking.paymentId) return "retry";
  try {
    await provider.capture({ reference: booking.id, paymentId: booking.paymentId });
  } catch (error) {
    if (!(error instanceof AuthorizationLapsed)) return "retry";
    await undoLapsedApproval(deps.db, booking.id, deps.clock());
    return "lapsed";
  }
  const now = deps.clock();
  const lost = await deps.db.transaction(async (tx) => {
    // The event's row first, as its cancellation takes it: whichever commits first wins. Cancelled
    // first, the booking was ended with its tickets, and the money just taken goes back.
    const [event] = await tx.select({ status: events.status }).from(events).where(eq(events.id, booking.eventId)).for("share");
    const [current] = await tx.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, booking.id)).for("update");
    if (event?.status === "CANCELLED" || current?.status !== "AUTHORIZED") return current?.status === "CANCELLED";
    const [completed] = await tx
      .update(bookings)
      .set({ status: "COMPLETED", paidAt: now, failureMessage: null, updatedAt: now })
      .where(and(eq(bookings.id, booking.id), eq(bookings.status, "AUTHORIZED")))
      .returning();
    if (completed?.recipientUserId && completed.recipientUserId !== completed.buyerUserId) await mailGift(tx, completed, completed.recipientUserId, deps);
    return false;
  });
  if (lost) await refundCaptureOfCancelledEvent(deps, booking.id);
  else await awardPurchaseQuietly(deps, booking.id);
  return "captured";
}

/** Releases a declined or ended request's authorisation. A provider that cannot be reached leaves it to lapse by itself: it is never captured. */
export async function releaseAuthorization(deps: Pick<ApprovalPaymentDeps, "payments">, booking: Pick<BookingRow, "id" | "paymentId" | "paymentProvider">): Promise<void> {
  const provider = deps.payments;
  if (!booking.paymentId || !provider || provider.name !== booking.paymentProvider) return;
  await provider.cancelAuthorization({ reference: booking.id, paymentId: booking.paymentId }).catch(() => undefined);
}

/**
 * Releases the authorisation of a request the event's cancellation ended. One approved whose
 * capture went through first (the release meets AlreadyCaptured) is refunded in full.
 */
export async function releaseOrRefundCancelledRequest(deps: ApprovalPaymentDeps, booking: Pick<BookingRow, "id" | "paymentId" | "paymentProvider">): Promise<void> {
  const provider = deps.payments;
  if (!booking.paymentId || !provider || provider.name !== booking.paymentProvider) return;
  try {
    await provider.cancelAuthorization({ reference: booking.id, paymentId: booking.paymentId });
  } catch (error) {
    if (error instanceof AlreadyCaptured) await refundCaptureOfCancelledEvent(deps, booking.id);
  }
}

/**
 * The sweep's part for requests (every minute, api/platform.ts): approved requests whose capture
 * did not go through are captured, and requests the host left undecided past their window end
 * (their pending tickets cancelled, their authorisation released). How many ended.
 */
export async function settleApprovalRequests(deps: ApprovalPaymentDeps): Promise<number> {
  const now = deps.clock();
  const approved = await deps.db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.requiresApproval, true), eq(bookings.status, "AUTHORIZED"), isNotNull(bookings.approvedAt)));
  for (const { id } of approved) await captureApproved(deps, id);
  const due = await deps.db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.requiresApproval, true), eq(bookings.status, "AUTHORIZED"), isNull(bookings.approvedAt), lte(bookings.expiresAt, now)));
  for (const { id } of due) {
    const ended = await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .update(bookings)
        .set({ status: "CANCELLED", failureMessage: checkoutMessages.requestExpired, updatedAt: now })
        .where(and(eq(bookings.id, id), eq(bookings.status, "AUTHORIZED"), isNull(bookings.approvedAt)))
        .returning();
      if (row) {
        await tx
          .update(userTickets)
          .set({ status: "CANCELLED", cancelledAt: now, updatedAt: now })
          .where(and(eq(userTickets.transactionId, id), eq(userTickets.status, "PENDING")));
      }
      return row;
    });
    if (ended) await releaseAuthorization(deps, ended);
  }
  return due.length;
}

// ---------------------------------------------------------------- internals

function anyBooking(ids: readonly string[]) {
  return sql`${bookings.id} = any(${sql.param([...ids])}::uuid[])`;
}

/** An approved request whose authorisation lapsed: its tickets are cancelled and their places return; the holder waits as before the request. */
async function undoLapsedApproval(db: Database, bookingId: string, now: Date) {
  await db.transaction(async (tx) => {
    const [failed] = await tx
      .update(bookings)
      .set({ status: "FAILED", failureMessage: checkoutMessages.authorizationLapsed, updatedAt: now })
      .where(and(eq(bookings.id, bookingId), eq(bookings.status, "AUTHORIZED")))
      .returning();
    if (!failed) return;
    // Only issued (active) tickets hold places.
    const issued = await tx.select().from(userTickets).where(and(eq(userTickets.transactionId, bookingId), eq(userTickets.status, "ACTIVE")));
    await tx
      .update(userTickets)
      .set({ status: "CANCELLED", cancelledAt: now, updatedAt: now })
      .where(and(eq(userTickets.transactionId, bookingId), sql`${userTickets.status} in ('ACTIVE', 'PENDING')`));
    for (const ticket of issued) {
      await tx
        .update(eventTickets)
        .set({
          availableAmount: sql`case when ${eventTickets.limitedAmount} is null then null else ${eventTickets.availableAmount} + ${placesOf(ticket)} end`,
          releasedAmount: sql`greatest(${eventTickets.releasedAmount} - ${placesOf(ticket)}, 0)`,
          updatedAt: now,
        })
        .where(eq(eventTickets.id, ticket.eventTicketId));
    }
    const [holder] = await tx
      .select({ id: attendees.id })
      .from(attendees)
      .where(and(eq(attendees.eventId, failed.eventId), eq(attendees.userId, failed.recipientUserId ?? failed.buyerUserId)));
    const [stillHeld] = holder
      ? await tx
          .select({ id: userTickets.id })
          .from(userTickets)
          .where(and(eq(userTickets.attendeeId, holder.id), eq(userTickets.status, "ACTIVE")))
          .limit(1)
      : [];
    if (holder && !stillHeld) await tx.update(attendees).set({ state: "NONE", approvedAt: null, stateChangedAt: now, updatedAt: now }).where(eq(attendees.id, holder.id));
  });
}

// Money back (docs/decisions/0053): a host refunds a booking, whole or one ticket at a time, and
// cancelling an event refunds every paid booking of it.
//
// 1. recordRefund, under the booking's row lock, writes a REFUND_PENDING refund for what is left
//    (the tickets chosen, or all of them), cancels those tickets (the door answers REFUNDED), and
//    moves the booking to REFUND_PENDING once nothing of it is left; a trigger debits the host's
//    ledger in the same transaction. A second refund of the same booking waits for the lock and
//    finds nothing left: it refunds nothing more.
// 2. sendRefund asks the provider, the refund's id as the idempotency key: a retry (a second
//    click, a crash before the answer) is the same refund at the provider, never a second one.
// 3. applyRefundOutcome (Stripe's webhook, the sandbox's report, or the provider's answer) marks
//    the refund REFUNDED once, and the booking REFUNDED when none of its refunds is pending.
import { and, asc, eq, inArray, isNull, lt, ne, sql } from "drizzle-orm";
import type { Database } from "../../../db/client.js";
import { bookingRefunds, bookings, events, eventTickets, userTickets, users, type BookingRefundRow, type BookingRow, type EventRow, type RefundItem } from "../../../db/schema.js";
import type { DomainDeps } from "../../../kernel/deps.js";
import { badUserInput, notFound } from "../../../kernel/errors.js";
import { isUuid } from "../../../kernel/ids.js";
import { moneyMessages as m } from "../../../../contract/hosting/money-messages.js";
import { checkoutMessages, eventMessages } from "../../../../contract/events/messages.js";
import { PaymentProviderError, type PaymentOutcome, type PaymentProvider } from "../../../payments/provider.js";
import { escapeHtml } from "../../../messaging/templates.js";
import { NO_PAYMENT_PROVIDER, type TicketMail } from "../../../events/transfers/domain/records.js";
import { placesOf } from "../../../events/domain/tickets.js";
import { notifyEventCancelled, notifyEventRefunded } from "../../../account/notifications/domain/producers.js";
import { endBooking } from "../../../events/checkout/domain/settlement.js";
import { endRequestsOfCancelledEvent, releaseOrRefundCancelledRequest } from "../../../events/checkout/domain/approval-payments.js";
import { eventForAction } from "./team.js";
import { formatCents } from "./payouts.js";

export interface RefundDeps extends DomainDeps, TicketMail {
  payments?: PaymentProvider | null;
}

/** Bookings money was paid for (a late payment owed back, or one that did not match the order, included). */
const PAID_STATUSES = ["COMPLETED", "REFUND_PENDING", "CRASHED"] as const;

/** The host refunds one booking of their event: all of what is left of it, or one of its tickets. */
export async function refundBooking(
  deps: RefundDeps,
  userId: string,
  input: { eventId: string; bookingId: string; ticketId?: string | null },
): Promise<{ booking: BookingRow; refunds: BookingRefundRow[] }> {
  const { event } = await eventForAction(deps, userId, input.eventId, "REFUND_BOOKINGS", m.refundNotAllowed);
  if (!isUuid(input.bookingId)) throw notFound(m.bookingNotFound);
  if (input.ticketId != null && !isUuid(input.ticketId)) throw notFound(m.refundTicketNotFound);
  await deps.db.transaction(async (tx) => {
    const [booking] = await tx
      .select()
      .from(bookings)
      .where(and(eq(bookings.id, input.bookingId), eq(bookings.eventId, event.id)))
      .for("update");
    if (!booking) throw notFound(m.bookingNotFound);
    if (booking.paymentProvider === NO_PAYMENT_PROVIDER || !booking.paymentId || !(PAID_STATUSES as readonly string[]).includes(booking.status)) {
      if (booking.status === "REFUNDED") return;
      throw badUserInput(m.notRefundable);
    }
    const refund = await recordRefund(tx, booking, { ticketId: input.ticketId ?? null, reason: "HOST", userId, now: deps.clock(), returnPlaces: event.status !== "CANCELLED" });
    if (refund) {
      await tellBuyerOfRefund(tx, deps, event, booking, refund);
      await tellHoldersOfRefund(tx, deps, event, booking, refund);
    }
  });
  await sendPendingRefunds(deps, eq(bookingRefunds.bookingId, input.bookingId));
  return bookingWithRefunds(deps.db, input.bookingId);
}

/**
 * Cancels the event: it shows Cancelled everywhere, its passes stop admitting, every ticket
 * holder and buyer is told (inbox and e-mail, once), and every paid booking is refunded.
 * Cancelling again sends the refunds still pending once more (the same ones at the provider).
 */
export async function cancelEvent(deps: RefundDeps, userId: string, eventId: string): Promise<EventRow> {
  const { event } = await eventForAction(deps, userId, eventId, "CANCEL_EVENT", m.cancelNotAllowed);
  const now = deps.clock();
  const cancelled = await deps.db.transaction(async (tx) => {
    // The event's row first: a purchase completing now, or a second cancellation, waits.
    const [locked] = await tx.select().from(events).where(eq(events.id, event.id)).for("update");
    if (!locked || locked.deletedAt) throw notFound(eventMessages.notFound);
    const firstTime = locked.status !== "CANCELLED";
    const [row] = firstTime
      ? await tx.update(events).set({ status: "CANCELLED", updatedAt: now }).where(eq(events.id, locked.id)).returning()
      : [locked];
    const holders = firstTime ? await holdersOf(tx, locked.id) : [];
    const paid = await tx
      .select()
      .from(bookings)
      .where(
        and(
          eq(bookings.eventId, locked.id),
          ne(bookings.paymentProvider, NO_PAYMENT_PROVIDER),
          sql`${bookings.paymentId} is not null`,
          inArray(bookings.status, [...PAID_STATUSES]),
        ),
      )
      .orderBy(asc(bookings.id))
      .for("update");
    for (const booking of paid) await recordRefund(tx, booking, { ticketId: null, reason: "EVENT_CANCELLED", userId, now, returnPlaces: false });
    // Requests not yet captured (undecided, or approved with the capture still to come) end; their holds are released below.
    const requests = await endRequestsOfCancelledEvent(tx, locked.id, now);
    if (firstTime && holders.length > 0) {
      await notifyEventCancelled(
        tx,
        holders.map((holder) => holder.id),
        { event: row },
      );
      const payers = new Set(paid.map((booking) => booking.buyerUserId));
      await deps.outbox.sendEmails(
        tx,
        holders.map((holder) => cancellationEmail(deps, row, holder, payers.has(holder.id))),
      );
    }
    return { row, requests };
  });
  for (const request of cancelled.requests) await releaseOrRefundCancelledRequest(deps, request);
  // Checkouts still open can no longer be paid; their places return.
  const open = await deps.db.select().from(bookings).where(and(eq(bookings.eventId, event.id), eq(bookings.status, "PENDING")));
  for (const booking of open) {
    if (booking.checkoutId && deps.payments?.name === booking.paymentProvider) await deps.payments.expireCheckout(booking.checkoutId).catch(() => undefined);
    await endBooking(deps.db, booking.id, "CANCELLED", deps.clock(), null);
  }
  await sendPendingRefunds(deps, eq(bookingRefunds.eventId, event.id));
  return cancelled.row;
}

/**
 * A paid request's capture that lost to the event's cancellation (ADR 0054): the provider took the
 * money of a booking the cancellation had ended, so all of it goes back, once. Under the booking's
 * lock: the booking is recorded as paid (the ledger's sale) and refunded at once (its refund), its
 * tickets, cancelled with the event, marked refunded. A second caller finds it refunded already.
 */
export async function refundCaptureOfCancelledEvent(deps: RefundDeps, bookingId: string): Promise<void> {
  const now = deps.clock();
  const recorded = await deps.db.transaction(async (tx) => {
    const [booking] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for("update");
    if (!booking || booking.status !== "CANCELLED" || !booking.requiresApproval || !booking.approvedAt || !booking.paymentId) return false;
    const [event] = await tx.select({ createdByUserId: events.createdByUserId }).from(events).where(eq(events.id, booking.eventId));
    const [paid] = await tx
      .update(bookings)
      .set({ status: "COMPLETED", paidAt: now, failureMessage: checkoutMessages.eventCancelled, updatedAt: now })
      .where(eq(bookings.id, booking.id))
      .returning();
    const refund = await recordRefund(tx, paid, { ticketId: null, reason: "EVENT_CANCELLED", userId: event?.createdByUserId ?? booking.buyerUserId, now, returnPlaces: false });
    if (refund) {
      await tx
        .update(userTickets)
        .set({ refundId: refund.id, updatedAt: now })
        .where(and(eq(userTickets.transactionId, booking.id), eq(userTickets.status, "CANCELLED"), isNull(userTickets.refundId)));
    }
    return true;
  });
  if (recorded) await sendPendingRefunds(deps, eq(bookingRefunds.bookingId, bookingId));
}

/** Applies a provider's report about a refund; a repeated report changes nothing. */
export async function applyRefundOutcome(deps: DomainDeps, outcome: Extract<PaymentOutcome, { kind: "refunded" | "refund_failed" }>): Promise<void> {
  if (!isUuid(outcome.reference)) return;
  const [found] = await deps.db.select({ bookingId: bookingRefunds.bookingId }).from(bookingRefunds).where(eq(bookingRefunds.id, outcome.reference));
  if (!found) return;
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    // The booking first, then the refund: the order recordRefund takes them in.
    const [booking] = await tx.select().from(bookings).where(eq(bookings.id, found.bookingId)).for("update");
    const [refund] = await tx.select().from(bookingRefunds).where(eq(bookingRefunds.id, outcome.reference)).for("update");
    if (!booking || !refund || refund.status === "REFUNDED") return;
    if (outcome.kind === "refund_failed") {
      await tx
        .update(bookingRefunds)
        .set({ providerRefundId: refund.providerRefundId ?? outcome.providerRefundId, failureMessage: outcome.message, updatedAt: now })
        .where(eq(bookingRefunds.id, refund.id));
      return;
    }
    await tx
      .update(bookingRefunds)
      .set({ status: "REFUNDED", providerRefundId: refund.providerRefundId ?? outcome.providerRefundId, failureMessage: null, refundedAt: now, updatedAt: now })
      .where(eq(bookingRefunds.id, refund.id));
    if (booking.status !== "REFUND_PENDING") return;
    const [pending] = await tx
      .select({ id: bookingRefunds.id })
      .from(bookingRefunds)
      .where(and(eq(bookingRefunds.bookingId, booking.id), eq(bookingRefunds.status, "REFUND_PENDING")))
      .limit(1);
    if (!pending) await tx.update(bookings).set({ status: "REFUNDED", updatedAt: now }).where(eq(bookings.id, booking.id));
  });
}

/** A booking and its refunds, oldest first. */
export async function bookingWithRefunds(db: Database, bookingId: string): Promise<{ booking: BookingRow; refunds: BookingRefundRow[] }> {
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
  if (!booking) throw notFound(m.bookingNotFound);
  const refunds = await db.select().from(bookingRefunds).where(eq(bookingRefunds.bookingId, bookingId)).orderBy(asc(bookingRefunds.createdAt), asc(bookingRefunds.id));
  return { booking, refunds };
}

/** Refunds of several bookings, by booking. */
export async function refundsOfBookings(db: Database, bookingIds: readonly string[]): Promise<Map<string, BookingRefundRow[]>> {
  const byBooking = new Map<string, BookingRefundRow[]>();
  if (bookingIds.length === 0) return byBooking;
  const rows = await db.select().from(bookingRefunds).where(inArray(bookingRefunds.bookingId, [...bookingIds])).orderBy(asc(bookingRefunds.createdAt));
  for (const row of rows) byBooking.set(row.bookingId, [...(byBooking.get(row.bookingId) ?? []), row]);
  return byBooking;
}

// ---------------------------------------------------------------- internals

/**
 * Records the refund of what is left of a locked booking (or of one of its tickets); null when
 * nothing is left. The last refund of a booking takes what is left of its total and of the host's
 * share, so a booking's refunds add up to exactly what was paid.
 */
async function recordRefund(
  tx: Database,
  booking: BookingRow,
  options: { ticketId: string | null; reason: "HOST" | "EVENT_CANCELLED"; userId: string; now: Date; returnPlaces: boolean },
): Promise<BookingRefundRow | null> {
  const earlier = await tx.select().from(bookingRefunds).where(eq(bookingRefunds.bookingId, booking.id));
  const refundedCents = earlier.reduce((sum, refund) => sum + refund.amountCents, 0);
  const refundedShare = earlier.reduce((sum, refund) => sum + refund.hostShareCents, 0);
  const held = await tx
    .select()
    .from(userTickets)
    .where(and(eq(userTickets.transactionId, booking.id), isNull(userTickets.refundId), inArray(userTickets.status, ["ACTIVE", "PENDING"])))
    .orderBy(asc(userTickets.createdAt), asc(userTickets.id));
  let chosen = held;
  if (options.ticketId) {
    chosen = held.filter((ticket) => ticket.id === options.ticketId);
    if (chosen.length === 0) {
      const [refunded] = await tx
        .select({ id: userTickets.id })
        .from(userTickets)
        .where(and(eq(userTickets.id, options.ticketId), eq(userTickets.transactionId, booking.id), sql`${userTickets.refundId} is not null`));
      if (refunded) return null;
      throw notFound(m.refundTicketNotFound);
    }
  }
  const last = chosen.length === held.length;
  const left = booking.totalCents - refundedCents;
  if (left <= 0 || (chosen.length === 0 && earlier.some((refund) => refund.items.length > 0))) return null;
  const unitPrice = (eventTicketId: string) => booking.items.find((item) => item.eventTicketId === eventTicketId)?.unitPriceCents ?? 0;
  const items: RefundItem[] = chosen.map((ticket) => ({
    userTicketId: ticket.id,
    eventTicketId: ticket.eventTicketId,
    name: booking.items.find((item) => item.eventTicketId === ticket.eventTicketId)?.name ?? "",
    unitPriceCents: unitPrice(ticket.eventTicketId),
    quantity: ticket.count,
  }));
  const part = items.reduce((sum, item) => sum + item.unitPriceCents * item.quantity, 0);
  // A payment that never became tickets (owed back) was never credited to the host.
  const credited = booking.status === "COMPLETED" || earlier.some((refund) => refund.hostShareCents > 0) || chosen.length > 0;
  const share = (whole: number) => (booking.subtotalCents > 0 ? Math.round((whole * part) / booking.subtotalCents) : 0);
  const amountCents = last ? left : Math.min(left, share(booking.totalCents));
  const hostShareCents = !credited ? 0 : last ? Math.max(booking.hostBalanceCents - refundedShare, 0) : Math.min(share(booking.hostBalanceCents), booking.hostBalanceCents - refundedShare);
  const [refund] = await tx
    .insert(bookingRefunds)
    .values({
      bookingId: booking.id,
      eventId: booking.eventId,
      reason: options.reason,
      items,
      quantity: items.reduce((sum, item) => sum + item.quantity, 0),
      amountCents,
      hostShareCents: Math.max(hostShareCents, 0),
      currency: booking.currency,
      paymentProvider: booking.paymentProvider,
      requestedByUserId: options.userId,
      createdAt: options.now,
      updatedAt: options.now,
    })
    .returning();
  if (chosen.length > 0) {
    const ids = chosen.map((ticket) => ticket.id);
    await tx.update(userTickets).set({ status: "CANCELLED", refundId: refund.id, cancelledAt: options.now, updatedAt: options.now }).where(inArray(userTickets.id, ids));
    if (options.returnPlaces) {
      for (const ticket of chosen) {
        await tx
          .update(eventTickets)
          .set({
            releasedAmount: sql`greatest(${eventTickets.releasedAmount} - ${placesOf(ticket)}, 0)`,
            availableAmount: sql`case when ${eventTickets.limitedAmount} is null then ${eventTickets.availableAmount} else ${eventTickets.availableAmount} + ${placesOf(ticket)} end`,
            updatedAt: options.now,
          })
          .where(eq(eventTickets.id, ticket.eventTicketId));
      }
    }
  }
  if (last && booking.status !== "REFUND_PENDING") await tx.update(bookings).set({ status: "REFUND_PENDING", updatedAt: options.now }).where(eq(bookings.id, booking.id));
  return refund;
}

/** How long a refund the provider could not be reached for waits before it is asked again. */
export const REFUND_RETRY_AFTER_MS = 5 * 60_000;
/** Refunds asked again per round, oldest first. */
const REFUND_RETRY_BATCH = 50;

/**
 * Refunds that never reached the provider (it was down, or not configured at the time) are
 * asked again, with the same idempotency key: a request that did reach it after all is the
 * same refund there, never a second one. A refund the provider answered, pending or failed,
 * is the webhook's and the host's to settle, not retried here. Returns how many were asked.
 */
export async function retryUnsentRefunds(deps: RefundDeps, now: Date = deps.clock()): Promise<number> {
  const due = new Date(now.getTime() - REFUND_RETRY_AFTER_MS);
  const unsent = await deps.db
    .select({ refund: bookingRefunds, paymentId: bookings.paymentId })
    .from(bookingRefunds)
    .innerJoin(bookings, eq(bookings.id, bookingRefunds.bookingId))
    .where(and(eq(bookingRefunds.status, "REFUND_PENDING"), isNull(bookingRefunds.providerRefundId), lt(bookingRefunds.updatedAt, due)))
    .orderBy(asc(bookingRefunds.updatedAt), asc(bookingRefunds.id))
    .limit(REFUND_RETRY_BATCH);
  for (const { refund, paymentId } of unsent) await sendRefund(deps, refund, paymentId);
  return unsent.length;
}

/** Asks the provider for each pending refund (matching `where`) not yet confirmed. */
async function sendPendingRefunds(deps: RefundDeps, where: ReturnType<typeof eq>): Promise<void> {
  const pending = await deps.db
    .select({ refund: bookingRefunds, paymentId: bookings.paymentId })
    .from(bookingRefunds)
    .innerJoin(bookings, eq(bookings.id, bookingRefunds.bookingId))
    .where(and(where, eq(bookingRefunds.status, "REFUND_PENDING")))
    .orderBy(asc(bookingRefunds.createdAt), asc(bookingRefunds.id));
  for (const { refund, paymentId } of pending) await sendRefund(deps, refund, paymentId);
}

async function sendRefund(deps: RefundDeps, refund: BookingRefundRow, paymentId: string | null): Promise<void> {
  const payments = deps.payments;
  const failed = (message: string) =>
    deps.db.update(bookingRefunds).set({ failureMessage: message, updatedAt: deps.clock() }).where(and(eq(bookingRefunds.id, refund.id), eq(bookingRefunds.status, "REFUND_PENDING")));
  if (!payments || payments.name !== refund.paymentProvider || !paymentId) {
    await failed(m.refundProviderUnavailable);
    return;
  }
  if (refund.amountCents === 0) {
    await applyRefundOutcome(deps, { kind: "refunded", reference: refund.id, providerRefundId: `none_${refund.id}`, amountCents: 0 });
    return;
  }
  try {
    const answer = await payments.refund({ reference: refund.id, bookingReference: refund.bookingId, paymentId, amountCents: refund.amountCents, currency: refund.currency });
    if (answer.status === "succeeded") await applyRefundOutcome(deps, { kind: "refunded", reference: refund.id, providerRefundId: answer.id, amountCents: refund.amountCents });
    else if (answer.status === "failed") await applyRefundOutcome(deps, { kind: "refund_failed", reference: refund.id, providerRefundId: answer.id, message: m.refundProviderUnavailable });
    else await deps.db.update(bookingRefunds).set({ providerRefundId: answer.id, updatedAt: deps.clock() }).where(and(eq(bookingRefunds.id, refund.id), isNull(bookingRefunds.providerRefundId)));
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    await failed(m.refundProviderUnavailable);
  }
}

/** Everyone holding a live ticket of the event, and every buyer of a paid booking of it. */
async function holdersOf(tx: Database, eventId: string) {
  const rows = await tx.execute(sql`
    select u.id, u.email, u.name from ${users} u
    where u.id in (
      select ${userTickets.ownerUserId} from ${userTickets}
       where ${userTickets.eventId} = ${eventId} and ${userTickets.status} in ('ACTIVE', 'PENDING')
      union
      select ${bookings.buyerUserId} from ${bookings}
       where ${bookings.eventId} = ${eventId} and ${bookings.paymentProvider} <> ${NO_PAYMENT_PROVIDER}
         and ${bookings.paymentId} is not null and ${bookings.status} in ('COMPLETED', 'REFUND_PENDING', 'CRASHED')
    )
    order by u.id`);
  return (rows as unknown as { rows: { id: string; email: string; name: string | null }[] }).rows;
}

function cancellationEmail(mail: TicketMail, event: EventRow, holder: { email: string; name: string | null }, paid: boolean) {
  const link = new URL(`/events/${encodeURIComponent(event.slug)}`, mail.publicUrl).href;
  const greeting = holder.name ? `Hi ${holder.name},` : "Hi,";
  const lines = [m.cancelledEventEmailLine(event.displayName), ...(paid ? [m.cancelledEventRefundLine] : [])];
  return {
    to: holder.email,
    subject: m.cancelledEventEmailSubject(event.displayName),
    text: [greeting, "", ...lines, "", link].join("\n"),
    html: [`<p>${escapeHtml(greeting)}</p>`, ...lines.map((line) => `<p>${escapeHtml(line)}</p>`), `<p><a href="${escapeHtml(link)}">See the event</a></p>`].join("\n"),
  };
}

/**
 * Members holding a refunded ticket they did not buy (transferred or given to them, or a place
 * shared with them) hear it as the buyer does: in their inbox and by e-mail, in the same transaction.
 */
async function tellHoldersOfRefund(tx: Database, mail: TicketMail, event: EventRow, booking: BookingRow, refund: BookingRefundRow) {
  const ticketIds = refund.items.map((item) => item.userTicketId);
  if (ticketIds.length === 0) return;
  const holders = await tx
    .selectDistinct({ id: users.id, email: users.email, name: users.name })
    .from(userTickets)
    .innerJoin(users, eq(users.id, userTickets.ownerUserId))
    .where(and(inArray(userTickets.id, ticketIds), ne(userTickets.ownerUserId, booking.buyerUserId)))
    .orderBy(asc(users.id));
  if (holders.length === 0) return;
  const link = new URL(`/events/${encodeURIComponent(event.slug)}/ticket`, mail.publicUrl).href;
  for (const holder of holders) await notifyEventRefunded(tx, holder.id, { event, refundId: refund.id });
  await mail.outbox.sendEmails(
    tx,
    holders.map((holder) => {
      const greeting = holder.name ? `Hi ${holder.name},` : "Hi,";
      const lines = [m.refundHolderEmailLine(event.displayName)];
      return {
        to: holder.email,
        subject: m.refundHolderEmailSubject(event.displayName),
        text: [greeting, "", ...lines, "", link].join("\n"),
        html: [`<p>${escapeHtml(greeting)}</p>`, ...lines.map((line) => `<p>${escapeHtml(line)}</p>`), `<p><a href="${escapeHtml(link)}">See my ticket</a></p>`].join("\n"),
      };
    }),
  );
}

/** The buyer hears of a host's refund in their inbox and by e-mail, in the refund's transaction. */
async function tellBuyerOfRefund(tx: Database, mail: TicketMail, event: EventRow, booking: BookingRow, refund: BookingRefundRow) {
  await notifyEventRefunded(tx, booking.buyerUserId, { event, refundId: refund.id });
  const [buyer] = await tx.select({ email: users.email, name: users.name }).from(users).where(eq(users.id, booking.buyerUserId));
  if (!buyer) return;
  const link = new URL(`/events/${encodeURIComponent(event.slug)}/checkout/${booking.id}`, mail.publicUrl).href;
  const greeting = buyer.name ? `Hi ${buyer.name},` : "Hi,";
  const lines = [m.refundEmailLine(formatCents(refund.amountCents, refund.currency), event.displayName), m.refundEmailBankLine];
  await mail.outbox.sendEmail(tx, {
    to: buyer.email,
    subject: m.refundEmailSubject(event.displayName),
    text: [greeting, "", ...lines, "", link].join("\n"),
    html: [`<p>${escapeHtml(greeting)}</p>`, ...lines.map((line) => `<p>${escapeHtml(line)}</p>`), `<p><a href="${escapeHtml(link)}">See my booking</a></p>`].join("\n"),
  });
}

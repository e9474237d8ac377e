// Buying paid tickets (spec 2 §3 Booking, §7 cost, purchase, payment order).
//
// 1. startCheckout prices the order, holds its places (each ticket's available amount
//    moves to locked by one conditional UPDATE, so concurrent buyers can never hold more
//    places than exist), records a PENDING booking and opens a hosted checkout at the
//    payment provider, where the buyer pays.
// 2. The provider's outcome (a Stripe webhook, or the sandbox) comes to applyPaymentOutcome:
//    paid → the places move from locked to released, the tickets are issued and the
//    attendee is approved; expired → the places return. Either is applied once, whatever
//    the number of deliveries.
// 3. A checkout not paid within CHECKOUT_HOLD_MINUTES gives its places back.
import { and, eq, inArray, lte, sql } from "drizzle-orm";
import type { Database } from "../../db/client.js";
import { attendees, bookings, eventTickets, userTickets, type BookingItem, type BookingRow, type EventRow, type EventTicketRow } from "../../db/schema.js";
import type { DomainDeps } from "../../kernel/deps.js";
import { badUserInput, conflict, DomainError, notFound } from "../../kernel/errors.js";
import { isUuid } from "../../kernel/ids.js";
import { checkoutMessages, eventMessages } from "../../../contract/events/messages.js";
import { findUserById } from "../../account/domain/users.js";
import type { CheckoutLine, PaymentOutcome, PaymentProvider } from "../../payments/provider.js";
import { calculateTicketCost, type TicketCost } from "./pricing.js";
import { lockAttendee } from "./rsvp.js";
import { assertAnswered } from "./questions.js";
import { assertMayJoin, assertPolicyAccepted } from "./settings.js";
import { leaveOnTicketTaken } from "./waiting-list.js";
import { isTicketOnSale } from "./tickets.js";
import { findEventForViewer } from "./viewing.js";

/** Minutes a started checkout holds its places (Stripe's shortest Checkout Session is 30). */
export const CHECKOUT_HOLD_MINUTES = 30;
export const MAX_TICKETS_PER_ORDER = 10;

export interface TicketOrder {
  /** The event's id or slug. */
  eventId: string;
  items: readonly { eventTicketId: string; quantity: number }[];
}

export interface CheckoutDeps extends DomainDeps {
  payments?: PaymentProvider | null;
  publicUrl: string;
}

export type Quote = TicketCost & { currency: string };

/** What the order costs, checked as a purchase would be (without holding anything). */
export async function quoteTickets(deps: DomainDeps, viewerId: string | null, order: TicketOrder): Promise<Quote> {
  return quoteOf(await priceOrder(deps, viewerId, order));
}

export async function startCheckout(deps: CheckoutDeps, userId: string, order: TicketOrder): Promise<{ booking: BookingRow; checkoutUrl: string }> {
  const user = await findUserById(deps.db, userId);
  if (!user?.emailVerifiedAt) throw new DomainError("AUTH_NOT_AUTHORIZED", checkoutMessages.emailNotVerified);
  const priced = await priceOrder(deps, userId, order);
  const { event, lines } = priced;
  assertMayJoin(event, user);
  const payments = deps.payments;
  if (!payments) throw badUserInput(checkoutMessages.paymentsOff);
  const quote = quoteOf(priced);
  const now = deps.clock();
  const expiresAt = new Date(now.getTime() + CHECKOUT_HOLD_MINUTES * 60_000);

  const booking = await deps.db.transaction(async (tx) => {
    const [attendee] = await tx
      .select({ state: attendees.state, questionAnswers: attendees.questionAnswers, privacyPolicyState: attendees.privacyPolicyState })
      .from(attendees)
      .where(and(eq(attendees.eventId, event.id), eq(attendees.userId, userId)));
    if (attendee?.state === "DECLINED") throw new DomainError("AUTH_NOT_AUTHORIZED", eventMessages.notSelected);
    // Tickets on sale are public ones (priceOrder): their questions are the public tickets'.
    assertAnswered(event, { isPrivate: false }, attendee?.questionAnswers ?? []);
    assertPolicyAccepted(event, attendee);
    await releaseExpiredBookings(tx, now, event.id);
    // In one order of ticket ids, so two buyers of the same two tickets cannot deadlock.
    for (const line of [...lines].sort((a, b) => a.eventTicketId.localeCompare(b.eventTicketId))) {
      const held = await tx
        .update(eventTickets)
        .set({
          availableAmount: sql`${eventTickets.availableAmount} - ${line.quantity}`,
          lockedAmount: sql`${eventTickets.lockedAmount} + ${line.quantity}`,
          updatedAt: now,
        })
        .where(and(eq(eventTickets.id, line.eventTicketId), sql`(${eventTickets.limitedAmount} is null or ${eventTickets.availableAmount} >= ${line.quantity})`))
        .returning({ id: eventTickets.id });
      if (!held.length) {
        const [ticket] = await tx.select({ available: eventTickets.availableAmount }).from(eventTickets).where(eq(eventTickets.id, line.eventTicketId));
        const message = checkoutMessages.notEnoughLeft(ticket?.available ?? 0);
        throw conflict(message, { quantity: message });
      }
    }
    const [row] = await tx
      .insert(bookings)
      .values({
        eventId: event.id,
        buyerUserId: userId,
        type: "BUY_EVENT_TICKET",
        status: "PENDING",
        items: lines,
        quantity: lines.reduce((sum, line) => sum + line.quantity, 0),
        currency: quote.currency,
        subtotalCents: quote.subTotal,
        gratuityCents: quote.totalGratuity,
        serviceFeeCents: quote.serviceFee,
        processingFeeCents: quote.processingFee,
        taxCents: quote.totalTaxes,
        totalCents: quote.total,
        hostBalanceCents: quote.hostBalance,
        isAllInPricing: quote.isAllInPricing,
        paymentProvider: payments.name,
        expiresAt,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return row;
  });

  const page = new URL(`/events/${encodeURIComponent(event.slug)}/checkout/${booking.id}`, deps.publicUrl);
  const cancelled = new URL(page);
  cancelled.searchParams.set("cancelled", "1");
  try {
    const checkout = await payments.createCheckout({
      reference: booking.id,
      lines: checkoutLines(booking),
      currency: booking.currency,
      customerEmail: user.email ?? null,
      successUrl: page.href,
      cancelUrl: cancelled.href,
      expiresAt,
    });
    const [opened] = await deps.db
      .update(bookings)
      .set({ checkoutId: checkout.id, updatedAt: deps.clock() })
      .where(eq(bookings.id, booking.id))
      .returning();
    return { booking: opened, checkoutUrl: checkout.url };
  } catch (error) {
    // Nothing was charged: the booking failed and its places return at once.
    await endBooking(deps.db, booking.id, "FAILED", deps.clock(), checkoutMessages.providerUnavailable);
    throw new DomainError("CONFLICT", checkoutMessages.providerUnavailable, { details: { cause: String((error as Error).message ?? error) } });
  }
}

/** The buyer's own booking; NOT_FOUND for anyone else's. Expired holds are settled first. */
export async function findBooking(deps: DomainDeps, userId: string, bookingId: string): Promise<BookingRow> {
  if (!isUuid(bookingId)) throw notFound(checkoutMessages.bookingNotFound);
  const [found] = await deps.db.select().from(bookings).where(and(eq(bookings.id, bookingId), eq(bookings.buyerUserId, userId)));
  if (!found) throw notFound(checkoutMessages.bookingNotFound);
  if (found.status === "PENDING" && found.expiresAt <= deps.clock()) {
    await endBooking(deps.db, found.id, "CANCELLED", deps.clock(), checkoutMessages.expired);
    const [ended] = await deps.db.select().from(bookings).where(eq(bookings.id, found.id));
    return ended;
  }
  return found;
}

/** The buyer leaves the checkout: the provider's checkout is closed and the places return. */
export async function cancelBooking(deps: CheckoutDeps, userId: string, bookingId: string): Promise<BookingRow> {
  const booking = await findBooking(deps, userId, bookingId);
  if (booking.status !== "PENDING") return booking;
  if (booking.checkoutId && deps.payments?.name === booking.paymentProvider) await deps.payments.expireCheckout(booking.checkoutId);
  await endBooking(deps.db, booking.id, "CANCELLED", deps.clock(), null);
  const [ended] = await deps.db.select().from(bookings).where(eq(bookings.id, booking.id));
  return ended;
}

/** Applies what the provider reports; a repeated report changes nothing. */
export async function applyPaymentOutcome(deps: DomainDeps, outcome: PaymentOutcome): Promise<void> {
  if (!isUuid(outcome.reference)) return;
  const now = deps.clock();
  if (outcome.kind === "expired") {
    await endBooking(deps.db, outcome.reference, "CANCELLED", now, checkoutMessages.expired);
    return;
  }
  await deps.db.transaction(async (tx) => {
    const [booking] = await tx.select().from(bookings).where(eq(bookings.id, outcome.reference)).for("update");
    if (!booking || booking.status === "COMPLETED" || booking.status === "REFUND_PENDING" || booking.status === "CRASHED") return;
    const paid = { paymentId: outcome.paymentId, paymentMethod: outcome.paymentMethod, paidAt: now, updatedAt: now };
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
    await issueTickets(tx, booking, now);
    await tx.update(bookings).set({ ...paid, status: "COMPLETED", failureMessage: null }).where(eq(bookings.id, booking.id));
  });
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

/** What the provider charges: the tickets, then gratuity and the fees (inside the price when all-in). */
export function checkoutLines(booking: BookingRow): CheckoutLine[] {
  const lines: CheckoutLine[] = booking.items.map((item) => ({ name: item.name, unitAmountCents: item.unitPriceCents, quantity: item.quantity }));
  if (booking.gratuityCents > 0) lines.push({ name: "Gratuity", unitAmountCents: booking.gratuityCents, quantity: 1 });
  if (!booking.isAllInPricing) {
    if (booking.serviceFeeCents > 0) lines.push({ name: "Service fee", unitAmountCents: booking.serviceFeeCents, quantity: 1 });
    if (booking.processingFeeCents > 0) lines.push({ name: "Processing fee", unitAmountCents: booking.processingFeeCents, quantity: 1 });
    if (booking.taxCents > 0) lines.push({ name: "Taxes", unitAmountCents: booking.taxCents, quantity: 1 });
  }
  return lines;
}

// ---------------------------------------------------------------- internals

async function priceOrder(
  deps: DomainDeps,
  viewerId: string | null,
  order: TicketOrder,
): Promise<{ event: EventRow; lines: BookingItem[]; currency: string }> {
  const event = await findEventForViewer(deps, viewerId, order.eventId);
  const now = deps.clock();
  if (event.status !== "PUBLISHED") throw badUserInput(eventMessages.eventNotOpen);
  if (event.endAt <= now) throw badUserInput(eventMessages.eventEnded);
  const items = order.items.filter((item) => item.quantity !== 0);
  const total = items.reduce((sum, item) => sum + item.quantity, 0);
  if (!items.length || items.some((item) => !Number.isInteger(item.quantity) || item.quantity < 0) || total > MAX_TICKETS_PER_ORDER) {
    throw badUserInput(checkoutMessages.quantityRange, { quantity: checkoutMessages.quantityRange });
  }
  const notForSale = () => badUserInput(checkoutMessages.ticketNotForSale, { eventTicketId: checkoutMessages.ticketNotForSale });
  if (items.some((item) => !isUuid(item.eventTicketId)) || new Set(items.map((item) => item.eventTicketId)).size !== items.length) throw notForSale();
  const tickets = await deps.db
    .select()
    .from(eventTickets)
    .where(and(eq(eventTickets.eventId, event.id), inArray(eventTickets.id, items.map((item) => item.eventTicketId))));
  const byId = new Map<string, EventTicketRow>(tickets.map((ticket) => [ticket.id, ticket]));
  const lines = items.map((item) => {
    const ticket = byId.get(item.eventTicketId);
    if (!ticket || ticket.kind !== "PAID" || ticket.isPrivate || !isTicketOnSale(ticket, now)) throw notForSale();
    return { eventTicketId: ticket.id, name: ticket.ticketType, unitPriceCents: ticket.priceCents, quantity: item.quantity, gratuityPercentage: ticket.gratuityPercentage };
  });
  const currencies = new Set(tickets.map((ticket) => ticket.currency));
  if (currencies.size > 1) throw badUserInput(checkoutMessages.oneCurrency);
  return { event, lines, currency: [...currencies][0] };
}

function quoteOf({ event, lines, currency }: { event: EventRow; lines: BookingItem[]; currency: string }): Quote {
  return { ...calculateTicketCost(lines, event.isAllInPricing), currency };
}

/** Ends a PENDING booking (once) and gives its held places back. */
async function endBooking(db: Database, bookingId: string, status: "CANCELLED" | "FAILED", now: Date, failureMessage: string | null) {
  await db.transaction(async (tx) => {
    const [ended] = await tx
      .update(bookings)
      .set({ status, failureMessage, updatedAt: now })
      .where(and(eq(bookings.id, bookingId), eq(bookings.status, "PENDING")))
      .returning();
    if (ended) await returnPlaces(tx, ended, now);
  });
}

async function returnPlaces(tx: Database, booking: BookingRow, now: Date) {
  for (const item of booking.items) {
    await tx
      .update(eventTickets)
      .set({
        availableAmount: sql`${eventTickets.availableAmount} + ${item.quantity}`,
        lockedAmount: sql`greatest(${eventTickets.lockedAmount} - ${item.quantity}, 0)`,
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
        const taken = await savepoint
          .update(eventTickets)
          .set({
            availableAmount: sql`${eventTickets.availableAmount} - ${item.quantity}`,
            releasedAmount: sql`${eventTickets.releasedAmount} + ${item.quantity}`,
            updatedAt: now,
          })
          .where(and(eq(eventTickets.id, item.eventTicketId), sql`(${eventTickets.limitedAmount} is null or ${eventTickets.availableAmount} >= ${item.quantity})`))
          .returning({ id: eventTickets.id });
        if (!taken.length) throw new NoRoomLeft();
      }
    });
    return true;
  } catch (error) {
    if (error instanceof NoRoomLeft) return false;
    throw error;
  }
}
class NoRoomLeft extends Error {}

/** The bought tickets, one per ticket type with its count, and the buyer approved. */
async function issueTickets(tx: Database, booking: BookingRow, now: Date) {
  const attendee = await lockAttendee(tx, booking.eventId, booking.buyerUserId, now);
  for (const item of booking.items) {
    await leaveOnTicketTaken(tx, item.eventTicketId, booking.buyerUserId);
    await tx.insert(userTickets).values({
      eventId: booking.eventId,
      eventTicketId: item.eventTicketId,
      attendeeId: attendee.id,
      ownerUserId: booking.buyerUserId,
      status: "ACTIVE",
      count: item.quantity,
      isShareable: item.quantity > 1,
      transactionId: booking.id,
      createdAt: now,
      updatedAt: now,
    });
  }
  await tx
    .update(attendees)
    .set({
      state: "APPROVED",
      stateChangedAt: attendee.state === "APPROVED" ? attendee.stateChangedAt : now,
      approvedAt: attendee.approvedAt ?? now,
      updatedAt: now,
    })
    .where(eq(attendees.id, attendee.id));
}

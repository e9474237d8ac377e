// Buying paid tickets (spec 2 §3 Booking, §7 cost, purchase, payment order).
//
// 1. startCheckout prices the order (order.ts), holds its places (places.ts: each ticket's available amount
//    moves to locked by one conditional UPDATE, so concurrent buyers can never hold more
//    places than exist), records a PENDING booking and opens a hosted checkout at the
//    payment provider, where the buyer pays.
// 2. The provider's outcome (a Stripe webhook, or the sandbox) comes to applyPaymentOutcome
//    (settlement.ts):
//    paid → the places move from locked to released, the tickets are issued and the
//    attendee is approved; expired → the places return. Either is applied once, whatever
//    the number of deliveries. Tickets that need the host's approval are only authorised at
//    the provider and wait for the host (approval-payments.ts, docs/decisions/0054).
// 3. A checkout not paid within CHECKOUT_HOLD_MINUTES gives its places back (settlement.ts).
// This module starts, reads and cancels the buyer's checkout.
import { and, eq } from "drizzle-orm";
import { attendees, bookings, type AttendeeRow, type BookingRow, type EventRow, type EventTicketRow, type UserRow } from "../../../db/schema.js";
import type { AuthDeps, DomainDeps } from "../../../kernel/deps.js";
import { badUserInput, conflict, DomainError, notFound } from "../../../kernel/errors.js";
import { isUuid } from "../../../kernel/ids.js";
import { checkoutMessages, eventMessages } from "../../../../contract/events/messages.js";
import { findUserThroughCache } from "../../../account/domain/users.js";
import type { CheckoutLine, PaymentProvider } from "../../../payments/provider.js";
import { assertAnswered, checkAnswers } from "../../domain/questions.js";
import { lockAttendee, recordRsvpExtras, type RsvpExtras } from "../../domain/rsvp.js";
import { assertMayJoin, assertPolicyAccepted } from "../../domain/settings.js";
import { assertSocialAccountsConnected } from "../../domain/social-requirements.js";
import { assertMayReceive, assertRecipientMayJoin, findRecipient } from "../../transfers/domain/recipient.js";
import { checkOrder, linesOf, quoteOf, ticketsOf, type OrderItem, type TicketOrder } from "./order.js";
import { findReferral } from "./referrals.js";
import { TICKET_LIMITS } from "../../../../contract/events/editor.js";
import { endBooking, releaseExpiredBookings } from "./settlement.js";
import { holdPlaces, NoPlacesLeft } from "./places.js";

/** Minutes a started checkout holds its places (Stripe's shortest Checkout Session is 30). */
export const CHECKOUT_HOLD_MINUTES = 30;

export interface CheckoutDeps extends DomainDeps {
  payments?: PaymentProvider | null;
  publicUrl: string;
}

/**
 * Starts the buyer's checkout. Answers to the event's questions and the disclosure's acceptance
 * sent with the order are written in the transaction that holds its places: a refused order
 * (a required answer missing, no places left) leaves none of them behind.
 */
export async function startCheckout(
  deps: CheckoutDeps & Pick<AuthDeps, "outbox">,
  userId: string,
  order: TicketOrder & RsvpExtras,
): Promise<{ booking: BookingRow; checkoutUrl: string }> {
  const user = await findUserThroughCache(deps, userId);
  if (!user?.emailVerifiedAt) throw new DomainError("AUTH_NOT_AUTHORIZED", checkoutMessages.emailNotVerified);
  // The viewer's attendee row as read (or kept by the read cache) to find the event: reading it
  // again in the transaction below, without a lock, would guard against nothing more.
  const { event, attendee, items } = await checkOrder(deps, userId, order);
  const now = deps.clock();
  // Plus-ones that no ticket allows are refused with the ticket's own limit, before anything is held.
  if (!items.every((item) => plausiblePlusOnes(item.additionalGuests))) await refuseAsPriced(deps, event, items, now);
  assertMayJoin(event, user);
  await assertSocialAccountsConnected(deps.db, event, userId);
  const recipient = await giftRecipientOf(deps, event, userId, order.giftRecipient);
  const referral = await findReferral(deps.db, userId, order.referralCode);
  const payments = deps.payments;
  if (!payments) throw badUserInput(checkoutMessages.paymentsOff);
  if (attendee?.state === "DECLINED") throw new DomainError("AUTH_NOT_AUTHORIZED", eventMessages.notSelected);
  checkAnswers(event, order.answers ?? []);
  const withExtras = Boolean(order.answers?.length || order.acceptDisclosure);
  // Tickets on sale are public ones (linesOf): their questions are the public tickets'.
  const assertReady = (current: AttendeeRow | null | undefined) => {
    assertAnswered(event, { isPrivate: false }, current?.questionAnswers ?? []);
    assertPolicyAccepted(event, current);
  };
  // Without extras, the attendee as read already answers; with them, the transaction checks.
  if (!withExtras) assertReady(attendee);
  // A request, unless the host approved this guest already (or it is a gift to someone approved).
  const holderState = recipient ? (await findAttendeeState(deps, event.id, recipient.id)) : attendee?.state;
  const expiresAt = new Date(now.getTime() + CHECKOUT_HOLD_MINUTES * 60_000);

  const holdAndBook = () =>
    deps.db.transaction(async (tx) => {
      if (withExtras) {
        const locked = await lockAttendee(tx, event.id, userId, now);
        if (locked.state === "DECLINED") throw new DomainError("AUTH_NOT_AUTHORIZED", eventMessages.notSelected);
        assertReady(await recordRsvpExtras(deps, tx, event, locked, order, now));
      }
      // The places are held first, in one order of ticket ids (two buyers of the same two tickets
      // cannot deadlock), and the order is priced from the rows the holds answer: a ticket that
      // is not for sale refuses the order and the transaction gives its places back.
      const held: EventTicketRow[] = [];
      for (const item of [...items].sort((a, b) => a.eventTicketId.localeCompare(b.eventTicketId))) {
        const ticket = await holdPlaces(tx, event.id, item, now);
        if (!ticket) throw new NoPlacesLeft(item.eventTicketId);
        held.push(ticket);
      }
      const { lines, currency, requiresApproval: needsApproval } = linesOf(items, held, now);
      const quote = quoteOf({ event, lines, currency, referral });
      const requiresApproval = needsApproval && holderState !== "APPROVED";
      const [row] = await tx
        .insert(bookings)
        .values({
          eventId: event.id,
          buyerUserId: userId,
          type: recipient ? "GIFT_EVENT_TICKET" : "BUY_EVENT_TICKET",
          giftSenderId: recipient ? userId : null,
          recipientUserId: recipient?.id ?? null,
          status: "PENDING",
          items: lines,
          quantity: lines.reduce((sum, line) => sum + line.quantity, 0),
          currency: quote.currency,
          subtotalCents: quote.subTotal,
          gratuityCents: quote.totalGratuity,
          serviceFeeCents: quote.serviceFee,
          processingFeeCents: quote.processingFee,
          taxCents: quote.totalTaxes,
          taxRateBasisPoints: quote.taxRateBasisPoints,
          isTaxInclusive: quote.isTaxInclusive,
          referralCode: referral?.code ?? null,
          referrerUserId: referral?.referrerUserId ?? null,
          totalCents: quote.total,
          hostBalanceCents: quote.hostBalance,
          isAllInPricing: quote.isAllInPricing,
          paymentProvider: payments.name,
          requiresApproval,
          expiresAt,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      return row;
    })
    .catch((error: unknown) => {
      if (error instanceof NoPlacesLeft) return error;
      throw error;
    });
  let booked = await holdAndBook();
  // Holds whose checkout ran out still count as taken until they are ended (by the sweep every
  // minute): when they stand in this buyer's way they are ended now, and the order tried again.
  if (booked instanceof NoPlacesLeft && (await releaseExpiredBookings(deps.db, now, event.id)) > 0) booked = await holdAndBook();
  if (booked instanceof NoPlacesLeft) {
    // Too few places, unless the order is refused for another reason first (not for sale, plus-ones).
    const tickets = await refuseAsPriced(deps, event, items, now);
    const message = checkoutMessages.notEnoughLeft(tickets.find((ticket) => ticket.id === booked.eventTicketId)?.availableAmount ?? 0);
    throw conflict(message, { quantity: message });
  }
  const booking = booked;

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
      captureLater: booking.requiresApproval,
    });
    // The booking as written: nothing else changes it before its buyer has the checkout's address.
    const opened = { checkoutId: checkout.id, updatedAt: deps.clock() };
    await deps.db.update(bookings).set(opened).where(eq(bookings.id, booking.id));
    return { booking: { ...booking, ...opened }, checkoutUrl: checkout.url };
  } catch (error) {
    // Nothing was charged: the booking failed and its places return at once.
    await endBooking(deps.db, booking.id, "FAILED", deps.clock(), checkoutMessages.providerUnavailable);
    throw new DomainError("CONFLICT", checkoutMessages.providerUnavailable, { details: { cause: String((error as Error).message ?? error) } });
  }
}

/** Plus-ones some ticket could allow: a whole number from 0 to the most any ticket may allow (absent: none). */
const plausiblePlusOnes = (asked: number | null | undefined) => asked == null || (Number.isInteger(asked) && asked >= 0 && asked <= TICKET_LIMITS.maxAdditionalGuests);

/** Reads the order's tickets and prices it as a quote would, which throws why it is refused; answers the tickets when it is not. */
async function refuseAsPriced(deps: DomainDeps, event: EventRow, items: readonly OrderItem[], now: Date): Promise<EventTicketRow[]> {
  const tickets = await ticketsOf(deps, event.id, items);
  linesOf(items, tickets, now);
  return tickets;
}

async function findAttendeeState(deps: DomainDeps, eventId: string, userId: string) {
  const [row] = await deps.db.select({ state: attendees.state }).from(attendees).where(and(eq(attendees.eventId, eventId), eq(attendees.userId, userId)));
  return row?.state;
}

/** A gift's recipient, checked as a transfer's is (then again when the tickets are issued, without refusing a paid order). */
async function giftRecipientOf(deps: DomainDeps, event: EventRow, buyerId: string, typed: string | null | undefined): Promise<UserRow | null> {
  if (!typed?.trim()) return null;
  const recipient = await findRecipient(deps.db, typed, buyerId);
  assertRecipientMayJoin(event, recipient);
  await assertMayReceive(deps.db, event.id, recipient.id);
  return recipient;
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

/**
 * What the provider charges: the tickets, then gratuity, the fees (inside the price when all-in)
 * and the taxes when they are added (inside the price when inclusive). They add up to the total.
 */
export function checkoutLines(booking: BookingRow): CheckoutLine[] {
  const lines: CheckoutLine[] = booking.items.map((item) => ({ name: item.name, unitAmountCents: item.unitPriceCents, quantity: item.quantity }));
  if (booking.gratuityCents > 0) lines.push({ name: "Gratuity", unitAmountCents: booking.gratuityCents, quantity: 1 });
  if (!booking.isAllInPricing) {
    if (booking.serviceFeeCents > 0) lines.push({ name: "Service fee", unitAmountCents: booking.serviceFeeCents, quantity: 1 });
    if (booking.processingFeeCents > 0) lines.push({ name: "Processing fee", unitAmountCents: booking.processingFeeCents, quantity: 1 });
  }
  if (!booking.isTaxInclusive && booking.taxCents > 0) lines.push({ name: "Taxes", unitAmountCents: booking.taxCents, quantity: 1 });
  return lines;
}

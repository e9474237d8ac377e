// Buying paid tickets through the API with the local sandbox provider (the default in a
// trial and in tests): prices, held places, the sandbox's cards, expiry, and no oversell.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { AuthInfo } from "../../access/domain/auth-info.js";
import { attendees, bookings, eventTickets, userTickets } from "../../db/schema.js";
import { checkoutMessages, eventMessages } from "../../../contract/events/messages.js";
import { createEvent, createVerifiedUser } from "../../test/fixtures.js";
import { startTestApi, type TestApi } from "../../test/support.js";
import { CHECKOUT_HOLD_MINUTES } from "./domain/checkout.js";

let api: TestApi;
let host: AuthInfo;
let buyer: AuthInfo;

const COST = `query ($input: TicketOrderInput!) { event { ticketCost(input: $input) { currency subTotal serviceFee processingFee total hostBalance items { name quantity price } } } }`;
const BOOKING_FIELDS = "transactionId transactionStatus type quantity currency totalPrice subTotal serviceFee processingFee failureMessage paymentMethod items { entityId name price quantity }";
const PURCHASE = `mutation ($input: TicketOrderInput!) { event { purchaseTickets(input: $input) { checkoutUrl booking { ${BOOKING_FIELDS} } } } }`;
const BOOKING = `query ($id: ID!) { event { booking(bookingId: $id) { ${BOOKING_FIELDS} event { slug } } } }`;
const CANCEL = `mutation ($id: ID!) { event { cancelBooking(bookingId: $id) { ${BOOKING_FIELDS} } } }`;

const CARD = { expiry: "12/40", cvc: "123", name: "Sam Rivera" };

async function paidEvent(limitedAmount: number | null = 50, extra: Record<string, unknown> = {}) {
  return createEvent(api, {
    createdByUserId: host.userId,
    tickets: [
      { ticketType: "Day Pass", kind: "PAID", priceCents: 2500, currency: "AUD", limitedAmount },
      { ticketType: "Free Entry", kind: "FREE", limitedAmount: null },
    ],
    ...extra,
  });
}

async function purchase(token: string, eventId: string, eventTicketId: string, quantity = 1) {
  return (await api.graphql(PURCHASE, { input: { eventId, items: [{ eventTicketId, quantity }] } }, { token })).body;
}

const checkoutIdOf = (url: string) => new URL(url).pathname.split("/").pop()!;

async function ticketRow(id: string) {
  const [row] = await api.platform.deps.db.select().from(eventTickets).where(eq(eventTickets.id, id));
  return row;
}

beforeAll(async () => {
  api = await startTestApi();
  host = await createVerifiedUser(api);
  buyer = await createVerifiedUser(api);
});
afterAll(async () => {
  await api?.close();
});

describe("the cost of tickets", () => {
  test("a quote lists the tickets, the fees and the total; the host keeps the ticket price", async () => {
    const { event, tickets } = await paidEvent();
    const answer = await api.graphql(COST, { input: { eventId: event.id, items: [{ eventTicketId: tickets[0].id, quantity: 2 }] } });
    expect(answer.body.errors).toBeUndefined();
    const cost = answer.body.data.event.ticketCost;
    expect(cost).toMatchObject({ currency: "AUD", subTotal: 5000, serviceFee: 448, hostBalance: 5000, items: [{ name: "Day Pass", quantity: 2, price: 2500 }] });
    expect(cost.total).toBe(5000 + 448 + cost.processingFee);
  });

  test("a free ticket is not sold; 0 or more than 10 tickets are refused at the quantity", async () => {
    const { event, tickets } = await paidEvent();
    const free = await api.graphql(COST, { input: { eventId: event.id, items: [{ eventTicketId: tickets[1].id, quantity: 1 }] } });
    expect(free.body.errors[0].extensions.fields).toEqual({ eventTicketId: checkoutMessages.ticketNotForSale });
    for (const quantity of [0, 11]) {
      const wrong = await api.graphql(COST, { input: { eventId: event.id, items: [{ eventTicketId: tickets[0].id, quantity }] } });
      expect(wrong.body.errors[0].extensions.fields).toEqual({ quantity: checkoutMessages.quantityRange });
    }
  });
});

describe("paying with the sandbox", () => {
  test("a good card completes the booking: the tickets are issued, the buyer approved, the places released", async () => {
    const { event, tickets } = await paidEvent(50);
    const started = await purchase(buyer.token, event.id, tickets[0].id, 2);
    expect(started.errors).toBeUndefined();
    const { checkoutUrl, booking } = started.data.event.purchaseTickets;
    expect(checkoutUrl).toMatch(/^http:\/\/localhost:3000\/dev\/pay\/[0-9a-f-]{36}$/);
    expect(booking).toMatchObject({ transactionStatus: "PENDING", type: "BUY_EVENT_TICKET", quantity: 2, currency: "AUD", subTotal: 5000 });
    expect(await ticketRow(tickets[0].id)).toMatchObject({ availableAmount: 48, lockedAmount: 2, releasedAmount: 0 });

    const checkoutId = checkoutIdOf(checkoutUrl);
    const page = await fetch(`${api.url}/dev/payments/${checkoutId}`).then((r) => r.json());
    expect(page).toMatchObject({ status: "open", currency: "AUD", amountCents: booking.totalPrice });
    expect(page.lines.map((line: { name: string }) => line.name)).toEqual(["Day Pass", "Service fee", "Processing fee"]);

    const paid = await api.post(`/dev/payments/${checkoutId}/pay`, { number: "4242 4242 4242 4242", ...CARD });
    expect(paid.body).toEqual({ status: "paid", redirectTo: `http://localhost:3000/events/${event.slug}/checkout/${booking.transactionId}` });

    const after = (await api.graphql(BOOKING, { id: booking.transactionId }, { token: buyer.token })).body.data.event.booking;
    expect(after).toMatchObject({ transactionStatus: "COMPLETED", paymentMethod: "Visa •••• 4242", event: { slug: event.slug } });
    expect(await ticketRow(tickets[0].id)).toMatchObject({ availableAmount: 48, lockedAmount: 0, releasedAmount: 2 });
    const issued = await api.platform.deps.db.select().from(userTickets).where(eq(userTickets.transactionId, booking.transactionId));
    expect(issued).toMatchObject([{ status: "ACTIVE", count: 2, ownerUserId: buyer.userId, eventTicketId: tickets[0].id }]);
    const [attendee] = await api.platform.deps.db.select().from(attendees).where(eq(attendees.eventId, event.id));
    expect(attendee).toMatchObject({ userId: buyer.userId, state: "APPROVED" });

    // Paying again (a double submit, a replayed outcome) changes nothing.
    const again = await api.post(`/dev/payments/${checkoutId}/pay`, { number: "4242424242424242", ...CARD });
    expect(again.body.status).toBe("closed");
    expect(await api.platform.deps.db.select().from(userTickets).where(eq(userTickets.transactionId, booking.transactionId))).toHaveLength(1);
  });

  test("a declined card charges nothing and issues nothing; leaving the checkout returns the places", async () => {
    const { event, tickets } = await paidEvent(10);
    const { checkoutUrl, booking } = (await purchase(buyer.token, event.id, tickets[0].id, 3)).data.event.purchaseTickets;
    const checkoutId = checkoutIdOf(checkoutUrl);
    const declined = await api.post(`/dev/payments/${checkoutId}/pay`, { number: "4000 0000 0000 0002", ...CARD });
    expect(declined.body).toMatchObject({ status: "declined", message: checkoutMessages.cardDeclined, fields: { number: checkoutMessages.cardDeclined } });
    const broke = await api.post(`/dev/payments/${checkoutId}/pay`, { number: "4000000000009995", ...CARD });
    expect(broke.body.message).toBe(checkoutMessages.insufficientFunds);
    const malformed = await api.post(`/dev/payments/${checkoutId}/pay`, { number: "4242 4242 4242 4241", expiry: "01/20", cvc: "1", name: "" });
    expect(malformed.body.fields).toEqual({
      number: checkoutMessages.cardNumberInvalid,
      expiry: checkoutMessages.expiryInvalid,
      cvc: checkoutMessages.cvcInvalid,
      name: checkoutMessages.nameRequired,
    });
    expect((await api.graphql(BOOKING, { id: booking.transactionId }, { token: buyer.token })).body.data.event.booking.transactionStatus).toBe("PENDING");
    expect(await api.platform.deps.db.select().from(userTickets).where(eq(userTickets.eventId, event.id))).toHaveLength(0);

    const cancelled = (await api.graphql(CANCEL, { id: booking.transactionId }, { token: buyer.token })).body.data.event.cancelBooking;
    expect(cancelled.transactionStatus).toBe("CANCELLED");
    expect(await ticketRow(tickets[0].id)).toMatchObject({ availableAmount: 10, lockedAmount: 0 });
    // The provider's page is closed too: it can no longer be paid.
    expect((await api.post(`/dev/payments/${checkoutId}/pay`, { number: "4242424242424242", ...CARD })).body.status).toBe("closed");
  });

  test("a card that asks for a second step pays once authenticated; a refused authentication charges nothing", async () => {
    const { event, tickets } = await paidEvent(10);
    const { checkoutUrl, booking } = (await purchase(buyer.token, event.id, tickets[0].id, 1)).data.event.purchaseTickets;
    const checkoutId = checkoutIdOf(checkoutUrl);
    expect((await api.post(`/dev/payments/${checkoutId}/pay`, { number: "4000002500003155", ...CARD })).body).toEqual({ status: "requires_action" });
    expect((await api.post(`/dev/payments/${checkoutId}/authenticate`, { approve: false })).body).toMatchObject({ status: "declined", message: checkoutMessages.authenticationFailed });
    expect((await api.graphql(BOOKING, { id: booking.transactionId }, { token: buyer.token })).body.data.event.booking.transactionStatus).toBe("PENDING");
    await api.post(`/dev/payments/${checkoutId}/pay`, { number: "4000002500003155", ...CARD });
    expect((await api.post(`/dev/payments/${checkoutId}/authenticate`, { approve: true })).body.status).toBe("paid");
    expect((await api.graphql(BOOKING, { id: booking.transactionId }, { token: buyer.token })).body.data.event.booking.transactionStatus).toBe("COMPLETED");
  });

  test("someone else's booking does not exist for them", async () => {
    const { event, tickets } = await paidEvent(10);
    const { booking } = (await purchase(buyer.token, event.id, tickets[0].id, 1)).data.event.purchaseTickets;
    const other = await createVerifiedUser(api);
    const answer = await api.graphql(BOOKING, { id: booking.transactionId }, { token: other.token });
    expect(answer.body.errors[0].extensions.code).toBe("NOT_FOUND");
    expect((await api.graphql(CANCEL, { id: booking.transactionId }, { token: other.token })).body.errors[0].extensions.code).toBe("NOT_FOUND");
  });
});

describe("held places", () => {
  test(`an unpaid checkout gives its places back after ${CHECKOUT_HOLD_MINUTES} minutes; paid later with its places gone, it is owed a refund`, async () => {
    const { event, tickets } = await paidEvent(2);
    const first = (await purchase(buyer.token, event.id, tickets[0].id, 2)).data.event.purchaseTickets;
    const other = await createVerifiedUser(api);
    expect((await purchase(other.token, event.id, tickets[0].id, 1)).errors[0].message).toBe(checkoutMessages.notEnoughLeft(0));

    // Its hold runs out (moved back rather than moving the clock, which would end the test sessions too).
    const [held] = await api.platform.deps.db.select().from(bookings).where(eq(bookings.id, first.booking.transactionId));
    expect(held.expiresAt.getTime() - held.createdAt.getTime()).toBe(CHECKOUT_HOLD_MINUTES * 60_000);
    await api.platform.deps.db
      .update(bookings)
      .set({ expiresAt: new Date(api.clock.now().getTime() - 1000) })
      .where(eq(bookings.id, first.booking.transactionId));
    // The next buyer finds the places free again.
    const second = await purchase(other.token, event.id, tickets[0].id, 2);
    expect(second.errors).toBeUndefined();
    const expired = (await api.graphql(BOOKING, { id: first.booking.transactionId }, { token: buyer.token })).body.data.event.booking;
    expect(expired).toMatchObject({ transactionStatus: "CANCELLED", failureMessage: checkoutMessages.expired });

    // The first buyer's payment arrives late (a provider's delayed report): no place is left for it.
    const { applyPaymentOutcome } = await import("./domain/settlement.js");
    await applyPaymentOutcome(api.platform.deps, {
      kind: "paid",
      checkoutId: checkoutIdOf(first.checkoutUrl),
      reference: first.booking.transactionId,
      paymentId: "pi_late",
      amountCents: first.booking.totalPrice,
      currency: "AUD",
      paymentMethod: "card",
    });
    const [late] = await api.platform.deps.db.select().from(bookings).where(eq(bookings.id, first.booking.transactionId));
    expect(late.status).toBe("REFUND_PENDING");
    expect(await api.platform.deps.db.select().from(userTickets).where(eq(userTickets.transactionId, late.id))).toHaveLength(0);
    expect(await ticketRow(tickets[0].id)).toMatchObject({ availableAmount: 0, lockedAmount: 2, releasedAmount: 0 });
  });

  test("an order refused for its tickets holds nothing and says why: not for sale, plus-ones, too few left", async () => {
    const { event, tickets } = await paidEvent(3);
    const [paid, free] = tickets;
    const other = await paidEvent(50);
    const order = (items: { eventTicketId: string; quantity: number; additionalGuests?: number }[]) =>
      api.graphql(PURCHASE, { input: { eventId: event.id, items } }, { token: buyer.token }).then((answer) => answer.body);
    const placesLeft = async () => (await ticketRow(paid.id)).availableAmount;

    // A free ticket, another event's ticket: not for sale, even alongside one that is.
    for (const items of [[{ eventTicketId: free.id, quantity: 1 }], [{ eventTicketId: paid.id, quantity: 1 }, { eventTicketId: other.tickets[0].id, quantity: 1 }]]) {
      const refused = await order(items);
      expect(refused.errors[0].extensions.fields).toEqual({ eventTicketId: checkoutMessages.ticketNotForSale });
      expect(await placesLeft()).toBe(3);
    }
    // Plus-ones the ticket does not allow (it allows none), whether or not places are left for them.
    for (const additionalGuests of [1, 50, -1]) {
      const refused = await order([{ eventTicketId: paid.id, quantity: 1, additionalGuests }]);
      expect(refused.errors[0].extensions.fields).toEqual({ additionalGuests: eventMessages.plusOnesRange(0) });
    }
    // More than are left.
    const tooMany = await order([{ eventTicketId: paid.id, quantity: 4 }]);
    expect(tooMany.errors[0].extensions.fields).toEqual({ quantity: checkoutMessages.notEnoughLeft(3) });
    expect(await ticketRow(paid.id)).toMatchObject({ availableAmount: 3, lockedAmount: 0 });
    // The same order within what is left holds its places and is priced from the ticket.
    const held = await order([{ eventTicketId: paid.id, quantity: 3 }]);
    expect(held.data.event.purchaseTickets.booking).toMatchObject({ quantity: 3, subTotal: 7500, items: [{ entityId: paid.id, name: "Day Pass", price: 2500, quantity: 3 }] });
    expect(await ticketRow(paid.id)).toMatchObject({ availableAmount: 0, lockedAmount: 3 });
  });

  test("20 buyers at once for the last 5 tickets: exactly 5 hold one, none oversold", async () => {
    const { event, tickets } = await paidEvent(5);
    const buyers = await Promise.all(Array.from({ length: 20 }, () => createVerifiedUser(api)));
    const answers = await Promise.all(buyers.map((b) => purchase(b.token, event.id, tickets[0].id, 1)));
    const started = answers.filter((answer) => !answer.errors);
    expect(started).toHaveLength(5);
    for (const refused of answers.filter((answer) => answer.errors)) expect(refused.errors[0].message).toBe(checkoutMessages.notEnoughLeft(0));
    expect(await ticketRow(tickets[0].id)).toMatchObject({ availableAmount: 0, lockedAmount: 5 });
    // All five pay at once: every place is released to its buyer.
    await Promise.all(
      started.map((answer) => api.post(`/dev/payments/${checkoutIdOf(answer.data.event.purchaseTickets.checkoutUrl)}/pay`, { number: "4242424242424242", ...CARD })),
    );
    expect(await ticketRow(tickets[0].id)).toMatchObject({ availableAmount: 0, lockedAmount: 0, releasedAmount: 5 });
    expect(await api.platform.deps.db.select().from(userTickets).where(eq(userTickets.eventId, event.id))).toHaveLength(5);
  });
});

// Paid tickets that need the host's approval (docs/decisions/0054), through the API and the
// sandbox provider: the checkout only authorises the card; the host's decline releases the
// authorisation (nothing charged, no ticket, no ledger entry), the host's approval captures it
// once (the ticket issued, the ledger credited), whatever the number of approvals.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { AuthInfo } from "../../access/domain/auth-info.js";
import { attendees, bookings, eventTickets, hostLedgerEntries, sandboxCheckouts, userTickets } from "../../db/schema.js";
import { checkoutMessages, eventMessages } from "../../../contract/events/messages.js";
import { approvalMessages } from "../../../contract/hosting/messages.js";
import { createEvent, createVerifiedUser } from "../../test/fixtures.js";
import { startTestApi, type TestApi } from "../../test/support.js";
import { APPROVAL_WINDOW_DAYS, settleApprovalRequests } from "../../events/checkout/domain/approval-payments.js";

let api: TestApi;
let host: AuthInfo;

const PURCHASE = `mutation ($input: TicketOrderInput!) { event { purchaseTickets(input: $input) { checkoutUrl booking { transactionId totalPrice requiresApproval } } } }`;
const RSVP = `mutation ($input: RsvpInput!) { event { rsvp(input: $input) { eventId } } }`;
const BOOKING = `query ($id: ID!) { event { booking(bookingId: $id) { transactionStatus requiresApproval failureMessage paidDateUtc } } }`;
const DECIDE = `mutation ($input: AttendeeDecisionInput!) {
  event { decideAttendees(input: $input) { processed failed skipped failures { attendeeId reason } } }
}`;
const CARD = { number: "4242 4242 4242 4242", expiry: "12/40", cvc: "123", name: "Sam Rivera" };

const db = () => api.platform.deps.db;

/** A paid event whose Reviewed Pass ($30.00, 5 places) needs the host's approval. */
async function approvalEvent() {
  return createEvent(api, {
    createdByUserId: host.userId,
    tickets: [{ ticketType: "Reviewed Pass", kind: "PAID", priceCents: 3000, limitedAmount: 5, isRequiredApproval: true }],
  });
}

/** A new buyer asks for the ticket and pays with the sandbox's good card. */
async function request(eventId: string, eventTicketId: string, quantity = 1) {
  const buyer = await createVerifiedUser(api);
  const started = await api.graphql(PURCHASE, { input: { eventId, items: [{ eventTicketId, quantity }] } }, { token: buyer.token });
  expect(started.body.errors).toBeUndefined();
  const { checkoutUrl, booking } = started.body.data.event.purchaseTickets;
  expect(booking.requiresApproval).toBe(true);
  const checkoutId = new URL(checkoutUrl).pathname.split("/").pop()!;
  const paid = await api.post(`/dev/payments/${checkoutId}/pay`, CARD);
  expect(paid.body.status).toBe("paid");
  const [attendee] = await db().select().from(attendees).where(and(eq(attendees.eventId, eventId), eq(attendees.userId, buyer.userId)));
  return { buyer, bookingId: booking.transactionId as string, total: booking.totalPrice as number, checkoutId, attendeeId: attendee.id };
}

const decide = async (eventId: string, decision: "APPROVE" | "DECLINE", attendeeIds: string[]) =>
  (await api.graphql(DECIDE, { input: { eventId, decision, attendeeIds } }, { token: host.token })).body;
const bookingView = async (token: string, id: string) => (await api.graphql(BOOKING, { id }, { token })).body.data.event.booking;
const ticketsOf = (bookingId: string) => db().select().from(userTickets).where(eq(userTickets.transactionId, bookingId));
const ledgerOf = (eventId: string) => db().select().from(hostLedgerEntries).where(eq(hostLedgerEntries.eventId, eventId));
const sandboxOf = async (checkoutId: string) => (await db().select().from(sandboxCheckouts).where(eq(sandboxCheckouts.id, checkoutId)))[0];
const placesOf = async (eventTicketId: string) => (await db().select().from(eventTickets).where(eq(eventTickets.id, eventTicketId)))[0];

beforeAll(async () => {
  api = await startTestApi();
  host = await createVerifiedUser(api);
});
afterAll(async () => {
  await api?.close();
});

describe("a paid ticket that needs approval", () => {
  test("paying only authorises: the request waits for the host with a pending ticket, holding no place, nothing charged", async () => {
    const { event, tickets } = await approvalEvent();
    const { buyer, bookingId, checkoutId } = await request(event.id, tickets[0].id, 2);
    expect(await bookingView(buyer.token, bookingId)).toMatchObject({ transactionStatus: "AUTHORIZED", requiresApproval: true, paidDateUtc: null });
    expect(await sandboxOf(checkoutId)).toMatchObject({ status: "authorized", captureMethod: "manual" });
    expect((await ticketsOf(bookingId)).map((ticket) => [ticket.status, ticket.count])).toEqual([["PENDING", 2]]);
    expect(await placesOf(tickets[0].id)).toMatchObject({ availableAmount: 5, lockedAmount: 0, releasedAmount: 0 });
    expect(await ledgerOf(event.id)).toEqual([]);
  });

  test("declined: the authorisation is released, nothing is charged, no ticket, no ledger entry", async () => {
    const { event, tickets } = await approvalEvent();
    const { buyer, bookingId, checkoutId, attendeeId } = await request(event.id, tickets[0].id);
    const declined = await decide(event.id, "DECLINE", [attendeeId]);
    expect(declined.errors).toBeUndefined();
    expect(declined.data.event.decideAttendees).toMatchObject({ processed: 1, failed: 0 });

    expect(await bookingView(buyer.token, bookingId)).toMatchObject({ transactionStatus: "CANCELLED", failureMessage: checkoutMessages.requestDeclined, paidDateUtc: null });
    // At the provider: released, never captured; it cannot be captured afterwards either.
    expect((await sandboxOf(checkoutId)).status).toBe("canceled");
    expect((await ticketsOf(bookingId)).map((ticket) => ticket.status)).toEqual(["CANCELLED"]);
    expect(await ledgerOf(event.id)).toEqual([]);
    expect(await placesOf(tickets[0].id)).toMatchObject({ availableAmount: 5, releasedAmount: 0 });
    // Approving after the decline (an undo, then approve) charges nothing: the request is over.
    await decide(event.id, "APPROVE", [attendeeId]);
    expect((await sandboxOf(checkoutId)).status).toBe("canceled");
    expect(await ledgerOf(event.id)).toEqual([]);
  });

  test("approved: the payment is captured once, the ticket issued, the ledger credited; approving again charges nothing more", async () => {
    const { event, tickets } = await approvalEvent();
    const { buyer, bookingId, checkoutId, attendeeId } = await request(event.id, tickets[0].id);
    const approved = await decide(event.id, "APPROVE", [attendeeId]);
    expect(approved.errors).toBeUndefined();
    expect(approved.data.event.decideAttendees).toMatchObject({ processed: 1, failed: 0 });

    const booking = await bookingView(buyer.token, bookingId);
    expect(booking.transactionStatus).toBe("COMPLETED");
    expect(booking.paidDateUtc).not.toBeNull();
    expect((await sandboxOf(checkoutId)).status).toBe("complete");
    expect((await ticketsOf(bookingId)).map((ticket) => ticket.status)).toEqual(["ACTIVE"]);
    expect(await placesOf(tickets[0].id)).toMatchObject({ availableAmount: 4, releasedAmount: 1 });
    const [row] = await db().select().from(bookings).where(eq(bookings.id, bookingId));
    const ledger = await ledgerOf(event.id);
    expect(ledger.map((entry) => [entry.kind, entry.amountCents])).toEqual([["SALE", row.hostBalanceCents]]);

    // Twice, and two at once: skipped, one sale, one capture.
    const again = await Promise.all([decide(event.id, "APPROVE", [attendeeId]), decide(event.id, "APPROVE", [attendeeId])]);
    for (const answer of again) expect(answer.data.event.decideAttendees).toMatchObject({ processed: 0, skipped: 1 });
    await settleApprovalRequests(api.platform.deps);
    expect((await ledgerOf(event.id)).length).toBe(1);
    expect((await ticketsOf(bookingId)).length).toBe(1);
    // A declined approved guest keeps the paid ticket: refunds are the way back.
    const decline = await decide(event.id, "DECLINE", [attendeeId]);
    expect(decline.data.event.decideAttendees.failures).toEqual([{ attendeeId, reason: approvalMessages.paidTickets }]);
  });

  test("a bulk approval captures each request once, concurrent with a second bulk approval", async () => {
    const { event, tickets } = await approvalEvent();
    const requests = [];
    for (let index = 0; index < 3; index++) requests.push(await request(event.id, tickets[0].id));
    const ids = requests.map((one) => one.attendeeId);
    const answers = await Promise.all([decide(event.id, "APPROVE", ids), decide(event.id, "APPROVE", ids)]);
    expect(answers.map((answer) => answer.data.event.decideAttendees.processed).sort()).toEqual([0, 3]);
    for (const one of requests) {
      expect((await sandboxOf(one.checkoutId)).status).toBe("complete");
      expect(await bookingView(one.buyer.token, one.bookingId)).toMatchObject({ transactionStatus: "COMPLETED" });
    }
    expect((await ledgerOf(event.id)).length).toBe(3);
    expect(await placesOf(tickets[0].id)).toMatchObject({ availableAmount: 2, releasedAmount: 3 });
  });

  test("cancelling the event ends its undecided requests: released, not charged, and approving afterwards charges nothing", async () => {
    const { event, tickets } = await approvalEvent();
    const { buyer, bookingId, checkoutId, attendeeId } = await request(event.id, tickets[0].id);
    const cancelled = await api.graphql(`mutation ($eventId: ID!) { event { cancel(eventId: $eventId) { status } } }`, { eventId: event.id }, { token: host.token });
    expect(cancelled.body.errors).toBeUndefined();
    expect(await bookingView(buyer.token, bookingId)).toMatchObject({ transactionStatus: "CANCELLED", failureMessage: checkoutMessages.eventCancelledNotCharged, paidDateUtc: null });
    expect((await sandboxOf(checkoutId)).status).toBe("canceled");
    expect((await ticketsOf(bookingId)).map((ticket) => ticket.status)).toEqual(["CANCELLED"]);
    await decide(event.id, "APPROVE", [attendeeId]);
    await settleApprovalRequests(api.platform.deps);
    expect((await sandboxOf(checkoutId)).status).toBe("canceled");
    expect(await ledgerOf(event.id)).toEqual([]);
  });

  test("a request the host leaves undecided ends after its window, released and not charged", async () => {
    const { event, tickets } = await approvalEvent();
    const { buyer, bookingId, checkoutId, attendeeId } = await request(event.id, tickets[0].id);
    const later = new Date(api.clock.now().getTime() + (APPROVAL_WINDOW_DAYS * 24 + 1) * 3_600_000);
    await settleApprovalRequests({ ...api.platform.deps, clock: () => later });
    expect(await bookingView(buyer.token, bookingId)).toMatchObject({ transactionStatus: "CANCELLED", failureMessage: checkoutMessages.requestExpired });
    expect((await sandboxOf(checkoutId)).status).toBe("canceled");
    expect((await ticketsOf(bookingId)).map((ticket) => ticket.status)).toEqual(["CANCELLED"]);
    const approved = await decide(event.id, "APPROVE", [attendeeId]);
    expect(approved.data.event.decideAttendees.processed).toBe(0);
    expect(await ledgerOf(event.id)).toEqual([]);
  });

  test("an authorisation that lapsed before the approval is not captured: the approval is undone, nothing charged", async () => {
    const { event, tickets } = await approvalEvent();
    const { buyer, bookingId, checkoutId, attendeeId } = await request(event.id, tickets[0].id);
    await db().update(sandboxCheckouts).set({ authorizationExpiresAt: new Date(api.clock.now().getTime() - 1000) }).where(eq(sandboxCheckouts.id, checkoutId));
    const approved = await decide(event.id, "APPROVE", [attendeeId]);
    expect(approved.data.event.decideAttendees).toMatchObject({ processed: 0, failed: 1, failures: [{ attendeeId, reason: approvalMessages.authorizationLapsed }] });
    expect(await bookingView(buyer.token, bookingId)).toMatchObject({ transactionStatus: "FAILED", failureMessage: checkoutMessages.authorizationLapsed });
    expect((await sandboxOf(checkoutId)).status).toBe("canceled");
    expect((await ticketsOf(bookingId)).map((ticket) => ticket.status)).toEqual(["CANCELLED"]);
    expect(await placesOf(tickets[0].id)).toMatchObject({ availableAmount: 5, releasedAmount: 0 });
    expect(await ledgerOf(event.id)).toEqual([]);
  });

  test("a guest who says they are not going withdraws their request: released, not charged", async () => {
    const { event, tickets } = await approvalEvent();
    const { buyer, bookingId, checkoutId, attendeeId } = await request(event.id, tickets[0].id);
    const withdrawn = await api.graphql(RSVP, { input: { eventId: event.id, response: "DECLINE" } }, { token: buyer.token });
    expect(withdrawn.body.errors).toBeUndefined();
    expect(await bookingView(buyer.token, bookingId)).toMatchObject({ transactionStatus: "CANCELLED", failureMessage: checkoutMessages.requestWithdrawn });
    expect((await sandboxOf(checkoutId)).status).toBe("canceled");
    expect((await ticketsOf(bookingId)).map((ticket) => ticket.status)).toEqual(["CANCELLED"]);
    expect((await decide(event.id, "APPROVE", [attendeeId])).data.event.decideAttendees.processed).toBe(0);
    expect(await ledgerOf(event.id)).toEqual([]);
  });

  test("an RSVP neither gives up nor replaces a ticket that was paid for", async () => {
    const { event, tickets } = await createEvent(api, {
      createdByUserId: host.userId,
      tickets: [
        { ticketType: "Day Pass", kind: "PAID", priceCents: 2500, limitedAmount: 10 },
        { ticketType: "Free Entry", kind: "FREE", limitedAmount: 10 },
      ],
    });
    const buyer = await createVerifiedUser(api);
    const started = await api.graphql(PURCHASE, { input: { eventId: event.id, items: [{ eventTicketId: tickets[0].id, quantity: 1 }] } }, { token: buyer.token });
    const { checkoutUrl, booking } = started.body.data.event.purchaseTickets;
    expect((await api.post(`/dev/payments/${new URL(checkoutUrl).pathname.split("/").pop()}/pay`, CARD)).body.status).toBe("paid");

    const notGoing = await api.graphql(RSVP, { input: { eventId: event.id, response: "DECLINE" } }, { token: buyer.token });
    expect(notGoing.body.errors?.[0]).toMatchObject({ message: eventMessages.paidTicketHeld });
    const free = await api.graphql(RSVP, { input: { eventId: event.id, response: "ACCEPT", eventTicketId: tickets[1].id } }, { token: buyer.token });
    expect(free.body.errors?.[0]).toMatchObject({ message: eventMessages.orderTicketHeld });
    expect((await ticketsOf(booking.transactionId)).map((ticket) => ticket.status)).toEqual(["ACTIVE"]);
  });

  test("a guest the host approved already pays at once", async () => {
    const { event, tickets } = await approvalEvent();
    const first = await request(event.id, tickets[0].id);
    await decide(event.id, "APPROVE", [first.attendeeId]);
    const again = await api.graphql(PURCHASE, { input: { eventId: event.id, items: [{ eventTicketId: tickets[0].id, quantity: 1 }] } }, { token: first.buyer.token });
    const { checkoutUrl, booking } = again.body.data.event.purchaseTickets;
    expect(booking.requiresApproval).toBe(false);
    const paid = await api.post(`/dev/payments/${new URL(checkoutUrl).pathname.split("/").pop()}/pay`, CARD);
    expect(paid.body.status).toBe("paid");
    expect(await bookingView(first.buyer.token, booking.transactionId)).toMatchObject({ transactionStatus: "COMPLETED" });
  });
});

// An approved paid request whose capture is under way when the event is cancelled (ADR 0054,
// ADR 0053): whichever commits first wins. The capture and the cancellation are interleaved in
// both orders by pausing the provider's capture; neither leaves a ticket valid on the cancelled
// event, nor money taken without a ticket or a refund.
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { AuthInfo } from "../../access/domain/auth-info.js";
import { attendees, bookings, hostLedgerEntries, sandboxCheckouts, sandboxRefunds, userTickets } from "../../db/schema.js";
import { approvalMessages } from "../../../contract/hosting/messages.js";
import { createEvent, createVerifiedUser } from "../../test/fixtures.js";
import { startTestApi, type TestApi } from "../../test/support.js";

let api: TestApi;
let host: AuthInfo;

const PURCHASE = `mutation ($input: TicketOrderInput!) { event { purchaseTickets(input: $input) { checkoutUrl booking { transactionId totalPrice } } } }`;
const DECIDE = `mutation ($input: AttendeeDecisionInput!) { event { decideAttendees(input: $input) { processed failed failures { reason } } } }`;
const CANCEL = `mutation ($eventId: ID!) { event { cancel(eventId: $eventId) { status } } }`;
const CARD = { number: "4242 4242 4242 4242", expiry: "12/40", cvc: "123", name: "Sam Rivera" };

const db = () => api.platform.deps.db;

async function approvalRequest() {
  const { event, tickets } = await createEvent(api, {
    createdByUserId: host.userId,
    tickets: [{ ticketType: "Reviewed Pass", kind: "PAID", priceCents: 3000, limitedAmount: 5, isRequiredApproval: true }],
  });
  const buyer = await createVerifiedUser(api);
  const started = await api.graphql(PURCHASE, { input: { eventId: event.id, items: [{ eventTicketId: tickets[0].id, quantity: 1 }] } }, { token: buyer.token });
  expect(started.body.errors).toBeUndefined();
  const { checkoutUrl, booking } = started.body.data.event.purchaseTickets;
  const checkoutId = new URL(checkoutUrl).pathname.split("/").pop()!;
  expect((await api.post(`/dev/payments/${checkoutId}/pay`, CARD)).body.status).toBe("paid");
  const [attendee] = await db().select().from(attendees).where(and(eq(attendees.eventId, event.id), eq(attendees.userId, buyer.userId)));
  return { event, bookingId: booking.transactionId as string, total: booking.totalPrice as number, checkoutId, attendeeId: attendee.id };
}

const cancel = async (eventId: string) => (await api.graphql(CANCEL, { eventId }, { token: host.token })).body;
const approve = async (eventId: string, attendeeId: string) =>
  (await api.graphql(DECIDE, { input: { eventId, decision: "APPROVE", attendeeIds: [attendeeId] } }, { token: host.token })).body;

/** Runs `meanwhile` inside the provider's capture: before it reaches the provider, or after the money is taken. */
async function withCapturePaused<T>(when: "before" | "after", meanwhile: () => Promise<unknown>, run: () => Promise<T>): Promise<T> {
  const payments = api.platform.deps.payments!;
  const real = payments.capture;
  payments.capture = async (request) => {
    if (when === "before") await meanwhile();
    await real.call(payments, request);
    if (when === "after") await meanwhile();
  };
  try {
    return await run();
  } finally {
    payments.capture = real;
  }
}

/** What the money and the tickets say once both have finished. */
async function outcome(eventId: string, bookingId: string, checkoutId: string) {
  const [booking] = await db().select().from(bookings).where(eq(bookings.id, bookingId));
  const [atProvider] = await db().select().from(sandboxCheckouts).where(eq(sandboxCheckouts.id, checkoutId));
  const refunded = await db().select().from(sandboxRefunds).where(sql`${sandboxRefunds.reference} in (select id::text from booking_refunds where booking_id = ${bookingId})`);
  const tickets = await db().select().from(userTickets).where(eq(userTickets.transactionId, bookingId));
  const ledger = await db().select().from(hostLedgerEntries).where(eq(hostLedgerEntries.eventId, eventId));
  return {
    bookingStatus: booking.status,
    provider: atProvider.status,
    refundedCents: refunded.reduce((sum, refund) => sum + refund.amountCents, 0),
    validTickets: tickets.filter((ticket) => ticket.status === "ACTIVE").length,
    balance: ledger.reduce((sum, entry) => sum + entry.amountCents, 0),
  };
}

beforeAll(async () => {
  api = await startTestApi();
  host = await createVerifiedUser(api);
});
afterAll(async () => {
  await api?.close();
});

describe("an approved paid request and the event's cancellation", () => {
  test("cancelled while the capture is on its way to the provider: nothing is captured, no ticket stays valid", async () => {
    const { event, bookingId, checkoutId, attendeeId } = await approvalRequest();
    const approved = await withCapturePaused("before", async () => expect((await cancel(event.id)).errors).toBeUndefined(), () => approve(event.id, attendeeId));
    expect(approved.errors).toBeUndefined();
    expect(await outcome(event.id, bookingId, checkoutId)).toEqual({ bookingStatus: "CANCELLED", provider: "canceled", refundedCents: 0, validTickets: 0, balance: 0 });
  });

  test("cancelled after the provider took the money, before the booking completed: all of it is refunded, once, no ticket stays valid", async () => {
    const { event, bookingId, total, checkoutId, attendeeId } = await approvalRequest();
    const approved = await withCapturePaused("after", async () => expect((await cancel(event.id)).errors).toBeUndefined(), () => approve(event.id, attendeeId));
    expect(approved.errors).toBeUndefined();
    expect(await outcome(event.id, bookingId, checkoutId)).toEqual({ bookingStatus: "REFUNDED", provider: "complete", refundedCents: total, validTickets: 0, balance: 0 });
    const [ticket] = await db().select().from(userTickets).where(eq(userTickets.transactionId, bookingId));
    expect(ticket).toMatchObject({ status: "CANCELLED" });
    expect(ticket.refundId).not.toBeNull();
    // Cancelling again sends nothing more.
    expect((await cancel(event.id)).errors).toBeUndefined();
    expect((await outcome(event.id, bookingId, checkoutId)).refundedCents).toBe(total);
  });

  test("the capture completed first: the cancellation refunds it like any paid booking", async () => {
    const { event, bookingId, total, checkoutId, attendeeId } = await approvalRequest();
    expect((await approve(event.id, attendeeId)).errors).toBeUndefined();
    expect((await cancel(event.id)).errors).toBeUndefined();
    expect(await outcome(event.id, bookingId, checkoutId)).toEqual({ bookingStatus: "REFUNDED", provider: "complete", refundedCents: total, validTickets: 0, balance: 0 });
  });

  test("the cancellation committed first: the approval is refused and nothing is captured", async () => {
    const { event, bookingId, checkoutId, attendeeId } = await approvalRequest();
    expect((await cancel(event.id)).errors).toBeUndefined();
    const refused = await approve(event.id, attendeeId);
    expect(refused.errors[0]).toMatchObject({ message: approvalMessages.eventCancelled, extensions: { code: "CONFLICT" } });
    expect(await outcome(event.id, bookingId, checkoutId)).toEqual({ bookingStatus: "CANCELLED", provider: "canceled", refundedCents: 0, validTickets: 0, balance: 0 });
  });

  test("approval and cancellation at the same moment: either way, no valid ticket and no money kept", async () => {
    for (let round = 0; round < 3; round++) {
      const { event, bookingId, total, checkoutId, attendeeId } = await approvalRequest();
      await Promise.all([approve(event.id, attendeeId), cancel(event.id)]);
      const seen = await outcome(event.id, bookingId, checkoutId);
      expect(seen.validTickets).toBe(0);
      expect(seen.balance).toBe(0);
      expect(seen.refundedCents).toBe(seen.provider === "complete" ? total : 0);
    }
  });
});

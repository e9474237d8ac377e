// Earnings and payouts through the API, with bookings bought through the real checkout and
// the sandbox payment provider: what counts as earned, refunds, who may see and request,
// and payout requests that can never overdraw a balance, however many arrive at once.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { AuthInfo } from "../../access/domain/auth-info.js";
import { attendees, bookings, hostLedgerEntries, payoutRequests, users } from "../../db/schema.js";
import { moneyMessages, payoutEmails, payoutQueueMessages } from "../../../contract/hosting/money-messages.js";
import { createEvent, createVerifiedUser } from "../../test/fixtures.js";
import { startTestApi, type TestApi } from "../../test/support.js";
import { settlePayout } from "./domain/payouts.js";

let api: TestApi;
let host: AuthInfo;
let buyer: AuthInfo;

const PURCHASE = `mutation ($input: TicketOrderInput!) { event { purchaseTickets(input: $input) { checkoutUrl booking { transactionId totalPrice } } } }`;
const TOTALS = "currency grossSales ticketSales gratuity serviceFee processingFee taxes refunds refundedHostShare net completedBookings refundedBookings ticketsSold pendingBookings pendingAmount";
const EARNINGS = `query ($filter: EarningsFilter) { event { earnings(filter: $filter) { totals { ${TOTALS} } tickets { eventTicketId ticketType quantity revenue } events { eventId net ticketsSold } } } }`;
const INFO = `query ($eventId: ID!) { event { payoutInfo(eventId: $eventId) { currency canRequestPayout lastRequestedTime totalBalance totalAmount totalReleasedAmount pendingAmount } } }`;
const LIST = `query ($eventId: ID!, $first: Int, $after: String) { event { payoutRequests(eventId: $eventId, first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } nodes { requestId amount status paidDate } } } }`;
const REQUEST = `mutation ($input: PayoutRequestInput!) { event { requestPayout(input: $input) { requestId amount currency status } } }`;

const CARD = { number: "4242 4242 4242 4242", expiry: "12/40", cvc: "123", name: "Sam Rivera" };

/** A paid event of the host: Day Pass $25.00 (fees on top, so the host keeps $25.00 a ticket) and VIP $80.00. */
async function paidEvent() {
  return createEvent(api, {
    createdByUserId: host.userId,
    tickets: [
      { ticketType: "Day Pass", kind: "PAID", priceCents: 2500, limitedAmount: 100 },
      { ticketType: "VIP", kind: "PAID", priceCents: 8000, limitedAmount: 10 },
    ],
  });
}

/** Buys through the checkout; pays with the sandbox's good card unless `pay` is false. */
async function buy(eventId: string, eventTicketId: string, quantity: number, pay = true) {
  const started = await api.graphql(PURCHASE, { input: { eventId, items: [{ eventTicketId, quantity }] } }, { token: buyer.token });
  expect(started.body.errors).toBeUndefined();
  const { checkoutUrl, booking } = started.body.data.event.purchaseTickets;
  if (pay) {
    const paid = await api.post(`/dev/payments/${new URL(checkoutUrl).pathname.split("/").pop()}/pay`, CARD);
    expect(paid.body.status).toBe("paid");
  }
  return booking as { transactionId: string; totalPrice: number };
}

async function earnings(token: string, filter: Record<string, unknown>) {
  return (await api.graphql(EARNINGS, { filter }, { token })).body;
}

async function request(token: string, eventId: string, amount: number, idempotencyKey: string) {
  return (await api.graphql(REQUEST, { input: { eventId, amount, idempotencyKey } }, { token })).body;
}

async function giveRole(eventId: string, user: AuthInfo, role: "CO_HOST" | "DOOR") {
  await api.platform.deps.db.insert(attendees).values({ eventId, userId: user.userId, roles: [role] });
}

beforeAll(async () => {
  api = await startTestApi();
  host = await createVerifiedUser(api);
  buyer = await createVerifiedUser(api);
});
afterAll(async () => {
  await api?.close();
});

describe("earnings", () => {
  test("completed bookings are earned with their fees and ticket breakdown; pending ones are apart; a refund subtracts", async () => {
    const { event, tickets } = await paidEvent();
    const twoDays = await buy(event.id, tickets[0].id, 2);
    const vip = await buy(event.id, tickets[1].id, 1);
    const pending = await buy(event.id, tickets[0].id, 1, false);

    const [a, b] = await api.platform.deps.db.select().from(bookings).where(eq(bookings.id, twoDays.transactionId)).then(async ([first]) => [
      first,
      (await api.platform.deps.db.select().from(bookings).where(eq(bookings.id, vip.transactionId)))[0],
    ]);
    const answer = await earnings(host.token, { eventId: event.id });
    expect(answer.errors).toBeUndefined();
    const { totals, tickets: breakdown } = answer.data.event.earnings;
    expect(totals).toEqual([
      {
        currency: "USD",
        grossSales: a.totalCents + b.totalCents,
        ticketSales: 2 * 2500 + 8000,
        gratuity: 0,
        serviceFee: a.serviceFeeCents + b.serviceFeeCents,
        processingFee: a.processingFeeCents + b.processingFeeCents,
        taxes: 0,
        refunds: 0,
        refundedHostShare: 0,
        net: 2 * 2500 + 8000,
        completedBookings: 2,
        refundedBookings: 0,
        ticketsSold: 3,
        pendingBookings: 1,
        pendingAmount: pending.totalPrice,
      },
    ]);
    expect(breakdown).toEqual([
      { eventTicketId: tickets[0].id, ticketType: "Day Pass", quantity: 2, revenue: 5000 },
      { eventTicketId: tickets[1].id, ticketType: "VIP", quantity: 1, revenue: 8000 },
    ]);
    expect((await api.graphql(INFO, { eventId: event.id }, { token: host.token })).body.data.event.payoutInfo).toMatchObject({ totalBalance: 13000, totalAmount: 13000 });

    // Support refunds the VIP booking: it leaves the earnings and the balance.
    await api.platform.deps.db.update(bookings).set({ status: "REFUNDED" }).where(eq(bookings.id, vip.transactionId));
    const after = (await earnings(host.token, { eventId: event.id })).data.event.earnings;
    expect(after.totals[0]).toMatchObject({ grossSales: a.totalCents + b.totalCents, refunds: b.totalCents, refundedHostShare: 8000, net: 5000, completedBookings: 1, refundedBookings: 1 });
    expect(after.tickets).toEqual([{ eventTicketId: tickets[0].id, ticketType: "Day Pass", quantity: 2, revenue: 5000 }]);
    const info = (await api.graphql(INFO, { eventId: event.id }, { token: host.token })).body.data.event.payoutInfo;
    expect(info).toEqual({ currency: "USD", canRequestPayout: true, lastRequestedTime: null, totalBalance: 5000, totalAmount: 5000, totalReleasedAmount: 0, pendingAmount: 0 });
    // Refunding again changes nothing.
    await api.platform.deps.db.update(bookings).set({ status: "REFUNDED" }).where(eq(bookings.id, vip.transactionId));
    expect(await api.platform.deps.db.select().from(hostLedgerEntries).where(eq(hostLedgerEntries.eventId, event.id))).toHaveLength(3);
  });

  test("a date range counts only the bookings paid in it; across events lists each of the viewer's events", async () => {
    const { event, tickets } = await paidEvent();
    await buy(event.id, tickets[0].id, 1);
    const now = api.clock.now().getTime();
    const later = await earnings(host.token, { eventId: event.id, from: new Date(now + 3600_000).toISOString() });
    expect(later.data.event.earnings.totals).toEqual([]);
    const around = await earnings(host.token, { eventId: event.id, from: new Date(now - 3600_000).toISOString(), to: new Date(now + 3600_000).toISOString() });
    expect(around.data.event.earnings.totals[0]).toMatchObject({ net: 2500, ticketsSold: 1 });
    const backwards = await earnings(host.token, { from: new Date(now).toISOString(), to: new Date(now - 1).toISOString() });
    expect(backwards.errors[0].extensions).toMatchObject({ code: "BAD_USER_INPUT", fields: { to: moneyMessages.dateRangeInvalid } });

    const all = (await earnings(host.token, {})).data.event.earnings;
    expect(all.events.map((row: { eventId: string }) => row.eventId)).toContain(event.id);
    expect((await earnings(buyer.token, {})).data.event.earnings).toEqual({ totals: [], tickets: [], events: [] });
  });

  test("co-hosts see earnings but cannot request a payout; door staff and strangers see nothing", async () => {
    const { event, tickets } = await paidEvent();
    await buy(event.id, tickets[0].id, 1);
    const cohost = await createVerifiedUser(api);
    const door = await createVerifiedUser(api);
    await giveRole(event.id, cohost, "CO_HOST");
    await giveRole(event.id, door, "DOOR");

    expect((await earnings(cohost.token, { eventId: event.id })).data.event.earnings.totals[0].net).toBe(2500);
    expect((await earnings(cohost.token, {})).data.event.earnings.events.map((row: { eventId: string }) => row.eventId)).toContain(event.id);
    expect((await api.graphql(INFO, { eventId: event.id }, { token: cohost.token })).body.data.event.payoutInfo).toMatchObject({ canRequestPayout: false, totalBalance: 2500 });
    const refused = await request(cohost.token, event.id, 100, "cohost-key-1");
    expect(refused.errors[0]).toMatchObject({ message: moneyMessages.payoutNotAllowed, extensions: { code: "AUTH_NOT_AUTHORIZED" } });

    for (const who of [door, buyer]) {
      expect((await earnings(who.token, { eventId: event.id })).errors[0].extensions.code).toBe("AUTH_NOT_AUTHORIZED");
      expect((await api.graphql(INFO, { eventId: event.id }, { token: who.token })).body.errors[0].extensions.code).toBe("AUTH_NOT_AUTHORIZED");
      expect((await api.graphql(LIST, { eventId: event.id }, { token: who.token })).body.errors[0].extensions.code).toBe("AUTH_NOT_AUTHORIZED");
      expect((await earnings(who.token, {})).data.event.earnings.events).toEqual([]);
    }
    expect((await api.graphql(INFO, { eventId: event.id })).body.errors[0].extensions.code).toBe("AUTH_NOT_AUTHENTICATED");
    expect((await api.graphql(INFO, { eventId: "no-such-event" }, { token: host.token })).body.errors[0].extensions.code).toBe("NOT_FOUND");
  });
});

describe("payout requests", () => {
  test("a request debits the balance; over the balance or nothing at all is refused at the amount", async () => {
    const { event, tickets } = await paidEvent();
    const none = await request(host.token, event.id, 100, "empty-balance-1");
    expect(none.errors[0].extensions).toMatchObject({ code: "BAD_USER_INPUT", fields: { amount: moneyMessages.nothingToPayOut } });
    await buy(event.id, tickets[0].id, 1);

    const made = await request(host.token, event.id, 1000, "first-request");
    expect(made.errors).toBeUndefined();
    expect(made.data.event.requestPayout).toMatchObject({ amount: 1000, currency: "USD", status: "PENDING" });
    const over = await request(host.token, event.id, 1501, "second-request");
    expect(over.errors[0].extensions).toMatchObject({ code: "BAD_USER_INPUT", fields: { amount: moneyMessages.amountOverBalance("$15.00") } });
    for (const amount of [0, -5]) {
      expect((await request(host.token, event.id, amount, "bad-amount-key")).errors[0].extensions.fields).toEqual({ amount: moneyMessages.amountPositive });
    }
    const info = (await api.graphql(INFO, { eventId: event.id }, { token: host.token })).body.data.event.payoutInfo;
    expect(info).toMatchObject({ totalBalance: 1500, totalAmount: 2500, pendingAmount: 1000, totalReleasedAmount: 0 });
    expect(info.lastRequestedTime).not.toBeNull();
  });

  test("20 requests at once against a balance that covers 5 make exactly 5, and the balance ends at 0", async () => {
    const { event, tickets } = await paidEvent();
    await buy(event.id, tickets[0].id, 1);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, index) => request(host.token, event.id, 500, `concurrent-${index}-key`)));
    expect(answers.filter((answer) => !answer.errors)).toHaveLength(5);
    expect(answers.filter((answer) => answer.errors?.[0].extensions.code === "BAD_USER_INPUT")).toHaveLength(15);
    expect(await api.platform.deps.db.select().from(payoutRequests).where(eq(payoutRequests.eventId, event.id))).toHaveLength(5);
    const info = (await api.graphql(INFO, { eventId: event.id }, { token: host.token })).body.data.event.payoutInfo;
    expect(info).toMatchObject({ totalBalance: 0, canRequestPayout: false, pendingAmount: 2500 });
  });

  test("the same idempotency key, sent twice at once and again later, makes one request", async () => {
    const { event, tickets } = await paidEvent();
    await buy(event.id, tickets[0].id, 1);
    const [first, second] = await Promise.all([request(host.token, event.id, 700, "same-form-key"), request(host.token, event.id, 700, "same-form-key")]);
    const again = await request(host.token, event.id, 700, "same-form-key");
    const ids = [first, second, again].map((answer) => answer.data.event.requestPayout.requestId);
    expect(new Set(ids).size).toBe(1);
    expect(await api.platform.deps.db.select().from(payoutRequests).where(eq(payoutRequests.eventId, event.id))).toHaveLength(1);
    const changed = await request(host.token, event.id, 800, "same-form-key");
    expect(changed.errors[0]).toMatchObject({ message: moneyMessages.idempotencyKeyReused, extensions: { code: "CONFLICT" } });
  });

  test("the list pages newest first; an operator's outcome shows, and a failed payout returns to the balance", async () => {
    const { event, tickets } = await paidEvent();
    await buy(event.id, tickets[0].id, 1);
    const ids: string[] = [];
    for (const key of ["list-key-1", "list-key-2", "list-key-3"]) {
      ids.push((await request(host.token, event.id, 500, key)).data.event.requestPayout.requestId);
      api.clock.advance(1000);
    }
    await settlePayout(api.platform.deps, ids[0], "PAID");
    await settlePayout(api.platform.deps, ids[1], "FAILED", "The bank refused the transfer.");
    await expect(settlePayout(api.platform.deps, ids[1], "PAID")).rejects.toMatchObject({ code: "CONFLICT" });

    const page = (await api.graphql(LIST, { eventId: event.id, first: 2 }, { token: host.token })).body.data.event.payoutRequests;
    expect(page.totalCount).toBe(3);
    expect(page.nodes.map((node: { requestId: string }) => node.requestId)).toEqual([ids[2], ids[1]]);
    expect(page.nodes[1].status).toBe("FAILED");
    const rest = (await api.graphql(LIST, { eventId: event.id, first: 2, after: page.pageInfo.endCursor }, { token: host.token })).body.data.event.payoutRequests;
    expect(rest.nodes).toMatchObject([{ requestId: ids[0], status: "PAID" }]);
    expect(rest.nodes[0].paidDate).not.toBeNull();
    expect(rest.pageInfo.hasNextPage).toBe(false);

    const info = (await api.graphql(INFO, { eventId: event.id }, { token: host.token })).body.data.event.payoutInfo;
    expect(info).toMatchObject({ totalBalance: 1500, totalReleasedAmount: 500, pendingAmount: 500, totalAmount: 2500 });
  });
});

describe("the team's payout queue", () => {
  const QUEUE = `query ($status: PayoutStatus, $page: Int) { event { payoutQueue(status: $status, page: $page) {
    totalCount nodes { request { requestId amount status note paidDate } eventName requesterName requesterEmail } } } }`;
  const SETTLE = `mutation ($input: PayoutSettlementInput!) { event { settlePayout(input: $input) { requestId status note paidDate } } }`;

  test("support staff list pending requests oldest first and settle them; the host is e-mailed and a failed payout returns to the balance; members may not", async () => {
    const staff = await createVerifiedUser(api);
    await api.platform.deps.db.update(users).set({ role: "SUPPORT" }).where(eq(users.id, staff.userId));
    const { event, tickets } = await paidEvent();
    await buy(event.id, tickets[0].id, 1);
    const ids: string[] = [];
    for (const key of ["queue-key-1", "queue-key-2"]) {
      ids.push((await request(host.token, event.id, 1000, key)).data.event.requestPayout.requestId);
      api.clock.advance(1000);
    }

    for (const outsider of [host, buyer]) {
      const refused = (await api.graphql(QUEUE, {}, { token: outsider.token })).body;
      expect(refused.errors[0]).toMatchObject({ message: payoutQueueMessages.staffOnly, extensions: { code: "AUTH_NOT_AUTHORIZED" } });
      const settled = (await api.graphql(SETTLE, { input: { requestId: ids[0], outcome: "PAID" } }, { token: outsider.token })).body;
      expect(settled.errors[0].extensions.code).toBe("AUTH_NOT_AUTHORIZED");
    }

    const queue = (await api.graphql(QUEUE, {}, { token: staff.token })).body.data.event.payoutQueue;
    const mine = queue.nodes.filter((node: { request: { requestId: string } }) => ids.includes(node.request.requestId));
    expect(mine.map((node: { request: { requestId: string } }) => node.request.requestId)).toEqual(ids);
    expect(mine[0]).toMatchObject({ eventName: event.displayName, requesterEmail: host.email, request: { amount: 1000, status: "PENDING" } });

    const noReason = (await api.graphql(SETTLE, { input: { requestId: ids[1], outcome: "FAILED" } }, { token: staff.token })).body;
    expect(noReason.errors[0].extensions.fields).toEqual({ note: payoutQueueMessages.noteRequired });
    const failed = (await api.graphql(SETTLE, { input: { requestId: ids[1], outcome: "FAILED", note: "The bank account was closed." } }, { token: staff.token })).body;
    expect(failed.data.event.settlePayout).toMatchObject({ status: "FAILED", note: "The bank account was closed.", paidDate: null });
    const paid = (await api.graphql(SETTLE, { input: { requestId: ids[0], outcome: "PAID" } }, { token: staff.token })).body;
    expect(paid.data.event.settlePayout.status).toBe("PAID");
    expect(paid.data.event.settlePayout.paidDate).not.toBeNull();
    const twice = (await api.graphql(SETTLE, { input: { requestId: ids[0], outcome: "CANCELLED", note: "Again" } }, { token: staff.token })).body;
    expect(twice.errors[0]).toMatchObject({ message: moneyMessages.payoutAlreadySettled, extensions: { code: "CONFLICT" } });

    const mail = await api.outbox(host.email!);
    expect(mail.map((message) => message.subject)).toEqual(
      expect.arrayContaining([payoutEmails.subject("PAID", event.displayName), payoutEmails.subject("FAILED", event.displayName)]),
    );
    expect(mail.find((message) => message.subject === payoutEmails.subject("FAILED", event.displayName))?.text).toContain("The bank account was closed.");
    const info = (await api.graphql(INFO, { eventId: event.id }, { token: host.token })).body.data.event.payoutInfo;
    expect(info).toMatchObject({ totalBalance: 1500, totalReleasedAmount: 1000, pendingAmount: 0 });
    const paidQueue = (await api.graphql(QUEUE, { status: "PAID" }, { token: staff.token })).body.data.event.payoutQueue;
    expect(paidQueue.nodes[0].request.requestId).toBe(ids[0]);
  });
});

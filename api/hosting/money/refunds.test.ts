// Money back (ADR 0053) through the API and the sandbox provider: a host's refund of one ticket
// and of a whole booking, two refunds at once, the event's cancellation, deleting an event with
// sold tickets, and who may. Stripe's side (refunds.create and its webhook) is in
// api/payments/stripe-webhook.test.ts.
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { AuthInfo } from "../../access/domain/auth-info.js";
import { attendees, bookingRefunds, bookings, events, eventTickets, hostLedgerEntries, sandboxRefunds, userTickets, users, type EventRow } from "../../db/schema.js";
import { notifications } from "../../account/notifications/db.js";
import { listEmailsTo } from "../../messaging/outbox.js";
import { moneyMessages } from "../../../contract/hosting/money-messages.js";
import { checkoutMessages, eventEditorMessages } from "../../../contract/events/messages.js";
import { IMPLICIT_ZONE, SCANNING_LIMITS } from "../../../contract/hosting/door-messages.js";
import { createEvent, createVerifiedUser } from "../../test/fixtures.js";
import { PaymentProviderError } from "../../payments/provider.js";
import { REFUND_RETRY_AFTER_MS, retryUnsentRefunds } from "./domain/refunds.js";
import { startTestApi, type TestApi } from "../../test/support.js";

let api: TestApi;
let host: AuthInfo;

const PURCHASE = `mutation ($input: TicketOrderInput!) { event { purchaseTickets(input: $input) { checkoutUrl booking { transactionId totalPrice } } } }`;
const REFUND_FIELDS = "refundId status reason amount currency quantity ticketIds refundedAt";
const REFUND = `mutation ($eventId: ID!, $bookingId: ID!, $ticketId: ID) { event { refundBooking(eventId: $eventId, bookingId: $bookingId, ticketId: $ticketId) { bookingId status refundableAmount refunds { ${REFUND_FIELDS} } } } }`;
const CANCEL = `mutation ($eventId: ID!) { event { cancel(eventId: $eventId) { eventId status } } }`;
const DELETE = `mutation ($eventId: ID!) { event { delete(eventId: $eventId) } }`;
const BOOKING = `query ($id: ID!) { event { booking(bookingId: $id) { transactionStatus refunds { status amount } event { status } } } }`;
const EARNINGS = `query ($filter: EarningsFilter) { event { earnings(filter: $filter) { totals { net refunds refundedHostShare ticketsSold refundedBookings completedBookings } tickets { ticketType quantity } } } }`;
const CARD = { number: "4242 4242 4242 4242", expiry: "12/40", cvc: "123", name: "Sam Rivera" };

/** A paid event of the host: Day Pass $25.00 and VIP $80.00, fees on top (the host keeps the price). */
async function paidEvent() {
  return createEvent(api, {
    createdByUserId: host.userId,
    tickets: [
      { ticketType: "Day Pass", kind: "PAID", priceCents: 2500, limitedAmount: 100 },
      { ticketType: "VIP", kind: "PAID", priceCents: 8000, limitedAmount: 10 },
    ],
  });
}

/** A new buyer buys the items and pays with the sandbox's good card. */
async function buy(eventId: string, items: { eventTicketId: string; quantity: number }[]) {
  const buyer = await createVerifiedUser(api);
  const started = await api.graphql(PURCHASE, { input: { eventId, items } }, { token: buyer.token });
  expect(started.body.errors).toBeUndefined();
  const { checkoutUrl, booking } = started.body.data.event.purchaseTickets;
  const paid = await api.post(`/dev/payments/${new URL(checkoutUrl).pathname.split("/").pop()}/pay`, CARD);
  expect(paid.body.status).toBe("paid");
  return { buyer, bookingId: booking.transactionId as string, total: booking.totalPrice as number };
}

const refund = async (token: string, eventId: string, bookingId: string, ticketId?: string) =>
  (await api.graphql(REFUND, { eventId, bookingId, ticketId: ticketId ?? null }, { token })).body;

const db = () => api.platform.deps.db;
const ticketsOf = (bookingId: string) => db().select().from(userTickets).where(eq(userTickets.transactionId, bookingId)).orderBy(userTickets.createdAt, userTickets.id);
const ledgerOf = (eventId: string) => db().select().from(hostLedgerEntries).where(eq(hostLedgerEntries.eventId, eventId)).orderBy(hostLedgerEntries.createdAt);
const balanceOf = async (eventId: string) => (await ledgerOf(eventId)).reduce((sum, entry) => sum + entry.amountCents, 0);
const earningsOf = async (eventId: string) => (await api.graphql(EARNINGS, { filter: { eventId } }, { token: host.token })).body.data.event.earnings;

let nonces = 0;
/** The door's answer for a ticket at the event's start (door_scan, as scanning.ts calls it). */
async function doorScan(event: EventRow, ticketId: string): Promise<string> {
  const rules = {
    implicitZoneName: IMPLICIT_ZONE.name,
    implicitMaxScans: IMPLICIT_ZONE.maxScans,
    opensHoursBeforeStart: SCANNING_LIMITS.doorOpensHoursBeforeStart,
    closesHoursAfterEnd: SCANNING_LIMITS.doorClosesHoursAfterEnd,
  };
  const notice = { message: "checked in", properties: {} };
  const at = event.startAt.toISOString();
  const result = (await db().execute(sql`select door_scan(${event.id}::uuid, null::uuid, ${ticketId}::uuid, ${`refund-test-${++nonces}`},
    ${at}::timestamptz, false, ${host.userId}::uuid, ${at}::timestamptz, ${JSON.stringify(rules)}::jsonb, ${JSON.stringify(notice)}::jsonb) as answer`)) as unknown as {
    rows: { answer: unknown }[];
  };
  const answer = result.rows[0]!.answer;
  return ((typeof answer === "string" ? JSON.parse(answer) : answer) as { status: string }).status;
}

beforeAll(async () => {
  api = await startTestApi();
  host = await createVerifiedUser(api);
});
afterAll(async () => {
  await api?.close();
});

describe("a host's refund", () => {
  test("one ticket, then the rest: REFUND_PENDING → REFUNDED, one ledger entry per refund, earnings corrected, the buyer told, the door refuses", async () => {
    const { event, tickets } = await paidEvent();
    const { buyer, bookingId, total } = await buy(event.id, [
      { eventTicketId: tickets[0].id, quantity: 1 },
      { eventTicketId: tickets[1].id, quantity: 1 },
    ]);
    const [dayPass, vip] = [...(await ticketsOf(bookingId))].sort((a, b) => (a.eventTicketId === tickets[0].id ? -1 : b.eventTicketId === tickets[0].id ? 1 : 0));
    expect(await doorScan(event, vip.id)).toBe("OK");
    expect(await balanceOf(event.id)).toBe(10_500);

    // The VIP ticket alone: its share of what was paid, and of the host's balance.
    const first = await refund(host.token, event.id, bookingId, vip.id);
    expect(first.errors).toBeUndefined();
    const vipBack = Math.round((total * 8000) / 10_500);
    expect(first.data.event.refundBooking).toMatchObject({
      status: "COMPLETED",
      refundableAmount: total - vipBack,
      refunds: [{ status: "REFUNDED", reason: "HOST", amount: vipBack, quantity: 1, ticketIds: [vip.id] }],
    });
    expect((await ticketsOf(bookingId)).map((t) => [t.id, t.status])).toEqual(expect.arrayContaining([[vip.id, "CANCELLED"], [dayPass.id, "ACTIVE"]]));
    expect(await doorScan(event, vip.id)).toBe("REFUNDED");
    expect(await doorScan(event, dayPass.id)).toBe("OK");
    expect((await ledgerOf(event.id)).map((e) => [e.kind, e.amountCents])).toEqual([["SALE", 10_500], ["REFUND", -8000]]);
    expect(await earningsOf(event.id)).toMatchObject({ totals: [{ net: 2500, refundedHostShare: 8000, refunds: vipBack, ticketsSold: 1 }], tickets: [{ ticketType: "Day Pass", quantity: 1 }] });
    // The place is on sale again.
    const [vipType] = await db().select().from(eventTickets).where(eq(eventTickets.id, tickets[1].id));
    expect(vipType).toMatchObject({ availableAmount: 10, releasedAmount: 0 });
    // Told in the inbox and by e-mail.
    const told = await db().select().from(notifications).where(and(eq(notifications.recipientUserId, buyer.userId), eq(notifications.type, "EventRefunded")));
    expect(told).toHaveLength(1);
    const [buyerRow] = await db().select().from(users).where(eq(users.id, buyer.userId));
    expect((await listEmailsTo(db(), buyerRow.email)).map((mail) => mail.subject)).toContain(moneyMessages.refundEmailSubject("Test Event"));

    // The rest of the booking: what is left, to the cent; the booking ends REFUNDED.
    const rest = await refund(host.token, event.id, bookingId);
    expect(rest.data.event.refundBooking).toMatchObject({ status: "REFUNDED", refundableAmount: 0 });
    expect(rest.data.event.refundBooking.refunds.map((r: { amount: number }) => r.amount).sort()).toEqual([vipBack, total - vipBack].sort());
    expect(await balanceOf(event.id)).toBe(0);
    const atProvider = await db().select().from(sandboxRefunds).where(sql`${sandboxRefunds.reference} in (select id::text from booking_refunds where booking_id = ${bookingId})`);
    expect(atProvider.reduce((sum, r) => sum + r.amountCents, 0)).toBe(total);
    expect(await earningsOf(event.id)).toMatchObject({ totals: [{ net: 0, ticketsSold: 0, refundedBookings: 1, completedBookings: 0 }], tickets: [] });
    const seen = (await api.graphql(BOOKING, { id: bookingId }, { token: buyer.token })).body.data.event.booking;
    expect(seen).toMatchObject({ transactionStatus: "REFUNDED", refunds: [{ status: "REFUNDED" }, { status: "REFUNDED" }] });

    // Again: nothing more is refunded.
    const again = await refund(host.token, event.id, bookingId);
    expect(again.data.event.refundBooking.refunds).toHaveLength(2);
    expect(await balanceOf(event.id)).toBe(0);
  });

  test("a refund the provider could not be reached for is asked again later, once, and completes", async () => {
    const { event, tickets } = await paidEvent();
    const { bookingId, total } = await buy(event.id, [{ eventTicketId: tickets[0].id, quantity: 2 }]);
    // The provider is down (a network error) while the host refunds.
    const payments = api.platform.deps.payments!;
    const reachable = payments.refund;
    payments.refund = async () => {
      throw new PaymentProviderError("connect ECONNREFUSED");
    };
    const down = await refund(host.token, event.id, bookingId);
    payments.refund = reachable;
    expect(down.errors).toBeUndefined();
    expect(down.data.event.refundBooking).toMatchObject({ status: "REFUND_PENDING", refunds: [{ status: "REFUND_PENDING", amount: total }] });
    const [waiting] = await db().select().from(bookingRefunds).where(eq(bookingRefunds.bookingId, bookingId));
    expect(waiting).toMatchObject({ failureMessage: moneyMessages.refundProviderUnavailable, providerRefundId: null });

    // Not yet due: left alone.
    expect(await retryUnsentRefunds(api.platform.deps, new Date(waiting.updatedAt.getTime() + REFUND_RETRY_AFTER_MS - 1000))).toBe(0);
    // Due: asked again, and refunded; a later round finds nothing more to send.
    const later = new Date(waiting.updatedAt.getTime() + REFUND_RETRY_AFTER_MS + 1000);
    expect(await retryUnsentRefunds(api.platform.deps, later)).toBeGreaterThanOrEqual(1);
    const [done] = await db().select().from(bookings).where(eq(bookings.id, bookingId));
    expect(done.status).toBe("REFUNDED");
    expect(await db().select().from(bookingRefunds).where(eq(bookingRefunds.bookingId, bookingId))).toMatchObject([{ status: "REFUNDED", failureMessage: null }]);
    await retryUnsentRefunds(api.platform.deps, new Date(later.getTime() + REFUND_RETRY_AFTER_MS * 2));
    const atProvider = await db().select().from(sandboxRefunds).where(sql`${sandboxRefunds.reference} in (select id::text from booking_refunds where booking_id = ${bookingId})`);
    expect(atProvider.map((r) => r.amountCents)).toEqual([total]);
  });

  test("two refunds of the same booking at once refund it once", async () => {
    const { event, tickets } = await paidEvent();
    const { bookingId, total } = await buy(event.id, [{ eventTicketId: tickets[0].id, quantity: 2 }]);
    const answers = await Promise.all([refund(host.token, event.id, bookingId), refund(host.token, event.id, bookingId)]);
    for (const answer of answers) expect(answer.errors).toBeUndefined();
    const refunds = await db().select().from(bookingRefunds).where(eq(bookingRefunds.bookingId, bookingId));
    expect(refunds).toMatchObject([{ status: "REFUNDED", amountCents: total }]);
    expect(await db().select().from(sandboxRefunds).where(eq(sandboxRefunds.reference, refunds[0].id))).toHaveLength(1);
    expect((await ledgerOf(event.id)).filter((e) => e.kind === "REFUND")).toHaveLength(1);
    const [row] = await db().select().from(bookings).where(eq(bookings.id, bookingId));
    expect(row.status).toBe("REFUNDED");
  });

  test("only the producer refunds; a co-host is refused, a stranger does not find the event's booking, a free ticket has nothing to refund", async () => {
    const { event, tickets } = await paidEvent();
    const { bookingId } = await buy(event.id, [{ eventTicketId: tickets[0].id, quantity: 1 }]);
    const coHost = await createVerifiedUser(api);
    await db().insert(attendees).values({ eventId: event.id, userId: coHost.userId, roles: ["CO_HOST"] });
    const refused = await refund(coHost.token, event.id, bookingId);
    expect(refused.errors[0]).toMatchObject({ message: moneyMessages.refundNotAllowed, extensions: { code: "AUTH_NOT_AUTHORIZED" } });
    const cancelRefused = await api.graphql(CANCEL, { eventId: event.id }, { token: coHost.token });
    expect(cancelRefused.body.errors[0]).toMatchObject({ message: moneyMessages.cancelNotAllowed, extensions: { code: "AUTH_NOT_AUTHORIZED" } });
    const other = await paidEvent();
    const elsewhere = await refund(host.token, other.event.id, bookingId);
    expect(elsewhere.errors[0].extensions.code).toBe("NOT_FOUND");
    expect(await db().select().from(bookingRefunds).where(eq(bookingRefunds.bookingId, bookingId))).toHaveLength(0);
    const [still] = await db().select().from(events).where(eq(events.id, event.id));
    expect(still.status).toBe("PUBLISHED");
  });
});

describe("cancelling an event", () => {
  test("refunds every paid booking, tells every holder once, corrects the earnings; its tickets stop admitting; deleting is refused until then", async () => {
    const { event, tickets } = await paidEvent();
    const first = await buy(event.id, [{ eventTicketId: tickets[0].id, quantity: 2 }]);
    const second = await buy(event.id, [{ eventTicketId: tickets[1].id, quantity: 1 }]);
    expect(await earningsOf(event.id)).toMatchObject({ totals: [{ net: 13_000, ticketsSold: 3 }] });

    // The buyers' event pages before: nothing refunded (a read the cache keeps until the refund's change).
    const MINE = `query ($id: String!) { event { bySlugOrId(slugOrId: $id) { my { tickets { ticketId } refundedTickets { ticketType count isRefunded status } } } } }`;
    for (const { buyer } of [first, second]) {
      expect((await api.graphql(MINE, { id: event.id }, { token: buyer.token })).body.data.event.bySlugOrId.my.refundedTickets).toEqual([]);
    }

    const refusedDelete = await api.graphql(DELETE, { eventId: event.id }, { token: host.token });
    expect(refusedDelete.body.errors[0]).toMatchObject({ message: eventEditorMessages.deleteSoldCancelFirst, extensions: { code: "CONFLICT" } });

    const cancelled = await api.graphql(CANCEL, { eventId: event.id }, { token: host.token });
    expect(cancelled.body.errors).toBeUndefined();
    expect(cancelled.body.data.event.cancel).toEqual({ eventId: event.id, status: "CANCELLED" });

    for (const { buyer, bookingId, total } of [first, second]) {
      const seen = (await api.graphql(BOOKING, { id: bookingId }, { token: buyer.token })).body.data.event.booking;
      expect(seen).toMatchObject({ transactionStatus: "REFUNDED", refunds: [{ status: "REFUNDED", amount: total }], event: { status: "CANCELLED" } });
      const told = await db().select().from(notifications).where(and(eq(notifications.recipientUserId, buyer.userId), eq(notifications.type, "EventCancelled")));
      expect(told).toHaveLength(1);
      const [buyerRow] = await db().select().from(users).where(eq(users.id, buyer.userId));
      expect((await listEmailsTo(db(), buyerRow.email)).filter((mail) => mail.subject === moneyMessages.cancelledEventEmailSubject("Test Event"))).toHaveLength(1);
      for (const ticket of await ticketsOf(bookingId)) expect(await doorScan(event, ticket.id)).toBe("CANCELLED");
      const mine = await api.graphql(MINE, { id: event.id }, { token: buyer.token });
      expect(mine.body.data.event.bySlugOrId.my).toEqual({
        tickets: [],
        refundedTickets: [{ ticketType: bookingId === first.bookingId ? "Day Pass" : "VIP", count: bookingId === first.bookingId ? 2 : 1, isRefunded: true, status: "CANCELLED" }],
      });
    }
    const refunds = await db().select().from(bookingRefunds).where(eq(bookingRefunds.eventId, event.id));
    expect(refunds.map((r) => r.reason)).toEqual(["EVENT_CANCELLED", "EVENT_CANCELLED"]);
    expect(await balanceOf(event.id)).toBe(0);
    expect(await earningsOf(event.id)).toMatchObject({ totals: [{ net: 0, ticketsSold: 0, refundedBookings: 2 }] });

    // Cancelling again refunds nothing more and tells no one twice.
    expect((await api.graphql(CANCEL, { eventId: event.id }, { token: host.token })).body.errors).toBeUndefined();
    expect(await db().select().from(bookingRefunds).where(eq(bookingRefunds.eventId, event.id))).toHaveLength(2);
    expect(await db().select().from(notifications).where(and(eq(notifications.recipientUserId, first.buyer.userId), eq(notifications.type, "EventCancelled")))).toHaveLength(1);

    // Nothing sold is left: the event can now be deleted.
    expect((await api.graphql(DELETE, { eventId: event.id }, { token: host.token })).body).toEqual({ data: { event: { delete: true } } });
  });

  test("an open checkout ends with the cancellation; a payment that still arrives issues no ticket and is owed back, then refunded in full", async () => {
    const { event, tickets } = await paidEvent();
    const late = await createVerifiedUser(api);
    const open = async () => {
      const started = await api.graphql(PURCHASE, { input: { eventId: event.id, items: [{ eventTicketId: tickets[0].id, quantity: 1 }] } }, { token: late.token });
      expect(started.body.errors).toBeUndefined();
      return started.body.data.event.purchaseTickets as { checkoutUrl: string; booking: { transactionId: string; totalPrice: number } };
    };
    const checkoutId = (url: string) => new URL(url).pathname.split("/").pop();

    // Paid while the event was being cancelled (the event is cancelled before its checkouts are closed).
    const racing = await open();
    await db().update(events).set({ status: "CANCELLED" }).where(eq(events.id, event.id));
    expect((await api.post(`/dev/payments/${checkoutId(racing.checkoutUrl)}/pay`, CARD)).body.status).toBe("paid");
    const [owed] = await db().select().from(bookings).where(eq(bookings.id, racing.booking.transactionId));
    expect(owed).toMatchObject({ status: "REFUND_PENDING", failureMessage: checkoutMessages.eventCancelled });
    expect(await ticketsOf(owed.id)).toHaveLength(0);
    await db().update(events).set({ status: "PUBLISHED" }).where(eq(events.id, event.id));

    const unpaid = await open();
    expect((await api.graphql(CANCEL, { eventId: event.id }, { token: host.token })).body.errors).toBeUndefined();
    const [ended] = await db().select().from(bookings).where(eq(bookings.id, unpaid.booking.transactionId));
    expect(ended.status).toBe("CANCELLED");
    expect((await api.post(`/dev/payments/${checkoutId(unpaid.checkoutUrl)}/pay`, CARD)).body.status).toBe("closed");

    // The cancellation refunded the payment owed back, in full, without touching the host's balance.
    const [refunded] = await db().select().from(bookings).where(eq(bookings.id, owed.id));
    expect(refunded.status).toBe("REFUNDED");
    expect(await db().select().from(bookingRefunds).where(eq(bookingRefunds.bookingId, owed.id))).toMatchObject([
      { amountCents: racing.booking.totalPrice, hostShareCents: 0, status: "REFUNDED", reason: "EVENT_CANCELLED" },
    ]);
    expect(await ledgerOf(event.id)).toEqual([]);
  });
});

// A refund reaches every ticket its booking's places became (ADR 0053, ADR 0025): a ticket
// transferred on, a paid gift, a place shared by link. Each stops admitting at the door, shows
// refunded on its holder's ticket page, and its holder is told as the buyer is. A transfer
// racing the refund cannot leave a valid ticket behind.
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { AuthInfo } from "../../access/domain/auth-info.js";
import { bookings, userTickets, users, type EventRow } from "../../db/schema.js";
import { notifications } from "../../account/notifications/db.js";
import { moneyMessages } from "../../../contract/hosting/money-messages.js";
import { createEvent, createVerifiedUser } from "../../test/fixtures.js";
import { startTestApi, type TestApi } from "../../test/support.js";

let api: TestApi;
let host: AuthInfo;

const PURCHASE = `mutation ($input: TicketOrderInput!) { event { purchaseTickets(input: $input) { checkoutUrl booking { transactionId } } } }`;
const REFUND = `mutation ($eventId: ID!, $bookingId: ID!, $ticketId: ID) { event { refundBooking(eventId: $eventId, bookingId: $bookingId, ticketId: $ticketId) { status } } }`;
const CANCEL = `mutation ($eventId: ID!) { event { cancel(eventId: $eventId) { status } } }`;
const TRANSFER = `mutation ($input: TransferTicketInput!) { event { transferTicket(input: $input) { recipient { userId } } } }`;
const SHARE = `mutation ($ticketId: ID!) { event { shareTicket(ticketId: $ticketId) { token } } }`;
const CLAIM = `mutation ($token: String!) { event { claimTicketShare(token: $token) { slug } } }`;
const VERIFY = `mutation ($input: VerifyTicketInput!) { event { verifyTicket(input: $input) { status } } }`;
const MY = `query ($id: String!) { event { bySlugOrId(slugOrId: $id) { my { tickets { ticketId status passToken } refundedTickets { ticketId isRefunded status } } } } }`;
const CARD = { number: "4242 4242 4242 4242", expiry: "12/40", cvc: "123", name: "Sam Rivera" };

const db = () => api.platform.deps.db;
let handles = 0;
let nonces = 0;

async function member(): Promise<AuthInfo & { handle: string; email: string }> {
  const auth = await createVerifiedUser(api);
  const handle = `holder_${Date.now().toString(36)}_${++handles}`;
  const [row] = await db().update(users).set({ userName: handle }).where(eq(users.id, auth.userId)).returning();
  return { ...auth, handle, email: row.email };
}

async function paidEvent() {
  return createEvent(api, { createdByUserId: host.userId, startsInHours: 1, tickets: [{ ticketType: "Day Pass", kind: "PAID", priceCents: 2500, limitedAmount: 100 }] });
}

async function buy(buyer: AuthInfo, eventId: string, eventTicketId: string, quantity: number, giftRecipient?: string): Promise<string> {
  const started = await api.graphql(PURCHASE, { input: { eventId, items: [{ eventTicketId, quantity }], giftRecipient } }, { token: buyer.token });
  expect(started.body.errors).toBeUndefined();
  const { checkoutUrl, booking } = started.body.data.event.purchaseTickets;
  const paid = await api.post(`/dev/payments/${new URL(checkoutUrl).pathname.split("/").pop()}/pay`, CARD);
  expect(paid.body.status).toBe("paid");
  return booking.transactionId as string;
}

async function mine(token: string, event: EventRow) {
  const answer = await api.graphql(MY, { id: event.id }, { token });
  expect(answer.body.errors).toBeUndefined();
  return answer.body.data.event.bySlugOrId.my as { tickets: { ticketId: string; status: string; passToken: string }[]; refundedTickets: { ticketId: string; isRefunded: boolean; status: string }[] };
}

async function scan(event: EventRow, code: string): Promise<string> {
  const answer = await api.graphql(VERIFY, { input: { eventId: event.id, zoneId: null, code, nonce: `passed-refund-${++nonces}` } }, { token: host.token });
  return answer.body.data.event.verifyTicket.status;
}

async function told(userId: string, type: "EventRefunded" | "EventCancelled") {
  return db().select().from(notifications).where(and(eq(notifications.recipientUserId, userId), eq(notifications.type, type)));
}

beforeAll(async () => {
  api = await startTestApi({ graphqlRateLimitPerMinute: 100_000 });
  host = await createVerifiedUser(api);
});
afterAll(async () => {
  await api?.close();
});

describe("a host's refund of a booking whose tickets moved on", () => {
  test("a transferred ticket: the recipient's ticket is refunded, the door refuses it, the recipient sees it and is told", async () => {
    const { event, tickets } = await paidEvent();
    const [buyer, recipient] = [await member(), await member()];
    const bookingId = await buy(buyer, event.id, tickets[0].id, 1);
    const [held] = (await mine(buyer.token, event)).tickets;
    expect((await api.graphql(TRANSFER, { input: { ticketId: held.ticketId, recipient: `@${recipient.handle}` } }, { token: buyer.token })).body.errors).toBeUndefined();
    const [received] = (await mine(recipient.token, event)).tickets;
    expect(received.status).toBe("ACTIVE");

    const refunded = await api.graphql(REFUND, { eventId: event.id, bookingId, ticketId: null }, { token: host.token });
    expect(refunded.body.errors).toBeUndefined();

    expect(await scan(event, received.passToken)).toBe("REFUNDED");
    expect(await mine(recipient.token, event)).toEqual({ tickets: [], refundedTickets: [{ ticketId: received.ticketId, isRefunded: true, status: "CANCELLED" }] });
    expect(await told(recipient.userId, "EventRefunded")).toHaveLength(1);
    expect(await told(buyer.userId, "EventRefunded")).toHaveLength(1);
    expect((await api.outbox(recipient.email)).map((mail) => mail.subject)).toContain(moneyMessages.refundHolderEmailSubject("Test Event"));
  });

  test("a paid gift and a place shared by link: both holders' tickets are refunded with the booking and both are told", async () => {
    const { event, tickets } = await paidEvent();
    const [buyer, giftee, friend] = [await member(), await member(), await member()];
    const bookingId = await buy(buyer, event.id, tickets[0].id, 2, `@${giftee.handle}`);
    const [gift] = (await mine(giftee.token, event)).tickets;
    const shared = await api.graphql(SHARE, { ticketId: gift.ticketId }, { token: giftee.token });
    expect(shared.body.errors).toBeUndefined();
    expect((await api.graphql(CLAIM, { token: shared.body.data.event.shareTicket.token }, { token: friend.token })).body.errors).toBeUndefined();
    const [place] = (await mine(friend.token, event)).tickets;

    expect((await api.graphql(REFUND, { eventId: event.id, bookingId, ticketId: null }, { token: host.token })).body.errors).toBeUndefined();

    for (const [holder, ticket] of [[giftee, gift], [friend, place]] as const) {
      expect(await scan(event, ticket.passToken)).toBe("REFUNDED");
      expect((await mine(holder.token, event)).refundedTickets).toEqual([{ ticketId: ticket.ticketId, isRefunded: true, status: "CANCELLED" }]);
      expect(await told(holder.userId, "EventRefunded")).toHaveLength(1);
    }
  });

  test("the event's cancellation ends a transferred ticket and a shared place: cancelled at the door, every holder told once", async () => {
    const { event, tickets } = await paidEvent();
    const [buyer, recipient, friend] = [await member(), await member(), await member()];
    await buy(buyer, event.id, tickets[0].id, 2);
    const [held] = (await mine(buyer.token, event)).tickets;
    const shared = await api.graphql(SHARE, { ticketId: held.ticketId }, { token: buyer.token });
    expect((await api.graphql(CLAIM, { token: shared.body.data.event.shareTicket.token }, { token: friend.token })).body.errors).toBeUndefined();
    expect((await api.graphql(TRANSFER, { input: { ticketId: held.ticketId, recipient: recipient.handle } }, { token: buyer.token })).body.errors).toBeUndefined();
    const [received] = (await mine(recipient.token, event)).tickets;
    const [place] = (await mine(friend.token, event)).tickets;

    expect((await api.graphql(CANCEL, { eventId: event.id }, { token: host.token })).body.errors).toBeUndefined();
    for (const [holder, ticket] of [[recipient, received], [friend, place]] as const) {
      expect(await scan(event, ticket.passToken)).toBe("CANCELLED");
      expect((await mine(holder.token, event)).refundedTickets).toEqual([{ ticketId: ticket.ticketId, isRefunded: true, status: "CANCELLED" }]);
      expect(await told(holder.userId, "EventCancelled")).toHaveLength(1);
    }
  });
});

// Holding a row lock from the test needs a second connection: real Postgres only (PGlite has one).
describe.skipIf(!process.env.DATABASE_URL)("a transfer racing the refund", () => {
  /** Waits until `count` sessions wait for a lock. */
  async function waitingForLocks(count: number) {
    for (let i = 0; i < 200; i++) {
      const rows = (await db().execute(sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`)) as unknown as { rows: { n: number }[] };
      if (rows.rows[0]!.n >= count) return;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`fewer than ${count} sessions waited for a lock`);
  }

  test("a transfer under way when the refund starts: the recipient's new ticket is refunded too", async () => {
    const { event, tickets } = await paidEvent();
    const [buyer, recipient] = [await member(), await member()];
    const bookingId = await buy(buyer, event.id, tickets[0].id, 1);
    const [held] = (await mine(buyer.token, event)).tickets;

    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    // Something else (a door scan, a share) holds the ticket's row: the transfer queues behind it, then the refund.
    const holding = db().transaction(async (tx) => {
      await tx.select({ id: userTickets.id }).from(userTickets).where(eq(userTickets.id, held.ticketId)).for("update");
      await released;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const transferring = api.graphql(TRANSFER, { input: { ticketId: held.ticketId, recipient: recipient.handle } }, { token: buyer.token });
    await waitingForLocks(1);
    const refunding = api.graphql(REFUND, { eventId: event.id, bookingId, ticketId: null }, { token: host.token });
    await waitingForLocks(2);
    release();
    await holding;
    const [transferred, refunded] = await Promise.all([transferring, refunding]);
    expect(refunded.body.errors).toBeUndefined();

    const rows = await db().select().from(userTickets).where(eq(userTickets.transactionId, bookingId));
    expect(rows.filter((row) => row.status === "ACTIVE")).toEqual([]);
    if (!transferred.body.errors) {
      const [theirs] = rows.filter((row) => row.ownerUserId === recipient.userId);
      expect(theirs).toMatchObject({ status: "CANCELLED" });
      expect(theirs.refundId).not.toBeNull();
    }
    const [booking] = await db().select().from(bookings).where(eq(bookings.id, bookingId));
    expect(booking.status).toBe("REFUNDED");
  });
});

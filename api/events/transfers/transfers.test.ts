// Transfers and gifts of tickets through the API against a real database: the rows a transfer
// leaves, the old pass refused at the door, one winner among concurrent transfers, the
// refusals, and gifts (free by RSVP, paid through the sandbox checkout).
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { AuthInfo } from "../../access/domain/auth-info.js";
import { attendees, bookings, eventTickets, userTickets, users, type EventRow, type EventTicketRow } from "../../db/schema.js";
import { ticketTransferMessages as m } from "../../../contract/events/messages.js";
import { issueTicketPass } from "../domain/ticket-pass.js";
import { handleOf } from "./domain/recipient.js";
import { createEvent, createVerifiedUser } from "../../test/fixtures.js";
import { startTestApi, type TestApi } from "../../test/support.js";

let api: TestApi;
let host: AuthInfo;

const TRANSFER = `mutation ($input: TransferTicketInput!) { event { transferTicket(input: $input) { event { slug } recipient { userId userName } } } }`;
const RSVP = `mutation ($input: RsvpInput!) { event { rsvp(input: $input) { my { tickets { ticketId status } } } } }`;
const MY = `query ($slug: String!) { event { bySlugOrId(slugOrId: $slug) { my {
  tickets { ticketId status passToken originalTicketId parentTicketId receivedVia associatedUser { userName } }
  transferredTickets { ticketId status passToken associatedUser { userName } }
} } } }`;
const VERIFY = `mutation ($input: VerifyTicketInput!) { event { verifyTicket(input: $input) { status } } }`;
const PURCHASE = `mutation ($input: TicketOrderInput!) { event { purchaseTickets(input: $input) { checkoutUrl booking { transactionId type giftSenderId giftRecipient { userName } } } } }`;

let nonces = 0;
const nonce = () => `transfer-test-${Date.now()}-${++nonces}`;
let handles = 0;

/** A confirmed member with a user name ("@handle"). */
async function member(): Promise<AuthInfo & { handle: string; email: string }> {
  const auth = await createVerifiedUser(api);
  const handle = `member_${Date.now().toString(36)}_${++handles}`;
  const [row] = await api.platform.deps.db.update(users).set({ userName: handle }).where(eq(users.id, auth.userId)).returning();
  return { ...auth, handle, email: row.email };
}

async function freeEvent(limitedAmount: number | null = 10, extra: Record<string, unknown> = {}): Promise<{ event: EventRow; tickets: EventTicketRow[] }> {
  return createEvent(api, { createdByUserId: host.userId, startsInHours: 1, tickets: [{ ticketType: "General", limitedAmount }], ...extra });
}

async function rsvp(token: string, event: EventRow, eventTicketId: string, giftRecipient?: string) {
  return (await api.graphql(RSVP, { input: { eventId: event.id, eventTicketId, response: "ACCEPT", giftRecipient } }, { token })).body;
}

async function heldTicketOf(token: string, event: EventRow): Promise<string> {
  const answer = (await api.graphql(MY, { slug: event.slug }, { token })).body;
  return answer.data.event.bySlugOrId.my.tickets[0].ticketId;
}

async function transfer(token: string, ticketId: string, recipient: string) {
  return (await api.graphql(TRANSFER, { input: { ticketId, recipient } }, { token })).body;
}

async function scan(event: EventRow, code: string) {
  return (await api.graphql(VERIFY, { input: { eventId: event.id, zoneId: null, code, nonce: nonce() } }, { token: host.token })).body.data.event.verifyTicket.status;
}

beforeAll(async () => {
  api = await startTestApi({ graphqlRateLimitPerMinute: 100_000 });
  host = await createVerifiedUser(api);
});
afterAll(async () => {
  await api?.close();
});

describe("transferring a ticket", () => {
  test("a ticket with plus-ones moves with them: the recipient's group holds the same places", async () => {
    const { event, tickets } = await createEvent(api, {
      createdByUserId: host.userId,
      startsInHours: 1,
      tickets: [{ ticketType: "Trio", limitedAmount: 10, additionalGuests: 2 }],
    });
    const [sender, recipient] = [await member(), await member()];
    const rsvped = await api.graphql(RSVP, { input: { eventId: event.id, eventTicketId: tickets[0].id, response: "ACCEPT", additionalGuests: 2 } }, { token: sender.token });
    expect(rsvped.body.errors).toBeUndefined();
    const placesLeft = async () => (await api.platform.deps.db.select().from(eventTickets).where(eq(eventTickets.id, tickets[0].id)))[0]!.availableAmount;
    expect(await placesLeft()).toBe(7);

    expect((await transfer(sender.token, await heldTicketOf(sender.token, event), `@${recipient.handle}`)).errors).toBeUndefined();
    const [theirs] = await api.platform.deps.db
      .select({ count: userTickets.count, additionalGuests: userTickets.additionalGuests })
      .from(userTickets)
      .where(and(eq(userTickets.eventId, event.id), eq(userTickets.ownerUserId, recipient.userId)));
    expect(theirs).toEqual({ count: 1, additionalGuests: 2 });
    expect(await placesLeft()).toBe(7);
  });

  test("the recipient gets a new ticket and pass, the sender's stops admitting; both bookings rows are written and the recipient e-mailed", async () => {
    const { event, tickets } = await freeEvent(10);
    const [sender, recipient] = [await member(), await member()];
    expect((await rsvp(sender.token, event, tickets[0].id)).errors).toBeUndefined();
    const ticketId = await heldTicketOf(sender.token, event);
    const oldPass = issueTicketPass(api.platform.deps.ticketPassKey, { id: ticketId, status: "ACTIVE" })!;

    const answer = await transfer(sender.token, ticketId, `@${recipient.handle}`);
    expect(answer.errors).toBeUndefined();
    expect(answer.data.event.transferTicket.recipient).toEqual({ userId: recipient.userId, userName: recipient.handle });

    const mine = (await api.graphql(MY, { slug: event.slug }, { token: sender.token })).body.data.event.bySlugOrId.my;
    expect(mine.tickets).toEqual([]);
    expect(mine.transferredTickets).toEqual([{ ticketId, status: "TRANSFERRED", passToken: null, associatedUser: { userName: recipient.handle } }]);
    const theirs = (await api.graphql(MY, { slug: event.slug }, { token: recipient.token })).body.data.event.bySlugOrId.my;
    expect(theirs.tickets).toMatchObject([
      { status: "ACTIVE", originalTicketId: ticketId, parentTicketId: ticketId, receivedVia: "TRANSFER_IN_EVENT_TICKET", associatedUser: { userName: sender.handle } },
    ]);
    const newPass = theirs.tickets[0].passToken;
    expect(newPass).toBeTruthy();
    expect(newPass).not.toBe(oldPass);

    // The door refuses the old pass and admits the new one.
    expect(await scan(event, oldPass)).toBe("CANCELLED");
    expect(await scan(event, newPass)).toBe("OK");

    const rows = await api.platform.deps.db.select().from(bookings).where(eq(bookings.eventId, event.id));
    expect(rows.map((row) => [row.type, row.buyerUserId, row.status, row.totalCents]).sort()).toEqual(
      [
        ["TRANSFER_IN_EVENT_TICKET", recipient.userId, "COMPLETED", 0],
        ["TRANSFER_OUT_EVENT_TICKET", sender.userId, "COMPLETED", 0],
      ].sort(),
    );
    // The place moved: the ticket type's balance is as before, the sender no longer counted as going.
    const [type] = await api.platform.deps.db.select().from(eventTickets).where(eq(eventTickets.id, tickets[0].id));
    expect(type).toMatchObject({ availableAmount: 9, releasedAmount: 1 });
    const states = await api.platform.deps.db.select({ userId: attendees.userId, state: attendees.state }).from(attendees).where(eq(attendees.eventId, event.id));
    expect(new Map(states.map((row) => [row.userId, row.state]))).toEqual(new Map([[sender.userId, "NONE"], [recipient.userId, "APPROVED"]]));
    const [mail] = await api.outbox(recipient.email);
    expect(mail.subject).toBe(m.emailSubject(event.displayName));
    expect(mail.links).toContain(`http://localhost:3000/events/${event.slug}/ticket`);
  });

  test("10 transfers of one ticket at once, to 10 members: exactly one succeeds", async () => {
    const { event, tickets } = await freeEvent(10);
    const sender = await member();
    await rsvp(sender.token, event, tickets[0].id);
    const ticketId = await heldTicketOf(sender.token, event);
    const recipients = await Promise.all(Array.from({ length: 10 }, () => member()));
    const answers = await Promise.all(recipients.map((recipient) => transfer(sender.token, ticketId, recipient.email)));
    expect(answers.filter((answer) => !answer.errors)).toHaveLength(1);
    for (const refused of answers.filter((answer) => answer.errors)) expect(refused.errors[0].message).toBe(m.alreadyTransferred);
    const issued = await api.platform.deps.db.select().from(userTickets).where(eq(userTickets.eventId, event.id));
    expect(issued.filter((row) => row.status === "ACTIVE")).toHaveLength(1);
    expect(issued.filter((row) => row.status === "TRANSFERRED")).toHaveLength(1);
    expect(await api.platform.deps.db.select().from(bookings).where(and(eq(bookings.eventId, event.id), eq(bookings.type, "TRANSFER_IN_EVENT_TICKET")))).toHaveLength(1);
  });

  test("refused: a scanned, pending, cancelled or transferred ticket; someone else's; oneself; an unknown member; a member already holding a ticket", async () => {
    const { event, tickets } = await freeEvent(10);
    const [sender, recipient, holder] = [await member(), await member(), await member()];
    await rsvp(sender.token, event, tickets[0].id);
    await rsvp(holder.token, event, tickets[0].id);
    const ticketId = await heldTicketOf(sender.token, event);
    const fieldOf = async (token: string, id: string, to: string) => {
      const answer = await transfer(token, id, to);
      return { message: answer.errors?.[0].message, field: answer.errors?.[0].extensions.fields?.recipient };
    };
    expect(await fieldOf(sender.token, ticketId, "")).toEqual({ message: m.recipientRequired, field: m.recipientRequired });
    expect(await fieldOf(sender.token, ticketId, "@nobody_here_at_all")).toEqual({ message: m.recipientNotFound, field: m.recipientNotFound });
    expect(await fieldOf(sender.token, ticketId, sender.handle)).toEqual({ message: m.recipientIsYou, field: m.recipientIsYou });
    expect(await fieldOf(sender.token, ticketId, holder.handle)).toEqual({ message: m.recipientHolding, field: m.recipientHolding });
    expect((await transfer(recipient.token, ticketId, holder.handle)).errors[0].message).toBe(m.notYours);

    const db = api.platform.deps.db;
    const statusOf = async (patch: Partial<typeof userTickets.$inferInsert>) => {
      await db.update(userTickets).set({ status: "ACTIVE", firstSeenAt: null, ...patch }).where(eq(userTickets.id, ticketId));
      return (await transfer(sender.token, ticketId, recipient.handle)).errors[0].message;
    };
    expect(await statusOf({ firstSeenAt: new Date() })).toBe(m.alreadyScanned);
    expect(await statusOf({ status: "PENDING" })).toBe(m.pending);
    expect(await statusOf({ status: "CANCELLED" })).toBe(m.cancelled);
    await db.update(userTickets).set({ status: "ACTIVE", firstSeenAt: null }).where(eq(userTickets.id, ticketId));
    expect((await transfer(sender.token, ticketId, recipient.handle)).errors).toBeUndefined();
    expect((await transfer(sender.token, ticketId, holder.handle)).errors[0].message).toBe(m.alreadyTransferred);
  });

  test("a scan at the door keeps a ticket from being transferred", async () => {
    const { event, tickets } = await freeEvent(10);
    const [sender, recipient] = [await member(), await member()];
    await rsvp(sender.token, event, tickets[0].id);
    const pass = (await api.graphql(MY, { slug: event.slug }, { token: sender.token })).body.data.event.bySlugOrId.my.tickets[0];
    expect(await scan(event, pass.passToken)).toBe("OK");
    expect((await transfer(sender.token, pass.ticketId, recipient.handle)).errors[0].message).toBe(m.alreadyScanned);
  });
});

describe("gifts", () => {
  test("an RSVP with a recipient gives them the free ticket: a GIFT_EVENT_TICKET booking from the giver, who holds none", async () => {
    const { event, tickets } = await freeEvent(5);
    const [giver, recipient] = [await member(), await member()];
    expect((await rsvp(giver.token, event, tickets[0].id, recipient.handle)).errors).toBeUndefined();
    const theirs = (await api.graphql(MY, { slug: event.slug }, { token: recipient.token })).body.data.event.bySlugOrId.my.tickets;
    expect(theirs).toMatchObject([{ status: "ACTIVE", receivedVia: "GIFT_EVENT_TICKET", associatedUser: { userName: giver.handle } }]);
    expect((await api.graphql(MY, { slug: event.slug }, { token: giver.token })).body.data.event.bySlugOrId.my.tickets).toEqual([]);
    const [gift] = await api.platform.deps.db.select().from(bookings).where(eq(bookings.eventId, event.id));
    expect(gift).toMatchObject({ type: "GIFT_EVENT_TICKET", buyerUserId: giver.userId, giftSenderId: giver.userId, recipientUserId: recipient.userId, status: "COMPLETED" });
    const [type] = await api.platform.deps.db.select().from(eventTickets).where(eq(eventTickets.id, tickets[0].id));
    expect(type).toMatchObject({ availableAmount: 4, releasedAmount: 1 });
    expect((await api.outbox(recipient.email))[0].subject).toBe(m.emailSubject(event.displayName));
    // A second gift to the same member is refused: they hold a ticket.
    const again = await rsvp(giver.token, event, tickets[0].id, recipient.email);
    expect(again.errors[0].extensions.fields).toEqual({ recipient: m.recipientHolding });
  });

  test("a ticket that needs approval is not given", async () => {
    const { event, tickets } = await createEvent(api, { createdByUserId: host.userId, tickets: [{ ticketType: "Invite only", isRequiredApproval: true }] });
    const [giver, recipient] = [await member(), await member()];
    const answer = await rsvp(giver.token, event, tickets[0].id, recipient.handle);
    expect(answer.errors[0].extensions.fields).toEqual({ eventTicketId: m.giftNeedsApproval });
  });

  test("a paid gift: the buyer pays, the booking is GIFT_EVENT_TICKET with giftSenderId, the tickets are the recipient's", async () => {
    const { event, tickets } = await createEvent(api, {
      createdByUserId: host.userId,
      tickets: [{ ticketType: "Day Pass", kind: "PAID", priceCents: 2500, currency: "USD", limitedAmount: 10 }],
    });
    const [buyer, recipient] = [await member(), await member()];
    const started = (await api.graphql(PURCHASE, { input: { eventId: event.id, items: [{ eventTicketId: tickets[0].id, quantity: 2 }], giftRecipient: `@${recipient.handle}` } }, { token: buyer.token })).body;
    expect(started.errors).toBeUndefined();
    const { checkoutUrl, booking } = started.data.event.purchaseTickets;
    expect(booking).toMatchObject({ type: "GIFT_EVENT_TICKET", giftSenderId: buyer.userId, giftRecipient: { userName: recipient.handle } });
    const paid = await api.post(`/dev/payments/${new URL(checkoutUrl).pathname.split("/").pop()}/pay`, { number: "4242424242424242", expiry: "12/40", cvc: "123", name: "Sam" });
    expect(paid.body.status).toBe("paid");
    const issued = await api.platform.deps.db.select().from(userTickets).where(eq(userTickets.transactionId, booking.transactionId));
    expect(issued).toMatchObject([{ ownerUserId: recipient.userId, count: 2, receivedVia: "GIFT_EVENT_TICKET", associatedUserId: buyer.userId, status: "ACTIVE" }]);
    expect((await api.outbox(recipient.email))[0].subject).toBe(m.emailSubject(event.displayName));
    // Unknown recipients are refused before anything is held.
    const unknown = (await api.graphql(PURCHASE, { input: { eventId: event.id, items: [{ eventTicketId: tickets[0].id, quantity: 1 }], giftRecipient: "nobody@example.test" } }, { token: buyer.token })).body;
    expect(unknown.errors[0].extensions.fields).toEqual({ recipient: m.recipientNotFound });
  });
});

describe("how a sender is named to the recipient", () => {
  test("by user name, else name, else Unknown: never by their e-mail address", () => {
    expect(handleOf({ userName: "maya.chen", name: "Maya Chen" })).toBe("maya.chen");
    expect(handleOf({ userName: null, name: "Maya Chen" })).toBe("Maya Chen");
    expect(handleOf({ userName: null, name: null })).toBe("Unknown");
  });
});

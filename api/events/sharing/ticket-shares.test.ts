// Sharing places of a ticket by link (spec 2 §3 share status): offer, take back, claim,
// and two claims of one link racing each other.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { ticketShareMessages as m } from "../../../contract/events/messages.js";
import type { AuthInfo } from "../../access/domain/auth-info.js";
import { attendees, eventTickets, userTickets } from "../../db/schema.js";
import { createEvent, createVerifiedUser } from "../../test/fixtures.js";
import { startTestApi, type TestApi } from "../../test/support.js";

let api: TestApi;
let host: AuthInfo;

const MY_TICKETS = `query ($slugOrId: String!) {
  event { bySlugOrId(slugOrId: $slugOrId) {
    my { isGoing tickets { ticketId status count shareStatus passToken shares { shareId status token claimedBy { userId name } } } }
  } }
}`;
const SHARE = `mutation ($ticketId: ID!) { event { shareTicket(ticketId: $ticketId) { shareId status token } } }`;
const REVOKE = `mutation ($shareId: ID!) { event { revokeTicketShare(shareId: $shareId) { shareId status token } } }`;
const CLAIM = `mutation ($token: String!) { event { claimTicketShare(token: $token) { slug } } }`;
const VERIFY = `mutation ($input: VerifyTicketInput!) { event { verifyTicket(input: $input) { status } } }`;
const OFFER = `query ($token: String!) { event { ticketShare(token: $token) { status ticketType event { slug displayName } sharedBy { userId name } } } }`;

beforeAll(async () => {
  api = await startTestApi();
  host = await createVerifiedUser(api);
});
afterAll(async () => {
  await api?.close();
});

/** A member holding one ACTIVE ticket for `places` people (as a purchase of that many leaves them). */
async function holderOf(places: number, { startsInHours }: { startsInHours?: number } = {}) {
  const holder = await createVerifiedUser(api);
  const { event, tickets } = await createEvent(api, { createdByUserId: host.userId, startsInHours, tickets: [{ ticketType: "Table for friends" }] });
  const db = api.platform.deps.db;
  const [attendee] = await db.insert(attendees).values({ eventId: event.id, userId: holder.userId, state: "APPROVED" }).returning();
  const [ticket] = await db
    .insert(userTickets)
    .values({ eventId: event.id, eventTicketId: tickets[0].id, attendeeId: attendee.id, ownerUserId: holder.userId, status: "ACTIVE", count: places })
    .returning();
  return { holder, event, ticketId: ticket.id };
}

async function ok(query: string, variables: Record<string, unknown>, token: string) {
  const answer = (await api.graphql(query, variables, { token })).body;
  expect(answer.errors).toBeUndefined();
  return answer.data;
}

async function refused(query: string, variables: Record<string, unknown>, token: string) {
  const answer = (await api.graphql(query, variables, { token })).body;
  expect(answer.errors).toHaveLength(1);
  return { code: answer.errors[0].extensions.code as string, message: answer.errors[0].message as string };
}

const myTickets = async (token: string, slug: string) => (await ok(MY_TICKETS, { slugOrId: slug }, token)).event.bySlugOrId.my;

describe("sharing places of a ticket", () => {
  test("the holder offers a place; a friend claims it and gets a ticket of their own", async () => {
    const { holder, event, ticketId } = await holderOf(3);
    const friend = await createVerifiedUser(api, { firstName: "Noor", lastName: "Haddad" });

    const { shareTicket } = (await ok(SHARE, { ticketId }, holder.token)).event;
    expect(shareTicket).toMatchObject({ status: "SHARING" });
    expect(shareTicket.token).toMatch(/^1\.[\w-]{22}\.[\w-]{22}$/);
    const before = await myTickets(holder.token, event.slug);
    expect(before.tickets[0]).toMatchObject({ count: 3, shareStatus: "SHARING", shares: [{ shareId: shareTicket.shareId, status: "SHARING", token: shareTicket.token }] });

    // The friend sees what the link offers, then claims it.
    const { ticketShare } = (await ok(OFFER, { token: shareTicket.token }, friend.token)).event;
    expect(ticketShare).toMatchObject({ status: "SHARING", ticketType: "Table for friends", event: { slug: event.slug }, sharedBy: { userId: holder.userId } });
    expect((await ok(CLAIM, { token: shareTicket.token }, friend.token)).event.claimTicketShare.slug).toBe(event.slug);

    const mine = await myTickets(friend.token, event.slug);
    expect(mine.isGoing).toBe(true);
    expect(mine.tickets).toHaveLength(1);
    expect(mine.tickets[0]).toMatchObject({ status: "ACTIVE", count: 1 });
    expect(mine.tickets[0].passToken).toEqual(expect.any(String));
    const after = await myTickets(holder.token, event.slug);
    expect(after.tickets[0]).toMatchObject({ count: 2, shareStatus: "SHARED", shares: [{ status: "SHARED", token: null, claimedBy: { userId: friend.userId } }] });
  });

  test("a shared place's plus-ones go back to the ticket: the friend comes alone, the holder keeps theirs", async () => {
    const holder = await createVerifiedUser(api);
    const friend = await createVerifiedUser(api);
    // Three places with one plus-one each hold 6 of the ticket's 10.
    const { event, tickets } = await createEvent(api, { createdByUserId: host.userId, tickets: [{ ticketType: "Pairs", limitedAmount: 10, additionalGuests: 1 }] });
    const db = api.platform.deps.db;
    await db.update(eventTickets).set({ availableAmount: 4, releasedAmount: 6 }).where(eq(eventTickets.id, tickets[0].id));
    const [attendee] = await db.insert(attendees).values({ eventId: event.id, userId: holder.userId, state: "APPROVED" }).returning();
    const [ticket] = await db
      .insert(userTickets)
      .values({ eventId: event.id, eventTicketId: tickets[0].id, attendeeId: attendee.id, ownerUserId: holder.userId, status: "ACTIVE", count: 3, additionalGuests: 1 })
      .returning();

    const { shareTicket } = (await ok(SHARE, { ticketId: ticket.id }, holder.token)).event;
    await ok(CLAIM, { token: shareTicket.token }, friend.token);

    const held = await db.select({ owner: userTickets.ownerUserId, count: userTickets.count, additionalGuests: userTickets.additionalGuests }).from(userTickets).where(eq(userTickets.eventId, event.id));
    expect(new Map(held.map(({ owner, ...rest }) => [owner, rest]))).toEqual(
      new Map([
        [holder.userId, { count: 2, additionalGuests: 1 }],
        [friend.userId, { count: 1, additionalGuests: 0 }],
      ]),
    );
    // 2 × 2 + 1 places held: the shared place's plus-one went back.
    const [type] = await db.select().from(eventTickets).where(eq(eventTickets.id, tickets[0].id));
    expect(type).toMatchObject({ availableAmount: 5, releasedAmount: 5 });
  });

  test("the holder keeps one place: a ticket for 3 offers at most 2, and a one-place ticket none", async () => {
    const { holder, ticketId } = await holderOf(3);
    await ok(SHARE, { ticketId }, holder.token);
    await ok(SHARE, { ticketId }, holder.token);
    expect(await refused(SHARE, { ticketId }, holder.token)).toEqual({ code: "CONFLICT", message: m.nothingToShare });
    const single = await holderOf(1);
    expect(await refused(SHARE, { ticketId: single.ticketId }, single.holder.token)).toEqual({ code: "CONFLICT", message: m.nothingToShare });
  });

  test("nobody shares a ticket that is not theirs", async () => {
    const { ticketId } = await holderOf(2);
    const stranger = await createVerifiedUser(api);
    expect(await refused(SHARE, { ticketId }, stranger.token)).toEqual({ code: "NOT_FOUND", message: m.notYours });
    expect((await refused(SHARE, { ticketId }, host.token)).code).toBe("NOT_FOUND");
  });

  test("a link taken back no longer works, and frees its place to offer again", async () => {
    const { holder, event, ticketId } = await holderOf(2);
    const friend = await createVerifiedUser(api);
    const { shareTicket } = (await ok(SHARE, { ticketId }, holder.token)).event;
    expect((await ok(REVOKE, { shareId: shareTicket.shareId }, holder.token)).event.revokeTicketShare).toMatchObject({ status: "REVOKED", token: null });
    expect(await refused(CLAIM, { token: shareTicket.token }, friend.token)).toEqual({ code: "CONFLICT", message: m.linkRevoked });
    expect((await myTickets(holder.token, event.slug)).tickets[0]).toMatchObject({ count: 2, shareStatus: "REVOKED" });
    // Only its maker takes a link back.
    const again = (await ok(SHARE, { ticketId }, holder.token)).event.shareTicket;
    expect((await refused(REVOKE, { shareId: again.shareId }, friend.token)).code).toBe("NOT_FOUND");
  });

  test("a claimed link is spent; the holder cannot claim their own; a forged link names nothing", async () => {
    const { holder, ticketId } = await holderOf(3);
    const [first, second] = [await createVerifiedUser(api), await createVerifiedUser(api)];
    const { shareTicket } = (await ok(SHARE, { ticketId }, holder.token)).event;
    expect(await refused(CLAIM, { token: shareTicket.token }, holder.token)).toEqual({ code: "BAD_USER_INPUT", message: m.ownTicket });
    await ok(CLAIM, { token: shareTicket.token }, first.token);
    expect(await refused(CLAIM, { token: shareTicket.token }, second.token)).toEqual({ code: "CONFLICT", message: m.alreadyClaimed });

    const parts = shareTicket.token.split(".");
    const forged = [parts[0], parts[1], parts[2].replace(/^./, (c: string) => (c === "A" ? "B" : "A"))].join(".");
    expect(await refused(CLAIM, { token: forged }, second.token)).toEqual({ code: "NOT_FOUND", message: m.linkInvalid });
    expect((await ok(OFFER, { token: forged }, second.token)).event.ticketShare).toBeNull();
  });

  test("someone who already has a ticket for the event cannot take another place", async () => {
    const { holder, event, ticketId } = await holderOf(2);
    const other = await holderOf(1);
    // Give the other holder a ticket for the same event.
    const db = api.platform.deps.db;
    const [attendee] = await db.insert(attendees).values({ eventId: event.id, userId: other.holder.userId, state: "APPROVED" }).returning();
    const [parent] = await db.select().from(userTickets).where(eq(userTickets.id, ticketId));
    await db.insert(userTickets).values({ eventId: event.id, eventTicketId: parent.eventTicketId, attendeeId: attendee.id, ownerUserId: other.holder.userId, status: "ACTIVE", count: 1 });
    const { shareTicket } = (await ok(SHARE, { ticketId }, holder.token)).event;
    expect(await refused(CLAIM, { token: shareTicket.token }, other.holder.token)).toEqual({ code: "CONFLICT", message: m.alreadyHolding });
  });

  test("once the door scanned the ticket, its places are not split: no new link, and a link offered before is not claimed", async () => {
    // Within the door's scanning window.
    const { holder, event, ticketId } = await holderOf(3, { startsInHours: 1 });
    const friend = await createVerifiedUser(api);
    const offeredBefore = (await ok(SHARE, { ticketId }, holder.token)).event.shareTicket;
    const [{ passToken }] = (await myTickets(holder.token, event.slug)).tickets;
    const scan = await ok(VERIFY, { input: { eventId: event.id, zoneId: null, code: passToken, nonce: `share-scan-${ticketId}` } }, host.token);
    expect(scan.event.verifyTicket.status).toBe("OK");

    expect(await refused(SHARE, { ticketId }, holder.token)).toEqual({ code: "CONFLICT", message: m.scanned });
    expect(await refused(CLAIM, { token: offeredBefore.token }, friend.token)).toEqual({ code: "CONFLICT", message: m.scanned });
    const after = await myTickets(holder.token, event.slug);
    expect(after.tickets).toHaveLength(1);
    expect(after.tickets[0]).toMatchObject({ ticketId, count: 3 });
    expect((await myTickets(friend.token, event.slug)).tickets).toEqual([]);
  });

  test("two people claiming one link at once: exactly one gets the place", async () => {
    const { holder, event, ticketId } = await holderOf(2);
    const claimers = await Promise.all(Array.from({ length: 6 }, () => createVerifiedUser(api)));
    const { shareTicket } = (await ok(SHARE, { ticketId }, holder.token)).event;
    const answers = await Promise.all(claimers.map((claimer) => api.graphql(CLAIM, { token: shareTicket.token }, { token: claimer.token })));
    expect(answers.filter((answer) => !answer.body.errors)).toHaveLength(1);
    expect(answers.filter((answer) => answer.body.errors?.[0]?.extensions.code === "CONFLICT")).toHaveLength(5);
    const db = api.platform.deps.db;
    const held = await db.select().from(userTickets).where(and(eq(userTickets.eventId, event.id), eq(userTickets.status, "ACTIVE")));
    expect(held.reduce((sum, ticket) => sum + ticket.count, 0)).toBe(2);
    expect(held).toHaveLength(2);
  });
});

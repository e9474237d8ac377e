// Earning rules on a real database (ADR 0067): a check-in at a club event awards each of the
// club's check-in rules once per member and event — on replays, re-entries and concurrent
// scans alike — to members only, from published ACTIVE offers only, with the rule and the
// action in the reason.
import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { AuthInfo } from "../../access/domain/auth-info.js";
import { attendees, events, userTickets, type EventRow } from "../../db/schema.js";
import { createEvent, createVerifiedUser } from "../../test/fixtures.js";
import { startTestApi, type TestApi } from "../../test/support.js";
import { issueTicketPass } from "../../events/domain/ticket-pass.js";
import { joinClub } from "../domain/membership.js";
import { clubOffers, type ClubOfferRow } from "../offers/db.js";
import { clubPointsAccounts, clubPointsEntries } from "../points/db.js";
import { awardCheckIn } from "./domain/earning.js";

let api: TestApi;
let owner: AuthInfo;
let doorStaff: AuthInfo;

const CREATE_CLUB = `mutation ($input: ClubDetailsInput!) { club { create(input: $input) { clubId } } }`;
const VERIFY = `mutation ($input: VerifyTicketInput!) { event { verifyTicket(input: $input) { status ticketId } } }`;
const HISTORY = `query ($clubId: ID) { club { myPointsHistory(clubId: $clubId) { totalCount nodes { amount reason reasonCode sourceKind } } } }`;

const deps = () => api.platform.deps;
let nonces = 0;
const nonce = () => `earn-nonce-${Date.now()}-${++nonces}`;

async function newClub(): Promise<string> {
  const answer = await api.graphql(CREATE_CLUB, { input: { name: `Earn Club ${randomBytes(3).toString("hex")}`, access: "PUBLIC" } }, { token: owner.token });
  return answer.body.data.club.create.clubId;
}

async function offer(clubId: string, values: Partial<ClubOfferRow> = {}): Promise<ClubOfferRow> {
  const now = api.clock.now();
  const [row] = await deps()
    .db.insert(clubOffers)
    .values({
      clubId,
      createdByUserId: owner.userId,
      title: "Check in at a night",
      type: "OTHER",
      subType: "EARN_POINTS",
      program: "interact",
      access: "MEMBERS",
      publication: "PUBLISHED",
      status: "ACTIVE",
      settings: { pointsAmount: 50, actionDescription: "Check in at the door" },
      createdAt: now,
      updatedAt: now,
      ...values,
    })
    .returning();
  return row;
}

/** A club event starting in an hour, the door staff on it, and a ticket held by a new guest. */
async function clubEventTicket(clubId: string, name = "Owl Night", holder?: AuthInfo): Promise<{ event: EventRow; ticketId: string; holder: string; token: string; pass: string }> {
  const { event, tickets } = await createEvent(api, { createdByUserId: owner.userId, startsInHours: 1, tickets: [{ ticketType: "General" }], clubId, displayName: name });
  const db = deps().db;
  await db.insert(attendees).values({ eventId: event.id, userId: doorStaff.userId, state: "NONE", roles: ["DOOR"] });
  const guest = holder ?? (await createVerifiedUser(api));
  const [attendee] = await db.insert(attendees).values({ eventId: event.id, userId: guest.userId, state: "APPROVED" }).returning();
  const [ticket] = await db.insert(userTickets).values({ eventId: event.id, eventTicketId: tickets[0]!.id, attendeeId: attendee!.id, ownerUserId: guest.userId, status: "ACTIVE" }).returning();
  const pass = issueTicketPass(deps().ticketPassKey, { id: ticket!.id, status: "ACTIVE" })!;
  return { event, ticketId: ticket!.id, holder: guest.userId, token: guest.token, pass };
}

async function entriesOf(clubId: string, userId: string) {
  return deps()
    .db.select({ amount: clubPointsEntries.amount, reason: clubPointsEntries.reason, key: clubPointsEntries.idempotencyKey })
    .from(clubPointsEntries)
    .innerJoin(clubPointsAccounts, eq(clubPointsAccounts.id, clubPointsEntries.creditAccountId))
    .where(and(eq(clubPointsEntries.clubId, clubId), eq(clubPointsAccounts.userId, userId)));
}

beforeAll(async () => {
  api = await startTestApi({ graphqlRateLimitPerMinute: 100_000 });
  owner = await createVerifiedUser(api);
  doorStaff = await createVerifiedUser(api);
});
afterAll(async () => {
  await api?.close();
});

describe("a check-in at a club event", () => {
  test("the door awards a member once, with the rule and the event in the reason, through re-entries and replays", async () => {
    const clubId = await newClub();
    const rule = await offer(clubId);
    const { event, ticketId, holder, token, pass } = await clubEventTicket(clubId, "Owl Night");
    await joinClub(deps().db, clubId, holder);

    const first = await api.graphql(VERIFY, { input: { eventId: event.id, zoneId: null, code: pass, nonce: nonce() } }, { token: doorStaff.token });
    expect(first.body.data.event.verifyTicket.status).toBe("OK");
    const again = await api.graphql(VERIFY, { input: { eventId: event.id, zoneId: null, code: pass, nonce: nonce() } }, { token: doorStaff.token });
    expect(again.body.data.event.verifyTicket.status).not.toBe("ERROR");
    await awardCheckIn(deps(), ticketId);
    await awardCheckIn(deps(), ticketId);

    const entries = await entriesOf(clubId, holder);
    expect(entries).toEqual([{ amount: 50, reason: "Check in at a night: checked in at Owl Night", key: expect.stringContaining(`earn:${rule.id}:`) }]);
    const history = await api.graphql(HISTORY, { clubId }, { token });
    expect(history.body.data.club.myPointsHistory.nodes).toEqual([{ amount: 50, reason: "Check in at a night: checked in at Owl Night", reasonCode: "EARN", sourceKind: "EVENT_CHECK_IN" }]);
  });

  test("concurrent triggers award once", async () => {
    const clubId = await newClub();
    await offer(clubId);
    const { ticketId, holder } = await clubEventTicket(clubId);
    await joinClub(deps().db, clubId, holder);
    const results = await Promise.allSettled(Array.from({ length: 6 }, () => awardCheckIn(deps(), ticketId)));
    expect(results.every((r) => r.status === "fulfilled")).toBe(true);
    expect(await entriesOf(clubId, holder)).toHaveLength(1);
  });

  test("a holder who is not a member earns nothing, and the scan still admits", async () => {
    const clubId = await newClub();
    await offer(clubId);
    const { event, holder, pass } = await clubEventTicket(clubId);
    const answer = await api.graphql(VERIFY, { input: { eventId: event.id, zoneId: null, code: pass, nonce: nonce() } }, { token: doorStaff.token });
    expect(answer.body.data.event.verifyTicket.status).toBe("OK");
    expect(await entriesOf(clubId, holder)).toEqual([]);
  });

  test("unpublished, inactive, other programmes and offers out of their window award nothing", async () => {
    const clubId = await newClub();
    const past = new Date(api.clock.now().getTime() - 86_400_000);
    await offer(clubId, { publication: "UNPUBLISHED" });
    await offer(clubId, { status: "COMPLETE" });
    await offer(clubId, { status: "PENDING" });
    await offer(clubId, { program: "survey", settings: { pointsAmount: 10, actionUrl: "https://example.com" } });
    await offer(clubId, { startsAt: new Date(past.getTime() - 86_400_000), endsAt: past });
    const { ticketId, holder } = await clubEventTicket(clubId);
    await joinClub(deps().db, clubId, holder);
    expect(await awardCheckIn(deps(), ticketId)).toEqual([]);
    expect(await entriesOf(clubId, holder)).toEqual([]);
  });

  test("a location rule awards at its own place only; most times per member is kept", async () => {
    const clubId = await newClub();
    const here = await offer(clubId, { title: "At the Loft", program: "location", settings: { pointsAmount: 20, address: "12 Loft Street", radiusMeters: 100 } });
    const limited = await offer(clubId, { title: "Twice only", settings: { pointsAmount: 5, actionDescription: "Come", maxPerMember: 1 } });
    const one = await clubEventTicket(clubId, "Loft night");
    await deps().db.update(events).set({ locationAddress: "12 Loft Street, Springfield" }).where(eq(events.id, one.event.id));
    await joinClub(deps().db, clubId, one.holder);
    const awards = await awardCheckIn(deps(), one.ticketId);
    expect(awards.map((a) => a.offerId).sort()).toEqual([here.id, limited.id].sort());

    const elsewhere = await clubEventTicket(clubId, "Park night");
    await joinClub(deps().db, clubId, elsewhere.holder);
    expect((await awardCheckIn(deps(), elsewhere.ticketId)).map((a) => a.offerId)).toEqual([limited.id]);

    // The first member again, at another night: the limited rule has given its one time.
    const again = await clubEventTicket(clubId, "Second night", { userId: one.holder, token: one.token } as AuthInfo);
    expect(await awardCheckIn(deps(), again.ticketId)).toEqual([]);
    expect(await entriesOf(clubId, one.holder)).toHaveLength(2);
  });
});


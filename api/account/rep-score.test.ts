// Rep score (ADR 0055): a member earns points the first time the door checks them in at an
// event, once per event however often they are scanned, none at their own events, back when
// the check-in is undone; the profile lists the awards; and an event's minimum rep score is
// reached by real check-ins, not only by seeded scores.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { AuthInfo } from "../access/domain/auth-info.js";
import { attendees, userTickets, type EventRow } from "../db/schema.js";
import { issueTicketPass } from "../events/domain/ticket-pass.js";
import { REP_SCORE_POINTS } from "../../contract/account/profile.js";
import { eventSettingsMessages as m } from "../../contract/events/messages.js";
import { createEvent, createVerifiedUser } from "../test/fixtures.js";
import { startTestApi, type TestApi } from "../test/support.js";

let api: TestApi;
let host: AuthInfo;
let doorStaff: AuthInfo;
let nonces = 0;

const VERIFY = `mutation ($input: VerifyTicketInput!) { event { verifyTicket(input: $input) { status ticketId } } }`;
const UNDO = `mutation ($input: UndoCheckInInput!) { event { undoCheckIn(input: $input) { ticketId scanCount } } }`;
const ME = `query { user { me { repScore repScoreAwards { reason points eventName eventSlug awardedAt } } } }`;
const RSVP = `mutation ($input: RsvpInput!) { event { rsvp(input: $input) { eventId } } }`;
const nonce = () => `rep-nonce-${Date.now()}-${++nonces}`;

beforeAll(async () => {
  api = await startTestApi({ graphqlRateLimitPerMinute: 100_000 });
  host = await createVerifiedUser(api);
  doorStaff = await createVerifiedUser(api);
});
afterAll(async () => {
  await api?.close();
});

/** An event starting in an hour, its door staffed, with `member` holding an approved ticket; the ticket's pass. */
async function ticketedEvent(member: AuthInfo, name: string, createdByUserId = host.userId): Promise<{ event: EventRow; ticketId: string; pass: string }> {
  const { event, tickets } = await createEvent(api, { createdByUserId, displayName: name, startsInHours: 1, tickets: [{ ticketType: "General" }] });
  const db = api.platform.deps.db;
  await db.insert(attendees).values({ eventId: event.id, userId: doorStaff.userId, state: "NONE", roles: ["DOOR"] });
  const [attendee] = await db.insert(attendees).values({ eventId: event.id, userId: member.userId, state: "APPROVED" }).returning();
  const [ticket] = await db.insert(userTickets).values({ eventId: event.id, eventTicketId: tickets[0]!.id, attendeeId: attendee!.id, ownerUserId: member.userId, status: "ACTIVE" }).returning();
  return { event, ticketId: ticket!.id, pass: issueTicketPass(api.platform.deps.ticketPassKey, { id: ticket!.id, status: "ACTIVE" })! };
}

async function scan(eventId: string, pass: string) {
  const answer = await api.graphql(VERIFY, { input: { eventId, zoneId: null, code: pass, nonce: nonce() } }, { token: doorStaff.token });
  expect(answer.body.errors).toBeUndefined();
  return answer.body.data.event.verifyTicket.status as string;
}

async function me(member: AuthInfo) {
  const answer = await api.graphql(ME, {}, { token: member.token });
  expect(answer.body.errors).toBeUndefined();
  return answer.body.data.user.me as { repScore: number; repScoreAwards: { reason: string; points: number; eventName: string; eventSlug: string; awardedAt: string }[] };
}

describe("earning rep score", () => {
  test("a check-in raises the score once: scanning again, even at once, does not add more", async () => {
    const member = await createVerifiedUser(api);
    const { event, pass } = await ticketedEvent(member, "Rooftop Jazz");
    expect((await me(member)).repScore).toBe(0);
    expect(await scan(event.id, pass)).toBe("OK");
    expect(await me(member)).toEqual({
      repScore: REP_SCORE_POINTS.eventCheckIn,
      repScoreAwards: [{ reason: "EVENT_CHECK_IN", points: REP_SCORE_POINTS.eventCheckIn, eventName: "Rooftop Jazz", eventSlug: event.slug, awardedAt: expect.any(String) }],
    });
    expect(await scan(event.id, pass)).toBe("ALREADY_SCANNED");
    expect((await me(member)).repScore).toBe(REP_SCORE_POINTS.eventCheckIn);

    // A second ticket of another event, scanned by several door phones at once: one award.
    const second = await ticketedEvent(member, "Sunday Brunch");
    const answers = await Promise.all(Array.from({ length: 8 }, () => scan(second.event.id, second.pass)));
    expect(answers.filter((status) => status === "OK")).toHaveLength(1);
    const after = await me(member);
    expect(after.repScore).toBe(2 * REP_SCORE_POINTS.eventCheckIn);
    expect(after.repScoreAwards.map((award) => award.eventName)).toEqual(["Sunday Brunch", "Rooftop Jazz"]);
  });

  test("undoing the check-in takes the points back; checking in again gives them once more", async () => {
    const member = await createVerifiedUser(api);
    const { event, ticketId, pass } = await ticketedEvent(member, "Gallery Night");
    await scan(event.id, pass);
    const undone = await api.graphql(UNDO, { input: { eventId: event.id, zoneId: null, ticketId, nonce: nonce() } }, { token: doorStaff.token });
    expect(undone.body.errors).toBeUndefined();
    expect(await me(member)).toEqual({ repScore: 0, repScoreAwards: [] });
    expect(await scan(event.id, pass)).toBe("OK");
    expect((await me(member)).repScore).toBe(REP_SCORE_POINTS.eventCheckIn);
  });

  test("a host checked in at their own event earns nothing", async () => {
    const member = await createVerifiedUser(api);
    const { event, pass } = await ticketedEvent(member, "My Own Party", member.userId);
    expect(await scan(event.id, pass)).toBe("OK");
    expect(await me(member)).toEqual({ repScore: 0, repScoreAwards: [] });
  });

  test("an event with a minimum rep score is reached after enough check-ins", async () => {
    const member = await createVerifiedUser(api);
    const minimum = 2 * REP_SCORE_POINTS.eventCheckIn;
    const { event: exclusive, tickets } = await createEvent(api, { createdByUserId: host.userId, minimumRepScore: minimum, tickets: [{ ticketType: "Entry", kind: "FREE", limitedAmount: null }] });
    const rsvp = () => api.graphql(RSVP, { input: { eventId: exclusive.id, eventTicketId: tickets[0]!.id, response: "ACCEPT" } }, { token: member.token });

    expect((await rsvp()).body.errors[0]).toMatchObject({ message: m.repScoreTooLow(minimum), extensions: { code: "AUTH_NOT_AUTHORIZED" } });
    const first = await ticketedEvent(member, "First Night");
    await scan(first.event.id, first.pass);
    expect((await rsvp()).body.errors[0].message).toBe(m.repScoreTooLow(minimum));
    const second = await ticketedEvent(member, "Second Night");
    await scan(second.event.id, second.pass);
    expect((await rsvp()).body.errors).toBeUndefined();
    const [row] = await api.platform.deps.db.select().from(attendees).where(eq(attendees.eventId, exclusive.id));
    expect(row).toMatchObject({ userId: member.userId, state: "APPROVED" });
  });
});

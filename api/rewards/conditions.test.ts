// Badges earned by checking in at the club's events, and a badge's holders by age and gender:
// a check-in at the N-th club event awards once (and tells the member), concurrent check-ins
// never pass the supply, a badge outside its window is not earned; the statistics are the club's
// reward managers' only and count members of known ages and genders.
import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { attendees, clubs, notifications, userAchievements, userTickets, users, type EventRow } from "../db/schema.js";
import type { AuthInfo } from "../access/domain/auth-info.js";
import { issueTicketPass } from "../events/domain/ticket-pass.js";
import { createEvent, createVerifiedUser } from "../test/fixtures.js";
import { startTestApi, type TestApi } from "../test/support.js";

let api: TestApi;
let owner: AuthInfo;
let clubId: string;

beforeAll(async () => {
  api = await startTestApi({ graphqlRateLimitPerMinute: 100_000 });
  owner = await createVerifiedUser(api);
  const [club] = await api.platform.deps.db
    .insert(clubs)
    .values({ name: "Night Owls", slug: `club-${randomBytes(4).toString("hex")}`, ownerUserId: owner.userId, published: true })
    .returning();
  clubId = club.id;
});
afterAll(async () => {
  await api?.close();
});

const CREATE = `mutation ($clubId: ID!, $input: AchievementInput!) { rewards { createAchievement(clubId: $clubId, input: $input) { achievementId condition { kind count } } } }`;
const READ = `query ($id: ID!) { rewards { achievement(achievementId: $id) { awardedCount } } }`;
const MINE = `{ rewards { myAchievements { earnedAutomatically achievement { achievementId } } } }`;
const VERIFY = `mutation ($input: VerifyTicketInput!) { event { verifyTicket(input: $input) { status } } }`;
const STATS = `query ($id: ID!) { rewards { achievementStatistics(achievementId: $id) { holders ageRanges { label count } ageNotCounted genders { label count } genderNotCounted } } }`;
const codeOf = (answer: { body: { errors?: { extensions?: { code?: string } }[] } }) => answer.body.errors?.[0]?.extensions?.code;

async function badge(input: Record<string, unknown>): Promise<string> {
  const answer = await api.graphql(CREATE, { clubId, input: { displayName: "Regular", category: "PARTICIPATION", ...input } }, { token: owner.token });
  expect(answer.body.errors).toBeUndefined();
  return answer.body.data.rewards.createAchievement.achievementId;
}

/** An event of the club (or of no club) starting in an hour, its creator at the door. */
async function clubEvent(ofClub: string | null = clubId): Promise<{ event: EventRow; eventTicketId: string }> {
  const made = await createEvent(api, { createdByUserId: owner.userId, startsInHours: 1, tickets: [{ ticketType: "General" }], clubId: ofClub });
  return { event: made.event, eventTicketId: made.tickets[0].id };
}

/** A ticket of the member's for the event, and its pass. */
async function ticketFor(event: { event: EventRow; eventTicketId: string }, userId: string): Promise<string> {
  const db = api.platform.deps.db;
  const [attendee] = await db.insert(attendees).values({ eventId: event.event.id, userId, state: "APPROVED" }).returning();
  const [ticket] = await db.insert(userTickets).values({ eventId: event.event.id, eventTicketId: event.eventTicketId, attendeeId: attendee.id, ownerUserId: userId, status: "ACTIVE" }).returning();
  return issueTicketPass(api.platform.deps.ticketPassKey, { id: ticket.id, status: "ACTIVE" })!;
}

let nonces = 0;
async function checkIn(event: { event: EventRow }, pass: string): Promise<string> {
  const answer = await api.graphql(VERIFY, { input: { eventId: event.event.id, zoneId: null, code: pass, nonce: `cond-nonce-${Date.now()}-${++nonces}` } }, { token: owner.token });
  expect(answer.body.errors).toBeUndefined();
  return answer.body.data.event.verifyTicket.status;
}

const told = (userId: string) =>
  api.platform.deps.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.recipientUserId, userId), eq(notifications.type, "ReceiveAchievement")));

describe("earned by attending the club's events", () => {
  test("the check-in at the second club event awards it once, automatically, and tells the member", async () => {
    const achievementId = await badge({ condition: { kind: "CLUB_EVENTS_ATTENDED", count: 2 } });
    const sam = await createVerifiedUser(api);
    const [first, elsewhere, second, third] = [await clubEvent(), await clubEvent(null), await clubEvent(), await clubEvent()];
    expect(await checkIn(first, await ticketFor(first, sam.userId))).toBe("OK");
    // An event of no club does not count towards the club's badge.
    expect(await checkIn(elsewhere, await ticketFor(elsewhere, sam.userId))).toBe("OK");
    expect((await api.graphql(MINE, {}, { token: sam.token })).body.data.rewards.myAchievements).toEqual([]);
    const secondPass = await ticketFor(second, sam.userId);
    expect(await checkIn(second, secondPass)).toBe("OK");
    expect((await api.graphql(MINE, {}, { token: sam.token })).body.data.rewards.myAchievements).toEqual([{ earnedAutomatically: true, achievement: { achievementId } }]);
    // A refused re-scan and a third event do not award it again.
    expect(await checkIn(second, secondPass)).toBe("ALREADY_SCANNED");
    expect(await checkIn(third, await ticketFor(third, sam.userId))).toBe("OK");
    expect((await api.graphql(READ, { id: achievementId }, { token: owner.token })).body.data.rewards.achievement.awardedCount).toBe(1);
    const notices = await told(sam.userId);
    expect(notices).toHaveLength(1);
    expect(notices[0].properties).toMatchObject({ AchievementId: achievementId, ClubName: "Night Owls" });
    const [held] = await api.platform.deps.db.select().from(userAchievements).where(eq(userAchievements.achievementId, achievementId));
    expect(held).toMatchObject({ userId: sam.userId, awardedByUserId: null, earnedAutomatically: true });
  });

  test("concurrent check-ins of members meeting it never pass its supply", async () => {
    const achievementId = await badge({ condition: { kind: "CLUB_EVENTS_ATTENDED", count: 1 }, maxSupply: 3 });
    const event = await clubEvent();
    const crowd = await Promise.all(Array.from({ length: 8 }, () => createVerifiedUser(api)));
    const passes = await Promise.all(crowd.map((member) => ticketFor(event, member.userId)));
    const statuses = await Promise.all(passes.map((pass) => checkIn(event, pass)));
    expect(statuses).toEqual(Array(8).fill("OK"));
    const holders = await api.platform.deps.db.select().from(userAchievements).where(eq(userAchievements.achievementId, achievementId));
    expect(holders).toHaveLength(3);
    expect((await api.graphql(READ, { id: achievementId }, { token: owner.token })).body.data.rewards.achievement.awardedCount).toBe(3);
  });

  test("a badge outside its window, a pending one and one without a condition are not earned", async () => {
    const later = await badge({ condition: { kind: "CLUB_EVENTS_ATTENDED", count: 1 }, activeFromUtc: new Date(api.clock.now().getTime() + 86_400_000).toISOString() });
    const over = await badge({ condition: { kind: "CLUB_EVENTS_ATTENDED", count: 1 }, activeToUtc: new Date(api.clock.now().getTime() - 1000).toISOString() });
    const pending = await badge({ condition: { kind: "CLUB_EVENTS_ATTENDED", count: 1 }, status: "PENDING" });
    const byHand = await badge({});
    const event = await clubEvent();
    const sam = await createVerifiedUser(api);
    expect(await checkIn(event, await ticketFor(event, sam.userId))).toBe("OK");
    const mine = (await api.graphql(MINE, {}, { token: sam.token })).body.data.rewards.myAchievements.map((held: { achievement: { achievementId: string } }) => held.achievement.achievementId);
    for (const id of [later, over, pending, byHand]) expect(mine).not.toContain(id);
  });

  test("the condition is read back and checked", async () => {
    const made = await api.graphql(CREATE, { clubId, input: { displayName: "Regular", category: "EVENT", condition: { kind: "CLUB_EVENTS_ATTENDED", count: 5 } } }, { token: owner.token });
    expect(made.body.data.rewards.createAchievement.condition).toEqual({ kind: "CLUB_EVENTS_ATTENDED", count: 5 });
    const bad = await api.graphql(CREATE, { clubId, input: { displayName: "Regular", category: "EVENT", condition: { kind: "CLUB_EVENTS_ATTENDED", count: 0 } } }, { token: owner.token });
    expect(codeOf(bad)).toBe("BAD_USER_INPUT");
    expect(bad.body.errors[0].message).toBe("The number of events must be a whole number from 1 to 1000.");
  });
});

describe("statistics by age range and gender", () => {
  /** A member of the given birth date and gender, awarded the badge. */
  async function holder(achievementId: string, dateOfBirth: string | null, gender: "FEMALE" | "MALE" | "OTHER" | "NOT_DISCLOSED" | null) {
    const member = await createVerifiedUser(api);
    const userName = `s_${randomBytes(4).toString("hex")}`;
    await api.platform.deps.db.update(users).set({ userName, dateOfBirth, gender }).where(eq(users.id, member.userId));
    const award = await api.graphql(`mutation ($input: AwardAchievementInput!) { rewards { awardAchievement(input: $input) { awardedAt } } }`, { input: { achievementId, userName } }, { token: owner.token });
    expect(award.body.errors).toBeUndefined();
    return member;
  }

  test("holders are counted per bucket; unknown ones apart; only the club's reward managers see them", async () => {
    // Born `years` ago today (plus `days`), by the API's clock in UTC.
    const born = (years: number, days = 0) => {
      const day = new Date(api.clock.now());
      day.setUTCFullYear(day.getUTCFullYear() - years);
      day.setUTCDate(day.getUTCDate() + days);
      return day.toISOString().slice(0, 10);
    };
    {
      const achievementId = await badge({});
      const sam = await holder(achievementId, born(20), "FEMALE");
      await holder(achievementId, born(25), "FEMALE"); // 25 today
      await holder(achievementId, born(25, 1), "MALE"); // 24 until tomorrow
      await holder(achievementId, born(40), "OTHER");
      await holder(achievementId, born(45), "NOT_DISCLOSED");
      await holder(achievementId, null, null);
      await holder(achievementId, born(15), "MALE"); // no bucket of spec 3 §9
      const stats = await api.graphql(STATS, { id: achievementId }, { token: owner.token });
      expect(stats.body.errors).toBeUndefined();
      expect(stats.body.data.rewards.achievementStatistics).toEqual({
        holders: 7,
        ageRanges: [
          { label: "18-24", count: 2 },
          { label: "25-34", count: 1 },
          { label: "35-44", count: 1 },
          { label: "over 44", count: 1 },
        ],
        ageNotCounted: 2,
        genders: [
          { label: "female", count: 2 },
          { label: "male", count: 2 },
          { label: "other", count: 1 },
        ],
        genderNotCounted: 2,
      });
      // A holder is no manager; a signed-out visitor is asked to sign in.
      expect(codeOf(await api.graphql(STATS, { id: achievementId }, { token: sam.token }))).toBe("AUTH_NOT_AUTHORIZED");
      expect(codeOf(await api.graphql(STATS, { id: achievementId }))).toBe("AUTH_NOT_AUTHENTICATED");
      expect(codeOf(await api.graphql(STATS, { id: "nope" }, { token: owner.token }))).toBe("NOT_FOUND");
    }
  });
});

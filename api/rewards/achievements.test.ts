// Achievements through the API: a club's reward managers create and award badges by user
// name; a badge goes once per member and never past its supply, even under concurrent awards;
// strangers may do neither; the member sees their badges and is told of each.
import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { achievements, clubs, clubTeamMembers, notifications, users } from "../db/schema.js";
import { createVerifiedUser } from "../test/fixtures.js";
import { startTestApi, type TestApi } from "../test/support.js";
import type { AuthInfo } from "../access/domain/auth-info.js";

let api: TestApi;
let owner: AuthInfo;
let clubId: string;

beforeAll(async () => {
  api = await startTestApi();
  owner = await createVerifiedUser(api);
  clubId = await createClub(owner.userId, "Night Owls");
});
afterAll(async () => {
  await api?.close();
});

async function createClub(ownerUserId: string, name: string): Promise<string> {
  const [club] = await api.platform.deps.db
    .insert(clubs)
    .values({ name, slug: `club-${randomBytes(4).toString("hex")}`, ownerUserId, published: true })
    .returning();
  return club.id;
}

/** A confirmed member with a user name (awards name members by it). */
async function member(): Promise<AuthInfo & { handle: string }> {
  const user = await createVerifiedUser(api);
  const handle = `m_${randomBytes(4).toString("hex")}`;
  await api.platform.deps.db.update(users).set({ userName: handle }).where(eq(users.id, user.userId));
  return { ...user, handle };
}

const CREATE = `mutation ($clubId: ID!, $input: AchievementInput!) { rewards { createAchievement(clubId: $clubId, input: $input) { achievementId slug status awardedCount maxSupply canManage club { clubId name } } } }`;
const AWARD = `mutation ($input: AwardAchievementInput!) { rewards { awardAchievement(input: $input) { awardedAt achievement { achievementId awardedCount } } } }`;
const MINE = `{ rewards { myAchievements { awardedAt achievement { achievementId displayName category club { name } } } } }`;
const MINE_ONE = `query ($id: ID!) { rewards { myAchievement(achievementId: $id) { achievement { displayName } } } }`;

async function createAchievement(token: string, input: Record<string, unknown> = {}, club = clubId) {
  return api.graphql(CREATE, { clubId: club, input: { displayName: "Early Bird", category: "EVENT", ...input } }, { token });
}
async function newAchievement(input: Record<string, unknown> = {}): Promise<string> {
  const answer = await createAchievement(owner.token, input);
  expect(answer.body.errors).toBeUndefined();
  return answer.body.data.rewards.createAchievement.achievementId;
}
const award = (token: string, achievementId: string, userName: string) => api.graphql(AWARD, { input: { achievementId, userName } }, { token });
const codeOf = (answer: { body: { errors?: { extensions?: { code?: string } }[] } }) => answer.body.errors?.[0]?.extensions?.code;

describe("creating", () => {
  test("the club's owner creates a badge; it names its club", async () => {
    const answer = await createAchievement(owner.token, { maxSupply: 5 });
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data.rewards.createAchievement).toMatchObject({ status: "ACTIVE", awardedCount: 0, maxSupply: 5, canManage: true, club: { clubId, name: "Night Owls" } });
    expect(answer.body.data.rewards.createAchievement.slug).toMatch(/^early-bird-[0-9a-f]{6}$/);
  });

  test("a tier badge needs its tier; the end must follow the start", async () => {
    const tier = await createAchievement(owner.token, { category: "TIER" });
    expect(codeOf(tier)).toBe("BAD_USER_INPUT");
    expect(tier.body.errors[0].extensions.fields).toEqual({ tier: "Choose the tier of the badge." });
    const window = await createAchievement(owner.token, { activeFromUtc: "2030-01-02T00:00:00Z", activeToUtc: "2030-01-01T00:00:00Z" });
    expect(window.body.errors[0].extensions.fields).toEqual({ activeToUtc: "The end must be after the start." });
  });

  test("a stranger cannot create one; a REWARD_MANAGER can, an EVENT_MANAGER cannot", async () => {
    const stranger = await member();
    expect(codeOf(await createAchievement(stranger.token))).toBe("NOT_FOUND");
    const rewards = await member();
    const events = await member();
    await api.platform.deps.db.insert(clubTeamMembers).values([
      { clubId, userId: rewards.userId, role: "REWARD_MANAGER", kind: "TEAM" },
      { clubId, userId: events.userId, role: "EVENT_MANAGER", kind: "COLLABORATOR" },
    ]);
    expect(codeOf(await createAchievement(events.token))).toBe("AUTH_NOT_AUTHORIZED");
    const made = await createAchievement(rewards.token);
    expect(made.body.errors).toBeUndefined();
    // …and only in their own club.
    const otherClub = await createClub(stranger.userId, "Elsewhere");
    expect(codeOf(await createAchievement(rewards.token, {}, otherClub))).toBe("NOT_FOUND");
  });
});

describe("awarding by user name", () => {
  test("the member gets it once, sees it in their list and is told", async () => {
    const achievementId = await newAchievement({ displayName: "Night Owl" });
    const sam = await member();
    const first = await award(owner.token, achievementId, `@${sam.handle}`);
    expect(first.body.errors).toBeUndefined();
    expect(first.body.data.rewards.awardAchievement.achievement.awardedCount).toBe(1);

    const again = await award(owner.token, achievementId, sam.handle);
    expect(codeOf(again)).toBe("CONFLICT");
    expect(again.body.errors[0].message).toBe("This member already has this achievement.");

    const mine = await api.graphql(MINE, {}, { token: sam.token });
    expect(mine.body.data.rewards.myAchievements).toEqual([
      { awardedAt: expect.any(String), achievement: { achievementId, displayName: "Night Owl", category: "EVENT", club: { name: "Night Owls" } } },
    ]);
    expect((await api.graphql(MINE_ONE, { id: achievementId }, { token: sam.token })).body.data.rewards.myAchievement.achievement.displayName).toBe("Night Owl");
    // Someone who does not hold it: NOT_FOUND, as for an unknown id.
    expect(codeOf(await api.graphql(MINE_ONE, { id: achievementId }, { token: owner.token }))).toBe("NOT_FOUND");
    expect(codeOf(await api.graphql(MINE_ONE, { id: "nope" }, { token: sam.token }))).toBe("NOT_FOUND");

    const told = await api.platform.deps.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.recipientUserId, sam.userId), eq(notifications.type, "ReceiveAchievement")));
    expect(told).toHaveLength(1);
    expect(told[0].properties).toMatchObject({ AchievementId: achievementId, ClubId: clubId, ClubName: "Night Owls" });
    expect(told[0].defaultMessage).toBe("You received a new achievement from Night Owls.");
  });

  test("an unknown user name, a pending badge and one outside its window are refused", async () => {
    const achievementId = await newAchievement();
    const unknown = await award(owner.token, achievementId, "nobody_here_at_all");
    expect(unknown.body.errors[0].extensions.fields).toEqual({ userName: "No member has this user name." });
    const sam = await member();
    const pending = await newAchievement({ status: "PENDING" });
    expect((await award(owner.token, pending, sam.handle)).body.errors[0].message).toBe("This achievement is not active, so it cannot be awarded.");
    const later = await newAchievement({ activeFromUtc: new Date(api.clock.now().getTime() + 86_400_000).toISOString() });
    expect((await award(owner.token, later, sam.handle)).body.errors[0].message).toBe("This achievement cannot be awarded before it starts.");
    const over = await newAchievement({ activeToUtc: new Date(api.clock.now().getTime() - 1000).toISOString() });
    expect((await award(owner.token, over, sam.handle)).body.errors[0].message).toBe("This achievement's time to be awarded has ended.");
  });

  test("a stranger cannot award it", async () => {
    const achievementId = await newAchievement();
    const stranger = await member();
    const sam = await member();
    expect(codeOf(await award(stranger.token, achievementId, sam.handle))).toBe("AUTH_NOT_AUTHORIZED");
    expect(codeOf(await api.graphql(AWARD, { input: { achievementId, userName: sam.handle } }))).toBe("AUTH_NOT_AUTHENTICATED");
  });

  test("of 10 concurrent awards of the last badge exactly one succeeds", async () => {
    const achievementId = await newAchievement({ maxSupply: 2 });
    const early = await member();
    expect((await award(owner.token, achievementId, early.handle)).body.errors).toBeUndefined();
    const crowd = await Promise.all(Array.from({ length: 10 }, () => member()));
    const answers = await Promise.all(crowd.map((m) => award(owner.token, achievementId, m.handle)));
    const won = answers.filter((answer) => !answer.body.errors);
    expect(won).toHaveLength(1);
    expect(answers.filter((answer) => codeOf(answer) === "CONFLICT").map((answer) => answer.body.errors[0].message)).toEqual(
      Array(9).fill("All of this achievement's badges have been awarded."),
    );
    const read = await api.graphql(`query ($id: ID!) { rewards { achievement(achievementId: $id) { awardedCount maxSupply } } }`, { id: achievementId }, { token: owner.token });
    expect(read.body.data.rewards.achievement).toEqual({ awardedCount: 2, maxSupply: 2 });
  });
});

describe("reading", () => {
  test("a hidden badge is the club's managers' only; the public one by slug needs no sign-in", async () => {
    const hidden = await newAchievement({ isHidden: true });
    const stranger = await member();
    const byId = `query ($id: ID!) { rewards { achievement(achievementId: $id) { achievementId } } }`;
    expect(codeOf(await api.graphql(byId, { id: hidden }, { token: stranger.token }))).toBe("NOT_FOUND");
    expect((await api.graphql(byId, { id: hidden }, { token: owner.token })).body.data.rewards.achievement.achievementId).toBe(hidden);

    const shown = await createAchievement(owner.token, { displayName: "Open Door" });
    const { slug, achievementId } = shown.body.data.rewards.createAchievement;
    const publicOne = `query ($key: String!) { rewards { publicAchievement(slugOrId: $key) { achievementId canManage } } }`;
    expect((await api.graphql(publicOne, { key: slug })).body.data.rewards.publicAchievement).toEqual({ achievementId, canManage: false });
    expect(codeOf(await api.graphql(publicOne, { key: hidden }))).toBe("NOT_FOUND");
    expect(codeOf(await api.graphql(publicOne, { key: hidden }, { token: stranger.token }))).toBe("NOT_FOUND");
    expect((await api.graphql(publicOne, { key: hidden }, { token: owner.token })).body.data.rewards.publicAchievement).toEqual({ achievementId: hidden, canManage: true });

    const list = `query ($clubId: ID!) { rewards { clubAchievements(clubId: $clubId) { achievementId } } }`;
    const forStranger = (await api.graphql(list, { clubId }, { token: stranger.token })).body.data.rewards.clubAchievements.map((a: { achievementId: string }) => a.achievementId);
    const forOwner = (await api.graphql(list, { clubId }, { token: owner.token })).body.data.rewards.clubAchievements.map((a: { achievementId: string }) => a.achievementId);
    expect(forOwner).toContain(hidden);
    expect(forStranger).not.toContain(hidden);
    expect(forStranger).toContain(achievementId);
  });

  test("a supply cannot drop below the badges awarded; an awarded badge cannot be deleted, an unawarded one can", async () => {
    const achievementId = await newAchievement({ maxSupply: 3 });
    const [a, b] = [await member(), await member()];
    await award(owner.token, achievementId, a.handle);
    await award(owner.token, achievementId, b.handle);
    const update = `mutation ($id: ID!, $input: AchievementInput!) { rewards { updateAchievement(achievementId: $id, input: $input) { maxSupply } } }`;
    const lower = await api.graphql(update, { id: achievementId, input: { displayName: "Early Bird", category: "EVENT", maxSupply: 1 } }, { token: owner.token });
    expect(lower.body.errors[0].extensions.fields).toEqual({ maxSupply: "The maximum supply cannot be lower than the badges already awarded." });
    const remove = `mutation ($id: ID!) { rewards { deleteAchievement(achievementId: $id) } }`;
    expect(codeOf(await api.graphql(remove, { id: achievementId }, { token: a.token }))).toBe("AUTH_NOT_AUTHORIZED");
    const refused = await api.graphql(remove, { id: achievementId }, { token: owner.token });
    expect(codeOf(refused)).toBe("CONFLICT");
    expect(refused.body.errors[0].message).toBe("This achievement has been awarded, so it cannot be deleted: set its status to Complete to stop awarding it.");
    expect((await api.graphql(MINE, {}, { token: a.token })).body.data.rewards.myAchievements).toHaveLength(1);
    const unawarded = await newAchievement();
    expect((await api.graphql(remove, { id: unawarded }, { token: owner.token })).body.data.rewards.deleteAchievement).toBe(unawarded);
  });
});

describe("the club page's list, kept in the read cache", () => {
  const LIST = `query ($clubId: ID!) { rewards { clubAchievements(clubId: $clubId) { achievementId displayName } } }`;

  test("by the club's slug too; a new badge, a renamed one, one made hidden and a deleted one show on the next request", async () => {
    const cachedClubId = await createClub(owner.userId, "Cached Club");
    const [{ slug }] = await api.platform.deps.db.select({ slug: clubs.slug }).from(clubs).where(eq(clubs.id, cachedClubId));
    const visitor = await member();
    const listed = async () =>
      ((await api.graphql(LIST, { clubId: slug }, { token: visitor.token })).body.data.rewards.clubAchievements as { achievementId: string; displayName: string }[]).map((a) => `${a.achievementId}:${a.displayName}`);

    expect(await listed()).toEqual([]);
    const created = await createAchievement(owner.token, { displayName: "First Light" }, cachedClubId);
    const achievementId: string = created.body.data.rewards.createAchievement.achievementId;
    expect(await listed()).toEqual([`${achievementId}:First Light`]);

    // Changed in the database directly: only its trigger tells the cache.
    await api.platform.deps.db.update(achievements).set({ displayName: "Last Light" }).where(eq(achievements.id, achievementId));
    expect(await listed()).toEqual([`${achievementId}:Last Light`]);
    await api.platform.deps.db.update(achievements).set({ isHidden: true }).where(eq(achievements.id, achievementId));
    expect(await listed()).toEqual([]);
    await api.platform.deps.db.update(achievements).set({ isHidden: false }).where(eq(achievements.id, achievementId));
    expect(await listed()).toEqual([`${achievementId}:Last Light`]);
    await api.platform.deps.db.delete(achievements).where(eq(achievements.id, achievementId));
    expect(await listed()).toEqual([]);
  });
});

describe("ids and the club's visibility (security review, issue 39)", () => {
  const LIST = `query ($clubId: ID!) { rewards { clubAchievements(clubId: $clubId) { achievementId } } }`;
  const BY_ID = `query ($id: ID!) { rewards { achievement(achievementId: $id) { achievementId } } }`;
  const PUBLIC = `query ($key: String!) { rewards { publicAchievement(slugOrId: $key) { achievementId } } }`;
  const HELD = `query ($userId: ID!) { rewards { userAchievements(userId: $userId) { achievement { achievementId } } } }`;
  const CLUB = `query ($clubId: ID!) { club { byId(clubId: $clubId) { clubId } } }`;

  test("a member's badges by an id that is not a uuid, or no member's, answer NOT_FOUND rather than a database error", async () => {
    const stranger = await member();
    for (const userId of ["junk", "00000000-0000-4000-8000-000000000000"]) {
      const answer = await api.graphql(HELD, { userId }, { token: stranger.token });
      expect(codeOf(answer)).toBe("NOT_FOUND");
    }
    expect(codeOf(await api.graphql(HELD, { userId: "junk" }))).toBe("NOT_FOUND");
    expect(codeOf(await api.graphql(LIST, { clubId: "junk" }, { token: stranger.token }))).toBe("NOT_FOUND");
  });

  test("an unpublished club's badges answer NOT_FOUND to others, as the club does; its managers still see them", async () => {
    const draftClubId = await createClub(owner.userId, "Draft Club");
    await api.platform.deps.db.update(clubs).set({ published: false }).where(eq(clubs.id, draftClubId));
    const created = await createAchievement(owner.token, { displayName: "Secret Launch" }, draftClubId);
    expect(created.body.errors).toBeUndefined();
    const { achievementId, slug } = created.body.data.rewards.createAchievement;
    const holder = await member();
    expect((await award(owner.token, achievementId, holder.handle)).body.errors).toBeUndefined();

    const stranger = await member();
    expect(codeOf(await api.graphql(CLUB, { clubId: draftClubId }, { token: stranger.token }))).toBe("NOT_FOUND");
    expect(codeOf(await api.graphql(LIST, { clubId: draftClubId }, { token: stranger.token }))).toBe("NOT_FOUND");
    expect(codeOf(await api.graphql(LIST, { clubId: draftClubId }))).toBe("NOT_FOUND");
    expect(codeOf(await api.graphql(BY_ID, { id: achievementId }, { token: stranger.token }))).toBe("NOT_FOUND");
    expect(codeOf(await api.graphql(PUBLIC, { key: slug }))).toBe("NOT_FOUND");
    expect(codeOf(await api.graphql(PUBLIC, { key: achievementId }, { token: stranger.token }))).toBe("NOT_FOUND");
    const others = await api.graphql(HELD, { userId: holder.userId }, { token: stranger.token });
    expect(others.body.errors).toBeUndefined();
    expect(others.body.data.rewards.userAchievements).toEqual([]);

    // The club's owner and the holder themselves still see it.
    const forOwner = await api.graphql(LIST, { clubId: draftClubId }, { token: owner.token });
    expect(forOwner.body.data.rewards.clubAchievements.map((a: { achievementId: string }) => a.achievementId)).toEqual([achievementId]);
    expect((await api.graphql(BY_ID, { id: achievementId }, { token: owner.token })).body.data.rewards.achievement.achievementId).toBe(achievementId);
    expect((await api.graphql(MINE, {}, { token: holder.token })).body.data.rewards.myAchievements.map((a: { achievement: { achievementId: string } }) => a.achievement.achievementId)).toEqual([achievementId]);

    // Once published, everyone sees them.
    await api.platform.deps.db.update(clubs).set({ published: true }).where(eq(clubs.id, draftClubId));
    expect((await api.graphql(LIST, { clubId: draftClubId }, { token: stranger.token })).body.data.rewards.clubAchievements).toHaveLength(1);
    expect((await api.graphql(PUBLIC, { key: slug })).body.data.rewards.publicAchievement.achievementId).toBe(achievementId);
    expect((await api.graphql(HELD, { userId: holder.userId }, { token: stranger.token })).body.data.rewards.userAchievements).toHaveLength(1);
  });
});

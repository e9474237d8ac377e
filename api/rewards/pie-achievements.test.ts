// A pie's achievements through the API (docs/decisions/0078): the pie's owner, and moderators
// holding CAN_SEND_ACHIEVEMENTS, create, change, award and delete them; an Account Manager only
// views them (hidden ones too); nobody else may; a pie's badge is never given past its supply, even
// to 20 members at once; hidden ones are listed to the pie's team and their holders only; the member
// is told which pie gave it; a pie reward's winners claim its bonus badge.
import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { AuthInfo } from "../access/domain/auth-info.js";
import { createVerifiedUser } from "../test/fixtures.js";
import { startTestApi, type TestApi } from "../test/support.js";
import { achievements, clubs, notifications, pies, userAchievements, users, type PieRow } from "../db/schema.js";
import { seedDemoPie } from "../pies/seed.js";

let api: TestApi;
let owner: AuthInfo;
let pie: PieRow;

beforeAll(async () => {
  api = await startTestApi();
  owner = await createVerifiedUser(api);
  pie = await seedDemoPie(api.platform.deps, owner.userId);
});
afterAll(async () => {
  await api?.close();
});

/** A confirmed member with a user name (awards name members by it). */
async function member(): Promise<AuthInfo & { handle: string }> {
  const user = await createVerifiedUser(api);
  const handle = `p_${randomBytes(4).toString("hex")}`;
  await api.platform.deps.db.update(users).set({ userName: handle }).where(eq(users.id, user.userId));
  return { ...user, handle };
}

const FIELDS = `achievementId slug isHidden awardedCount maxSupply canManage club { clubId } pie { pieId name slug }`;
const CREATE = `mutation ($pieId: ID, $clubId: ID, $input: AchievementInput!) { rewards { createAchievement(pieId: $pieId, clubId: $clubId, input: $input) { ${FIELDS} } } }`;
const AWARD = `mutation ($input: AwardAchievementInput!) { rewards { awardAchievement(input: $input) { achievement { achievementId awardedCount } } } }`;
const LIST = `query ($pie: String!) { rewards { pieAchievements(pieIdOrSlug: $pie) { achievementId } } }`;
const BY_ID = `query ($id: ID!) { rewards { achievement(achievementId: $id) { ${FIELDS} } } }`;
const PUBLIC = `query ($key: String!) { rewards { publicAchievement(slugOrId: $key) { achievementId } } }`;
const HELD = `query ($userId: ID!) { rewards { userAchievements(userId: $userId) { achievement { achievementId } } } }`;
const MINE = `{ rewards { myAchievements { achievement { achievementId pie { name } } } } }`;
const UPDATE = `mutation ($id: ID!, $input: AchievementInput!) { rewards { updateAchievement(achievementId: $id, input: $input) { displayName } } }`;
const DELETE = `mutation ($id: ID!) { rewards { deleteAchievement(achievementId: $id) } }`;
const STATISTICS = `query ($id: ID!) { rewards { achievementStatistics(achievementId: $id) { holders } } }`;

const codeOf = (answer: { body: { errors?: { extensions?: { code?: string } }[] } }) => answer.body.errors?.[0]?.extensions?.code;
const ids = (list: { achievementId: string }[]) => list.map((a) => a.achievementId);

function create(token: string, input: Record<string, unknown> = {}, issuer: Record<string, unknown> = { pieId: pie.id }) {
  return api.graphql(CREATE, { ...issuer, input: { displayName: "Front Row", category: "LAUNCH_DAY_SUPPORTER", ...input } }, { token });
}
async function newBadge(input: Record<string, unknown> = {}): Promise<string> {
  const answer = await create(owner.token, input);
  expect(answer.body.errors).toBeUndefined();
  return answer.body.data.rewards.createAchievement.achievementId;
}
const award = (token: string, achievementId: string, userName: string) => api.graphql(AWARD, { input: { achievementId, userName } }, { token });

describe("the pie's owner", () => {
  test("creates a badge of the pie; it names the pie and no club", async () => {
    const answer = await create(owner.token, { maxSupply: 10, category: "TIER", tier: "RUBY" });
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data.rewards.createAchievement).toMatchObject({
      awardedCount: 0,
      maxSupply: 10,
      canManage: true,
      club: null,
      pie: { pieId: pie.id, name: pie.displayName, slug: pie.slug },
    });
  });

  test("names exactly one issuer, and a pie's badge has no check-in condition", async () => {
    const neither = await create(owner.token, {}, {});
    expect(codeOf(neither)).toBe("BAD_USER_INPUT");
    expect(neither.body.errors[0].message).toBe("Choose the club or the pie that issues the achievement.");
    const condition = await create(owner.token, { condition: { kind: "CLUB_EVENTS_ATTENDED", count: 2 } });
    expect(condition.body.errors[0].extensions.fields).toEqual({ condition: "Only a club's achievements can be earned by checking in at its events." });
  });

  test("awards it by user name; the member holds it and is told which pie gave it", async () => {
    const achievementId = await newBadge({ displayName: "Night Pie Regular" });
    const sam = await member();
    const answer = await award(owner.token, achievementId, `@${sam.handle}`);
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data.rewards.awardAchievement.achievement).toEqual({ achievementId, awardedCount: 1 });
    expect((await api.graphql(MINE, {}, { token: sam.token })).body.data.rewards.myAchievements).toEqual([{ achievement: { achievementId, pie: { name: pie.displayName } } }]);
    const told = await api.platform.deps.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.recipientUserId, sam.userId), eq(notifications.type, "ReceiveAchievement")));
    expect(told).toHaveLength(1);
    expect(told[0].properties).toMatchObject({ AchievementId: achievementId, PieId: pie.id, PieName: pie.displayName, PieSlug: pie.slug });
    expect(told[0].defaultMessage).toBe(`You received a new achievement from ${pie.displayName}.`);
  });

  test("changes, reads the statistics of, and deletes an unawarded badge", async () => {
    const achievementId = await newBadge();
    const changed = await api.graphql(UPDATE, { id: achievementId, input: { displayName: "Back Row", category: "EVENT" } }, { token: owner.token });
    expect(changed.body.data.rewards.updateAchievement).toEqual({ displayName: "Back Row" });
    expect((await api.graphql(STATISTICS, { id: achievementId }, { token: owner.token })).body.data.rewards.achievementStatistics).toEqual({ holders: 0 });
    expect((await api.graphql(DELETE, { id: achievementId }, { token: owner.token })).body.data.rewards.deleteAchievement).toBe(achievementId);
    expect(codeOf(await api.graphql(BY_ID, { id: achievementId }, { token: owner.token }))).toBe("NOT_FOUND");
  });
});

describe("anyone else", () => {
  test("may not create, change, award, delete or read the statistics of the pie's badges", async () => {
    const achievementId = await newBadge();
    const stranger = await member();
    const sam = await member();
    expect(codeOf(await create(stranger.token))).toBe("AUTH_NOT_AUTHORIZED");
    expect(codeOf(await api.graphql(UPDATE, { id: achievementId, input: { displayName: "Mine now", category: "EVENT" } }, { token: stranger.token }))).toBe("AUTH_NOT_AUTHORIZED");
    expect(codeOf(await award(stranger.token, achievementId, sam.handle))).toBe("AUTH_NOT_AUTHORIZED");
    expect(codeOf(await api.graphql(DELETE, { id: achievementId }, { token: stranger.token }))).toBe("AUTH_NOT_AUTHORIZED");
    expect(codeOf(await api.graphql(STATISTICS, { id: achievementId }, { token: stranger.token }))).toBe("AUTH_NOT_AUTHORIZED");
    expect(codeOf(await api.graphql(AWARD, { input: { achievementId, userName: sam.handle } }))).toBe("AUTH_NOT_AUTHENTICATED");
    expect((await api.graphql(BY_ID, { id: achievementId }, { token: stranger.token })).body.data.rewards.achievement.canManage).toBe(false);
    const [held] = await api.platform.deps.db.select().from(userAchievements).where(eq(userAchievements.achievementId, achievementId));
    expect(held).toBeUndefined();
  });

  test("finds another member's draft pie NOT_FOUND, for its badges as for itself", async () => {
    const drafter = await member();
    const [draft] = await api.platform.deps.db
      .insert(pies)
      .values({ displayName: "Half Baked", slug: `draft-${randomBytes(4).toString("hex")}`, createdBy: drafter.userId })
      .returning();
    const stranger = await member();
    expect(codeOf(await create(stranger.token, {}, { pieId: draft!.id }))).toBe("NOT_FOUND");
    expect(codeOf(await api.graphql(LIST, { pie: draft!.id }, { token: stranger.token }))).toBe("NOT_FOUND");
    const own = await create(drafter.token, {}, { pieId: draft!.id });
    expect(own.body.errors).toBeUndefined();
    expect(codeOf(await api.graphql(PUBLIC, { key: own.body.data.rewards.createAchievement.achievementId }))).toBe("NOT_FOUND");
  });
});

const GRANT = `mutation ($pieId: ID!, $userName: String!, $role: PieRole!) { pie { grantModerator(pieId: $pieId, userName: $userName, pieRole: $role) { pieRole } } }`;

describe("the pie's team, by role (ADR 0073's flags)", () => {
  async function moderator(role: "ADMIN" | "ACCOUNT_MANAGER" | "REWARD_MANAGER") {
    const user = await member();
    const granted = await api.graphql(GRANT, { pieId: pie.id, userName: user.handle, role }, { token: owner.token });
    expect(granted.body.errors).toBeUndefined();
    return user;
  }

  test("CAN_SEND_ACHIEVEMENTS (owner, Admin, Reward Manager) creates, changes, awards and reads the statistics; the Account Manager only views", async () => {
    const [admin, rewardManager, accountManager, stranger, fan] = [await moderator("ADMIN"), await moderator("REWARD_MANAGER"), await moderator("ACCOUNT_MANAGER"), await member(), await member()];
    const hidden = await newBadge({ isHidden: true });
    for (const manager of [owner, admin, rewardManager]) {
      const made = await create(manager.token, { displayName: "Team badge" });
      expect(made.body.errors).toBeUndefined();
      const badge = made.body.data.rewards.createAchievement;
      expect(badge.canManage).toBe(true);
      expect((await api.graphql(UPDATE, { id: badge.achievementId, input: { displayName: "Renamed", category: "EVENT" } }, { token: manager.token })).body.errors).toBeUndefined();
      expect((await award(manager.token, badge.achievementId, fan.handle)).body.errors).toBeUndefined();
      expect((await api.graphql(STATISTICS, { id: badge.achievementId }, { token: manager.token })).body.errors).toBeUndefined();
      expect(ids((await api.graphql(LIST, { pie: pie.id }, { token: manager.token })).body.data.rewards.pieAchievements)).toContain(hidden);
    }
    // The Account Manager holds CAN_VIEW_ACHIEVEMENTS only: the whole list, hidden badges too, and nothing more.
    expect(codeOf(await create(accountManager.token))).toBe("AUTH_NOT_AUTHORIZED");
    expect(codeOf(await api.graphql(UPDATE, { id: hidden, input: { displayName: "Mine", category: "EVENT" } }, { token: accountManager.token }))).toBe("AUTH_NOT_AUTHORIZED");
    expect(codeOf(await award(accountManager.token, hidden, fan.handle))).toBe("AUTH_NOT_AUTHORIZED");
    expect(codeOf(await api.graphql(DELETE, { id: hidden }, { token: accountManager.token }))).toBe("AUTH_NOT_AUTHORIZED");
    expect(ids((await api.graphql(LIST, { pie: pie.id }, { token: accountManager.token })).body.data.rewards.pieAchievements)).toContain(hidden);
    const seen = await api.graphql(BY_ID, { id: hidden }, { token: accountManager.token });
    expect(seen.body.data.rewards.achievement).toMatchObject({ achievementId: hidden, canManage: false });
    // A stranger as before: the hidden badge is not found, the list leaves it out, nothing may be changed.
    expect(codeOf(await api.graphql(BY_ID, { id: hidden }, { token: stranger.token }))).toBe("NOT_FOUND");
    expect(codeOf(await award(stranger.token, hidden, fan.handle))).toBe("NOT_FOUND");
    expect(ids((await api.graphql(LIST, { pie: pie.id }, { token: stranger.token })).body.data.rewards.pieAchievements)).not.toContain(hidden);
    expect(codeOf(await create(stranger.token))).toBe("AUTH_NOT_AUTHORIZED");
  });
});

describe("the supply", () => {
  test("of 20 concurrent awards of a badge with 5 left, exactly 5 succeed", async () => {
    const achievementId = await newBadge({ maxSupply: 5 });
    const crowd = await Promise.all(Array.from({ length: 20 }, () => member()));
    const answers = await Promise.all(crowd.map((m) => award(owner.token, achievementId, m.handle)));
    expect(answers.filter((answer) => !answer.body.errors)).toHaveLength(5);
    expect(answers.filter((answer) => codeOf(answer) === "CONFLICT").map((answer) => answer.body.errors[0].message)).toEqual(
      Array(15).fill("All of this achievement's badges have been awarded."),
    );
    const holders = await api.platform.deps.db.select().from(userAchievements).where(eq(userAchievements.achievementId, achievementId));
    expect(holders).toHaveLength(5);
    expect((await api.graphql(BY_ID, { id: achievementId }, { token: owner.token })).body.data.rewards.achievement).toMatchObject({ awardedCount: 5, maxSupply: 5 });
    const told = await api.platform.deps.db.select().from(notifications).where(eq(notifications.type, "ReceiveAchievement"));
    expect(told.filter((row) => row.properties.AchievementId === achievementId)).toHaveLength(5);
  });
});

describe("hidden badges", () => {
  test("are listed to the pie's owner and their holders, never to others", async () => {
    const hidden = await newBadge({ displayName: "Secret Slice", isHidden: true });
    const shown = await newBadge({ displayName: "Open Slice" });
    const holder = await member();
    expect((await award(owner.token, hidden, holder.handle)).body.errors).toBeUndefined();
    expect((await award(owner.token, shown, holder.handle)).body.errors).toBeUndefined();
    const stranger = await member();

    const forOwner = ids((await api.graphql(LIST, { pie: pie.slug }, { token: owner.token })).body.data.rewards.pieAchievements);
    expect(forOwner).toEqual(expect.arrayContaining([hidden, shown]));
    for (const token of [stranger.token, holder.token, undefined]) {
      const list = ids((await api.graphql(LIST, { pie: pie.id }, token ? { token } : {})).body.data.rewards.pieAchievements);
      expect(list).toContain(shown);
      expect(list).not.toContain(hidden);
    }
    expect(codeOf(await api.graphql(BY_ID, { id: hidden }, { token: stranger.token }))).toBe("NOT_FOUND");
    expect(codeOf(await api.graphql(PUBLIC, { key: hidden }))).toBe("NOT_FOUND");
    expect((await api.graphql(PUBLIC, { key: hidden }, { token: owner.token })).body.data.rewards.publicAchievement.achievementId).toBe(hidden);
    // A hidden badge's refusals do not reveal it either.
    expect(codeOf(await award(stranger.token, hidden, holder.handle))).toBe("NOT_FOUND");

    const others = ids((await api.graphql(HELD, { userId: holder.userId }, { token: stranger.token })).body.data.rewards.userAchievements.map((h: { achievement: { achievementId: string } }) => h.achievement));
    expect(others).toEqual([shown]);
    const own = ids((await api.graphql(MINE, {}, { token: holder.token })).body.data.rewards.myAchievements.map((h: { achievement: { achievementId: string } }) => h.achievement));
    expect(own).toEqual(expect.arrayContaining([hidden, shown]));
  });
});

describe("badges claimed by rewards", () => {
  const CREATE_REWARD = `mutation ($pieId: ID!, $input: PieRewardInput!) { rewards { createPieReward(pieId: $pieId, input: $input) { rewardId } } }`;
  const PARTICIPATE = `mutation ($rewardId: ID!) { rewards { participate(rewardId: $rewardId) { userInfo { participateState } } } }`;
  const CLAIMED = `query ($key: String!) { rewards { publicAchievement(slugOrId: $key) { claimedByRewards { rewardId pieId displayName } } } }`;

  async function promotion(displayName: string, bonusAchievementId: string): Promise<string> {
    const input = { displayName, type: "PROMOTION", delivery: "DIGITAL", category: "MERCHANDISE_GIVE_A_WAY", maxWinners: 3, redeemType: "PROMO_CODE", redeemCode: "PIE", bonusAchievementId };
    const answer = await api.graphql(CREATE_REWARD, { pieId: pie.id, input }, { token: owner.token });
    expect(answer.body.errors).toBeUndefined();
    return answer.body.data.rewards.createPieReward.rewardId;
  }
  const participate = async (token: string, rewardId: string) => (await api.graphql(PARTICIPATE, { rewardId }, { token })).body;

  test("a promotion's winners claim its bonus badge while its supply lasts; the badge names the reward", async () => {
    const badge = await newBadge({ displayName: "Sticker Holder", maxSupply: 1 });
    const rewardId = await promotion("Sticker pack", badge);
    const [first, second] = [await member(), await member()];
    expect((await participate(first.token, rewardId)).data.rewards.participate.userInfo.participateState).toBe("AWARDED");
    // The supply is gone: the second still wins the reward, without the badge.
    expect((await participate(second.token, rewardId)).data.rewards.participate.userInfo.participateState).toBe("AWARDED");
    const holders = await api.platform.deps.db.select().from(userAchievements).where(eq(userAchievements.achievementId, badge));
    expect(holders).toEqual([expect.objectContaining({ userId: first.userId, rewardId, awardedByUserId: null, earnedAutomatically: true })]);
    const told = await api.platform.deps.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.recipientUserId, first.userId), eq(notifications.type, "ReceiveAchievement")));
    expect(told.map((row) => row.properties.AchievementId)).toEqual([badge]);
    expect((await api.graphql(CLAIMED, { key: badge })).body.data.rewards.publicAchievement.claimedByRewards).toEqual([{ rewardId, pieId: pie.id, displayName: "Sticker pack" }]);
  });

  test("a pie's reward never gives a badge of another issuer", async () => {
    const [club] = await api.platform.deps.db
      .insert(clubs)
      .values({ name: "Other Club", slug: `club-${randomBytes(4).toString("hex")}`, ownerUserId: owner.userId, published: true })
      .returning();
    const [clubBadge] = await api.platform.deps.db
      .insert(achievements)
      .values({ slug: `club-badge-${randomBytes(3).toString("hex")}`, displayName: "Club Only", category: "EVENT", clubId: club!.id })
      .returning();
    const rewardId = await promotion("Borrowed badge", clubBadge!.id);
    const winner = await member();
    expect((await participate(winner.token, rewardId)).data.rewards.participate.userInfo.participateState).toBe("AWARDED");
    expect(await api.platform.deps.db.select().from(userAchievements).where(eq(userAchievements.achievementId, clubBadge!.id))).toEqual([]);
    expect((await api.graphql(CLAIMED, { key: clubBadge!.id })).body.data.rewards.publicAchievement.claimedByRewards).toEqual([]);
  });
});

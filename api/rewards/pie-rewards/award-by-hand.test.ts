// Awarding a pie reward by hand and deleting one, through the API (ADR 0099): who may, what is
// refused and why, that the reward's winners are never exceeded even by awards at once, and that
// a reward somebody won (or whose draw was published) stays.
import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { AuthInfo } from "../../access/domain/auth-info.js";
import { createVerifiedUser } from "../../test/fixtures.js";
import { startTestApi, type TestApi } from "../../test/support.js";
import { notifications, pieModerators, pieRewardParticipants, pieRewards, users, type PieRow } from "../../db/schema.js";
import { seedDemoPie } from "../../pies/seed.js";

let api: TestApi;
let owner: AuthInfo;
let pie: PieRow;

interface Member extends AuthInfo {
  handle: string;
}
let rewardManager: Member;
let accountManager: Member;

const CREATE = `mutation ($pieId: ID!, $input: PieRewardInput!) { rewards { createPieReward(pieId: $pieId, input: $input) { rewardId } } }`;
const AWARD = `mutation ($rewardId: ID!, $userName: String!) { rewards { awardPieReward(rewardId: $rewardId, userName: $userName) { rewardId participantCount } } }`;
const DELETE = `mutation ($rewardId: ID!) { rewards { deletePieReward(rewardId: $rewardId) } }`;
const PARTICIPATE = `mutation ($rewardId: ID!) { rewards { participate(rewardId: $rewardId) { userInfo { participateState } } } }`;
const FREEZE = `mutation ($rewardId: ID!) { rewards { freezeRewardEntries(rewardId: $rewardId) { sequence } } }`;
const MINE = `query ($pie: String!, $reward: String!) { rewards { pieReward(pieIdOrSlug: $pie, rewardIdOrSlug: $reward) { userInfo { participateState ordinalWinner } } } }`;

async function call(query: string, token: string | undefined, variables: Record<string, unknown> = {}) {
  return (await api.graphql(query, variables, token ? { token } : {})).body;
}
const codeOf = (body: { errors?: { extensions: { code: string } }[] }) => body.errors?.[0]?.extensions.code;

async function member(overrides: Record<string, unknown> = {}): Promise<Member> {
  const user = await createVerifiedUser(api, overrides);
  const handle = `fan_${randomBytes(4).toString("hex")}`;
  await api.platform.deps.db.update(users).set({ userName: handle }).where(eq(users.id, user.userId));
  return { ...user, handle };
}

async function reward(input: Record<string, unknown>): Promise<string> {
  const base = { type: "PROMOTION", delivery: "DIGITAL", category: "OTHER", maxWinners: 10 };
  const body = await call(CREATE, owner.token, { pieId: pie.id, input: { ...base, ...input } });
  expect(body.errors).toBeUndefined();
  return body.data.rewards.createPieReward.rewardId;
}

const stateOf = async (who: AuthInfo, rewardId: string) => (await call(MINE, who.token, { pie: pie.id, reward: rewardId })).data.rewards.pieReward.userInfo;

beforeAll(async () => {
  api = await startTestApi();
  owner = await createVerifiedUser(api);
  pie = await seedDemoPie(api.platform.deps, owner.userId);
  rewardManager = await member();
  accountManager = await member();
  await api.platform.deps.db.insert(pieModerators).values([
    { pieId: pie.id, userId: rewardManager.userId, role: "REWARD_MANAGER" },
    { pieId: pie.id, userId: accountManager.userId, role: "ACCOUNT_MANAGER" },
  ]);
});
afterAll(async () => {
  await api?.close();
});

describe("awarding a reward by hand", () => {
  test("the team member who sends rewards awards a member who does not meet its conditions; they are told once", async () => {
    const rewardId = await reward({ displayName: "Backstage pass", ownedSlices: { amount: 500 } });
    const fan = await member();
    // On their own, the fan cannot take part: they hold no slices.
    expect(codeOf(await call(PARTICIPATE, fan.token, { rewardId }))).toBe("BAD_USER_INPUT");
    expect(codeOf(await call(AWARD, undefined, { rewardId, userName: fan.handle }))).toBe("AUTH_NOT_AUTHENTICATED");
    expect(codeOf(await call(AWARD, accountManager.token, { rewardId, userName: fan.handle }))).toBe("AUTH_NOT_AUTHORIZED");
    expect(codeOf(await call(AWARD, fan.token, { rewardId, userName: fan.handle }))).toBe("AUTH_NOT_AUTHORIZED");

    const first = await call(AWARD, rewardManager.token, { rewardId, userName: `@${fan.handle.toUpperCase()}` });
    expect(first.errors).toBeUndefined();
    expect(first.data.rewards.awardPieReward.participantCount).toBe(1);
    expect(await stateOf(fan, rewardId)).toEqual({ participateState: "AWARDED", ordinalWinner: 1 });
    // Asked again: the same winner, told once.
    expect((await call(AWARD, owner.token, { rewardId, userName: fan.handle })).errors).toBeUndefined();
    expect(await stateOf(fan, rewardId)).toEqual({ participateState: "AWARDED", ordinalWinner: 1 });
    const told = await api.platform.deps.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.recipientUserId, fan.userId), eq(notifications.type, "AwardedReward")));
    expect(told).toHaveLength(1);
  });

  test("a participant who opted out can still be chosen, and becomes the next winner", async () => {
    const rewardId = await reward({ displayName: "Signed poster", type: "DRAW", maxWinners: 2 });
    const promotionId = await reward({ displayName: "Poster promotion", maxWinners: 3 });
    const early = await member();
    expect((await call(PARTICIPATE, early.token, { rewardId: promotionId })).errors).toBeUndefined();
    const late = await member();
    await api.platform.deps.db.insert(pieRewardParticipants).values({ rewardId: promotionId, userId: late.userId, state: "NOT_PARTICIPATING", createdAt: api.clock.now(), updatedAt: api.clock.now() });
    expect((await call(AWARD, owner.token, { rewardId: promotionId, userName: late.handle })).errors).toBeUndefined();
    expect(await stateOf(late, promotionId)).toEqual({ participateState: "AWARDED", ordinalWinner: 2 });
    // A draw's winners come from its draw only.
    const draw = await call(AWARD, owner.token, { rewardId, userName: late.handle });
    expect(draw.errors[0]).toMatchObject({ message: "A draw's winners come from its draw: freeze the entries and draw.", extensions: { code: "CONFLICT" } });
  });

  test("refused beside the user name: unknown, the pie's team, below the age limit; and once every winner is in", async () => {
    const rewardId = await reward({ displayName: "Meet the band", ageLimit: 21, maxWinners: 1 });
    const unknown = await call(AWARD, owner.token, { rewardId, userName: "nobody_by_this_name" });
    expect(unknown.errors[0].extensions).toMatchObject({ code: "BAD_USER_INPUT", fields: { userName: "No member has this user name" } });
    const team = await call(AWARD, owner.token, { rewardId, userName: rewardManager.handle });
    expect(team.errors[0].extensions.fields).toEqual({ userName: "Your pie's team cannot win its rewards" });
    const young = await member({ dateOfBirth: `${new Date(api.clock.now()).getUTCFullYear() - 19}-01-01` });
    const tooYoung = await call(AWARD, owner.token, { rewardId, userName: young.handle });
    expect(tooYoung.errors[0].extensions.fields).toEqual({ userName: "This member is below the reward's age limit (or has no date of birth on their profile)" });
    expect(await stateOf(young, rewardId)).toMatchObject({ participateState: "CANT_PARTICIPATE" });

    const adult = await member();
    expect((await call(AWARD, owner.token, { rewardId, userName: adult.handle })).errors).toBeUndefined();
    const full = await call(AWARD, owner.token, { rewardId, userName: (await member()).handle });
    expect(full.errors[0].extensions).toMatchObject({ code: "CONFLICT", fields: { userName: "This reward has all its winners" } });
  });

  test("eight awards at once of a reward with three winners: exactly three win, numbered 1 to 3", async () => {
    const rewardId = await reward({ displayName: "Front row", maxWinners: 3 });
    const fans = await Promise.all(Array.from({ length: 8 }, () => member()));
    const answers = await Promise.all(fans.map((fan) => call(AWARD, owner.token, { rewardId, userName: fan.handle })));
    expect(answers.filter((answer) => !answer.errors)).toHaveLength(3);
    expect(answers.filter((answer) => codeOf(answer) === "CONFLICT")).toHaveLength(5);
    const winners = await api.platform.deps.db.select().from(pieRewardParticipants).where(eq(pieRewardParticipants.rewardId, rewardId));
    expect(winners.map((row) => row.ordinalWinner).sort()).toEqual([1, 2, 3]);
  });
});

describe("deleting a reward", () => {
  test("one nobody won goes, with its participations; only for those who change rewards", async () => {
    const rewardId = await reward({ displayName: "Soon gone", type: "DRAW" });
    const fan = await member();
    expect((await call(PARTICIPATE, fan.token, { rewardId })).errors).toBeUndefined();
    expect(codeOf(await call(DELETE, accountManager.token, { rewardId }))).toBe("AUTH_NOT_AUTHORIZED");
    expect(codeOf(await call(DELETE, fan.token, { rewardId }))).toBe("AUTH_NOT_AUTHORIZED");
    expect((await call(DELETE, rewardManager.token, { rewardId })).data.rewards.deletePieReward).toBe(true);
    expect(await api.platform.deps.db.select().from(pieRewards).where(eq(pieRewards.id, rewardId))).toEqual([]);
    expect(await api.platform.deps.db.select().from(pieRewardParticipants).where(eq(pieRewardParticipants.rewardId, rewardId))).toEqual([]);
    expect(codeOf(await call(DELETE, owner.token, { rewardId }))).toBe("NOT_FOUND");
  });

  test("one with a winner, or whose draw's entries are frozen, stays", async () => {
    const won = await reward({ displayName: "Already won" });
    expect((await call(PARTICIPATE, (await member()).token, { rewardId: won })).errors).toBeUndefined();
    const refused = await call(DELETE, owner.token, { rewardId: won });
    expect(refused.errors[0]).toMatchObject({ extensions: { code: "CONFLICT" }, message: expect.stringMatching(/^This reward has winners or a published draw/) });

    const frozen = await reward({ displayName: "Frozen draw", type: "DRAW" });
    expect((await call(PARTICIPATE, (await member()).token, { rewardId: frozen })).errors).toBeUndefined();
    expect((await call(FREEZE, owner.token, { rewardId: frozen })).errors).toBeUndefined();
    expect(codeOf(await call(DELETE, owner.token, { rewardId: frozen }))).toBe("CONFLICT");
    expect(await api.platform.deps.db.select({ id: pieRewards.id }).from(pieRewards).where(eq(pieRewards.id, frozen))).toHaveLength(1);
  });
});

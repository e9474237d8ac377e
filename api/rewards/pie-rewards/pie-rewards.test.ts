// A pie's rewards through the API (ADR 0072): only the pie's team creates one; a fan holding the
// slices takes part, one without them is told why; opting out; the draw's cutoff publishes the
// list's fingerprint, count and seed commitment before any seed is shown; generating the winners
// twice (or at once) gives one result that recomputes from the published parts; winners and
// losers are told; a redraw is a draw of its own; a promotion awards first come up to its winners.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { AuthInfo } from "../../access/domain/auth-info.js";
import { createVerifiedUser } from "../../test/fixtures.js";
import { startTestApi, type TestApi } from "../../test/support.js";
import { notifications, pieRewardParticipants, pieSliceEntries, type PieRow } from "../../db/schema.js";
import { seedDemoPie } from "../../pies/seed.js";
import { entryListHash, seedCommitment, verifyDraw } from "../../../contract/rewards/draw.js";

let api: TestApi;
let owner: AuthInfo;
let pie: PieRow;
const fans: AuthInfo[] = [];
let stranger: AuthInfo;

const REWARD = `rewardId slug type maxWinners participantCount canManage redeemCode
  conditions { ownedSlices { amount } requireAllAchievements }
  userInfo { participateState participateReasons entryId ordinalWinner }
  draws { sequence entryCount entryListHash seedHash seed winnersCount winners entries drawnUtc }`;
const CREATE = `mutation ($pieId: ID!, $input: PieRewardInput!) { rewards { createPieReward(pieId: $pieId, input: $input) { ${REWARD} } } }`;
const READ = `query ($pie: String!, $reward: String!) { rewards { pieReward(pieIdOrSlug: $pie, rewardIdOrSlug: $reward) { ${REWARD} } } }`;
const PARTICIPATE = `mutation ($rewardId: ID!, $accept: Boolean) { rewards { participate(rewardId: $rewardId, acceptPrivacyPolicy: $accept) { ${REWARD} } } }`;
const OPT_OUT = `mutation ($rewardId: ID!) { rewards { optOut(rewardId: $rewardId) { userInfo { participateState participateReasons } } } }`;
const FREEZE = `mutation ($rewardId: ID!, $redraw: Int) { rewards { freezeRewardEntries(rewardId: $rewardId, redrawCount: $redraw) { sequence entryCount entryListHash seedHash seed winners entries } } }`;
const GENERATE = `mutation ($rewardId: ID!) { rewards { generateRewardWinners(rewardId: $rewardId) { sequence entryCount entryListHash seedHash seed winnersCount winners entries } } }`;
const LIST = `query ($filter: RewardListFilter) { rewards { myRewards(filter: $filter) { rewardId } } }`;

async function call(query: string, token: string | undefined, variables: Record<string, unknown> = {}) {
  return (await api.graphql(query, variables, token ? { token } : {})).body;
}
async function ok(query: string, token: string | undefined, variables: Record<string, unknown> = {}) {
  const body = await call(query, token, variables);
  expect(body.errors).toBeUndefined();
  return body.data.rewards;
}

let slicesKey = 0;
async function giveSlices(userId: string, amount: number) {
  slicesKey += 1;
  await api.platform.deps.db.insert(pieSliceEntries).values({
    pieId: pie.id,
    debitAccount: `user:${userId}`,
    creditAccount: "AVAILABLE",
    amount,
    reason: "ISSUANCE",
    source: "test",
    idempotencyKey: `test-slices:${slicesKey}`,
  });
}

function drawInput(overrides: Record<string, unknown> = {}) {
  return {
    displayName: "Backstage for two",
    type: "DRAW",
    delivery: "PHYSICAL",
    category: "MEET_UP",
    maxWinners: 2,
    redeemType: "PROMO_CODE",
    redeemCode: "BACKSTAGE",
    ownedSlices: { amount: 5 },
    ...overrides,
  };
}

beforeAll(async () => {
  api = await startTestApi();
  owner = await createVerifiedUser(api);
  pie = await seedDemoPie(api.platform.deps, owner.userId);
  for (let i = 0; i < 5; i += 1) {
    const fan = await createVerifiedUser(api);
    await giveSlices(fan.userId, 5 + i);
    fans.push(fan);
  }
  stranger = await createVerifiedUser(api);
});
afterAll(async () => {
  await api?.close();
});

describe("creating a reward", () => {
  test("only the pie's team may; the fields come back as given", async () => {
    const refused = await call(CREATE, stranger.token, { pieId: pie.id, input: drawInput() });
    expect(refused.errors[0].extensions.code).toBe("AUTH_NOT_AUTHORIZED");
    const bad = await call(CREATE, owner.token, { pieId: pie.id, input: drawInput({ displayName: " ", maxWinners: 0 }) });
    expect(bad.errors[0].extensions).toMatchObject({ code: "BAD_USER_INPUT", fields: { displayName: "Reward name is required", maxWinners: expect.any(String) } });
    const { createPieReward } = await ok(CREATE, owner.token, { pieId: pie.id, input: drawInput({ slug: "backstage" }) });
    expect(createPieReward).toMatchObject({ slug: "backstage", type: "DRAW", maxWinners: 2, canManage: true, redeemCode: "BACKSTAGE", conditions: { ownedSlices: { amount: 5 } } });
    const clash = await call(CREATE, owner.token, { pieId: pie.id, input: drawInput({ slug: "backstage" }) });
    expect(clash.errors[0].extensions).toMatchObject({ code: "CONFLICT", fields: { slug: expect.any(String) } });
  });
});

describe("changing and hiding a reward", () => {
  const UPDATE = `mutation ($rewardId: ID!, $input: PieRewardInput!) { rewards { updatePieReward(rewardId: $rewardId, input: $input) { rewardId slug isHidden maxWinners } } }`;
  test("only the team changes it; a hidden one is NOT_FOUND to everyone else and left out of lists", async () => {
    const { rewardId } = (await ok(CREATE, owner.token, { pieId: pie.id, input: drawInput({ displayName: "Secret set" }) })).createPieReward;
    const refused = await call(UPDATE, fans[0]!.token, { rewardId, input: drawInput({ displayName: "Mine now" }) });
    expect(refused.errors[0].extensions.code).toBe("AUTH_NOT_AUTHORIZED");
    const { updatePieReward } = await ok(UPDATE, owner.token, { rewardId, input: drawInput({ displayName: "Secret set", isHidden: true, maxWinners: 3 }) });
    expect(updatePieReward).toMatchObject({ isHidden: true, maxWinners: 3 });
    expect((await call(READ, fans[0]!.token, { pie: pie.slug, reward: rewardId })).errors[0].extensions.code).toBe("NOT_FOUND");
    expect((await call(READ, undefined, { pie: pie.slug, reward: updatePieReward.slug })).errors[0].extensions.code).toBe("NOT_FOUND");
    expect((await call(PARTICIPATE, fans[0]!.token, { rewardId })).errors[0].extensions.code).toBe("NOT_FOUND");
    expect((await ok(READ, owner.token, { pie: pie.slug, reward: updatePieReward.slug })).pieReward.rewardId).toBe(rewardId);
    expect((await ok(LIST, fans[0]!.token, { filter: "ALL" })).myRewards.map((r: { rewardId: string }) => r.rewardId)).not.toContain(rewardId);
  });
});

describe("a draw from start to verification", () => {
  let rewardId: string;

  test("fans with the slices take part, others are told why, the owner cannot", async () => {
    rewardId = (await ok(CREATE, owner.token, { pieId: pie.id, input: drawInput({ displayName: "Front row" }) })).createPieReward.rewardId;
    const seen = (await ok(READ, stranger.token, { pie: pie.slug, reward: rewardId })).pieReward;
    expect(seen.userInfo).toMatchObject({ participateState: "CANT_PARTICIPATE", participateReasons: ["NOT_ENOUGH_SLICES"] });
    expect(seen.redeemCode).toBeNull();
    const refused = await call(PARTICIPATE, stranger.token, { rewardId });
    expect(refused.errors[0].extensions).toMatchObject({ code: "BAD_USER_INPUT", fields: { reasons: "NOT_ENOUGH_SLICES" } });
    const own = await call(PARTICIPATE, owner.token, { rewardId });
    expect(own.errors[0].extensions.fields.reasons).toContain("FROM_OWNER");

    for (const fan of fans) {
      const { participate } = await ok(PARTICIPATE, fan.token, { rewardId });
      expect(participate.userInfo.participateState).toBe("PARTICIPATING");
    }
    // Taking part again changes nothing.
    expect((await ok(PARTICIPATE, fans[0]!.token, { rewardId })).participate.participantCount).toBe(5);
    expect((await ok(LIST, fans[0]!.token, { filter: "PARTICIPATING" })).myRewards.map((r: { rewardId: string }) => r.rewardId)).toContain(rewardId);
    // A visitor reads it too (public), as NONE.
    expect((await ok(READ, undefined, { pie: pie.slug, reward: rewardId })).pieReward.userInfo.participateState).toBe("NONE");
  });

  test("a fan who opts out is out, and says so", async () => {
    const { optOut } = await ok(OPT_OUT, fans[4]!.token, { rewardId });
    expect(optOut.userInfo).toEqual({ participateState: "NOT_PARTICIPATING", participateReasons: ["OPT_OUT"] });
    const again = await call(PARTICIPATE, fans[4]!.token, { rewardId });
    expect(again.errors[0].extensions.fields.reasons).toBe("OPT_OUT");
    expect((await ok(LIST, fans[4]!.token, { filter: "NOT_PARTICIPATING" })).myRewards.map((r: { rewardId: string }) => r.rewardId)).toContain(rewardId);
  });

  test("winners wait for the cutoff; the cutoff publishes the list and the commitment, never the seed", async () => {
    const early = await call(GENERATE, owner.token, { rewardId });
    expect(early.errors[0].extensions.code).toBe("CONFLICT");
    expect((await call(FREEZE, fans[0]!.token, { rewardId })).errors[0].extensions.code).toBe("AUTH_NOT_AUTHORIZED");
    // A fan who no longer holds enough slices at the cutoff is not in the list.
    await api.platform.deps.db.insert(pieSliceEntries).values({
      pieId: pie.id,
      debitAccount: "AVAILABLE",
      creditAccount: `user:${fans[3]!.userId}`,
      amount: 8,
      reason: "ISSUANCE",
      source: "test",
      idempotencyKey: "test-slices:back",
    });
    const { freezeRewardEntries: draw } = await ok(FREEZE, owner.token, { rewardId });
    expect(draw).toMatchObject({ sequence: 1, entryCount: 3, seed: null, winners: null });
    expect(draw.entries).toHaveLength(3);
    expect(entryListHash(draw.entries)).toBe(draw.entryListHash);
    expect(draw.seedHash).toMatch(/^[0-9a-f]{64}$/);
    // Freezing again answers the same draw.
    expect((await ok(FREEZE, owner.token, { rewardId })).freezeRewardEntries).toEqual(draw);
    // No more entries once frozen.
    const late = await call(PARTICIPATE, stranger.token, { rewardId });
    expect(late.errors[0].extensions.fields.reasons).toContain("ENOUGH_WINNERS");
  });

  test("generating the winners, twice and at once, gives one result that anyone can recompute", async () => {
    const before = (await ok(READ, owner.token, { pie: pie.id, reward: rewardId })).pieReward.draws[0];
    const [a, b] = await Promise.all([ok(GENERATE, owner.token, { rewardId }), ok(GENERATE, owner.token, { rewardId })]);
    const drawn = a.generateRewardWinners;
    expect(b.generateRewardWinners).toEqual(drawn);
    expect((await ok(GENERATE, owner.token, { rewardId })).generateRewardWinners).toEqual(drawn);
    expect(drawn.winners).toHaveLength(2);
    expect(drawn.seedHash).toBe(before.seedHash);
    expect(seedCommitment(drawn.seed)).toBe(before.seedHash);
    expect(verifyDraw({ ...drawn, winners: drawn.winners })).toEqual({ entryCount: true, entryListHash: true, seed: true, winners: true });

    // The winners are AWARDED with their order and see the code; the one left is told too.
    const rows = await api.platform.deps.db.select().from(pieRewardParticipants).where(eq(pieRewardParticipants.rewardId, rewardId));
    const awarded = rows.filter((row) => row.state === "AWARDED").sort((x, y) => x.ordinalWinner! - y.ordinalWinner!);
    expect(awarded.map((row) => row.entryId)).toEqual(drawn.winners);
    const winner = fans.find((fan) => fan.userId === awarded[0]!.userId)!;
    expect((await ok(READ, winner.token, { pie: pie.slug, reward: rewardId })).pieReward).toMatchObject({ redeemCode: "BACKSTAGE", userInfo: { participateState: "AWARDED", ordinalWinner: 1 } });
    const loser = rows.find((row) => row.state === "PARTICIPATING" && drawn.entries.includes(row.entryId))!;
    const told = async (userId: string, type: "AwardedReward" | "RewardLoser") =>
      (await api.platform.deps.db.select().from(notifications).where(and(eq(notifications.recipientUserId, userId), eq(notifications.type, type)))).length;
    expect(await told(awarded[0]!.userId, "AwardedReward")).toBe(1);
    expect(await told(awarded[1]!.userId, "AwardedReward")).toBe(1);
    expect(await told(loser.userId, "RewardLoser")).toBe(1);
    expect(await told(loser.userId, "AwardedReward")).toBe(0);
  });

  test("a redraw is a draw of its own, from those who did not win", async () => {
    const tooMany = await call(FREEZE, owner.token, { rewardId, redraw: 2 });
    expect(tooMany.errors[0].extensions.code).toBe("BAD_USER_INPUT");
    const { freezeRewardEntries: redraw } = await ok(FREEZE, owner.token, { rewardId, redraw: 1 });
    expect(redraw).toMatchObject({ sequence: 2, entryCount: 1, seed: null });
    const { generateRewardWinners: drawn } = await ok(GENERATE, owner.token, { rewardId });
    expect(drawn.sequence).toBe(2);
    expect(verifyDraw(drawn).winners).toBe(true);
    const draws = (await ok(READ, undefined, { pie: pie.slug, reward: rewardId })).pieReward.draws;
    expect(draws.map((d: { sequence: number }) => d.sequence)).toEqual([1, 2]);
    expect(draws[0].winners).toHaveLength(2);
    expect(await api.platform.deps.db.select().from(pieRewardParticipants).where(and(eq(pieRewardParticipants.rewardId, rewardId), eq(pieRewardParticipants.state, "AWARDED")))).toHaveLength(3);
  });
});

describe("a promotion", () => {
  test("awards at once, first come, up to its winners", async () => {
    const { rewardId } = (await ok(CREATE, owner.token, { pieId: pie.id, input: drawInput({ displayName: "Sticker pack", type: "PROMOTION", maxWinners: 2 }) })).createPieReward;
    const answers = await Promise.all(fans.slice(0, 3).map((fan) => call(PARTICIPATE, fan.token, { rewardId })));
    expect(answers.filter((answer) => !answer.errors)).toHaveLength(2);
    expect(answers.filter((answer) => answer.errors?.[0].extensions.fields.reasons === "ENOUGH_WINNERS")).toHaveLength(1);
    const generate = await call(GENERATE, owner.token, { rewardId });
    expect(generate.errors[0].extensions.code).toBe("CONFLICT");
  });
});

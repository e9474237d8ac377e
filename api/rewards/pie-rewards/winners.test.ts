// A pie reward's winners and participants through the API (ADR 0076): a physical reward's
// winner saves where to send it, which only they and the team members who send rewards read;
// a digital reward's code is texted once however often (or at once) it is asked, and again
// only a minute apart; the team pages through the participants and counts them by age range
// and gender.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { AuthInfo } from "../../access/domain/auth-info.js";
import { createVerifiedUser } from "../../test/fixtures.js";
import { startTestApi, type TestApi } from "../../test/support.js";
import { notifications, pieModerators, users, type PieRow } from "../../db/schema.js";
import { seedDemoPie } from "../../pies/seed.js";

let api: TestApi;
let owner: AuthInfo;
let pie: PieRow;
let stranger: AuthInfo;
let rewardManager: AuthInfo;
let accountManager: AuthInfo;

const ADDRESS = `shippingAddress { name line1 line2 city postcode country phone }`;
const CREATE = `mutation ($pieId: ID!, $input: PieRewardInput!) { rewards { createPieReward(pieId: $pieId, input: $input) { rewardId } } }`;
const PARTICIPATE = `mutation ($rewardId: ID!) { rewards { participate(rewardId: $rewardId) { userInfo { participateState } } } }`;
const OPT_OUT = `mutation ($rewardId: ID!) { rewards { optOut(rewardId: $rewardId) { rewardId } } }`;
const SAVE = `mutation ($rewardId: ID!, $input: RewardShippingAddressInput!) { rewards { saveRewardShippingAddress(rewardId: $rewardId, input: $input) { userInfo { ${ADDRESS} } } } }`;
const SEND = `mutation ($rewardId: ID!, $resend: Boolean) { rewards { sendRewardCodeBySms(rewardId: $rewardId, resend: $resend) { userInfo { participateState codeSentCount codeSentUtc codePhone } } } }`;
const MINE = `query ($pie: String!, $reward: String!) { rewards { pieReward(pieIdOrSlug: $pie, rewardIdOrSlug: $reward) { redeemCode userInfo { participateState codeSentCount codePhone ${ADDRESS} } } } }`;
const PARTICIPANTS = `query ($reward: ID!, $first: Int, $after: String) { rewards {
  rewardParticipants(rewardId: $reward, first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } nodes { userId name participateState isWinner ordinalWinner ${ADDRESS} } } } }`;
const STATISTICS = `query ($reward: ID!) { rewards {
  rewardParticipantStatistics(rewardId: $reward) { participants ageRanges { label count } ageNotCounted genders { label count } genderNotCounted } } }`;

async function call(query: string, token: string | undefined, variables: Record<string, unknown> = {}) {
  return (await api.graphql(query, variables, token ? { token } : {})).body;
}
async function ok(query: string, token: string | undefined, variables: Record<string, unknown> = {}) {
  const body = await call(query, token, variables);
  expect(body.errors).toBeUndefined();
  return body.data.rewards;
}
const codeOf = (body: { errors?: { extensions: { code: string } }[] }) => body.errors?.[0]?.extensions.code;

async function promotion(input: Record<string, unknown>): Promise<string> {
  const base = { type: "PROMOTION", category: "OTHER", maxWinners: 10 };
  return (await ok(CREATE, owner.token, { pieId: pie.id, input: { ...base, ...input } })).createPieReward.rewardId;
}

async function winner(rewardId: string): Promise<AuthInfo> {
  const fan = await createVerifiedUser(api);
  expect((await ok(PARTICIPATE, fan.token, { rewardId })).participate.userInfo.participateState).toBe("AWARDED");
  return fan;
}

const GOOD_ADDRESS = { name: "Robin Vale", line1: "12 Harbour Rd", line2: "", city: "Leith", postcode: "eh6 6jj", country: "GB", phone: "07911 123456" };

beforeAll(async () => {
  api = await startTestApi();
  owner = await createVerifiedUser(api);
  pie = await seedDemoPie(api.platform.deps, owner.userId);
  stranger = await createVerifiedUser(api);
  rewardManager = await createVerifiedUser(api);
  accountManager = await createVerifiedUser(api);
  await api.platform.deps.db.insert(pieModerators).values([
    { pieId: pie.id, userId: rewardManager.userId, role: "REWARD_MANAGER" },
    { pieId: pie.id, userId: accountManager.userId, role: "ACCOUNT_MANAGER" },
  ]);
});
afterAll(async () => {
  await api?.close();
});

describe("a physical reward's winner gives an address", () => {
  let rewardId: string;
  let fan: AuthInfo;

  test("only a winner saves one; bad fields are told field by field; the phone is kept in E.164", async () => {
    rewardId = await promotion({ displayName: "Tote bag", delivery: "PHYSICAL" });
    fan = await winner(rewardId);
    expect(codeOf(await call(SAVE, stranger.token, { rewardId, input: GOOD_ADDRESS }))).toBe("AUTH_NOT_AUTHORIZED");
    const bad = await call(SAVE, fan.token, { rewardId, input: { ...GOOD_ADDRESS, name: " ", postcode: "!!", country: "RU", phone: "12" } });
    expect(bad.errors[0].extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      fields: { name: "Name is required", postcode: expect.stringMatching(/^Postcode is/), country: "Choose a country from the list" },
    });
    const badPhone = await call(SAVE, fan.token, { rewardId, input: { ...GOOD_ADDRESS, phone: "12345" } });
    expect(badPhone.errors[0].extensions.fields).toEqual({ phone: expect.stringMatching(/^Enter a valid phone number/) });
    const saved = (await ok(SAVE, fan.token, { rewardId, input: GOOD_ADDRESS })).saveRewardShippingAddress.userInfo.shippingAddress;
    expect(saved).toEqual({ name: "Robin Vale", line1: "12 Harbour Rd", line2: null, city: "Leith", postcode: "EH6 6JJ", country: "GB", phone: "+447911123456" });
    // Saving again replaces it.
    const changed = (await ok(SAVE, fan.token, { rewardId, input: { ...GOOD_ADDRESS, line2: "Flat 2" } })).saveRewardShippingAddress.userInfo.shippingAddress;
    expect(changed.line2).toBe("Flat 2");
  });

  test("the winner, the owner and a reward manager read it; another fan, an account manager and a visitor do not", async () => {
    const other = await winner(rewardId);
    expect((await ok(MINE, fan.token, { pie: pie.slug, reward: rewardId })).pieReward.userInfo.shippingAddress.city).toBe("Leith");
    expect((await ok(MINE, other.token, { pie: pie.slug, reward: rewardId })).pieReward.userInfo.shippingAddress).toBeNull();
    expect((await ok(MINE, owner.token, { pie: pie.slug, reward: rewardId })).pieReward.userInfo.shippingAddress).toBeNull();
    for (const reader of [owner, rewardManager]) {
      const { nodes } = (await ok(PARTICIPANTS, reader.token, { reward: rewardId })).rewardParticipants;
      expect(nodes.find((node: { userId: string }) => node.userId === fan.userId).shippingAddress).toMatchObject({ city: "Leith", phone: "+447911123456" });
      expect(nodes.find((node: { userId: string }) => node.userId === other.userId).shippingAddress).toBeNull();
    }
    const { nodes } = (await ok(PARTICIPANTS, accountManager.token, { reward: rewardId })).rewardParticipants;
    expect(nodes.map((node: { shippingAddress: unknown }) => node.shippingAddress)).toEqual([null, null]);
    expect(codeOf(await call(PARTICIPANTS, other.token, { reward: rewardId }))).toBe("AUTH_NOT_AUTHORIZED");
    expect(codeOf(await call(PARTICIPANTS, undefined, { reward: rewardId }))).toBe("AUTH_NOT_AUTHORIZED");
  });

  test("a digital reward takes no address", async () => {
    const digital = await promotion({ displayName: "Wallpapers", delivery: "DIGITAL", redeemCode: "WALLS" });
    const fan = await winner(digital);
    expect(codeOf(await call(SAVE, fan.token, { rewardId: digital, input: GOOD_ADDRESS }))).toBe("CONFLICT");
  });
});

describe("a digital reward's code by text message", () => {
  test("sent once however often asked, even at once; again only a minute later; to the verified phone only", async () => {
    const rewardId = await promotion({ displayName: "Early access", delivery: "DIGITAL", redeemType: "PROMO_CODE", redeemCode: "EARLY-42" });
    const fan = await winner(rewardId);
    const phone = "+12125550123";
    await api.platform.deps.db.update(users).set({ phoneNumber: phone, phoneVerifiedAt: api.clock.now() }).where(eq(users.id, fan.userId));
    expect(codeOf(await call(SEND, stranger.token, { rewardId }))).toBe("AUTH_NOT_AUTHORIZED");
    expect((await ok(MINE, fan.token, { pie: pie.slug, reward: rewardId })).pieReward.userInfo).toMatchObject({ codeSentCount: 0, codePhone: "+••••••••123" });

    const answers = await Promise.all([call(SEND, fan.token, { rewardId }), call(SEND, fan.token, { rewardId }), call(SEND, fan.token, { rewardId })]);
    for (const answer of answers) expect(answer.errors).toBeUndefined();
    expect(answers.map((answer) => answer.data.rewards.sendRewardCodeBySms.userInfo)).toEqual(
      Array(3).fill(expect.objectContaining({ participateState: "SENT", codeSentCount: 1 })),
    );
    const texts = await api.outbox(phone);
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatchObject({ channel: "SMS", text: expect.stringContaining("EARLY-42") });

    const tooSoon = await call(SEND, fan.token, { rewardId, resend: true });
    expect(tooSoon.errors[0].extensions.code).toBe("RATE_LIMITED");
    api.clock.advance(61_000);
    expect((await ok(SEND, fan.token, { rewardId, resend: true })).sendRewardCodeBySms.userInfo.codeSentCount).toBe(2);
    expect(await api.outbox(phone)).toHaveLength(2);
    // The first text delivered the reward: the winner was told once (ReceiveReward), resends tell nothing.
    const received = await api.platform.deps.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.recipientUserId, fan.userId), eq(notifications.type, "ReceiveReward")));
    expect(received).toHaveLength(1);
    // The code stays on the page for the winner only.
    expect((await ok(MINE, fan.token, { pie: pie.slug, reward: rewardId })).pieReward.redeemCode).toBe("EARLY-42");
    expect((await ok(MINE, stranger.token, { pie: pie.slug, reward: rewardId })).pieReward.redeemCode).toBeNull();
  });

  test("a winner without a verified phone is told to add one; a physical reward is not texted", async () => {
    const rewardId = await promotion({ displayName: "Sticker pack", delivery: "DIGITAL", redeemCode: "STICK" });
    const fan = await winner(rewardId);
    await api.platform.deps.db.update(users).set({ phoneVerifiedAt: null }).where(eq(users.id, fan.userId));
    const refused = await call(SEND, fan.token, { rewardId });
    expect(refused.errors[0]).toMatchObject({ message: expect.stringMatching(/verify a phone number/), extensions: { code: "CONFLICT" } });
    const physical = await promotion({ displayName: "Poster", delivery: "PHYSICAL", redeemCode: "POSTER" });
    const posterFan = await winner(physical);
    expect(codeOf(await call(SEND, posterFan.token, { rewardId: physical }))).toBe("CONFLICT");
  });
});

describe("participants and their statistics", () => {
  test("pages newest first; counts by spec 3 §9's age ranges and genders, without those who opted out", async () => {
    const rewardId = (
      await ok(CREATE, owner.token, { pieId: pie.id, input: { displayName: "Big draw", type: "DRAW", delivery: "DIGITAL", category: "RAFFLE", maxWinners: 1 } })
    ).createPieReward.rewardId;
    const today = api.clock.now();
    const born = (years: number) => `${today.getUTCFullYear() - years}-01-01`;
    const people = [
      { dateOfBirth: born(20), gender: "FEMALE" as const },
      { dateOfBirth: born(24), gender: "MALE" as const },
      { dateOfBirth: born(30), gender: "FEMALE" as const },
      { dateOfBirth: born(40), gender: "OTHER" as const },
      { dateOfBirth: born(60), gender: "NOT_DISCLOSED" as const },
      { dateOfBirth: null, gender: null },
      { dateOfBirth: born(33), gender: "MALE" as const },
    ];
    const fans: AuthInfo[] = [];
    for (const person of people) {
      const fan = await createVerifiedUser(api);
      await api.platform.deps.db.update(users).set(person).where(eq(users.id, fan.userId));
      await ok(PARTICIPATE, fan.token, { rewardId });
      fans.push(fan);
      api.clock.advance(1000);
    }
    // The last one opts out: still a participant row, no longer counted.
    await ok(OPT_OUT, fans.at(-1)!.token, { rewardId });

    const stats = (await ok(STATISTICS, owner.token, { reward: rewardId })).rewardParticipantStatistics;
    expect(stats).toEqual({
      participants: 6,
      ageRanges: [
        { label: "18-24", count: 2 },
        { label: "25-34", count: 1 },
        { label: "35-44", count: 1 },
        { label: "over 44", count: 1 },
      ],
      ageNotCounted: 1,
      genders: [
        { label: "female", count: 2 },
        { label: "male", count: 1 },
        { label: "other", count: 1 },
      ],
      genderNotCounted: 2,
    });
    expect(codeOf(await call(STATISTICS, fans[0]!.token, { reward: rewardId }))).toBe("AUTH_NOT_AUTHORIZED");
    expect(codeOf(await call(STATISTICS, owner.token, { reward: "no-such-reward" }))).toBe("NOT_FOUND");

    const first = (await ok(PARTICIPANTS, owner.token, { reward: rewardId, first: 4 })).rewardParticipants;
    expect(first.totalCount).toBe(7);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const second = (await ok(PARTICIPANTS, owner.token, { reward: rewardId, first: 4, after: first.pageInfo.endCursor })).rewardParticipants;
    expect(second.pageInfo.hasNextPage).toBe(false);
    const order = [...first.nodes, ...second.nodes].map((node: { userId: string }) => node.userId);
    expect(order).toEqual(fans.map((fan) => fan.userId).reverse());
    expect(first.nodes[0]).toMatchObject({ participateState: "NOT_PARTICIPATING", isWinner: false });
    expect(second.nodes.at(-1)).toMatchObject({ participateState: "PARTICIPATING", isWinner: false, shippingAddress: null });
  });
});

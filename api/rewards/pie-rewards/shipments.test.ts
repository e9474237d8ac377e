// A physical reward marked as shipped (ADR 0082): only a team member who sends rewards may, for a
// winner; the winner's participation becomes SENT and they are told ReceiveReward once, however
// often (or at once) it is asked; the winner reads the carrier and tracking number; the privacy
// policy's acceptance is the participant's own to read.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { AuthInfo } from "../../access/domain/auth-info.js";
import { createVerifiedUser } from "../../test/fixtures.js";
import { startTestApi, type TestApi } from "../../test/support.js";
import { notifications, pieModerators, type PieRow } from "../../db/schema.js";
import { seedDemoPie } from "../../pies/seed.js";

let api: TestApi;
let owner: AuthInfo;
let pie: PieRow;
let rewardManager: AuthInfo;
let accountManager: AuthInfo;

const SHIPMENT = `shipment { shippedUtc carrier trackingNumber }`;
const CREATE = `mutation ($pieId: ID!, $input: PieRewardInput!) { rewards { createPieReward(pieId: $pieId, input: $input) { rewardId } } }`;
const PARTICIPATE = `mutation ($rewardId: ID!, $accept: Boolean) { rewards { participate(rewardId: $rewardId, acceptPrivacyPolicy: $accept) { userInfo { participateState privacyAcceptedUtc } } } }`;
const SHIP = `mutation ($rewardId: ID!, $userId: ID!, $input: RewardShipmentInput!) { rewards { markRewardShipped(rewardId: $rewardId, userId: $userId, input: $input) { rewardId } } }`;
const MINE = `query ($pie: String!, $reward: String!) { rewards { pieReward(pieIdOrSlug: $pie, rewardIdOrSlug: $reward) { privacyPolicy { title content } userInfo { participateState privacyAcceptedUtc ${SHIPMENT} } } } }`;
const PARTICIPANTS = `query ($reward: ID!) { rewards { rewardParticipants(rewardId: $reward) { nodes { userId participateState ${SHIPMENT} } } } }`;

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
  const base = { type: "PROMOTION", category: "MERCHANDISE_GIVE_A_WAY", maxWinners: 10, delivery: "PHYSICAL" };
  return (await ok(CREATE, owner.token, { pieId: pie.id, input: { ...base, ...input } })).createPieReward.rewardId;
}
async function winner(rewardId: string, accept = false): Promise<AuthInfo> {
  const fan = await createVerifiedUser(api);
  expect((await ok(PARTICIPATE, fan.token, { rewardId, accept })).participate.userInfo.participateState).toBe("AWARDED");
  return fan;
}
const received = (userId: string) =>
  api.platform.deps.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.recipientUserId, userId), eq(notifications.type, "ReceiveReward")));

beforeAll(async () => {
  api = await startTestApi();
  owner = await createVerifiedUser(api);
  pie = await seedDemoPie(api.platform.deps, owner.userId);
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

describe("marking a physical reward's winner as shipped", () => {
  test("CAN_SEND_REWARDS only, a winner only, a physical reward only; bad fields are told field by field", async () => {
    const rewardId = await promotion({ displayName: "Scarf" });
    const fan = await winner(rewardId);
    const stranger = await createVerifiedUser(api);
    expect(codeOf(await call(SHIP, accountManager.token, { rewardId, userId: fan.userId, input: {} }))).toBe("AUTH_NOT_AUTHORIZED");
    expect(codeOf(await call(SHIP, stranger.token, { rewardId, userId: fan.userId, input: {} }))).toBe("AUTH_NOT_AUTHORIZED");
    expect(codeOf(await call(SHIP, fan.token, { rewardId, userId: fan.userId, input: {} }))).toBe("AUTH_NOT_AUTHORIZED");
    expect(codeOf(await call(SHIP, owner.token, { rewardId, userId: stranger.userId, input: {} }))).toBe("NOT_FOUND");
    expect(codeOf(await call(SHIP, owner.token, { rewardId: "00000000-0000-4000-8000-000000000000", userId: fan.userId, input: {} }))).toBe("NOT_FOUND");
    const bad = await call(SHIP, owner.token, { rewardId, userId: fan.userId, input: { trackingNumber: "!!" } });
    expect(bad.errors[0].extensions).toMatchObject({ code: "BAD_USER_INPUT", fields: { trackingNumber: expect.stringMatching(/^Tracking number is/) } });
    const noCarrier = await call(SHIP, owner.token, { rewardId, userId: fan.userId, input: { trackingNumber: "AB123" } });
    expect(noCarrier.errors[0].extensions.fields).toEqual({ carrier: "Say which carrier the tracking number is with" });
    const digital = await promotion({ displayName: "Stickers pack", delivery: "DIGITAL", redeemCode: "STICK" });
    const digitalFan = await winner(digital);
    expect(codeOf(await call(SHIP, owner.token, { rewardId: digital, userId: digitalFan.userId, input: {} }))).toBe("CONFLICT");
    expect(await received(fan.userId)).toHaveLength(0);
  });

  test("SENT and ReceiveReward once, even asked five times at once; the winner and the team read the tracking", async () => {
    const rewardId = await promotion({ displayName: "Signed poster" });
    const fan = await winner(rewardId);
    const input = { carrier: " Royal Mail ", trackingNumber: "RM 1234-5678" };
    const answers = await Promise.all(Array.from({ length: 5 }, () => call(SHIP, rewardManager.token, { rewardId, userId: fan.userId, input })));
    expect(answers.map((answer) => answer.errors)).toEqual([undefined, undefined, undefined, undefined, undefined]);
    // Asked again later, with other details: nothing changes.
    await ok(SHIP, owner.token, { rewardId, userId: fan.userId, input: { carrier: "Other", trackingNumber: "X1" } });
    expect(await received(fan.userId)).toHaveLength(1);
    const mine = (await ok(MINE, fan.token, { pie: pie.slug, reward: rewardId })).pieReward.userInfo;
    expect(mine).toMatchObject({ participateState: "SENT", shipment: { carrier: "Royal Mail", trackingNumber: "RM 1234-5678" } });
    expect(new Date(mine.shipment.shippedUtc).getTime()).not.toBeNaN();
    const { nodes } = (await ok(PARTICIPANTS, accountManager.token, { reward: rewardId })).rewardParticipants;
    expect(nodes).toEqual([{ userId: fan.userId, participateState: "SENT", shipment: expect.objectContaining({ carrier: "Royal Mail" }) }]);
    // Another winner not yet shipped reads nothing.
    const other = await winner(rewardId);
    expect((await ok(MINE, other.token, { pie: pie.slug, reward: rewardId })).pieReward.userInfo).toMatchObject({ participateState: "AWARDED", shipment: null });
  });
});

describe("the privacy policy on the reward", () => {
  test("everyone reads the policy; the participant reads when they accepted it", async () => {
    const rewardId = await promotion({ displayName: "Backstage pass", privacyPolicy: { title: "How we use your name", content: "Only to send the pass." } });
    const fan = await winner(rewardId, true);
    const visitor = (await ok(MINE, undefined, { pie: pie.slug, reward: rewardId })).pieReward;
    expect(visitor).toMatchObject({ privacyPolicy: { title: "How we use your name", content: "Only to send the pass." }, userInfo: { privacyAcceptedUtc: null } });
    const own = (await ok(MINE, fan.token, { pie: pie.slug, reward: rewardId })).pieReward.userInfo;
    expect(new Date(own.privacyAcceptedUtc).getTime()).not.toBeNaN();
  });
});

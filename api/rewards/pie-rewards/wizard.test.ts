// The reward wizard's API (ADR 0077): drafts kept per author with the pie's rights checked each
// time; a reward's picture, its privacy policy's PDF (uploaded, stamped, and refused unless it
// passes the watermark check) and its winning boosts, checked field by field; and a draw with
// boosts that stays verifiable: the published list carries the weights, the winners recompute
// from it, and the same list and seed always give the same winners.
import sharp from "sharp";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { AuthInfo } from "../../access/domain/auth-info.js";
import { createVerifiedUser } from "../../test/fixtures.js";
import { startTestApi, type TestApi } from "../../test/support.js";
import { pieSliceEntries, userAchievements, achievements, type PieRow } from "../../db/schema.js";
import { seedDemoPie } from "../../pies/seed.js";
import { deriveWinners, entryListHash, verifyDraw } from "../../../contract/rewards/draw.js";

let api: TestApi;
let owner: AuthInfo;
let pie: PieRow;
let stranger: AuthInfo;
const fans: AuthInfo[] = [];
let badgeId: string;

const DRAFT_FIELDS = "draftId pieId rewardId values { name values }";
const SAVE_DRAFT = `mutation ($input: PieRewardDraftInput!) { rewards { savePieRewardDraft(input: $input) { ${DRAFT_FIELDS} } } }`;
const READ_DRAFT = `query ($id: ID!) { rewards { pieRewardDraft(draftId: $id) { ${DRAFT_FIELDS} } } }`;
const DELETE_DRAFT = `mutation ($id: ID!) { rewards { deletePieRewardDraft(draftId: $id) } }`;
const REWARD = `rewardId type avatarUrl privacyPolicy { title content fileUrl } winningBoosts { slices extraEntries achievement { achievementId } }`;
const CREATE = `mutation ($pieId: ID!, $input: PieRewardInput!) { rewards { createPieReward(pieId: $pieId, input: $input) { ${REWARD} } } }`;
const PARTICIPATE = `mutation ($rewardId: ID!) { rewards { participate(rewardId: $rewardId) { rewardId } } }`;
const DRAW = "sequence entryCount entryListHash seedHash seed winnersCount winners entries weightedEntries { entryId weight }";
const FREEZE = `mutation ($rewardId: ID!) { rewards { freezeRewardEntries(rewardId: $rewardId) { ${DRAW} } } }`;
const GENERATE = `mutation ($rewardId: ID!) { rewards { generateRewardWinners(rewardId: $rewardId) { ${DRAW} } } }`;
const READ = `query ($pie: String!, $reward: String!) { rewards { pieReward(pieIdOrSlug: $pie, rewardIdOrSlug: $reward) { userInfo { entryId } draws { ${DRAW} } } } }`;

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
    idempotencyKey: `wizard-slices:${slicesKey}`,
  });
}

async function post(path: string, bytes: Buffer, contentType: string, token?: string) {
  const headers: Record<string, string> = { "content-type": contentType };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${api.url}/${path}`, { method: "POST", headers, body: new Uint8Array(bytes) });
  return { status: response.status, body: await response.json() };
}

async function pdf(): Promise<Buffer> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  document.addPage([420, 595]).drawText("How we use your address", { x: 40, y: 500, size: 14, font });
  return Buffer.from(await document.save());
}

function drawInput(overrides: Record<string, unknown> = {}) {
  return { displayName: "Signed vinyl", type: "DRAW", delivery: "PHYSICAL", category: "RAFFLE", maxWinners: 2, ...overrides };
}

beforeAll(async () => {
  api = await startTestApi();
  owner = await createVerifiedUser(api);
  pie = await seedDemoPie(api.platform.deps, owner.userId);
  stranger = await createVerifiedUser(api);
  for (let i = 0; i < 6; i += 1) {
    const fan = await createVerifiedUser(api);
    await giveSlices(fan.userId, i < 3 ? 2 : 20);
    fans.push(fan);
  }
  const [badge] = await api.platform.deps.db
    .insert(achievements)
    .values({ slug: "wizard-regular", displayName: "Regular", ownerUserId: owner.userId, status: "ACTIVE", category: "COMMUNITY" } as typeof achievements.$inferInsert)
    .returning();
  badgeId = badge!.id;
  await api.platform.deps.db.insert(userAchievements).values({ userId: fans[0]!.userId, achievementId: badgeId, awardedAt: new Date() });
});
afterAll(async () => {
  await api?.close();
});

describe("the wizard's drafts", () => {
  test("its author keeps step values across calls; a later step's values join, a repeated field is replaced", async () => {
    const first = (await ok(SAVE_DRAFT, owner.token, { input: { pieId: pie.id, values: [{ name: "displayName", values: ["Meet the band"] }, { name: "type", values: ["DRAW"] }] } })).savePieRewardDraft;
    expect(first).toMatchObject({ pieId: pie.id, rewardId: null });
    const second = (
      await ok(SAVE_DRAFT, owner.token, { input: { draftId: first.draftId, pieId: pie.id, values: [{ name: "displayName", values: ["Meet the crew"] }, { name: "achievementIds", values: ["a", "b"] }] } })
    ).savePieRewardDraft;
    const values = Object.fromEntries(second.values.map((value: { name: string; values: string[] }) => [value.name, value.values]));
    expect(values).toEqual({ displayName: ["Meet the crew"], type: ["DRAW"], achievementIds: ["a", "b"] });
    expect((await ok(READ_DRAFT, owner.token, { id: first.draftId })).pieRewardDraft.values).toEqual(second.values);
    expect((await ok(DELETE_DRAFT, owner.token, { id: first.draftId })).deletePieRewardDraft).toBe(true);
    expect((await call(READ_DRAFT, owner.token, { id: first.draftId })).errors[0].extensions.code).toBe("NOT_FOUND");
  });

  test("another member neither reads nor writes it, nor starts one for the pie", async () => {
    const { draftId } = (await ok(SAVE_DRAFT, owner.token, { input: { pieId: pie.id, values: [{ name: "displayName", values: ["Mine"] }] } })).savePieRewardDraft;
    expect((await call(READ_DRAFT, stranger.token, { id: draftId })).errors[0].extensions.code).toBe("NOT_FOUND");
    expect((await call(SAVE_DRAFT, stranger.token, { input: { draftId, pieId: pie.id, values: [] } })).errors[0].extensions.code).toBe("NOT_FOUND");
    expect((await call(SAVE_DRAFT, stranger.token, { input: { pieId: pie.id, values: [] } })).errors[0].extensions.code).toBe("AUTH_NOT_AUTHORIZED");
    expect((await call(SAVE_DRAFT, undefined, { input: { pieId: pie.id, values: [] } })).errors[0].extensions.code).toBe("AUTH_NOT_AUTHENTICATED");
    expect((await ok(DELETE_DRAFT, stranger.token, { id: draftId })).deletePieRewardDraft).toBe(false);
  });
});

describe("a reward's picture, privacy file and boosts are checked field by field", () => {
  test("boosts: draws only, one of slices or badge, 1 to 10 extra entries, existing badges", async () => {
    const field = async (input: Record<string, unknown>) => (await call(CREATE, owner.token, { pieId: pie.id, input: drawInput(input) })).errors[0].extensions.fields;
    expect(await field({ type: "PROMOTION", winningBoosts: [{ slices: 10, extraEntries: 2 }] })).toEqual({ winningBoosts: "Winning boosts are for draws only" });
    expect(await field({ winningBoosts: [{ slices: 10, extraEntries: 0 }] })).toEqual({ winningBoosts: "Extra entries is a whole number from 1 to 10" });
    expect(await field({ winningBoosts: [{ slices: 10, achievementId: badgeId, extraEntries: 1 }] })).toEqual({ winningBoosts: "Give both the slices (or the badge) and the extra entries of the boost" });
    expect(await field({ winningBoosts: [{ extraEntries: 1 }] })).toEqual({ winningBoosts: "Give both the slices (or the badge) and the extra entries of the boost" });
    expect(await field({ winningBoosts: [{ achievementId: "00000000-0000-4000-8000-000000000000", extraEntries: 1 }] })).toEqual({ achievementIds: "Choose existing badges" });
  });

  test("the privacy policy's file must be a PDF uploaded here with its watermark; the picture an uploaded image", async () => {
    const policy = (fileUrl: string) => ({ privacyPolicy: { title: "Privacy", content: "We keep your address for the delivery.", fileUrl } });
    const outside = (await call(CREATE, owner.token, { pieId: pie.id, input: drawInput(policy("https://elsewhere.test/policy.pdf")) })).errors[0].extensions;
    expect(outside).toMatchObject({ code: "BAD_USER_INPUT", fields: { privacyFile: expect.stringContaining("uploaded") } });
    expect((await call(CREATE, owner.token, { pieId: pie.id, input: drawInput({ avatarImageId: "00000000-0000-4000-8000-000000000000" }) })).errors[0].extensions.fields).toEqual({
      avatar: "Upload the reward's picture again",
    });

    expect((await post(`rewards/pies/${pie.id}/privacy-document`, await pdf(), "application/pdf", stranger.token)).status).toBe(403);
    expect((await post(`rewards/pies/${pie.id}/privacy-document`, Buffer.from("not a pdf"), "application/pdf", owner.token)).status).toBe(400);
    const stored = await post(`rewards/pies/${pie.id}/privacy-document`, await pdf(), "application/pdf", owner.token);
    expect(stored.status).toBe(201);
    const image = await post("media/images", await sharp({ create: { width: 40, height: 30, channels: 3, background: "#3D1277" } }).png().toBuffer(), "image/png", owner.token);
    expect(image.status).toBe(201);
    const created = (await ok(CREATE, owner.token, { pieId: pie.id, input: drawInput({ ...policy(stored.body.url), avatarImageId: image.body.imageId }) })).createPieReward;
    expect(created).toMatchObject({ avatarUrl: image.body.url, privacyPolicy: { title: "Privacy", fileUrl: stored.body.url } });
  });
});

describe("a draw with winning boosts stays verifiable", () => {
  test("the list carries each entry's weight, the winners recompute from it, and drawing again changes nothing", async () => {
    const input = drawInput({ displayName: "Boosted draw", maxWinners: 3, winningBoosts: [{ slices: 10, extraEntries: 3 }, { achievementId: badgeId, extraEntries: 2 }] });
    const reward = (await ok(CREATE, owner.token, { pieId: pie.id, input })).createPieReward;
    expect(reward.winningBoosts).toEqual([
      { slices: 10, extraEntries: 3, achievement: null },
      { slices: null, extraEntries: 2, achievement: { achievementId: badgeId } },
    ]);
    const entryOf = new Map<string, AuthInfo>();
    for (const fan of fans) {
      await ok(PARTICIPATE, fan.token, { rewardId: reward.rewardId });
      entryOf.set((await ok(READ, fan.token, { pie: pie.id, reward: reward.rewardId })).pieReward.userInfo.entryId, fan);
    }
    const frozen = (await ok(FREEZE, owner.token, { rewardId: reward.rewardId })).freezeRewardEntries;
    const weightOf = Object.fromEntries(frozen.weightedEntries.map((entry: { entryId: string; weight: number }) => [entry.entryId, entry.weight]));
    // Fans 0-2 hold 2 slices (fan 0 also the badge: 1 + 2), fans 3-5 hold 20 (1 + 3).
    for (const [entryId, fan] of entryOf) expect(weightOf[entryId]).toBe(fan === fans[0] ? 3 : fans.indexOf(fan) >= 3 ? 4 : 1);
    expect(frozen.entryListHash).toBe(entryListHash(frozen.weightedEntries));
    expect(frozen.entryListHash).not.toBe(entryListHash(frozen.entries));
    expect(frozen.seed).toBeNull();

    const drawn = (await ok(GENERATE, owner.token, { rewardId: reward.rewardId })).generateRewardWinners;
    expect(drawn.winners).toHaveLength(3);
    expect(drawn.winners).toEqual(deriveWinners(drawn.seed, drawn.weightedEntries, 3));
    // The same list and seed give the same winners whatever order the list is read in.
    expect(deriveWinners(drawn.seed, [...drawn.weightedEntries].reverse(), 3)).toEqual(drawn.winners);
    const published = (await ok(READ, undefined, { pie: pie.id, reward: reward.rewardId })).pieReward.draws[0];
    expect(verifyDraw({ ...published, entries: published.weightedEntries })).toEqual({ entryCount: true, entryListHash: true, seed: true, winners: true });
    // Read without the weights, the list does not match its fingerprint: the weights are part of what was committed.
    expect(verifyDraw(published).entryListHash).toBe(false);
    const again = (await ok(GENERATE, owner.token, { rewardId: reward.rewardId })).generateRewardWinners;
    expect(again).toEqual(drawn);
  });
});

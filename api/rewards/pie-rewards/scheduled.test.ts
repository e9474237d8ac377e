// A reward's scheduled work on the job queue (ADR 0075): at a draw's end date its entries are
// frozen as they stood at the end (nobody joins after it); the owner is reminded once to generate
// the winners; a draw nobody entered is left alone; an expired reward closes.
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { AuthInfo } from "../../access/domain/auth-info.js";
import { createVerifiedUser } from "../../test/fixtures.js";
import { BOOTS_AN_API, startTestApi, type TestApi } from "../../test/support.js";
import { jobRuns, notifications, pieRewardDrawEntries, pieRewardDraws, pieRewardParticipants, pieRewards, pieSliceEntries, type PieRow } from "../../db/schema.js";
import { seedDemoPie } from "../../pies/seed.js";
import { queueDueRewardJobs, runRewardCutoff, runWinnersReminder } from "./domain/scheduled.js";

let api: TestApi;
let owner: AuthInfo;
let pie: PieRow;
const fans: AuthInfo[] = [];
// Short enough that the test clock never outlives the members' access tokens.
const STEP = 5_000;

const CREATE = `mutation ($pieId: ID!, $input: PieRewardInput!) { rewards { createPieReward(pieId: $pieId, input: $input) { rewardId } } }`;
const PARTICIPATE = `mutation ($rewardId: ID!) { rewards { participate(rewardId: $rewardId) { userInfo { participateState } } } }`;
const GENERATE = `mutation ($rewardId: ID!) { rewards { generateRewardWinners(rewardId: $rewardId) { winners } } }`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > end) throw new Error(`timed out; last ${JSON.stringify(value)}`);
    await sleep(100);
  }
}

async function createDraw(displayName: string, fields: Record<string, unknown>): Promise<string> {
  const body = (
    await api.graphql(
      CREATE,
      {
        pieId: pie.id,
        input: { displayName, type: "DRAW", delivery: "DIGITAL", category: "MEET_UP", maxWinners: 1, redeemType: "PROMO_CODE", redeemCode: "X", ownedSlices: { amount: 5 }, ...fields },
      },
      { token: owner.token },
    )
  ).body;
  expect(body.errors).toBeUndefined();
  return body.data.rewards.createPieReward.rewardId;
}
async function participate(fan: AuthInfo, rewardId: string) {
  return (await api.graphql(PARTICIPATE, { rewardId }, { token: fan.token })).body;
}
const drawsOf = (rewardId: string) => api.platform.deps.db.select().from(pieRewardDraws).where(eq(pieRewardDraws.rewardId, rewardId));
const remindersOf = (rewardSlug: string) =>
  api.platform.deps.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.recipientUserId, owner.userId), eq(notifications.type, "GenerateRewardWinnersReminder")))
    .then((rows) => rows.filter((row) => row.properties.RewardSlug === rewardSlug));
const queueDue = () => queueDueRewardJobs(api.platform.jobs, api.platform.deps);

beforeAll(async () => {
  api = await startTestApi();
  owner = await createVerifiedUser(api);
  pie = await seedDemoPie(api.platform.deps, owner.userId);
  for (let i = 0; i < 3; i += 1) {
    const fan = await createVerifiedUser(api);
    await api.platform.deps.db.insert(pieSliceEntries).values({
      pieId: pie.id,
      debitAccount: `user:${fan.userId}`,
      creditAccount: "AVAILABLE",
      amount: 10,
      reason: "ISSUANCE",
      source: "test",
      idempotencyKey: `scheduled-test:${i}`,
    });
    fans.push(fan);
  }
}, 4 * BOOTS_AN_API);
afterAll(async () => {
  await api?.close();
});

describe("a draw's end date", () => {
  let rewardId: string;
  let slug: string;

  test("freezes the entries as they stood at the end, on its own, once", async () => {
    const endDate = new Date(api.clock.now().getTime() + STEP);
    rewardId = await createDraw("Ends soon", { endDate: endDate.toISOString() });
    [{ slug }] = (await api.platform.deps.db.select({ slug: pieRewards.slug }).from(pieRewards).where(eq(pieRewards.id, rewardId))) as [{ slug: string }];
    for (const fan of fans.slice(0, 2)) expect((await participate(fan, rewardId)).data.rewards.participate.userInfo.participateState).toBe("PARTICIPATING");

    // Before the end nothing is due.
    await queueDue();
    await runRewardCutoff(api.platform.deps, rewardId);
    expect(await drawsOf(rewardId)).toEqual([]);

    api.clock.set(new Date(endDate.getTime() + 60_000));
    // Too late to join: the list is the one at the end date.
    expect((await participate(fans[2]!, rewardId)).errors[0].extensions.fields.reasons).toContain("OUT_OF_DATE_RANGES");
    await queueDue();
    const [draw] = await until(() => drawsOf(rewardId), (draws) => draws.length > 0);
    expect(draw).toMatchObject({ sequence: 1, entryCount: 2, winners: null });
    expect(draw!.cutoffAt.getTime()).toBeGreaterThanOrEqual(endDate.getTime());
    const entries = await api.platform.deps.db.select().from(pieRewardDrawEntries).where(eq(pieRewardDrawEntries.drawId, draw!.id)).orderBy(asc(pieRewardDrawEntries.userId));
    expect(entries.map((entry) => entry.userId).sort()).toEqual(fans.slice(0, 2).map((fan) => fan.userId).sort());
    const participants = await api.platform.deps.db.select().from(pieRewardParticipants).where(eq(pieRewardParticipants.rewardId, rewardId));
    expect(new Set(entries.map((entry) => entry.entryId))).toEqual(new Set(participants.map((row) => row.entryId)));

    // Run again, from the queue or by hand, it changes nothing.
    await Promise.all([queueDue(), runRewardCutoff(api.platform.deps, rewardId), runRewardCutoff(api.platform.deps, rewardId)]);
    await sleep(500);
    expect(await drawsOf(rewardId)).toHaveLength(1);
  });

  test("reminds the owner once to generate the winners, and never after they are drawn", async () => {
    await queueDue();
    const [reminder] = await until(() => remindersOf(slug), (rows) => rows.length > 0);
    expect(reminder!.properties).toMatchObject({ PieName: expect.any(String) });
    // Every later round, a retry and a second instance at once: still one.
    await Promise.all([queueDue(), queueDue(), runWinnersReminder(api.platform.deps, rewardId), runWinnersReminder(api.platform.deps, rewardId)]);
    await sleep(1000);
    expect(await remindersOf(slug)).toHaveLength(1);

    // Once drawn, a later draw of the same pie is not reminded of its own drawn winners.
    const drawn = await createDraw("Drawn in time", { endDate: new Date(api.clock.now().getTime() + STEP).toISOString() });
    await participate(fans[0]!, drawn);
    api.clock.advance(2 * STEP);
    await runRewardCutoff(api.platform.deps, drawn);
    expect((await api.graphql(GENERATE, { rewardId: drawn }, { token: owner.token })).body.errors).toBeUndefined();
    await runWinnersReminder(api.platform.deps, drawn);
    const [drawnSlug] = await api.platform.deps.db.select({ slug: pieRewards.slug }).from(pieRewards).where(eq(pieRewards.id, drawn));
    expect(await remindersOf(drawnSlug!.slug)).toEqual([]);
  });

  test("a draw nobody entered is marked done without a draw or a reminder", async () => {
    const empty = await createDraw("Nobody came", { endDate: new Date(api.clock.now().getTime() + STEP).toISOString() });
    api.clock.advance(2 * STEP);
    await queueDue();
    await until(
      () => api.platform.deps.db.select().from(jobRuns).where(eq(jobRuns.key, `reward-cutoff:${empty}`)),
      (rows) => rows.length === 1,
    );
    expect(await drawsOf(empty)).toEqual([]);
    // Nothing left due for it.
    await queueDue();
    expect(await drawsOf(empty)).toEqual([]);
  });
});

describe("a reward's expiry", () => {
  test("closes the reward once it has passed", async () => {
    const expiresAt = new Date(api.clock.now().getTime() + STEP);
    const rewardId = await createDraw("Expires", { expiresAt: expiresAt.toISOString() });
    const status = () => api.platform.deps.db.select({ status: pieRewards.status }).from(pieRewards).where(eq(pieRewards.id, rewardId));
    await queueDue();
    await sleep(500);
    expect(await status()).toEqual([{ status: "OPEN" }]);
    api.clock.set(new Date(expiresAt.getTime() + 1000));
    await queueDue();
    await until(status, (rows) => rows[0]?.status === "CLOSED");
  });
});

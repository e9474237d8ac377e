// A reward's scheduled work (ADR 0075), run on the job queue by ../jobs.ts. A round every minute
// looks for what is due on the API's clock and queues one job per reward and kind (the key is the
// reward), so a reward is never cut off, reminded of or expired twice, whatever the number of
// instances:
//  - cutoff: at a draw's end date its entries are frozen, as the owner's Freeze does (ADR 0072);
//  - reminder: once the cutoff has passed and no winners are drawn, the pie's owner is told
//    GenerateRewardWinnersReminder, once;
//  - expiry: at `expiresAt` an open reward is closed.
import { and, eq, inArray, isNull, lte, notExists, notInArray, sql } from "drizzle-orm";
import type { DomainDeps } from "../../../kernel/deps.js";
import { DomainError } from "../../../kernel/errors.js";
import { runOnce, type JobQueue } from "../../../kernel/jobs/queue.js";
import { jobRuns } from "../../../kernel/jobs/db.js";
import { pies } from "../../../pies/db.js";
import { notifyGenerateRewardWinnersReminder } from "../../../account/notifications/domain/producers.js";
import { pieRewardDraws, pieRewards } from "../db.js";
import { freezeEntriesAtCutoff } from "./draws.js";

export const REWARD_JOBS = { cutoff: "reward-cutoff", reminder: "reward-winners-reminder", expiry: "reward-expiry" } as const;
const SWEEP_BATCH = 100;

export type RewardJob = { rewardId: string };

const doneKey = (job: string, rewardId: string) => `${job}:${rewardId}`;
/** No job_runs row for this kind of job and the reward. */
const notDone = (job: string) => sql`not exists (select 1 from ${jobRuns} where ${jobRuns.key} = ${job} || ':' || ${pieRewards.id}::text)`;
/** Statuses whose draw waits for its end date (a pending or suspended reward is not cut off). */
const LIVE_STATUSES = ["OPEN", "STATIC"] as const;

/** Queues every reward job due at `now`; answers how many were queued (a job already queued is not counted). */
export async function queueDueRewardJobs(jobs: Pick<JobQueue, "send">, deps: DomainDeps): Promise<number> {
  const now = deps.clock();
  const firstDraw = and(eq(pieRewardDraws.rewardId, pieRewards.id), eq(pieRewardDraws.sequence, 1));
  const [cutoffs, reminders, expiries] = await Promise.all([
    deps.db
      .select({ id: pieRewards.id })
      .from(pieRewards)
      .where(
        and(
          eq(pieRewards.type, "DRAW"),
          inArray(pieRewards.status, [...LIVE_STATUSES]),
          lte(pieRewards.endDate, now),
          notExists(deps.db.select({ one: sql`1` }).from(pieRewardDraws).where(firstDraw)),
          notDone(REWARD_JOBS.cutoff),
        ),
      )
      .limit(SWEEP_BATCH),
    deps.db
      .select({ id: pieRewards.id })
      .from(pieRewards)
      .innerJoin(pieRewardDraws, firstDraw)
      .where(and(lte(pieRewards.endDate, now), isNull(pieRewardDraws.winners), notDone(REWARD_JOBS.reminder)))
      .limit(SWEEP_BATCH),
    deps.db
      .select({ id: pieRewards.id })
      .from(pieRewards)
      .where(and(lte(pieRewards.expiresAt, now), notInArray(pieRewards.status, ["CLOSED"])))
      .limit(SWEEP_BATCH),
  ]);
  let queued = 0;
  for (const [job, rows] of [
    [REWARD_JOBS.cutoff, cutoffs],
    [REWARD_JOBS.reminder, reminders],
    [REWARD_JOBS.expiry, expiries],
  ] as const) {
    for (const row of rows) if (await jobs.send(job, { rewardId: row.id } satisfies RewardJob, { key: row.id })) queued++;
  }
  return queued;
}

/** The automatic cutoff: freezes the draw's entries once its end date has passed. */
export async function runRewardCutoff(deps: DomainDeps, rewardId: string): Promise<void> {
  const [reward] = await deps.db.select().from(pieRewards).where(eq(pieRewards.id, rewardId));
  if (!reward || reward.type !== "DRAW" || !reward.endDate || reward.endDate > deps.clock()) return;
  try {
    await freezeEntriesAtCutoff(deps, rewardId);
  } catch (error) {
    // Nobody left to draw from, or the owner froze a draw first: nothing to freeze, and nothing to do again.
    if (!(error instanceof DomainError && error.code === "CONFLICT")) throw error;
  }
  await deps.db.insert(jobRuns).values({ key: doneKey(REWARD_JOBS.cutoff, rewardId), ranAt: deps.clock() }).onConflictDoNothing();
}

/** Tells the pie's owner, once, that the draw's winners wait to be generated. */
export async function runWinnersReminder(deps: DomainDeps, rewardId: string): Promise<void> {
  const [due] = await deps.db
    .select({ slug: pieRewards.slug, endDate: pieRewards.endDate, winners: pieRewardDraws.winners, pie: pies })
    .from(pieRewards)
    .innerJoin(pieRewardDraws, and(eq(pieRewardDraws.rewardId, pieRewards.id), eq(pieRewardDraws.sequence, 1)))
    .innerJoin(pies, eq(pies.id, pieRewards.pieId))
    .where(eq(pieRewards.id, rewardId));
  if (!due || due.winners || !due.endDate || due.endDate > deps.clock()) return;
  await runOnce(deps.db, deps.clock, doneKey(REWARD_JOBS.reminder, rewardId), (tx) =>
    notifyGenerateRewardWinnersReminder(tx, due.pie.createdBy, {
      pie: { id: due.pie.id, slug: due.pie.slug ?? due.pie.id, name: due.pie.displayName ?? "" },
      reward: { slug: due.slug },
    }).then(() => undefined),
  );
}

/** Closes a reward whose expiry has passed. */
export async function runRewardExpiry(deps: DomainDeps, rewardId: string): Promise<void> {
  await deps.db
    .update(pieRewards)
    .set({ status: "CLOSED", updatedAt: deps.clock() })
    .where(and(eq(pieRewards.id, rewardId), notInArray(pieRewards.status, ["CLOSED"]), lte(pieRewards.expiresAt, deps.clock())));
}


// Starts a reward's scheduled work on the job queue (ADR 0075): the workers of the cutoff,
// reminder and expiry jobs, and the round that queues them when due (domain/scheduled.ts); and
// the round that deletes abandoned wizard drafts (domain/draft-sweep.ts, ADR 0082).
import type { Logger } from "pino";
import type { DomainDeps } from "../../kernel/deps.js";
import type { JobQueue } from "../../kernel/jobs/queue.js";
import { sweepAbandonedDrafts } from "./domain/draft-sweep.js";
import { REWARD_JOBS, queueDueRewardJobs, runRewardCutoff, runRewardExpiry, runWinnersReminder, type RewardJob } from "./domain/scheduled.js";

const SWEEP_INTERVAL_MS = 60_000;
/** Abandoned wizard drafts are looked for hourly: they are 30 days old, an hour more changes nothing. */
const DRAFT_SWEEP_INTERVAL_MS = 60 * 60_000;

/** Starts the rewards' round and the workers of its jobs on this instance. */
export async function startRewardJobs(jobs: JobQueue, deps: DomainDeps, logger: Logger): Promise<void> {
  await jobs.work<RewardJob>(REWARD_JOBS.cutoff, (job) => runRewardCutoff(deps, job.rewardId));
  await jobs.work<RewardJob>(REWARD_JOBS.reminder, (job) => runWinnersReminder(deps, job.rewardId));
  await jobs.work<RewardJob>(REWARD_JOBS.expiry, (job) => runRewardExpiry(deps, job.rewardId));
  jobs.every("reward-schedule", { intervalMs: SWEEP_INTERVAL_MS, firstDelayMs: 5_000 }, async () => {
    try {
      await queueDueRewardJobs(jobs, deps);
    } catch (error) {
      logger.error({ err: error }, "queuing the rewards' due jobs failed");
    }
  });
  const drafts = jobs.every("reward-draft-sweep", { intervalMs: DRAFT_SWEEP_INTERVAL_MS, firstDelayMs: 30_000 }, async () => {
    try {
      // Batch after batch until none is left or the instance stops.
      while (!drafts.stopped && (await sweepAbandonedDrafts(deps)) > 0);
    } catch (error) {
      logger.error({ err: error }, "sweeping abandoned reward drafts failed");
    }
  });
}

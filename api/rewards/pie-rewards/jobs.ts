// Starts a reward's scheduled work on the job queue (ADR 0075): the workers of the cutoff,
// reminder and expiry jobs, and the round that queues them when due (domain/scheduled.ts).
import type { Logger } from "pino";
import type { DomainDeps } from "../../kernel/deps.js";
import type { JobQueue } from "../../kernel/jobs/queue.js";
import { REWARD_JOBS, queueDueRewardJobs, runRewardCutoff, runRewardExpiry, runWinnersReminder, type RewardJob } from "./domain/scheduled.js";

const SWEEP_INTERVAL_MS = 60_000;

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
}

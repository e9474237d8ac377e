// The one scheduler of the API (ADR 0075): pg-boss, on the embedded PGlite (its own adapter, the
// same single connection) or on a Postgres server (a small pool of its own). Jobs live in the
// database, so a job queued before a restart is run after it; a job's key makes it one row, so
// queuing it again (from this instance or another) does nothing; workers claim with SKIP LOCKED.
import { coalesce } from "./coalesce.js";
import { createHash } from "node:crypto";
import { PgBoss, fromPglite, type Job, type JobResult } from "pg-boss";
import type { Logger } from "pino";
import type { Database, DatabaseConnection } from "../../db/client.js";
import type { Clock } from "../clock.js";
import { jobRuns } from "./db.js";

export interface Rounds {
  /** Runs a round soon (within WAKE_COALESCE_MS), without waiting for the interval. */
  wake(): void;
  /** No more rounds from this instance; resolves when its round in progress has ended. */
  stop(): Promise<void>;
  /** True once stop() was called: a long round checks it between batches. */
  readonly stopped: boolean;
}

export interface SendOptions {
  /** One job per key and queue: sending it again while pg-boss keeps the job answers false. */
  key?: string;
  /** Not before this instant (the database's clock). */
  runAt?: Date;
}

export interface JobQueue {
  /** Runs the queue's jobs on this instance; a handler that throws is retried with backoff. */
  work<T extends object>(
    name: string,
    handler: (data: T) => Promise<void>,
    options?: { retryLimit?: number },
  ): Promise<void>;
  /** Queues a job; false when a job with the same key is already there. */
  send(name: string, data: object, options?: SendOptions): Promise<boolean>;
  /**
   * Background work in rounds: every `intervalMs` (and soon after wake()) one round is queued,
   * at most one waiting and one running across all instances, so rounds never overlap.
   */
  every(
    name: string,
    options: { intervalMs: number; firstDelayMs: number },
    run: () => Promise<void>,
  ): Rounds;
  /** Stops queuing and working; waits for the jobs running here. */
  stop(): Promise<void>;
}

/** The job id a key stands for: a UUID from SHA-256(queue, key), so every instance derives the same. */
export function jobIdOf(name: string, key: string): string {
  const hex = createHash("sha256").update(`${name}\n${key}`).digest("hex");
  // Version 8 (custom), RFC 9562 variant.
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Wakes of one round queue within this window are one round (Rounds.wake). */
export const WAKE_COALESCE_MS = 200;

/** NOTIFY wakes a worker when a job is queued; polling is the backstop (a lost notification, a job due later). */
const POLLING = { pollingIntervalSeconds: 5, notifyPollingIntervalSeconds: 5 };

export async function startJobQueue(
  connection: Pick<DatabaseConnection, "jobsDatabase">,
  logger: Logger,
): Promise<JobQueue> {
  const target = connection.jobsDatabase;
  const boss =
    "pglite" in target
      ? new PgBoss({
          db: fromPglite(target.pglite),
          backend: "pglite",
          useListenNotify: true,
        })
      : new PgBoss({
          connectionString: target.connectionString,
          max: 4,
          useListenNotify: true,
        });
  boss.on("error", (error: unknown) =>
    logger.error({ err: error }, "job queue error"),
  );
  boss.on("warning", (warning: { message: string }) =>
    logger.warn({ warning: warning.message }, "job queue warning"),
  );
  await boss.start();

  const created = new Map<string, Promise<void>>();
  const ensureQueue = (
    name: string,
    options: Parameters<PgBoss["createQueue"]>[1],
  ) => {
    let ready = created.get(name);
    if (!ready) {
      ready = (async () => {
        if (!(await boss.getQueue(name))) await boss.createQueue(name, options);
      })();
      created.set(name, ready);
    }
    return ready;
  };
  const allRounds = new Set<Rounds>();
  let stopping = false;
  let stoppedQueue: Promise<void> | undefined;

  const queue: JobQueue = {
    async work(name, handler, options = {}) {
      await ensureQueue(name, {
        policy: "standard",
        notify: true,
        retryLimit: options.retryLimit ?? 5,
        retryDelay: 30,
        retryBackoff: true,
      });
      // Up to ten at a time, fetched again at once while batches come back full; each job
      // completes or fails (and is retried) on its own.
      await boss.work<object>(
        name,
        {
          ...POLLING,
          batchSize: 10,
          burstWhenBatchFull: true,
          perJobResults: true,
        },
        async (jobs: Job<object>[]) => {
          const results: JobResult[] = [];
          for (const job of jobs) {
            try {
              await handler(job.data as never);
              results.push({ id: job.id, status: "completed" });
            } catch (error) {
              logger.error(
                { err: error, queue: name, jobId: job.id },
                "a job failed",
              );
              results.push({
                id: job.id,
                status: "failed",
                output: { message: String(error) },
              });
            }
          }
          return results;
        },
      );
    },
    async send(name, data, options = {}) {
      if (stopping) return false;
      await ensureQueue(name, {
        policy: "standard",
        notify: true,
        retryLimit: 5,
        retryDelay: 30,
        retryBackoff: true,
      });
      const id = await boss.send(name, data, {
        ...(options.key ? { id: jobIdOf(name, options.key) } : {}),
        ...(options.runAt ? { startAfter: options.runAt } : {}),
      });
      return id !== null;
    },
    every(name, options, run) {
      let stopped = false;
      let timer: NodeJS.Timeout | undefined;
      let running: Promise<void> = Promise.resolve();
      // "stately": one round waiting and one running, whatever the number of instances; a round
      // lasts a few seconds at most, and one that failed is the next round's to do again.
      const ready = ensureQueue(name, {
        policy: "stately",
        notify: true,
        retryLimit: 0,
        deleteAfterSeconds: 60,
        expireInSeconds: 600,
      }).then(
        async () =>
          // Stopped while the queue was being made: nothing to work.
          !stopped &&
          !stopping &&
          boss.work(
            name,
            {
              pollingIntervalSeconds: Math.max(
                0.5,
                Math.min(options.intervalMs / 1000, 30),
              ),
              notifyPollingIntervalSeconds: 30,
            },
            async () => {
              if (stopped) return;
              const round = run();
              running = round.catch(() => {});
              await round;
            },
          ),
      );
      ready.catch(
        (error: unknown) =>
          !stopping &&
          logger.error(
            { err: error, queue: name },
            "starting a round's worker failed",
          ),
      );
      const queueRound = () => {
        if (stopped || stopping) return;
        ready
          .then(() => boss.send(name, {}))
          .catch(
            (error: unknown) =>
              !stopping &&
              logger.error(
                { err: error, queue: name },
                "queuing a round failed",
              ),
          );
      };
      const schedule = (delayMs: number) => {
        if (stopped) return;
        clearTimeout(timer);
        timer = setTimeout(() => {
          queueRound();
          schedule(options.intervalMs);
        }, delayMs);
        timer.unref();
      };
      // Wakes come with writes (every RSVP, every e-mail queued), and each queuing costs an
      // INSERT even while a round is already waiting: they are coalesced.
      const wake = coalesce(queueRound, WAKE_COALESCE_MS);
      schedule(options.firstDelayMs);
      const rounds: Rounds = {
        wake,
        async stop() {
          stopped = true;
          clearTimeout(timer);
          wake.cancel();
          allRounds.delete(rounds);
          await running;
        },
        get stopped() {
          return stopped || stopping;
        },
      };
      allRounds.add(rounds);
      return rounds;
    },
    stop() {
      // Once: the platform's close and a test that quiets the background both may ask.
      stopping = true;
      stoppedQueue ??= (async () => {
        await Promise.all([...allRounds].map((rounds) => rounds.stop()));
        await boss.stop({ graceful: true, timeout: 30_000 });
      })();
      return stoppedQueue;
    },
  };
  return queue;
}

/**
 * Runs `work` in one transaction with the record of `key`: the first caller does the work, any
 * later one (a retry, another instance) finds the key and gets false.
 */
export async function runOnce(
  db: Database,
  clock: Clock,
  key: string,
  work: (tx: Database) => Promise<void>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(jobRuns)
      .values({ key, ranAt: clock() })
      .onConflictDoNothing()
      .returning({ key: jobRuns.key });
    if (!claimed) return false;
    await work(tx as unknown as Database);
    return true;
  });
}

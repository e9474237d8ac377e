// Delivers queued messages. Each round claims a batch (FOR UPDATE SKIP LOCKED, then a
// lease on next_attempt_at) so several API instances can run it side by side without
// sending a message twice; failures are retried with exponential backoff.
import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Database } from "../db/client.js";
import { outbox, type OutboxRow } from "../db/schema.js";
import type { Clock } from "../kernel/clock.js";
import type { JobQueue } from "../kernel/jobs/queue.js";
import type { MessageTransport } from "./transports.js";

const BATCH_SIZE = 20;
const LEASE_MS = 5 * 60_000;
const MAX_ATTEMPTS = 8;
const POLL_INTERVAL_MS = 1000;

export interface OutboxDispatcher {
  /** Delivers due messages soon, without waiting for the next poll. */
  wake(): void;
  /** Stops polling and waits for the round in progress. */
  stop(): Promise<void>;
}

export function startOutboxDispatcher(deps: {
  jobs: JobQueue;
  db: Database;
  clock: Clock;
  transport: MessageTransport;
  logger: Logger;
}): OutboxDispatcher {
  async function deliverDue(): Promise<void> {
    try {
      while (!rounds.stopped) {
        const batch = await claimDue(deps.db, deps.clock());
        await Promise.all(batch.map(deliver));
        if (batch.length < BATCH_SIZE) return;
        // Let requests through between batches: an embedded database answers in microtasks,
        // so a long backlog (a bulk approval's thousand e-mails) would otherwise hold the thread.
        await new Promise((resolve) => setImmediate(resolve));
      }
    } catch (error) {
      deps.logger.error({ err: error }, "outbox delivery round failed");
    }
  }

  async function deliver(message: OutboxRow): Promise<void> {
    try {
      await deps.transport.deliver(message);
      await deps.db.update(outbox).set({ status: "SENT", sentAt: deps.clock(), lastError: null }).where(eq(outbox.id, message.id));
    } catch (error) {
      const failed = message.attempts >= MAX_ATTEMPTS;
      const retryAt = new Date(deps.clock().getTime() + 30_000 * 2 ** (message.attempts - 1));
      deps.logger.warn({ err: error, messageId: message.id, attempts: message.attempts, failed }, "outbox delivery failed");
      await deps.db
        .update(outbox)
        .set({ status: failed ? "FAILED" : "PENDING", nextAttemptAt: retryAt, lastError: String(error).slice(0, 1000) })
        .where(eq(outbox.id, message.id));
    }
  }

  const rounds = deps.jobs.every("outbox-delivery", { intervalMs: POLL_INTERVAL_MS, firstDelayMs: 0 }, deliverDue);
  return { wake: rounds.wake, stop: rounds.stop };
}

/** Claims due messages: one attempt each, hidden from other dispatchers until the lease ends. */
function claimDue(db: Database, now: Date): Promise<OutboxRow[]> {
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(eq(outbox.status, "PENDING"), lte(outbox.nextAttemptAt, now)))
    .orderBy(asc(outbox.seq))
    .limit(BATCH_SIZE)
    .for("update", { skipLocked: true });
  return db
    .update(outbox)
    .set({ attempts: sql`${outbox.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + LEASE_MS) })
    .where(inArray(outbox.id, due))
    .returning();
}

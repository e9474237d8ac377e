// Runs the EventStarted telling (domain/event-started.ts) every half minute in the background.
import type { Logger } from "pino";
import type { DomainDeps } from "../../kernel/deps.js";
import type { JobQueue } from "../../kernel/jobs/queue.js";
import { notifyStartedEvents } from "./domain/event-started.js";

const INTERVAL_MS = 30_000;

export function startEventStartedNotifier(jobs: JobQueue, deps: Pick<DomainDeps, "db" | "clock">, logger: Logger): { stop(): Promise<void> } {
  const rounds = jobs.every(
    "event-started-telling",
    { intervalMs: INTERVAL_MS, firstDelayMs: INTERVAL_MS },
    async () => {
      try {
        await notifyStartedEvents(deps.db, deps.clock());
      } catch (error) {
        logger.error({ err: error }, "telling that events started failed");
      }
    },
  );
  return { stop: rounds.stop };
}

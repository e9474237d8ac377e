// Runs the waiting list's telling (domain/waiting-list.ts) in the background: soon after a
// change that may open places (wake), and every half minute for anything else (a hold
// that ran out, another instance's change).
import type { Logger } from "pino";
import type { AuthDeps } from "../kernel/deps.js";
import type { JobQueue } from "../kernel/jobs/queue.js";
import { notifyWaitingLists } from "./domain/waiting-list.js";

const POLL_INTERVAL_MS = 30_000;

export interface WaitingListNotifier {
  wake(): void;
  stop(): Promise<void>;
}

export function startWaitingListNotifier(
  jobs: JobQueue,
  deps: Pick<AuthDeps, "db" | "clock" | "outbox" | "publicUrl" | "productName">,
  logger: Logger,
): WaitingListNotifier {
  const rounds = jobs.every(
    "waiting-list-telling",
    { intervalMs: POLL_INTERVAL_MS, firstDelayMs: POLL_INTERVAL_MS },
    async () => {
      try {
        await notifyWaitingLists(deps);
      } catch (error) {
        logger.error({ err: error }, "telling the waiting lists failed");
      }
    },
  );
  return { wake: rounds.wake, stop: rounds.stop };
}

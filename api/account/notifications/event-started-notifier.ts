// Runs the EventStarted telling (domain/event-started.ts) every half minute in the background.
import type { Logger } from "pino";
import type { DomainDeps } from "../../kernel/deps.js";
import { startRounds } from "../../kernel/rounds.js";
import { notifyStartedEvents } from "./domain/event-started.js";

const INTERVAL_MS = 30_000;

export function startEventStartedNotifier(deps: Pick<DomainDeps, "db" | "clock">, logger: Logger): { stop(): Promise<void> } {
  const rounds = startRounds(
    async () => {
      try {
        await notifyStartedEvents(deps.db, deps.clock());
      } catch (error) {
        logger.error({ err: error }, "telling that events started failed");
      }
    },
    { intervalMs: INTERVAL_MS, firstDelayMs: INTERVAL_MS },
  );
  return { stop: rounds.stop };
}

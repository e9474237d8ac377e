// Asks the provider again, in the background, for refunds that never reached it
// (domain/refunds.ts, retryUnsentRefunds): a provider that was down when a host refunded or
// cancelled does not leave buyers waiting for their money.
import type { Logger } from "pino";
import type { JobQueue, Rounds } from "../../kernel/jobs/queue.js";
import { REFUND_RETRY_AFTER_MS, retryUnsentRefunds, type RefundDeps } from "./domain/refunds.js";

export function startRefundRetries(jobs: JobQueue, deps: RefundDeps, logger: Logger): Pick<Rounds, "stop"> {
  const rounds = jobs.every(
    "refund-retries",
    { intervalMs: REFUND_RETRY_AFTER_MS, firstDelayMs: REFUND_RETRY_AFTER_MS },
    async () => {
      try {
        await retryUnsentRefunds(deps);
      } catch (error) {
        logger.error({ err: error }, "asking the provider again for unsent refunds failed");
      }
    },
  );
  return { stop: rounds.stop };
}

// Background work in rounds: run now and then (every `intervalMs`), and soon after wake();
// one round at a time, each after the last; stop() waits for the round in progress.
// The outbox dispatcher and the waiting list's telling run so.

export interface Rounds {
  /** Runs a round soon, without waiting for the interval. */
  wake(): void;
  /** No more rounds; resolves when the one running has ended. */
  stop(): Promise<void>;
  /** True once stop() was called: a long round checks it between batches. */
  readonly stopped: boolean;
}

export function startRounds(run: () => Promise<void>, options: { intervalMs: number; firstDelayMs: number }): Rounds {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<void> = Promise.resolve();
  const schedule = (delayMs: number) => {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      round = round.then(run).finally(() => schedule(options.intervalMs));
    }, delayMs);
    timer.unref();
  };
  schedule(options.firstDelayMs);
  return {
    wake: () => schedule(0),
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await round;
    },
    get stopped() {
      return stopped;
    },
  };
}

/**
 * `run` at most once per `windowMs`: the first call runs at once, and any calls during the
 * window that follows make one more run at its end (which opens a new window). A burst of
 * calls is two runs, and nothing asked for is left waiting longer than the window.
 */
export function coalesce(run: () => void, windowMs: number): (() => void) & { cancel(): void } {
  let window: NodeJS.Timeout | undefined;
  let calledDuringWindow = false;
  const call = () => {
    if (window) {
      calledDuringWindow = true;
      return;
    }
    run();
    window = setTimeout(() => {
      window = undefined;
      if (calledDuringWindow) {
        calledDuringWindow = false;
        call();
      }
    }, windowMs);
    window.unref();
  };
  return Object.assign(call, {
    cancel() {
      clearTimeout(window);
      window = undefined;
      calledDuringWindow = false;
    },
  });
}

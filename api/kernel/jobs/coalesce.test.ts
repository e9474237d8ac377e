import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { coalesce } from "./coalesce.js";

describe("coalesce", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  test("a burst of calls runs once at once and once at the end of the window", () => {
    const run = vi.fn();
    const call = coalesce(run, 200);
    for (let i = 0; i < 50; i++) {
      call();
      vi.advanceTimersByTime(2);
    }
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(200);
    expect(run).toHaveBeenCalledTimes(2);
    // Nothing called since: the window closes without another run.
    vi.advanceTimersByTime(1000);
    expect(run).toHaveBeenCalledTimes(2);
  });

  test("calls further apart than the window each run at once", () => {
    const run = vi.fn();
    const call = coalesce(run, 200);
    call();
    vi.advanceTimersByTime(250);
    call();
    expect(run).toHaveBeenCalledTimes(2);
  });

  test("cancel drops the run owed at the end of the window", () => {
    const run = vi.fn();
    const call = coalesce(run, 200);
    call();
    call();
    call.cancel();
    vi.advanceTimersByTime(1000);
    expect(run).toHaveBeenCalledTimes(1);
  });
});

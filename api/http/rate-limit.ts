// Attempt counters for brute-force and abuse protection. The in-memory limiter serves
// one process; several instances need a shared store (Redis) behind the same interface.
import type { Clock } from "../kernel/clock.js";

export interface RateLimitResult {
  allowed: boolean;
  /** How long until the window resets; 0 when allowed. */
  retryAfterMs: number;
}

export interface RateLimiter {
  /** Records `cost` attempts (default one) under `key`; allowed while the window holds at most `limit` attempts. */
  hit(key: string, limit: number, windowMs: number, cost?: number): Promise<RateLimitResult>;
  /** Whether one more attempt would be allowed, without recording it. */
  peek(key: string, limit: number, windowMs: number): Promise<RateLimitResult>;
  /** Forgets the attempts under `key` (e.g. failures, after a successful sign-in). */
  reset(key: string): Promise<void>;
  /** Takes back one attempt recorded by `hit` (one that turned out not to count). */
  release(key: string): Promise<void>;
}

interface Window {
  count: number;
  resetsAt: number;
}

/** Fixed windows: a key's window opens at its first attempt and lasts `windowMs`. */
export function createMemoryRateLimiter(clock: Clock): RateLimiter {
  const windows = new Map<string, Window>();
  let nextSweepAt = 0;

  const current = (key: string, now: number): Window | undefined => {
    const window = windows.get(key);
    if (window && window.resetsAt <= now) {
      windows.delete(key);
      return undefined;
    }
    return window;
  };

  // Expired windows of keys never seen again would otherwise stay forever.
  const sweep = (now: number) => {
    if (now < nextSweepAt) return;
    nextSweepAt = now + 60_000;
    for (const [key, window] of windows) if (window.resetsAt <= now) windows.delete(key);
  };

  const result = (window: Window | undefined, allowed: boolean, now: number): RateLimitResult => ({
    allowed,
    retryAfterMs: allowed || !window ? 0 : window.resetsAt - now,
  });

  return {
    async hit(key, limit, windowMs, cost = 1) {
      const now = clock().getTime();
      sweep(now);
      let window = current(key, now);
      if (!window) {
        window = { count: 0, resetsAt: now + windowMs };
        windows.set(key, window);
      }
      window.count += cost;
      return result(window, window.count <= limit, now);
    },
    async peek(key, limit) {
      const now = clock().getTime();
      const window = current(key, now);
      return result(window, (window?.count ?? 0) < limit, now);
    },
    async reset(key) {
      windows.delete(key);
    },
    async release(key) {
      const window = current(key, clock().getTime());
      if (window && window.count > 0) window.count -= 1;
    },
  };
}

// The rules of one-time codes (spec 1 §4, §9), free of storage so they can be unit-tested
// with any clock: how codes are made and hashed, how wrong attempts turn into a block.
import { createHmac, randomInt, timingSafeEqual } from "node:crypto";

const MINUTE = 60_000;

export const CODE_POLICY = {
  /** Digits in a code. */
  length: 6,
  /** A code works this long after it was sent. */
  ttlMs: 10 * MINUTE,
  /** No new code for the same attempt before this. */
  resendAfterMs: 30_000,
  /** Wrong codes allowed per key (e.g. number + client address) before a block. */
  maxFailures: 3,
  /** Per subject from anywhere: much higher, so nobody can lock a victim out from elsewhere but guessing stays bounded. */
  maxFailuresGlobal: 30,
  blockMs: 30 * MINUTE,
} as const;

/** A code of `CODE_POLICY.length` digits from the operating system's secure random source. */
export function generateCode(): string {
  return String(randomInt(0, 10 ** CODE_POLICY.length)).padStart(CODE_POLICY.length, "0");
}

/**
 * Codes are stored as an HMAC under a server key, bound to what they were sent for: six
 * digits have only a million values, so a plain hash would be reversed from a database leak.
 */
export function hashCode(key: string, subject: string, code: string): string {
  return createHmac("sha256", key).update(`${subject}\u0000${code}`).digest("base64url");
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export interface AttemptState {
  failures: number;
  windowStartedAt: Date;
  blockedUntil: Date | null;
}

/** The state as it stands at `now`: a lifted block or an old window starts over. */
export function currentAttempts(state: AttemptState | null, now: Date): AttemptState {
  const fresh = { failures: 0, windowStartedAt: now, blockedUntil: null };
  if (!state) return fresh;
  if (state.blockedUntil) return state.blockedUntil > now ? state : fresh;
  if (now.getTime() - state.windowStartedAt.getTime() >= CODE_POLICY.blockMs) return fresh;
  return state;
}

export function isBlocked(state: AttemptState | null, now: Date): boolean {
  const current = currentAttempts(state, now);
  return current.blockedUntil !== null && current.blockedUntil > now;
}

/** One more wrong code: the next state, and how many tries are left (0 = now blocked). */
export function recordFailure(
  state: AttemptState | null,
  now: Date,
  maxFailures: number,
): { state: AttemptState; remaining: number } {
  const current = currentAttempts(state, now);
  const failures = current.failures + 1;
  const remaining = Math.max(0, maxFailures - failures);
  return {
    state: {
      failures,
      windowStartedAt: current.windowStartedAt,
      blockedUntil: remaining === 0 ? new Date(now.getTime() + CODE_POLICY.blockMs) : null,
    },
    remaining,
  };
}

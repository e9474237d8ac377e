import { describe, expect, test } from "vitest";
import { CODE_POLICY, currentAttempts, generateCode, hashCode, isBlocked, recordFailure, sameHash } from "./code-policy.js";

describe("codes", () => {
  test("are six digits, leading zeros kept, and vary", () => {
    const codes = Array.from({ length: 200 }, generateCode);
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(190);
  });

  test("hash under the key and bound to their subject", () => {
    const hash = hashCode("key", "+14155550100", "123456");
    expect(hash).not.toContain("123456");
    expect(sameHash(hash, hashCode("key", "+14155550100", "123456"))).toBe(true);
    expect(sameHash(hash, hashCode("key", "+14155550101", "123456"))).toBe(false);
    expect(sameHash(hash, hashCode("other", "+14155550100", "123456"))).toBe(false);
    expect(sameHash(hash, hashCode("key", "+14155550100", "123457"))).toBe(false);
  });
});

describe("wrong attempts", () => {
  const start = new Date("2026-05-01T10:00:00Z");
  const at = (ms: number) => new Date(start.getTime() + ms);

  test("count down and block on the third for 30 minutes, then lift", () => {
    const first = recordFailure(null, start, CODE_POLICY.maxFailures);
    expect(first.remaining).toBe(2);
    const second = recordFailure(first.state, at(1000), CODE_POLICY.maxFailures);
    expect(second.remaining).toBe(1);
    expect(isBlocked(second.state, at(1000))).toBe(false);
    const third = recordFailure(second.state, at(2000), CODE_POLICY.maxFailures);
    expect(third.remaining).toBe(0);
    expect(third.state.blockedUntil).toEqual(at(2000 + 30 * 60_000));
    expect(isBlocked(third.state, at(2000 + 30 * 60_000 - 1))).toBe(true);
    expect(isBlocked(third.state, at(2000 + 30 * 60_000))).toBe(false);
    expect(currentAttempts(third.state, at(2000 + 30 * 60_000)).failures).toBe(0);
  });

  test("older than the window no longer count", () => {
    const first = recordFailure(null, start, 3);
    const second = recordFailure(first.state, at(10 * 60_000), 3);
    expect(second.remaining).toBe(1);
    const later = recordFailure(second.state, at(30 * 60_000), 3);
    expect(later.remaining).toBe(2);
  });
});

import { expect, test } from "vitest";
import { createMemoryRateLimiter } from "./rate-limit.js";

function setup() {
  let now = Date.parse("2026-01-01T00:00:00Z");
  const limiter = createMemoryRateLimiter(() => new Date(now));
  return { limiter, advance: (ms: number) => (now += ms) };
}

test("allows `limit` hits per window, then says how long to wait", async () => {
  const { limiter, advance } = setup();
  for (let hit = 0; hit < 3; hit++) expect(await limiter.hit("k", 3, 60_000)).toEqual({ allowed: true, retryAfterMs: 0 });
  advance(10_000);
  expect(await limiter.hit("k", 3, 60_000)).toEqual({ allowed: false, retryAfterMs: 50_000 });
  advance(50_000);
  expect((await limiter.hit("k", 3, 60_000)).allowed).toBe(true);
});

test("peek tells whether one more attempt is allowed without counting it", async () => {
  const { limiter } = setup();
  await limiter.hit("k", 2, 60_000);
  expect(await limiter.peek("k", 2, 60_000)).toEqual({ allowed: true, retryAfterMs: 0 });
  expect(await limiter.peek("k", 2, 60_000)).toEqual({ allowed: true, retryAfterMs: 0 });
  await limiter.hit("k", 2, 60_000);
  expect(await limiter.peek("k", 2, 60_000)).toEqual({ allowed: false, retryAfterMs: 60_000 });
});

test("keys are independent and reset forgets one", async () => {
  const { limiter } = setup();
  await limiter.hit("a", 1, 60_000);
  expect((await limiter.hit("a", 1, 60_000)).allowed).toBe(false);
  expect((await limiter.hit("b", 1, 60_000)).allowed).toBe(true);
  await limiter.reset("a");
  expect((await limiter.hit("a", 1, 60_000)).allowed).toBe(true);
});

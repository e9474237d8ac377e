import { expect, test } from "vitest";
import { cspNonce } from "./csp-nonce";

test("every nonce is 128 bits of base64, and none repeats across many draws of the pool", () => {
  const seen = new Set<string>();
  // 40 draws of 256: crosses the pool's refill many times.
  for (let i = 0; i < 10_240; i += 1) {
    const nonce = cspNonce();
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(Buffer.from(nonce, "base64")).toHaveLength(16);
    seen.add(nonce);
  }
  expect(seen.size).toBe(10_240);
});

test("the bytes are random: each of the 16 positions takes many values", () => {
  const values = Array.from({ length: 16 }, () => new Set<number>());
  for (let i = 0; i < 512; i += 1) Buffer.from(cspNonce(), "base64").forEach((byte, position) => values[position].add(byte));
  // 512 uniform bytes take about 222 of 256 values; a counter or a repeated block would not.
  for (const distinct of values) expect(distinct.size).toBeGreaterThan(150);
});

// The draw protocol of ADR 0072 as anyone would rerun it: a fixed vector, determinism whatever
// the order entries come in, rejection sampling instead of a biased modulo, no entry drawn twice,
// and a verification that catches a changed list, seed or result.
import { createHash, createHmac } from "node:crypto";
import { describe, expect, test } from "vitest";
import { below, deriveWinners, entryListHash, randomStream, seedCommitment, verifyDraw } from "./draw";

const SEED = "00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff";
const ENTRIES = Array.from({ length: 25 }, (_, i) => `entry-${String(i).padStart(2, "0")}`);

function* numbers(values: number[]): Generator<number, never> {
  for (const value of values) yield value;
  throw new Error("stream exhausted");
}

describe("the entry list and the seed", () => {
  test("the list's fingerprint is SHA-256 of the sorted ids joined by newlines, whatever the order given", () => {
    const expected = createHash("sha256").update(ENTRIES.join("\n")).digest("hex");
    expect(entryListHash(ENTRIES)).toBe(expected);
    expect(entryListHash([...ENTRIES].reverse())).toBe(expected);
    expect(entryListHash([...ENTRIES.slice(1), "entry-99"])).not.toBe(expected);
  });

  test("the seed's commitment is SHA-256 of its bytes", () => {
    expect(seedCommitment(SEED)).toBe(createHash("sha256").update(Buffer.from(SEED, "hex")).digest("hex"));
  });

  test("the random numbers are HMAC-SHA-256(seed, listHash:i)'s first four bytes", () => {
    const stream = randomStream(SEED, "abc");
    for (let i = 0; i < 3; i += 1) {
      expect(stream.next().value).toBe(createHmac("sha256", Buffer.from(SEED, "hex")).update(`abc:${i}`).digest().readUInt32BE(0));
    }
  });
});

describe("a number below n", () => {
  test("a number at or above the largest multiple of n is thrown away, not folded (no modulo bias)", () => {
    // n = 3: 2^32 - 1 = 3 × 1431655765 is the limit, so 4294967295 is rejected and 7 gives 1.
    expect(below(numbers([4_294_967_295, 7]), 3)).toBe(1);
    // n = 2^31 + 1: only one multiple fits; everything from it up is rejected.
    const n = 2 ** 31 + 1;
    expect(below(numbers([n, 2 ** 32 - 1, n - 1]), n)).toBe(n - 1);
    // A power of two never rejects.
    expect(below(numbers([2 ** 32 - 1]), 2 ** 16)).toBe(2 ** 16 - 1);
  });

  test("every value below n comes up about as often (60,000 draws of 6)", () => {
    const stream = randomStream(SEED, entryListHash(ENTRIES));
    const counts = Array<number>(6).fill(0);
    for (let i = 0; i < 60_000; i += 1) counts[below(stream, 6)]! += 1;
    // Chi-square with 5 degrees of freedom: 20.5 is p ≈ 0.001.
    const chi = counts.reduce((sum, c) => sum + (c - 10_000) ** 2 / 10_000, 0);
    expect(chi).toBeLessThan(20.5);
  });

  test("refuses a range it cannot draw from", () => {
    expect(() => below(numbers([1]), 0)).toThrow(RangeError);
    expect(() => below(numbers([1]), 2 ** 32 + 1)).toThrow(RangeError);
  });
});

describe("the winners", () => {
  test("a fixed vector: the same seed and list give these winners, today and always", () => {
    expect(deriveWinners(SEED, ENTRIES, 3)).toMatchInlineSnapshot(`
      [
        "entry-24",
        "entry-19",
        "entry-04",
      ]
    `);
  });

  test("drawing twice, or from the list in another order, gives the same winners", () => {
    const first = deriveWinners(SEED, ENTRIES, 5);
    expect(deriveWinners(SEED, [...ENTRIES].reverse(), 5)).toEqual(first);
    expect(deriveWinners(SEED, ENTRIES, 5)).toEqual(first);
  });

  test("another seed gives another order", () => {
    expect(deriveWinners("ff".repeat(32), ENTRIES, 5)).not.toEqual(deriveWinners(SEED, ENTRIES, 5));
  });

  test("without replacement: distinct winners, never more than the entries", () => {
    const all = deriveWinners(SEED, ENTRIES, 100);
    expect(all).toHaveLength(ENTRIES.length);
    expect(new Set(all).size).toBe(ENTRIES.length);
    expect([...all].sort()).toEqual(ENTRIES);
    expect(deriveWinners(SEED, [], 3)).toEqual([]);
  });

  test("each entry is about equally likely to win (1,000 seeds, 1 of 4)", () => {
    const wins = new Map<string, number>();
    for (let i = 0; i < 1000; i += 1) {
      const seed = createHash("sha256").update(`seed-${i}`).digest("hex");
      const [winner] = deriveWinners(seed, ["a", "b", "c", "d"], 1);
      wins.set(winner!, (wins.get(winner!) ?? 0) + 1);
    }
    for (const entry of ["a", "b", "c", "d"]) expect(wins.get(entry)).toBeGreaterThan(180);
  });
});

describe("verifying a published draw", () => {
  const published = {
    entries: ENTRIES,
    entryCount: ENTRIES.length,
    entryListHash: entryListHash(ENTRIES),
    seedHash: seedCommitment(SEED),
    seed: SEED,
    winnersCount: 3,
    winners: deriveWinners(SEED, ENTRIES, 3),
  };

  test("an honest draw checks out on every count", () => {
    expect(verifyDraw(published)).toEqual({ entryCount: true, entryListHash: true, seed: true, winners: true });
  });

  test("before the seed is revealed only the list is checked", () => {
    expect(verifyDraw({ ...published, seed: null, winners: null })).toEqual({ entryCount: true, entryListHash: true, seed: null, winners: null });
  });

  test("a changed list, seed or result is caught", () => {
    expect(verifyDraw({ ...published, entries: [...ENTRIES.slice(1), "entry-99"] }).entryListHash).toBe(false);
    expect(verifyDraw({ ...published, entryCount: 24 }).entryCount).toBe(false);
    expect(verifyDraw({ ...published, seed: "ff".repeat(32) }).seed).toBe(false);
    expect(verifyDraw({ ...published, winners: [...published.winners].reverse() }).winners).toBe(false);
  });
});

describe("winning boosts: weighted entries (ADR 0077)", () => {
  const boosted = ENTRIES.map((entryId, i) => ({ entryId, weight: i % 5 === 0 ? 3 : 1 }));

  test("a list whose weights are all 1 hashes and draws exactly as the bare ids", () => {
    const ones = ENTRIES.map((entryId) => ({ entryId, weight: 1 }));
    expect(entryListHash(ones)).toBe(entryListHash(ENTRIES));
    expect(deriveWinners(SEED, ones, 5)).toEqual(deriveWinners(SEED, ENTRIES, 5));
  });

  test("a boosted entry's line is id*weight, and its weight changes the fingerprint", () => {
    const lines = [...boosted].sort((a, b) => (a.entryId < b.entryId ? -1 : 1)).map((e) => (e.weight === 1 ? e.entryId : `${e.entryId}*${e.weight}`));
    expect(entryListHash(boosted)).toBe(createHash("sha256").update(lines.join("\n")).digest("hex"));
    expect(entryListHash(boosted)).not.toBe(entryListHash(ENTRIES));
  });

  test("the weighted draw is deterministic whatever the order, distinct, and verifiable", () => {
    const winners = deriveWinners(SEED, boosted, 6);
    expect(deriveWinners(SEED, [...boosted].reverse(), 6)).toEqual(winners);
    expect(new Set(winners).size).toBe(6);
    const published = { entries: boosted, entryCount: boosted.length, entryListHash: entryListHash(boosted), seedHash: seedCommitment(SEED), seed: SEED, winnersCount: 6, winners };
    expect(verifyDraw(published)).toEqual({ entryCount: true, entryListHash: true, seed: true, winners: true });
    const unboosted = { ...published, entries: ENTRIES };
    expect(verifyDraw(unboosted).entryListHash).toBe(false);
    expect(verifyDraw({ ...published, entries: boosted.map((e, i) => (i === 0 ? { ...e, weight: 0 } : e)) }).winners).toBe(false);
  });

  test("a weight is a share of the draws: an entry of weight 3 among weight-1 entries wins about three times as often", () => {
    const pool = [{ entryId: "a", weight: 3 }, { entryId: "b", weight: 1 }, { entryId: "c", weight: 1 }, { entryId: "d", weight: 1 }];
    let firstA = 0;
    for (let i = 0; i < 2000; i += 1) if (deriveWinners(createHash("sha256").update(String(i)).digest("hex"), pool, 1)[0] === "a") firstA += 1;
    // Expected share 3/6 = 0.5.
    expect(firstA / 2000).toBeGreaterThan(0.45);
    expect(firstA / 2000).toBeLessThan(0.55);
  });
});

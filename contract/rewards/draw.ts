// The verifiable draw (ADR 0072), as pure functions anyone can run again: the API draws with
// them and the public verification page recomputes with them (server side; node:crypto).
//
// 1. The entry list: the entry ids, sorted (code-unit order), joined by "\n". Its SHA-256 (hex)
//    and its length are published at the cutoff, before the seed exists.
// 2. The seed: 32 random bytes (hex), made after the cutoff; SHA-256(seed bytes) is published
//    with the list's fingerprint and the seed itself only once the winners are drawn.
// 3. The random numbers: block i is HMAC-SHA-256(key = seed bytes, message = listHash + ":" + i),
//    i = 0, 1, 2, …; each block's first 4 bytes are one big-endian unsigned 32-bit number.
// 4. A number below n: r from the stream, kept only when r < n × floor(2^32 / n) (else the next
//    one is taken: rejection sampling, no modulo bias), then r mod n.
// 5. Winners, without replacement: a partial Fisher–Yates shuffle of the sorted list; for
//    k = 0 … w-1, j = k + below(n - k), swap positions k and j; the winner k is position k.
// Winning boosts (ADR 0077): an entry may hold more than one entry's weight. Its line in the
// list is then "id*weight" (a weight of 1 is written as the bare id, so a list without boosts
// reads, hashes and draws exactly as before), and step 5 becomes: r = below(sum of the weights
// at positions k … n-1), j = the first position from k whose running sum of weights exceeds r.
// With every weight 1 that is j = k + r, the plain shuffle.
import { createHash, createHmac } from "node:crypto";

const TWO_32 = 2 ** 32;

/** An entry with its weight (1 unless boosted). */
export interface WeightedEntry {
  entryId: string;
  weight: number;
}

type Entries = readonly string[] | readonly WeightedEntry[];

const weighted = (entries: Entries): WeightedEntry[] => entries.map((entry) => (typeof entry === "string" ? { entryId: entry, weight: 1 } : entry));

function sortWeighted(entries: Entries): WeightedEntry[] {
  return weighted(entries).sort((a, b) => (a.entryId < b.entryId ? -1 : a.entryId > b.entryId ? 1 : 0));
}

export function sortEntries(entries: readonly string[]): string[] {
  return [...entries].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/** An entry's line in the published list: the id, with "*weight" when boosted. */
export const entryLine = (entry: WeightedEntry) => (entry.weight === 1 ? entry.entryId : `${entry.entryId}*${entry.weight}`);

/** SHA-256 (hex) of the sorted entry list's lines joined by "\n". */
export function entryListHash(entries: Entries): string {
  return createHash("sha256").update(sortWeighted(entries).map(entryLine).join("\n"), "utf8").digest("hex");
}

/** SHA-256 (hex) of the seed's bytes: the commitment published before the draw. */
export function seedCommitment(seedHex: string): string {
  return createHash("sha256").update(Buffer.from(seedHex, "hex")).digest("hex");
}

/** The stream of unsigned 32-bit numbers drawn from the seed and the list's fingerprint. */
export function* randomStream(seedHex: string, listHash: string): Generator<number, never> {
  const key = Buffer.from(seedHex, "hex");
  for (let i = 0; ; i += 1) {
    const block = createHmac("sha256", key).update(`${listHash}:${i}`, "utf8").digest();
    yield block.readUInt32BE(0);
  }
}

/** A number in [0, n) from the stream, by rejection sampling (no modulo bias). */
export function below(stream: Iterator<number>, n: number): number {
  if (!Number.isInteger(n) || n < 1 || n > TWO_32) throw new RangeError(`below(${n})`);
  const limit = n * Math.floor(TWO_32 / n);
  for (;;) {
    const r = stream.next().value as number;
    if (r < limit) return r % n;
  }
}

/** The winners, in order: `count` distinct entries (at most all of them), each as likely as its weight. */
export function deriveWinners(seedHex: string, entries: Entries, count: number): string[] {
  const pool = sortWeighted(entries);
  if (pool.some((entry) => !Number.isInteger(entry.weight) || entry.weight < 1)) throw new RangeError("An entry's weight is a whole number from 1.");
  const stream = randomStream(seedHex, entryListHash(pool));
  const winners = Math.min(count, pool.length);
  let remaining = pool.reduce((sum, entry) => sum + entry.weight, 0);
  for (let k = 0; k < winners; k += 1) {
    const r = below(stream, remaining);
    let j = k;
    for (let passed = pool[k]!.weight; passed <= r; passed += pool[j]!.weight) j += 1;
    remaining -= pool[j]!.weight;
    [pool[k], pool[j]] = [pool[j]!, pool[k]!];
  }
  return pool.slice(0, winners).map((entry) => entry.entryId);
}

/** What a published draw claims. */
export interface PublishedDraw {
  /** Bare ids (every weight 1) or ids with their weights. */
  entries: Entries;
  entryCount: number;
  entryListHash: string;
  seedHash: string;
  /** Null until the winners are drawn. */
  seed: string | null;
  winnersCount: number;
  /** Null until drawn. */
  winners: readonly string[] | null;
}

export interface DrawCheck {
  entryCount: boolean;
  entryListHash: boolean;
  /** Null while the seed is not revealed. */
  seed: boolean | null;
  winners: boolean | null;
}

/** Recomputes a published draw from its parts: each claim checked on its own. */
export function verifyDraw(draw: PublishedDraw): DrawCheck {
  const seedOk = draw.seed === null ? null : /^[0-9a-f]{64}$/.test(draw.seed) && seedCommitment(draw.seed) === draw.seedHash;
  const weightsOk = weighted(draw.entries).every((entry) => Number.isInteger(entry.weight) && entry.weight >= 1);
  return {
    entryCount: draw.entries.length === draw.entryCount && new Set(weighted(draw.entries).map((entry) => entry.entryId)).size === draw.entries.length && weightsOk,
    entryListHash: entryListHash(draw.entries) === draw.entryListHash,
    seed: seedOk,
    winners:
      draw.seed === null || draw.winners === null || !seedOk
        ? null
        : !weightsOk
          ? false
        : JSON.stringify(deriveWinners(draw.seed, draw.entries, draw.winnersCount)) === JSON.stringify(draw.winners),
  };
}

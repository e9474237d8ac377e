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
import { createHash, createHmac } from "node:crypto";

const TWO_32 = 2 ** 32;

export function sortEntries(entries: readonly string[]): string[] {
  return [...entries].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/** SHA-256 (hex) of the sorted entry list joined by "\n". */
export function entryListHash(entries: readonly string[]): string {
  return createHash("sha256").update(sortEntries(entries).join("\n"), "utf8").digest("hex");
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

/** The winners, in order: `count` distinct entries (at most all of them). */
export function deriveWinners(seedHex: string, entries: readonly string[], count: number): string[] {
  const pool = sortEntries(entries);
  const stream = randomStream(seedHex, entryListHash(pool));
  const winners = Math.min(count, pool.length);
  for (let k = 0; k < winners; k += 1) {
    const j = k + below(stream, pool.length - k);
    [pool[k], pool[j]] = [pool[j]!, pool[k]!];
  }
  return pool.slice(0, winners);
}

/** What a published draw claims. */
export interface PublishedDraw {
  entries: readonly string[];
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
  return {
    entryCount: draw.entries.length === draw.entryCount && new Set(draw.entries).size === draw.entries.length,
    entryListHash: entryListHash(draw.entries) === draw.entryListHash,
    seed: seedOk,
    winners:
      draw.seed === null || draw.winners === null || !seedOk
        ? null
        : JSON.stringify(deriveWinners(draw.seed, draw.entries, draw.winnersCount)) === JSON.stringify(draw.winners),
  };
}

// The pies' reads kept in the API's read cache (docs/decisions/0012; ADR 0069). Migration
// 0064_announce_pie_changes makes the pie tables announce these tags on the change feed:
//   'pie:<pie id>'              a pie's row (a read over many pies carries 'pie:*')
//   'pie-ledger:<pie id>'       an entry of its slice ledger: balances, members, trades
//   'pie-wishes:<pie id>'       a wish for it; 'pie-wisher:<user id>' a member's wish
//   'pie-moderators:<pie id>'   its team
//   'pie-award:<user id>'       a member's pie award
// Never read a cached balance where slices move: purchases and transfers lock the pie and read the ledger.
import { anyOf, readThrough, type ReadCache } from "../../cache/read-cache.js";
import type { Database } from "../../db/client.js";
import type { DomainDeps } from "../../kernel/deps.js";
import type { PieRow } from "../db.js";
import { findPieRow } from "./access.js";
import { findMyPie } from "./pies.js";

export interface CachedReads {
  db: Database;
  cache?: ReadCache;
}

export const pieTag = (pieId: string) => `pie:${pieId}`;
export const pieLedgerTag = (pieId: string) => `pie-ledger:${pieId}`;
export const pieWishesTag = (pieId: string) => `pie-wishes:${pieId}`;
export const pieWisherTag = (userId: string) => `pie-wisher:${userId}`;
export const pieModeratorsTag = (pieId: string) => `pie-moderators:${pieId}`;
export const pieAwardTag = (userId: string) => `pie-award:${userId}`;
export const anyPie = anyOf("pie");
export const anyPieWishes = anyOf("pie-wishes");

/** A pie by id or address through the cache; a miss is kept until any pie changes (one may take the address). */
export function readPieRow({ db, cache }: CachedReads, idOrSlug: string): Promise<PieRow | null> {
  const key = idOrSlug.trim().toLowerCase();
  return readThrough(
    cache,
    `pie-row:${key}`,
    () => findPieRow(db, idOrSlug),
    (pie) => (pie ? [pieTag(pie.id)] : [anyPie]),
  );
}

/** The member's own pie (the shell asks on every pie page); none is kept until any pie changes (one may be theirs). */
export function readMyPie(deps: DomainDeps, userId: string): Promise<PieRow | null> {
  return readThrough(
    deps.cache,
    `my-pie:${userId}`,
    () => findMyPie(deps, userId),
    (pie) => (pie ? [pieTag(pie.id)] : [anyPie]),
  );
}

/** A batch of per-pie values from the cache, the missing ones in one query (without a cache, all of them). */
export function perPie<T>(
  { cache }: CachedReads,
  pieIds: readonly string[],
  keyOf: (pieId: string) => string,
  load: (missing: string[]) => Promise<T[]>,
  tagsOf: (pieId: string) => string[],
): Promise<T[]> {
  return cache ? cache.getMany(pieIds, keyOf, load, (id) => tagsOf(id)) : load([...pieIds]);
}

// The pies a fan browses (spec 3 §2 /legacy/trade-hub home list tabs, /legacy/pie-clubs; §7 search
// with a type and keyword, random slider, featured pie, my pies, my moderated pies; ADR 0069):
// - Featured: live, verified pies, the most wished first (then the latest to go live).
// - Newcomers: pies that went live in the last NEWCOMER_DAYS days, the latest first.
// - Watchlist: the pies the viewer wished (live or about to be), the latest wish first.
// - The random slider: live pies in an order drawn from the viewer and the hour, so a page and
//   its reload within the hour agree, and the next hour brings other pies first.
// - The featured pie: the first of Featured.
import { createHash } from "node:crypto";
import { and, asc, desc, eq, gte, ilike, inArray, ne, or, sql, type SQL } from "drizzle-orm";
import { readThrough } from "../../../cache/read-cache.js";
import type { Database } from "../../../db/client.js";
import { anyPie, anyPieWishes, pieWisherTag, type CachedReads } from "../../domain/cached.js";
import { NEWCOMER_DAYS, PIE_LIST_PAGE_SIZE, SLIDER_PERIOD_MINUTES, SLIDER_SIZE, type PieListType } from "../../../../contract/pies/fans-messages.js";
import { pieModerators, pies, type PieRow } from "../../db.js";
import { pieWishes } from "../db.js";
import { likePattern, pageOf, pageSize, decodeOffsetCursor, type Page } from "./paging.js";
import { wishersCountSql } from "./wishes.js";

const live = eq(pies.operationalState, "ACTIVE");

function keywordFilter(keyword: string | null | undefined): SQL | undefined {
  const pattern = likePattern(keyword);
  return pattern ? or(ilike(pies.displayName, pattern), ilike(pies.bio, pattern)) : undefined;
}

export interface PieSearch {
  type: PieListType;
  keyword?: string | null;
  first?: number | null;
  after?: string | null;
}

/** One page of a trade hub tab. WATCHLIST needs the viewer (the caller asks for one). */
export async function searchPies(db: Database, viewerId: string | null, now: Date, search: PieSearch): Promise<Page<PieRow>> {
  const limit = pageSize(search.first, PIE_LIST_PAGE_SIZE);
  const offset = decodeOffsetCursor(search.after);
  const words = keywordFilter(search.keyword);
  if (search.type === "WATCHLIST") {
    if (!viewerId) return pageOf([], 0, 0);
    const where = and(eq(pieWishes.userId, viewerId), ne(pies.operationalState, "DRAFT"), words);
    const [rows, [count]] = await Promise.all([
      db
        .select({ pie: pies })
        .from(pieWishes)
        .innerJoin(pies, eq(pies.id, pieWishes.pieId))
        .where(where)
        .orderBy(desc(pieWishes.createdAt), asc(pies.id))
        .limit(limit)
        .offset(offset),
      db.select({ n: sql<number>`count(*)::int` }).from(pieWishes).innerJoin(pies, eq(pies.id, pieWishes.pieId)).where(where),
    ]);
    return pageOf(
      rows.map((row) => row.pie),
      offset,
      Number(count?.n ?? 0),
    );
  }
  const where =
    search.type === "FEATURED"
      ? and(live, eq(pies.isVerified, true), words)
      : and(live, gte(pies.activatedAt, new Date(now.getTime() - NEWCOMER_DAYS * 24 * 3600_000)), words);
  const order = search.type === "FEATURED" ? [desc(wishersCountSql), desc(pies.activatedAt), asc(pies.id)] : [desc(pies.activatedAt), asc(pies.id)];
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(pies)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    db.select({ n: sql<number>`count(*)::int` }).from(pies).where(where),
  ]);
  return pageOf(rows, offset, Number(count?.n ?? 0));
}

/**
 * A tab through the read cache. Featured reads every live pie and its wishes; the watchlist the
 * viewer's wishes and their pies. Newcomers is not kept: it changes with the clock.
 */
export function readPies(reads: CachedReads, viewerId: string | null, now: Date, search: PieSearch): Promise<Page<PieRow>> {
  const load = () => searchPies(reads.db, viewerId, now, search);
  const args = `${search.keyword ?? ""}:${search.first ?? ""}:${search.after ?? ""}`;
  if (search.type === "FEATURED") return readThrough(reads.cache, `pies-featured:${args}`, load, () => [anyPie, anyPieWishes]);
  if (search.type === "WATCHLIST" && viewerId) return readThrough(reads.cache, `pies-watchlist:${viewerId}:${args}`, load, () => [anyPie, pieWisherTag(viewerId)]);
  return load();
}

/** The featured pie (spec 3 §7): the first of Featured, or null when no pie is featured. */
export async function featuredPie(reads: CachedReads, now: Date): Promise<PieRow | null> {
  return (await readPies(reads, null, now, { type: "FEATURED", first: 1 })).nodes[0] ?? null;
}

/** The seed of the slider's order: the viewer and the current period (ADR 0069). */
export function sliderSeed(viewerId: string | null, now: Date): string {
  const period = Math.floor(now.getTime() / (SLIDER_PERIOD_MINUTES * 60_000));
  return createHash("sha256")
    .update(`${viewerId ?? "visitor"}:${period}`)
    .digest("hex")
    .slice(0, 16);
}

/** The random slider (spec 3 §7): live pies in the seed's order (kept by seed: the order changes only with the period). */
export async function randomSlider({ db, cache }: CachedReads, viewerId: string | null, now: Date, first?: number | null): Promise<PieRow[]> {
  const seed = sliderSeed(viewerId, now);
  const limit = Math.min(Math.max(1, first ?? SLIDER_SIZE), 24);
  return readThrough(
    cache,
    `pies-slider:${seed}:${limit}`,
    () =>
      db
        .select()
        .from(pies)
        .where(live)
        .orderBy(sql`md5(${seed} || ${pies.id}::text)`)
        .limit(limit),
    () => [anyPie],
  );
}

/** The viewer's own pies, in any state (one per owner today; ADR 0063). */
export async function myPies(db: Database, viewerId: string): Promise<PieRow[]> {
  return db.select().from(pies).where(eq(pies.createdBy, viewerId)).orderBy(desc(pies.createdAt));
}

/** The pies the viewer moderates (spec 3 §6 "my moderated pies"), by name. */
export async function myModeratorPies(db: Database, viewerId: string): Promise<PieRow[]> {
  const ids = db.selectDistinct({ id: pieModerators.pieId }).from(pieModerators).where(eq(pieModerators.userId, viewerId));
  return db
    .select()
    .from(pies)
    .where(and(inArray(pies.id, ids), ne(pies.operationalState, "DRAFT")))
    .orderBy(asc(pies.displayName), asc(pies.id));
}

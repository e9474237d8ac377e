// /home's lists and the wish list (ADR 0068): Featured, Newcomers and Watchlist read only
// active pies; a wish is one row per member and pie, added or removed idempotently.
import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../../db/client.js";
import { badUserInput, notFound } from "../../../kernel/errors.js";
import { pieMessages as m } from "../../../../contract/pies/messages.js";
import { pies, type PieRow } from "../../db.js";
import { findPieRow } from "../../domain/access.js";
import { pieWishes } from "../db.js";

export type PieHomeTab = "FEATURED" | "NEWCOMERS" | "WATCHLIST";

export const HOME_PAGE_SIZE = { default: 12, max: 50 } as const;
const BAD_CURSOR = "This page of pies does not exist.";
const BAD_FIRST = `Ask for 1 to ${HOME_PAGE_SIZE.max} pies.`;

/** An offset cursor: the lists reorder as pies are wished, so a key cursor would not hold either. */
function decodeOffset(after: string | null | undefined): number {
  if (!after) return 0;
  const offset = Number(Buffer.from(after, "base64url").toString("utf8"));
  if (!Number.isInteger(offset) || offset < 0) throw badUserInput(BAD_CURSOR, { after: BAD_CURSOR });
  return offset;
}
const encodeOffset = (offset: number) => Buffer.from(String(offset)).toString("base64url");

export async function homePies(db: Database, viewerId: string, tab: PieHomeTab, first: number | null | undefined, after: string | null | undefined) {
  const size = first ?? HOME_PAGE_SIZE.default;
  if (!Number.isInteger(size) || size < 1 || size > HOME_PAGE_SIZE.max) throw badUserInput(BAD_FIRST, { first: BAD_FIRST });
  const offset = decodeOffset(after);
  const active = eq(pies.operationalState, "ACTIVE");
  let rows: PieRow[];
  if (tab === "WATCHLIST") {
    rows = (
      await db
        .select({ pie: pies })
        .from(pieWishes)
        .innerJoin(pies, eq(pies.id, pieWishes.pieId))
        .where(and(eq(pieWishes.userId, viewerId), active))
        .orderBy(desc(pieWishes.createdAt), pies.id)
        .limit(size + 1)
        .offset(offset)
    ).map((row) => row.pie);
  } else if (tab === "NEWCOMERS") {
    rows = await db
      .select()
      .from(pies)
      .where(active)
      .orderBy(sql`${pies.activatedAt} desc nulls last`, desc(pies.createdAt), pies.id)
      .limit(size + 1)
      .offset(offset);
  } else {
    const wishers = db.select({ pieId: pieWishes.pieId, wishers: count().as("wishers") }).from(pieWishes).groupBy(pieWishes.pieId).as("wishers");
    rows = (
      await db
        .select({ pie: pies })
        .from(pies)
        .leftJoin(wishers, eq(wishers.pieId, pies.id))
        .where(active)
        .orderBy(desc(pies.isVerified), sql`coalesce(${wishers.wishers}, 0) desc`, desc(pies.createdAt), pies.id)
        .limit(size + 1)
        .offset(offset)
    ).map((row) => row.pie);
  }
  return { nodes: rows.slice(0, size), endCursor: rows.length > size ? encodeOffset(offset + size) : null };
}

/** Wishes for an active pie or stops; the pie after the change. */
export async function setWish(db: Database, viewerId: string, pieId: string, wished: boolean): Promise<PieRow> {
  const pie = await findPieRow(db, pieId);
  if (!pie || pie.operationalState !== "ACTIVE") throw notFound(m.notFound);
  if (wished) await db.insert(pieWishes).values({ pieId: pie.id, userId: viewerId }).onConflictDoNothing();
  else await db.delete(pieWishes).where(and(eq(pieWishes.pieId, pie.id), eq(pieWishes.userId, viewerId)));
  return pie;
}

export async function wishersCount(db: Database, pieId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(pieWishes).where(eq(pieWishes.pieId, pieId));
  return row?.n ?? 0;
}

export async function wishedBy(db: Database, viewerId: string | null, pieIds: readonly string[]): Promise<Set<string>> {
  if (!viewerId || pieIds.length === 0) return new Set();
  const rows = await db.select({ pieId: pieWishes.pieId }).from(pieWishes).where(and(eq(pieWishes.userId, viewerId), inArray(pieWishes.pieId, [...pieIds])));
  return new Set(rows.map((row) => row.pieId));
}

// What members hold, read from the slice ledger (spec 3 §2 /legacy/slices; §3 slicesHeld,
// totalMembers; §7 holding pies with paging, sorting and keyword, trading transactions with
// onlyMyTransaction; ADR 0069). A holder's account is `user:{id}`; its balance in a pie is its
// debits less its credits; a member of a pie is a holder with a balance above 0.
import { and, asc, desc, eq, inArray, like, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "../../../db/client.js";
import { notFound } from "../../../kernel/errors.js";
import { HOLDINGS_PAGE_SIZE, TRANSACTIONS_PAGE_SIZE, type HoldingSortType } from "../../../../contract/pies/fans-messages.js";
import { pieMessages } from "../../../../contract/pies/messages.js";
import { pies, pieSliceEntries, type PieRow } from "../../db.js";
import { readThrough } from "../../../cache/read-cache.js";
import { pieLedgerTag, readPieRow, type CachedReads } from "../../domain/cached.js";
import { decodeOffsetCursor, likePattern, pageOf, pageSize, type Page } from "./paging.js";
import { isPublicPie } from "./wishes.js";

export const holderAccount = (userId: string) => `user:${userId}`;
const USER_PREFIX = "user:";
export const userOfAccount = (account: string) => (account.startsWith(USER_PREFIX) ? account.slice(USER_PREFIX.length) : null);

export interface HoldingView {
  pie: PieRow;
  slices: number;
  /** slices × the pie's slice price, in cents; null when the pie has no price. */
  valueCents: number | null;
  lastReceivedAt: Date;
}

/** One page of the pies the member holds slices of. */
export async function holdingPies(
  db: Database,
  userId: string,
  args: { keyword?: string | null; sort?: HoldingSortType | null; first?: number | null; after?: string | null },
): Promise<Page<HoldingView>> {
  const account = holderAccount(userId);
  const limit = pageSize(args.first, HOLDINGS_PAGE_SIZE);
  const offset = decodeOffsetCursor(args.after);
  const held = db
    .select({
      pieId: pieSliceEntries.pieId,
      slices: sql<number>`sum(case when ${pieSliceEntries.debitAccount} = ${account} then ${pieSliceEntries.amount} else -${pieSliceEntries.amount} end)`.as("slices"),
      lastAt: sql<Date>`max(case when ${pieSliceEntries.debitAccount} = ${account} then ${pieSliceEntries.createdAt} end)`.as("last_at"),
    })
    .from(pieSliceEntries)
    .where(or(eq(pieSliceEntries.debitAccount, account), eq(pieSliceEntries.creditAccount, account)))
    .groupBy(pieSliceEntries.pieId)
    .as("held");
  const pattern = likePattern(args.keyword);
  const where = and(sql`${held.slices} > 0`, pattern ? sql`${pies.displayName} ilike ${pattern}` : undefined);
  const value = sql`${held.slices}::bigint * coalesce(${pies.slicePriceCents}, 0)`;
  const order: SQL[] = (() => {
    switch (args.sort) {
      case "NAME":
        return [asc(pies.displayName), asc(pies.id)];
      case "VALUE":
        return [desc(value), asc(pies.displayName), asc(pies.id)];
      case "RECENT":
        return [sql`${held.lastAt} desc nulls last`, asc(pies.id)];
      default:
        return [desc(held.slices), asc(pies.displayName), asc(pies.id)];
    }
  })();
  const [rows, [count]] = await Promise.all([
    db
      .select({ pie: pies, slices: held.slices, lastAt: held.lastAt })
      .from(held)
      .innerJoin(pies, eq(pies.id, held.pieId))
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    db.select({ n: sql<number>`count(*)::int` }).from(held).innerJoin(pies, eq(pies.id, held.pieId)).where(where),
  ]);
  return pageOf(
    rows.map((row) => {
      const slices = Number(row.slices);
      return {
        pie: row.pie,
        slices,
        valueCents: row.pie.slicePriceCents === null ? null : slices * row.pie.slicePriceCents,
        lastReceivedAt: row.lastAt ? new Date(row.lastAt) : row.pie.createdAt,
      };
    }),
    offset,
    Number(count?.n ?? 0),
  );
}

/** Per pie: the viewer's balance. */
export async function balancesOf(db: Database, userId: string, pieIds: readonly string[]): Promise<Map<string, number>> {
  if (pieIds.length === 0) return new Map();
  const account = holderAccount(userId);
  const rows = await db
    .select({
      pieId: pieSliceEntries.pieId,
      slices: sql<number>`sum(case when ${pieSliceEntries.debitAccount} = ${account} then ${pieSliceEntries.amount} else -${pieSliceEntries.amount} end)`,
    })
    .from(pieSliceEntries)
    .where(and(inArray(pieSliceEntries.pieId, [...pieIds]), or(eq(pieSliceEntries.debitAccount, account), eq(pieSliceEntries.creditAccount, account))))
    .groupBy(pieSliceEntries.pieId);
  return new Map(rows.map((row) => [row.pieId, Number(row.slices)]));
}

/** Per pie: its members, the holders with a balance above 0 (spec 3 §3 totalMembers). */
export async function memberCounts(db: Database, pieIds: readonly string[]): Promise<Map<string, number>> {
  if (pieIds.length === 0) return new Map();
  const moves = db
    .select({ pieId: pieSliceEntries.pieId, account: pieSliceEntries.debitAccount, amount: pieSliceEntries.amount })
    .from(pieSliceEntries)
    .where(and(inArray(pieSliceEntries.pieId, [...pieIds]), like(pieSliceEntries.debitAccount, `${USER_PREFIX}%`)))
    .unionAll(
      db
        .select({ pieId: pieSliceEntries.pieId, account: pieSliceEntries.creditAccount, amount: sql<number>`-${pieSliceEntries.amount}` })
        .from(pieSliceEntries)
        .where(and(inArray(pieSliceEntries.pieId, [...pieIds]), like(pieSliceEntries.creditAccount, `${USER_PREFIX}%`))),
    )
    .as("moves");
  const balances = db
    .select({ pieId: moves.pieId, account: moves.account })
    .from(moves)
    .groupBy(moves.pieId, moves.account)
    .having(sql`sum(${moves.amount}) > 0`)
    .as("balances");
  const rows = await db
    .select({ pieId: balances.pieId, n: sql<number>`count(*)::int` })
    .from(balances)
    .groupBy(balances.pieId);
  return new Map(rows.map((row) => [row.pieId, Number(row.n)]));
}

export interface SliceTransactionView {
  id: string;
  reason: string;
  slices: number;
  fromUserId: string | null;
  toUserId: string | null;
  createdAt: Date;
}

/**
 * A pie's trading transactions (spec 3 §7): the ledger's moves to or from members, newest first;
 * with onlyMine, those of the viewer's account. Releases into the market are not trades.
 */
export async function tradingTransactions(
  reads: CachedReads,
  viewerId: string,
  args: { pieId: string; onlyMyTransaction?: boolean | null; first?: number | null; after?: string | null },
): Promise<Page<SliceTransactionView>> {
  const pie = await readPieRow(reads, args.pieId);
  if (!pie || (!isPublicPie(pie) && pie.createdBy !== viewerId)) throw notFound(pieMessages.notFound);
  const limit = pageSize(args.first, TRANSACTIONS_PAGE_SIZE);
  const offset = decodeOffsetCursor(args.after);
  const whose = args.onlyMyTransaction ? viewerId : "all";
  // Entries are only ever added, each announcing its pie: the page is kept until the next one.
  return readThrough(reads.cache, `pie-trades:${pie.id}:${whose}:${limit}:${offset}`, () => tradesPage(reads.db, pie.id, args.onlyMyTransaction ? viewerId : null, limit, offset), () => [
    pieLedgerTag(pie.id),
  ]);
}

async function tradesPage(db: Database, pieId: string, onlyOf: string | null, limit: number, offset: number): Promise<Page<SliceTransactionView>> {
  const mine = onlyOf ? holderAccount(onlyOf) : null;
  const involves = mine
    ? or(eq(pieSliceEntries.debitAccount, mine), eq(pieSliceEntries.creditAccount, mine))
    : or(like(pieSliceEntries.debitAccount, `${USER_PREFIX}%`), like(pieSliceEntries.creditAccount, `${USER_PREFIX}%`));
  const where = and(eq(pieSliceEntries.pieId, pieId), involves);
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(pieSliceEntries)
      .where(where)
      .orderBy(desc(pieSliceEntries.createdAt), asc(pieSliceEntries.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: sql<number>`count(*)::int` }).from(pieSliceEntries).where(where),
  ]);
  return pageOf(
    rows.map((row) => ({
      id: row.id,
      reason: row.reason,
      slices: row.amount,
      fromUserId: userOfAccount(row.creditAccount),
      toUserId: userOfAccount(row.debitAccount),
      createdAt: row.createdAt,
    })),
    offset,
    Number(count?.n ?? 0),
  );
}

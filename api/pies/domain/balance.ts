// A pie's slices by where they went (spec 3 §3 pieBalance, totalValue, floatPercentage), read
// from the slice ledger: sold to fans, sent by the pie's team, received from other pies' fans,
// and held by members. For the pie's team (its dashboard), in one statement.
import { eq, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client.js";
import { pieSliceEntries, type PieRow } from "../db.js";

export interface PieBalance {
  /** Slices bought from the pie (checkout's purchases). */
  soldSlices: number;
  /** Slices the pie's team sent to members from those for sale. */
  sentSlices: number;
  /** Other pies' slices their holders sent to this pie. */
  receivedSlices: number;
  /** The pie's slices members hold now. */
  slicesOwnedByUsers: number;
}

export async function pieBalanceOf(db: Database, pieId: string): Promise<PieBalance> {
  const pieAccount = `pie:${pieId}`;
  const own = sql`${pieSliceEntries.pieId} = ${pieId}`;
  const [row] = await db
    .select({
      soldSlices: sql<number>`coalesce(sum(${pieSliceEntries.amount}) filter (where ${own} and ${pieSliceEntries.reason} = 'PURCHASE' and ${pieSliceEntries.debitAccount} like 'user:%'), 0)::int`,
      sentSlices: sql<number>`coalesce(sum(${pieSliceEntries.amount}) filter (where ${own} and ${pieSliceEntries.reason} = 'GIFT'), 0)::int`,
      receivedSlices: sql<number>`coalesce(sum(${pieSliceEntries.amount}) filter (where ${pieSliceEntries.debitAccount} = ${pieAccount}), 0)::int`,
      slicesOwnedByUsers: sql<number>`(coalesce(sum(${pieSliceEntries.amount}) filter (where ${own} and ${pieSliceEntries.debitAccount} like 'user:%'), 0)
        - coalesce(sum(${pieSliceEntries.amount}) filter (where ${own} and ${pieSliceEntries.creditAccount} like 'user:%'), 0))::int`,
    })
    .from(pieSliceEntries)
    .where(or(eq(pieSliceEntries.pieId, pieId), eq(pieSliceEntries.debitAccount, pieAccount)));
  return {
    soldSlices: Number(row?.soldSlices ?? 0),
    sentSlices: Number(row?.sentSlices ?? 0),
    receivedSlices: Number(row?.receivedSlices ?? 0),
    slicesOwnedByUsers: Number(row?.slicesOwnedByUsers ?? 0),
  };
}

/** The released slices at the slice price, in dollars; null until both are set. */
export function pieTotalValue(pie: Pick<PieRow, "issuedSlices" | "slicePriceCents">): number | null {
  if (pie.issuedSlices === null || pie.slicePriceCents === null) return null;
  return (pie.issuedSlices * pie.slicePriceCents) / 100;
}

/** The share of the released slices that members hold, in percent with one decimal; null before any is released. */
export function pieFloatPercentage(pie: Pick<PieRow, "issuedSlices">, slicesOwnedByUsers: number): number | null {
  if (!pie.issuedSlices) return null;
  return Math.round((slicesOwnedByUsers / pie.issuedSlices) * 1000) / 10;
}

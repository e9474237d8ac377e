// What the rep points pages read (ADR 0058): a member's standing in each of their clubs (balance,
// points earned, tier), their history newest first, their trades, and for a club's managers
// (MANAGE_REWARDS) the club's totals and its members' balances.
import { and, asc, desc, eq, inArray, lt, ne, or, sql, type SQL } from "drizzle-orm";
import type { DomainDeps } from "../../../kernel/deps.js";
import type { Database } from "../../../db/client.js";
import { badUserInput } from "../../../kernel/errors.js";
import { decodeInstantCursor, encodeInstantCursor } from "../../../kernel/instant-cursor.js";
import { clubMemberships, clubs, clubTiers, type ClubRow, type ClubTierRow } from "../../db.js";
import { requireClubPermission } from "../../domain/access.js";
import { standingsOf } from "./ledger.js";
import { clubPointsAccounts, clubPointsEntries, clubPointsTrades, type ClubPointsEntryRow, type ClubPointsTradeRow } from "../db.js";
import { tierStanding } from "../../../../contract/clubs/tiers.js";
import { EARNED_REASON_CODES, pointsMessages as m } from "../../../../contract/clubs/points-messages.js";

export interface PointsStandingView {
  club: ClubRow;
  balance: number;
  pointsEarned: number;
  tier: ClubTierRow | null;
  nextTier: ClubTierRow | null;
  pointsToNextTier: number;
  progressPercent: number;
}

export interface PointsEntryView {
  entry: ClubPointsEntryRow;
  /** Signed for the member whose account it touched: in positive, out negative. */
  amount: number;
  /** The other member of a trade, if any. */
  counterpartyUserId: string | null;
}

export interface MemberBalanceView {
  userId: string;
  joinedAt: Date;
  balance: number;
  pointsEarned: number;
  tier: ClubTierRow | null;
}

export interface PointsOverviewView {
  club: ClubRow;
  issued: number;
  sold: number;
  redeemed: number;
  inEscrow: number;
  heldByMembers: number;
  members: MemberBalanceView[];
}

/** A page of a member's history or trades; its total is counted only when a query asks for it. */
export interface Page<T> {
  nodes: T[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  totalCount: () => Promise<number>;
}

export type PointsEntryPage = Page<PointsEntryView>;
export type PointsTradePage = Page<ClubPointsTradeRow>;

const earnedCodes = sql.raw(EARNED_REASON_CODES.map((code) => `'${code}'`).join(", "));

/** Balance and points earned of each member account of the given clubs (or of the user), by account. */
async function memberTotals(db: Database, where: ReturnType<typeof and>) {
  const a = clubPointsAccounts;
  const e = clubPointsEntries;
  return db
    .select({
      clubId: a.clubId,
      userId: a.userId,
      balance: sql<string>`coalesce(sum(case when ${e.creditAccountId} = ${a.id} then ${e.amount} else -${e.amount} end), 0)`,
      earned: sql<string>`coalesce(sum(case when ${e.creditAccountId} = ${a.id} and ${e.reasonCode} in (${earnedCodes}) then ${e.amount} else 0 end), 0)`,
    })
    .from(a)
    .leftJoin(e, or(eq(e.creditAccountId, a.id), eq(e.debitAccountId, a.id)))
    .where(where)
    .groupBy(a.clubId, a.userId);
}

async function tiersOf(db: Database, clubIds: readonly string[]): Promise<Map<string, ClubTierRow[]>> {
  const byClub = new Map<string, ClubTierRow[]>();
  if (clubIds.length === 0) return byClub;
  const rows = await db.select().from(clubTiers).where(inArray(clubTiers.clubId, [...clubIds])).orderBy(asc(clubTiers.minimumPoints));
  for (const row of rows) byClub.set(row.clubId, [...(byClub.get(row.clubId) ?? []), row]);
  return byClub;
}

/** The member's standing in every club they belong to, in the order they joined. */
export async function myStandings(deps: Pick<DomainDeps, "db">, userId: string): Promise<PointsStandingView[]> {
  const memberships = await deps.db
    .select({ club: clubs })
    .from(clubMemberships)
    .innerJoin(clubs, eq(clubs.id, clubMemberships.clubId))
    .where(eq(clubMemberships.userId, userId))
    .orderBy(asc(clubMemberships.joinedAt), asc(clubs.name));
  // The member's accounts (one per club they ever held points in), each read from its latest entries.
  const totals = new Map((await standingsOf(deps.db, sql`${clubPointsAccounts.userId} = ${userId}`)).map((row) => [row.clubId, row]));
  const tiers = await tiersOf(deps.db, memberships.map((row) => row.club.id));
  return memberships.map(({ club }) => {
    const total = totals.get(club.id);
    const pointsEarned = total?.earned ?? 0;
    const standing = tierStanding(tiers.get(club.id) ?? [], pointsEarned);
    return {
      club,
      balance: total?.balance ?? 0,
      pointsEarned,
      tier: standing.current,
      nextTier: standing.next,
      pointsToNextTier: standing.pointsToNext,
      progressPercent: standing.percent,
    };
  });
}

function decodeSeq(cursor: string): number {
  const seq = Number(Buffer.from(cursor, "base64url").toString("utf8"));
  if (!Number.isSafeInteger(seq) || seq < 1) throw badUserInput(m.invalidCursor, { after: m.invalidCursor });
  return seq;
}
const encodeSeq = (seq: number) => Buffer.from(String(seq)).toString("base64url");

const pageSize = (first: number | null | undefined) => Math.min(50, Math.max(1, first ?? 20));

/** The member's history in one club or all of theirs, newest first. */
export async function myHistory(
  deps: Pick<DomainDeps, "db">,
  userId: string,
  options: { clubId?: string | null; first?: number | null; after?: string | null },
): Promise<Page<PointsEntryView>> {
  const first = pageSize(options.first);
  const accounts = await deps.db
    .select({ id: clubPointsAccounts.id })
    .from(clubPointsAccounts)
    .where(and(eq(clubPointsAccounts.userId, userId), options.clubId ? eq(clubPointsAccounts.clubId, options.clubId) : undefined));
  const ids = accounts.map((row) => row.id);
  if (ids.length === 0) return { nodes: [], pageInfo: { hasNextPage: false, endCursor: null }, totalCount: async () => 0 };
  const e = clubPointsEntries;
  const before = options.after ? decodeSeq(options.after) : null;
  // Each account's newest entries each way, from its (account, seq) indexes, then the newest of
  // those: a page costs the same however long the member's history is.
  const newest = (column: typeof e.creditAccountId | typeof e.debitAccountId, account: SQL) =>
    sql`(select ${e.id} as id, ${e.seq} as seq from ${e} where ${column} = ${account} ${before === null ? sql`` : sql`and ${e.seq} < ${before}`} order by ${e.seq} desc limit ${first + 1})`;
  const account = sql`account.id`;
  const picked = (await deps.db.execute(sql`
    select newest.id from unnest(array[${sql.join(ids.map((id) => sql`${id}`), sql`, `)}]::uuid[]) as account(id)
    cross join lateral (${newest(e.creditAccountId, account)} union all ${newest(e.debitAccountId, account)}) as newest
    order by newest.seq desc limit ${first + 1}`)) as unknown as { rows: { id: string }[] };
  const pickedIds = picked.rows.map((row) => row.id);
  const rows = pickedIds.length ? await deps.db.select().from(e).where(inArray(e.id, pickedIds)).orderBy(desc(e.seq)) : [];
  const page = rows.slice(0, first);
  const tradeIds = [...new Set(page.filter((row) => row.sourceKind === "TRADE").map((row) => row.sourceId))];
  const trades = tradeIds.length ? await deps.db.select().from(clubPointsTrades).where(inArray(clubPointsTrades.id, tradeIds)) : [];
  const byId = new Map(trades.map((trade) => [trade.id, trade]));
  const own = new Set(ids);
  return {
    nodes: page.map((entry) => {
      const trade = entry.sourceKind === "TRADE" ? byId.get(entry.sourceId) : undefined;
      return {
        entry,
        amount: own.has(entry.creditAccountId) ? entry.amount : -entry.amount,
        counterpartyUserId: trade ? (trade.fromUserId === userId ? trade.toUserId : trade.fromUserId) : null,
      };
    }),
    pageInfo: { hasNextPage: rows.length > first, endCursor: page.length ? encodeSeq(page[page.length - 1]!.seq) : null },
    // Counted only when asked for: the count grows with the history.
    totalCount: async () => {
      const [counted] = await deps.db
        .select({ n: sql<number>`count(*)::int` })
        .from(e)
        .where(or(inArray(e.creditAccountId, ids), inArray(e.debitAccountId, ids)));
      return counted?.n ?? 0;
    },
  };
}

/** The member's pending trades: offered to them, and offered by them. */
export async function myTradeRequests(deps: Pick<DomainDeps, "db">, userId: string): Promise<{ incoming: ClubPointsTradeRow[]; outgoing: ClubPointsTradeRow[] }> {
  const t = clubPointsTrades;
  const rows = await deps.db
    .select()
    .from(t)
    .where(and(eq(t.state, "PENDING"), or(eq(t.toUserId, userId), eq(t.fromUserId, userId))))
    .orderBy(desc(t.createdAt), desc(t.id));
  return { incoming: rows.filter((row) => row.toUserId === userId), outgoing: rows.filter((row) => row.fromUserId === userId) };
}

/** The member's settled trades, sent or received, newest first. */
export async function myTradeHistory(deps: Pick<DomainDeps, "db">, userId: string, options: { first?: number | null; after?: string | null }): Promise<Page<ClubPointsTradeRow>> {
  const first = pageSize(options.first);
  const t = clubPointsTrades;
  const mine = and(ne(t.state, "PENDING"), or(eq(t.toUserId, userId), eq(t.fromUserId, userId)));
  const after = options.after ? decodeInstantCursor(options.after, m.invalidCursor) : null;
  const rows = await deps.db
    .select()
    .from(t)
    .where(and(mine, after ? or(lt(t.createdAt, after.createdAt), and(eq(t.createdAt, after.createdAt), lt(t.id, after.id))) : undefined))
    .orderBy(desc(t.createdAt), desc(t.id))
    .limit(first + 1);
  const page = rows.slice(0, first);
  const last = page[page.length - 1];
  return {
    nodes: page,
    pageInfo: { hasNextPage: rows.length > first, endCursor: last ? encodeInstantCursor({ createdAt: last.createdAt, id: last.id }) : null },
    totalCount: async () => (await deps.db.select({ n: sql<number>`count(*)::int` }).from(t).where(mine))[0]?.n ?? 0,
  };
}

/** The club's totals and every member's balance, for those who may grant points (MANAGE_REWARDS). */
export async function clubPointsOverview(deps: DomainDeps, viewerId: string, clubId: string): Promise<PointsOverviewView> {
  const { club } = await requireClubPermission(deps, viewerId, clubId, "MANAGE_REWARDS");
  const a = clubPointsAccounts;
  const e = clubPointsEntries;
  const own = await deps.db
    .select({
      kind: a.kind,
      balance: sql<string>`coalesce(sum(case when ${e.creditAccountId} = ${a.id} then ${e.amount} else -${e.amount} end), 0)`,
    })
    .from(a)
    .leftJoin(e, or(eq(e.creditAccountId, a.id), eq(e.debitAccountId, a.id)))
    .where(and(eq(a.clubId, club.id), sql`${a.userId} is null`))
    .groupBy(a.kind);
  const balanceOf = (kind: string) => Number(own.find((row) => row.kind === kind)?.balance ?? 0);
  const members = await deps.db
    .select({ userId: clubMemberships.userId, joinedAt: clubMemberships.joinedAt })
    .from(clubMemberships)
    .where(eq(clubMemberships.clubId, club.id))
    .orderBy(asc(clubMemberships.joinedAt), asc(clubMemberships.userId));
  const totals = new Map((await memberTotals(deps.db, and(eq(a.clubId, club.id), sql`${a.userId} is not null`))).map((row) => [row.userId, row]));
  const tiers = (await tiersOf(deps.db, [club.id])).get(club.id) ?? [];
  const views = members.map((row) => {
    const total = totals.get(row.userId);
    const pointsEarned = Number(total?.earned ?? 0);
    return { userId: row.userId, joinedAt: row.joinedAt, balance: Number(total?.balance ?? 0), pointsEarned, tier: tierStanding(tiers, pointsEarned).current };
  });
  return {
    club,
    issued: -balanceOf("ISSUANCE"),
    sold: -balanceOf("SALES"),
    redeemed: balanceOf("REDEMPTION"),
    inEscrow: balanceOf("ESCROW"),
    heldByMembers: [...totals.values()].reduce((sum, row) => sum + Number(row.balance), 0),
    members: views.sort((x, y) => y.balance - x.balance),
  };
}

/** The clubs named by entries and trades, by id. */
export async function clubsByIds(db: Database, ids: readonly string[]): Promise<Map<string, ClubRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(clubs).where(inArray(clubs.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row]));
}

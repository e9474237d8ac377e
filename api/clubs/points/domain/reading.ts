// What the rep points pages read (ADR 0058): a member's standing in each of their clubs (balance,
// points earned, tier), their history newest first, their trades, and for a club's managers
// (MANAGE_REWARDS) the club's totals and its members' balances.
import { and, asc, desc, eq, inArray, lt, ne, or, sql, type SQL } from "drizzle-orm";
import type { DomainDeps } from "../../../kernel/deps.js";
import type { Database } from "../../../db/client.js";
import { badUserInput } from "../../../kernel/errors.js";
import { decodeInstantCursor, encodeInstantCursor } from "../../../kernel/instant-cursor.js";
import { clubMemberships, clubs, type ClubRow, type ClubTierRow } from "../../db.js";
import { requireClubPermission } from "../../domain/access.js";
import { standingsOf } from "./ledger.js";
import { cachedTiersOfClubs } from "../../tiers/domain/tiers.js";
import { readThrough } from "../../../cache/read-cache.js";
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

/** What the member's pages read with: the database, and the read cache outside a transaction. */
type PointsReads = Pick<DomainDeps, "db" | "cache">;

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

/** The member's clubs, in the order they joined: kept in the read cache until they join or leave one, or one changes. */
function memberClubs(deps: PointsReads, userId: string): Promise<ClubRow[]> {
  return readThrough(
    deps.cache,
    `member-clubs:${userId}`,
    async () =>
      (
        await deps.db
          .select({ club: clubs })
          .from(clubMemberships)
          .innerJoin(clubs, eq(clubs.id, clubMemberships.clubId))
          .where(eq(clubMemberships.userId, userId))
          .orderBy(asc(clubMemberships.joinedAt), asc(clubs.name))
      ).map((row) => row.club),
    (rows) => [`member-clubs:${userId}`, ...rows.map((club) => `club:${club.id}`)],
  );
}

/** The member's points accounts (one per club they ever held points in), in the read cache until one is opened. */
function memberAccounts(deps: PointsReads, userId: string): Promise<{ id: string; clubId: string }[]> {
  return readThrough(
    deps.cache,
    `points-accounts:${userId}`,
    () => deps.db.select({ id: clubPointsAccounts.id, clubId: clubPointsAccounts.clubId }).from(clubPointsAccounts).where(eq(clubPointsAccounts.userId, userId)),
    () => [`points-accounts:${userId}`],
  );
}

/** What the member's accounts read from their latest entries, in the read cache until an entry touches one of them. */
const accountTags = (userId: string, accountIds: readonly string[]) => [`points-accounts:${userId}`, ...accountIds.map((id) => `points-account:${id}`)];

/** The member's standing in every club they belong to, in the order they joined. */
export async function myStandings(deps: PointsReads, userId: string): Promise<PointsStandingView[]> {
  const [memberships, standings] = await Promise.all([
    memberClubs(deps, userId),
    readThrough(
      deps.cache,
      `points-standings:${userId}`,
      () => standingsOf(deps.db, sql`${clubPointsAccounts.userId} = ${userId}`),
      (rows) => accountTags(userId, rows.map((row) => row.accountId)),
    ),
  ]);
  const totals = new Map(standings.map((row) => [row.clubId, row]));
  const tiers = await cachedTiersOfClubs(deps, memberships.map((club) => club.id));
  return memberships.map((club, i) => {
    const total = totals.get(club.id);
    const pointsEarned = total?.earned ?? 0;
    const standing = tierStanding(tiers[i]!, pointsEarned);
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

/** The member's history in one club or all of theirs, newest first; its first page in the read cache until an entry touches their accounts. */
export async function myHistory(
  deps: PointsReads,
  userId: string,
  options: { clubId?: string | null; first?: number | null; after?: string | null },
): Promise<Page<PointsEntryView>> {
  const first = pageSize(options.first);
  const ids = (await memberAccounts(deps, userId)).filter((account) => !options.clubId || account.clubId === options.clubId).map((account) => account.id);
  if (ids.length === 0) return { nodes: [], pageInfo: { hasNextPage: false, endCursor: null }, totalCount: async () => 0 };
  const before = options.after ? decodeSeq(options.after) : null;
  const page =
    before === null
      ? await readThrough(deps.cache, `points-history:${userId}:${options.clubId ?? "all"}:${first}`, () => historyPage(deps.db, userId, ids, first, null), () => accountTags(userId, ids))
      : await historyPage(deps.db, userId, ids, first, before);
  const e = clubPointsEntries;
  return {
    ...page,
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

async function historyPage(db: Database, userId: string, ids: readonly string[], first: number, before: number | null): Promise<Omit<Page<PointsEntryView>, "totalCount">> {
  const e = clubPointsEntries;
  // Each account's newest entries each way, from its (account, seq) indexes, then the newest of
  // those: a page costs the same however long the member's history is.
  const newest = (column: typeof e.creditAccountId | typeof e.debitAccountId, account: SQL) =>
    sql`(select ${e.id} as id, ${e.seq} as seq from ${e} where ${column} = ${account} ${before === null ? sql`` : sql`and ${e.seq} < ${before}`} order by ${e.seq} desc limit ${first + 1})`;
  const account = sql`account.id`;
  const picked = (await db.execute(sql`
    select newest.id from unnest(array[${sql.join(ids.map((id) => sql`${id}`), sql`, `)}]::uuid[]) as account(id)
    cross join lateral (${newest(e.creditAccountId, account)} union all ${newest(e.debitAccountId, account)}) as newest
    order by newest.seq desc limit ${first + 1}`)) as unknown as { rows: { id: string }[] };
  const pickedIds = picked.rows.map((row) => row.id);
  const rows = pickedIds.length ? await db.select().from(e).where(inArray(e.id, pickedIds)).orderBy(desc(e.seq)) : [];
  const page = rows.slice(0, first);
  const tradeIds = [...new Set(page.filter((row) => row.sourceKind === "TRADE").map((row) => row.sourceId))];
  const trades = tradeIds.length ? await db.select().from(clubPointsTrades).where(inArray(clubPointsTrades.id, tradeIds)) : [];
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
  const [tiers] = await cachedTiersOfClubs(deps, [club.id]);
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

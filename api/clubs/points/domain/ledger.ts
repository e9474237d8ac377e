// The rep points ledger (ADR 0058): balanced entries between a club's accounts, never an update
// of a balance. A move that takes points out of a member's or the escrow account locks that
// account's row first (SELECT … FOR UPDATE, in id order so two moves never wait on each other),
// then reads the balance (its latest entry records it) and refuses when it is short: two spends
// of the last points take turns and the second finds them gone. The club's issuance and sales
// accounts are where points come from and may go negative; they are never locked. A replay of
// an idempotency key (unique per club) makes no second entry and answers the first.
import { and, eq, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "../../../db/client.js";
import { badUserInput, conflict } from "../../../kernel/errors.js";
import { clubPointsAccounts, clubPointsEntries, type ClubPointsEntryRow } from "../db.js";
import { EARNED_REASON_CODES, IDEMPOTENCY_KEY_MAX, pointsMessages as m, type PointsAccountKind, type PointsReasonCode } from "../../../../contract/clubs/points-messages.js";

/** A club's own account, or a member's. */
export type AccountRef = { kind: Exclude<PointsAccountKind, "MEMBER"> } | { kind: "MEMBER"; userId: string };

export const ISSUANCE: AccountRef = { kind: "ISSUANCE" };
export const SALES: AccountRef = { kind: "SALES" };
export const REDEMPTION: AccountRef = { kind: "REDEMPTION" };
export const ESCROW: AccountRef = { kind: "ESCROW" };
export const member = (userId: string): AccountRef => ({ kind: "MEMBER", userId });

/** Accounts that may never go below zero, and so are locked before points leave them. */
const guarded = (ref: AccountRef) => ref.kind === "MEMBER" || ref.kind === "ESCROW";

export interface Posting {
  clubId: string;
  from: AccountRef;
  to: AccountRef;
  amount: number;
  reasonCode: PointsReasonCode;
  reason: string;
  sourceKind: string;
  sourceId: string;
  actorUserId: string | null;
  idempotencyKey: string;
  at: Date;
}

export interface Posted {
  entry: ClubPointsEntryRow;
  /** True when the key had been used: this is the first entry, and nothing new was written. */
  replayed: boolean;
}

export function checkKey(key: string): string {
  const trimmed = key.trim();
  if (!trimmed || trimmed.length > IDEMPOTENCY_KEY_MAX) throw badUserInput(m.keyRequired, { idempotencyKey: m.keyRequired });
  return trimmed;
}

export function checkAmount(amount: number): number {
  if (!Number.isSafeInteger(amount) || amount < 1) throw badUserInput(m.amountInvalid, { points: m.amountInvalid });
  return amount;
}

/** The account's id, creating the account on first use (a concurrent creation is settled by the unique index). */
export async function accountId(tx: Database, clubId: string, ref: AccountRef): Promise<string> {
  const userId = ref.kind === "MEMBER" ? ref.userId : null;
  const find = async () => {
    const [row] = await tx
      .select({ id: clubPointsAccounts.id })
      .from(clubPointsAccounts)
      .where(and(eq(clubPointsAccounts.clubId, clubId), eq(clubPointsAccounts.kind, ref.kind), userId ? eq(clubPointsAccounts.userId, userId) : isNull(clubPointsAccounts.userId)));
    return row?.id;
  };
  // Nearly every posting finds its accounts: one read, and the insert only for a first use.
  const existing = await find();
  if (existing) return existing;
  const [created] = await tx.insert(clubPointsAccounts).values({ clubId, kind: ref.kind, userId }).onConflictDoNothing().returning({ id: clubPointsAccounts.id });
  return created?.id ?? (await find())!;
}

/**
 * Both accounts of a posting in one read; an account used for the first time is created.
 * `lock` locks the rows found, in id order, in the same read; `locked` says whether both were.
 */
async function accountIdsOf(tx: Database, clubId: string, from: AccountRef, to: AccountRef, lock: boolean): Promise<{ ids: [string, string]; locked: boolean }> {
  const userOf = (ref: AccountRef) => (ref.kind === "MEMBER" ? ref.userId : null);
  const matches = (ref: AccountRef) => {
    const userId = userOf(ref);
    return and(eq(clubPointsAccounts.kind, ref.kind), userId ? eq(clubPointsAccounts.userId, userId) : isNull(clubPointsAccounts.userId))!;
  };
  const read = tx
    .select({ id: clubPointsAccounts.id, kind: clubPointsAccounts.kind, userId: clubPointsAccounts.userId })
    .from(clubPointsAccounts)
    .where(and(eq(clubPointsAccounts.clubId, clubId), or(matches(from), matches(to))));
  const rows = lock ? await read.orderBy(clubPointsAccounts.id).for("update") : await read;
  const found = (ref: AccountRef) => rows.find((row) => row.kind === ref.kind && row.userId === userOf(ref))?.id;
  const [debit, credit] = [found(from), found(to)];
  return { ids: [debit ?? (await accountId(tx, clubId, from)), credit ?? (await accountId(tx, clubId, to))], locked: lock && Boolean(debit && credit) };
}

/** Locks the accounts' rows until the transaction ends, in id order. */
export async function lockAccounts(tx: Database, ids: readonly string[]): Promise<void> {
  const sorted = [...new Set(ids)].sort();
  if (sorted.length === 0) return;
  await tx.select({ id: clubPointsAccounts.id }).from(clubPointsAccounts).where(inArray(clubPointsAccounts.id, sorted)).orderBy(clubPointsAccounts.id).for("update");
}

/** An account's latest credit and latest debit, with what they recorded (null when none). */
interface LatestEntries {
  accountId: string;
  clubId: string;
  credit: { seq: number; balanceAfter: number | null; earnedAfter: number | null } | null;
  debit: { seq: number; balanceAfter: number | null } | null;
}

/** The latest entries of the accounts the condition picks: one index read each way per account, however long its history. */
async function latestEntries(tx: Database, accounts: SQL): Promise<LatestEntries[]> {
  const e = clubPointsEntries;
  const a = clubPointsAccounts;
  const result = (await tx.execute(sql`
    select ${a.id} as account_id, ${a.clubId} as club_id,
           c.seq as credit_seq, c.balance_after as credit_balance, c.earned_after as credit_earned,
           d.seq as debit_seq, d.balance_after as debit_balance
    from ${a}
    left join lateral (select ${e.seq} as seq, ${e.creditBalanceAfter} as balance_after, ${e.creditEarnedAfter} as earned_after
      from ${e} where ${e.creditAccountId} = ${a.id} order by ${e.seq} desc limit 1) as c on true
    left join lateral (select ${e.seq} as seq, ${e.debitBalanceAfter} as balance_after
      from ${e} where ${e.debitAccountId} = ${a.id} order by ${e.seq} desc limit 1) as d on true
    where ${accounts}`)) as unknown as {
    rows: { account_id: string; club_id: string; credit_seq: unknown; credit_balance: unknown; credit_earned: unknown; debit_seq: unknown; debit_balance: unknown }[];
  };
  const num = (value: unknown) => (value === null || value === undefined ? null : Number(value));
  return result.rows.map((row) => ({
    accountId: row.account_id,
    clubId: row.club_id,
    credit: row.credit_seq === null ? null : { seq: num(row.credit_seq)!, balanceAfter: num(row.credit_balance), earnedAfter: num(row.credit_earned) },
    debit: row.debit_seq === null ? null : { seq: num(row.debit_seq)!, balanceAfter: num(row.debit_balance) },
  }));
}

/** The balance the account's latest entry recorded; undefined when that entry recorded none (written before balances were). */
function recordedBalance({ credit, debit }: LatestEntries): number | undefined {
  const last = !debit || (credit && credit.seq > debit.seq) ? credit : debit;
  if (!last) return 0;
  return last.balanceAfter ?? undefined;
}

/** The points earned the account's latest credit recorded; undefined when it recorded none. */
function recordedEarned({ credit }: LatestEntries): number | undefined {
  if (!credit) return 0;
  return credit.earnedAfter ?? undefined;
}

async function summedBalance(tx: Database, id: string): Promise<number> {
  const e = clubPointsEntries;
  const [row] = await tx
    .select({ balance: sql<string>`coalesce(sum(case when ${e.creditAccountId} = ${id} then ${e.amount} else -${e.amount} end), 0)` })
    .from(e)
    .where(sql`${e.creditAccountId} = ${id} or ${e.debitAccountId} = ${id}`);
  return Number(row?.balance ?? 0);
}

async function summedEarned(tx: Database, id: string): Promise<number> {
  const e = clubPointsEntries;
  const [row] = await tx
    .select({ earned: sql<string>`coalesce(sum(${e.amount}), 0)` })
    .from(e)
    .where(and(eq(e.creditAccountId, id), inArray(e.reasonCode, [...EARNED_REASON_CODES])));
  return Number(row?.earned ?? 0);
}

/**
 * What the account holds now (inside a lock: what it holds until the lock ends). A locked
 * account's latest entry records its balance after it; an unlocked account, or one whose
 * latest entry predates that record, sums its credits minus its debits.
 */
export async function balanceOf(tx: Database, id: string): Promise<number> {
  const [latest] = await latestEntries(tx, sql`${clubPointsAccounts.id} = ${id}`);
  return balanceFrom(tx, id, latest);
}

async function balanceFrom(tx: Database, id: string, latest: LatestEntries | undefined): Promise<number> {
  return (latest && recordedBalance(latest)) ?? summedBalance(tx, id);
}

async function standingFrom(tx: Database, id: string, latest: LatestEntries | undefined): Promise<{ balance: number; earned: number }> {
  if (!latest) return { balance: 0, earned: 0 };
  return { balance: recordedBalance(latest) ?? (await summedBalance(tx, id)), earned: recordedEarned(latest) ?? (await summedEarned(tx, id)) };
}

export interface AccountStanding {
  accountId: string;
  clubId: string;
  balance: number;
  earned: number;
}

/** The balance and points earned of the accounts the condition picks, from their latest entries (summed where they recorded none). */
export async function standingsOf(tx: Database, accounts: SQL): Promise<AccountStanding[]> {
  return Promise.all(
    (await latestEntries(tx, accounts)).map(async (latest) => ({
      accountId: latest.accountId,
      clubId: latest.clubId,
      balance: recordedBalance(latest) ?? (await summedBalance(tx, latest.accountId)),
      earned: recordedEarned(latest) ?? (await summedEarned(tx, latest.accountId)),
    })),
  );
}

/** One account's balance and points earned. */
export async function standingOf(tx: Database, id: string): Promise<{ balance: number; earned: number }> {
  const [latest] = await latestEntries(tx, sql`${clubPointsAccounts.id} = ${id}`);
  return standingFrom(tx, id, latest);
}

const isEarned = (code: PointsReasonCode) => (EARNED_REASON_CODES as readonly PointsReasonCode[]).includes(code);

/** The entry the key made in the club, if any. */
export async function entryByKey(tx: Database, clubId: string, key: string): Promise<ClubPointsEntryRow | null> {
  const [row] = await tx
    .select()
    .from(clubPointsEntries)
    .where(and(eq(clubPointsEntries.clubId, clubId), eq(clubPointsEntries.idempotencyKey, key)));
  return row ?? null;
}

/** A key replayed for another kind of move or by someone else is refused rather than answered with another's entry. */
export function sameRequest(entry: ClubPointsEntryRow, posting: Pick<Posting, "reasonCode" | "actorUserId">): ClubPointsEntryRow {
  if (entry.reasonCode !== posting.reasonCode || entry.actorUserId !== posting.actorUserId) throw conflict(m.keyRequired, { idempotencyKey: m.keyRequired });
  return entry;
}

export interface PreparedPosting {
  debitAccountId: string;
  creditAccountId: string;
}

/** Creates and locks the posting's accounts; answers the first entry of a replayed key. */
export async function prepare(tx: Database, posting: Posting): Promise<PreparedPosting & { replay: ClubPointsEntryRow | null }> {
  // Between two guarded accounts (a trade's escrow and member) the read that finds them locks them.
  const bothGuarded = guarded(posting.from) && guarded(posting.to);
  const { ids, locked } = await accountIdsOf(tx, posting.clubId, posting.from, posting.to, bothGuarded);
  const [debitAccountId, creditAccountId] = ids;
  if (!locked) await lockAccounts(tx, [posting.from, posting.to].flatMap((ref, i) => (guarded(ref) ? [ids[i]] : [])));
  const replay = await entryByKey(tx, posting.clubId, posting.idempotencyKey);
  return { debitAccountId, creditAccountId, replay: replay && sameRequest(replay, posting) };
}

/** Writes the entry on prepared (locked) accounts, refusing when a guarded account would go below zero. */
export async function write(tx: Database, posting: Posting, accounts: PreparedPosting, shortMessage: string = m.insufficient): Promise<Posted> {
  // Both accounts' latest entries in one read.
  const guardedIds = [guarded(posting.from) ? accounts.debitAccountId : null, guarded(posting.to) ? accounts.creditAccountId : null].filter((id) => id !== null);
  const latest = guardedIds.length ? await latestEntries(tx, inArray(clubPointsAccounts.id, guardedIds)) : [];
  const latestOf = (id: string) => latest.find((entries) => entries.accountId === id);
  const debitBalance = guarded(posting.from) ? await balanceFrom(tx, accounts.debitAccountId, latestOf(accounts.debitAccountId)) : null;
  if (debitBalance !== null && debitBalance < posting.amount) throw badUserInput(shortMessage, { points: shortMessage });
  const credit = guarded(posting.to) ? await standingFrom(tx, accounts.creditAccountId, latestOf(accounts.creditAccountId)) : null;
  const [entry] = await tx
    .insert(clubPointsEntries)
    .values({
      clubId: posting.clubId,
      debitAccountId: accounts.debitAccountId,
      creditAccountId: accounts.creditAccountId,
      amount: posting.amount,
      reasonCode: posting.reasonCode,
      reason: posting.reason,
      sourceKind: posting.sourceKind,
      sourceId: posting.sourceId,
      actorUserId: posting.actorUserId,
      idempotencyKey: posting.idempotencyKey,
      createdAt: posting.at,
      debitBalanceAfter: debitBalance === null ? null : debitBalance - posting.amount,
      creditBalanceAfter: credit === null ? null : credit.balance + posting.amount,
      creditEarnedAfter: credit === null ? null : credit.earned + (isEarned(posting.reasonCode) ? posting.amount : 0),
    })
    .onConflictDoNothing({ target: [clubPointsEntries.clubId, clubPointsEntries.idempotencyKey] })
    .returning();
  if (entry) return { entry, replayed: false };
  // The same key committed between the check and the insert (an unguarded posting takes no lock).
  const first = await entryByKey(tx, posting.clubId, posting.idempotencyKey);
  return { entry: sameRequest(first!, posting), replayed: true };
}

/** One move in its own transaction: prepare, then answer the replay or write. */
export async function post(db: Database, posting: Posting, shortMessage?: string): Promise<Posted> {
  checkAmount(posting.amount);
  return db.transaction(async (tx) => {
    const prepared = await prepare(tx, posting);
    if (prepared.replay) return { entry: prepared.replay, replayed: true };
    return write(tx, posting, prepared, shortMessage);
  });
}

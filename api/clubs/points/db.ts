// The rep points ledger's tables (ADR 0058): a club's accounts, the append-only double-entry
// ledger between them, and the trades whose points wait in the club's escrow account.
import { sql } from "drizzle-orm";
import { bigint, check, index, integer, pgEnum, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, instant } from "../../db/columns.js";
import { users } from "../../access/db.js";
import { clubs } from "../db.js";
import { POINTS_ACCOUNT_KINDS, POINTS_REASON_CODES, TRADE_STATES } from "../../../contract/clubs/points-messages.js";

export const clubPointsAccountKind = pgEnum("club_points_account_kind", POINTS_ACCOUNT_KINDS);
export const clubPointsReason = pgEnum("club_points_reason", POINTS_REASON_CODES);
export const clubPointsTradeState = pgEnum("club_points_trade_state", TRADE_STATES);

/**
 * One account of a club: its issuance, sales, redemption and escrow accounts (one each) and one
 * per member. The row holds no balance: it is what a move locks (FOR UPDATE) so that moves out
 * of one member or escrow account take turns.
 */
export const clubPointsAccounts = pgTable(
  "club_points_accounts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    clubId: uuid("club_id")
      .notNull()
      .references(() => clubs.id, { onDelete: "cascade" }),
    kind: clubPointsAccountKind("kind").notNull(),
    /** The member, for a MEMBER account; null for the club's own accounts. */
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("club_points_accounts_club_kind_key").on(t.clubId, t.kind).where(sql`${t.userId} is null`),
    uniqueIndex("club_points_accounts_club_member_key").on(t.clubId, t.userId).where(sql`${t.userId} is not null`),
    index("club_points_accounts_user_idx").on(t.userId),
    check("club_points_accounts_member_has_user", sql`(${t.kind} = 'MEMBER') = (${t.userId} is not null)`),
  ],
);

/**
 * One balanced entry: `amount` points leave the debit account and reach the credit account
 * (balance = credits − debits). Written once, never updated (a trigger refuses UPDATE).
 */
export const clubPointsEntries = pgTable(
  "club_points_entries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Insertion order, for a stable newest-first history. */
    seq: bigint("seq", { mode: "number" }).generatedAlwaysAsIdentity().notNull(),
    clubId: uuid("club_id")
      .notNull()
      .references(() => clubs.id, { onDelete: "cascade" }),
    debitAccountId: uuid("debit_account_id")
      .notNull()
      .references(() => clubPointsAccounts.id, { onDelete: "cascade" }),
    creditAccountId: uuid("credit_account_id")
      .notNull()
      .references(() => clubPointsAccounts.id, { onDelete: "cascade" }),
    amount: integer("amount").notNull(),
    reasonCode: clubPointsReason("reason_code").notNull(),
    reason: text("reason").notNull(),
    /** What caused it: EVENT_CHECK_IN, PAYMENT, TRADE, OFFER, GRANT… and that thing's id. */
    sourceKind: text("source_kind").notNull(),
    sourceId: text("source_id").notNull(),
    actorUserId: uuid("actor_user_id").references(() => users.id, { onDelete: "set null" }),
    idempotencyKey: text("idempotency_key").notNull(),
    createdAt: instant("created_at").notNull().defaultNow(),
    /**
     * What the debit and the credit account hold after this entry, recorded for the accounts
     * locked while it is written (members' and escrow): their balance is their latest entry's,
     * one index read however long their history. Null for the club's unlocked accounts.
     */
    debitBalanceAfter: integer("debit_balance_after"),
    creditBalanceAfter: integer("credit_balance_after"),
    /**
     * The points the credit account (a member's) has earned after this entry: earned entries
     * (EARNED_REASON_CODES) add their amount, others carry it. A member's tier reads their latest
     * credit's instead of summing their history. Null where no balance is recorded.
     */
    creditEarnedAfter: integer("credit_earned_after"),
  },
  (t) => [
    uniqueIndex("club_points_entries_club_key").on(t.clubId, t.idempotencyKey),
    // A payment buys points once, whatever key its caller sends.
    uniqueIndex("club_points_entries_purchase_key").on(t.clubId, t.sourceId).where(sql`${t.reasonCode} = 'PURCHASE'`),
    // An account's latest entry, and the sum of its credits minus its debits: one index each way.
    index("club_points_entries_credit_idx").on(t.creditAccountId, t.seq),
    index("club_points_entries_debit_idx").on(t.debitAccountId, t.seq),
    index("club_points_entries_club_idx").on(t.clubId, t.seq),
    check("club_points_entries_amount_positive", sql`${t.amount} > 0`),
    check("club_points_entries_two_accounts", sql`${t.debitAccountId} <> ${t.creditAccountId}`),
  ],
);

/** A member's offer of points to another member of the club: PENDING, then ACCEPTED, REJECTED or CANCELLED once. */
export const clubPointsTrades = pgTable(
  "club_points_trades",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    clubId: uuid("club_id")
      .notNull()
      .references(() => clubs.id, { onDelete: "cascade" }),
    fromUserId: uuid("from_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    toUserId: uuid("to_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    amount: integer("amount").notNull(),
    state: clubPointsTradeState("state").notNull().default("PENDING"),
    createdAt: createdAt(),
    settledAt: instant("settled_at"),
  },
  (t) => [
    index("club_points_trades_from_idx").on(t.fromUserId, t.createdAt),
    index("club_points_trades_to_idx").on(t.toUserId, t.createdAt),
    check("club_points_trades_amount_positive", sql`${t.amount} > 0`),
    check("club_points_trades_two_members", sql`${t.fromUserId} <> ${t.toUserId}`),
    check("club_points_trades_settled", sql`(${t.state} = 'PENDING') = (${t.settledAt} is null)`),
  ],
);

export type ClubPointsAccountRow = typeof clubPointsAccounts.$inferSelect;
export type ClubPointsEntryRow = typeof clubPointsEntries.$inferSelect;
export type ClubPointsTradeRow = typeof clubPointsTrades.$inferSelect;

// The pie area's tables (spec 3 §3 Pie, Appearance, §6 pie roles; ADR 0063): pies, their
// moderators, and the append-only double-entry ledger of their slices.
import { sql } from "drizzle-orm";
import { bigserial, boolean, check, index, integer, jsonb, pgEnum, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, instant, updatedAt } from "../db/columns.js";
import { users } from "../access/db.js";
import { PIE_ONBOARDING_PROCESSES, PIE_OPERATIONAL_STATES, type PieAppearance } from "../../contract/pies/messages.js";
import { PIE_ROLES } from "../../contract/pies/permissions.js";
import { PIE_SLICE_ENTRY_REASONS } from "../../contract/pies/trade-messages.js";

export const pieOnboardingProcess = pgEnum("pie_onboarding_process", PIE_ONBOARDING_PROCESSES);
export const pieOperationalState = pgEnum("pie_operational_state", PIE_OPERATIONAL_STATES);
export const pieRole = pgEnum("pie_role", PIE_ROLES);
export const pieSliceEntryReason = pgEnum("pie_slice_entry_reason", PIE_SLICE_ENTRY_REASONS);

export type PieSocialMedia = { scheme: string; value: string };
export type PieInitialOffer = {
  maximumPurchaseVolume: number;
  minimumPurchaseVolume: number;
  purchaseMultiple: number;
};

export const pies = pgTable(
  "pies",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Null only while a draft's Details step is not saved. */
    displayName: text("display_name"),
    slug: text("slug"),
    bio: text("bio"),
    rank: integer("rank").notNull().default(0),
    socialMedia: jsonb("social_media").$type<PieSocialMedia[]>().notNull().default([]),
    isVerified: boolean("is_verified").notNull().default(false),
    /** One of the creation tiers (contract/pies/messages.ts PIE_CREATION_TIERS); null before the Slices step. */
    maxSlices: integer("max_slices"),
    /** Released for sale at activation. */
    issuedSlices: integer("issued_slices"),
    slicePriceCents: integer("slice_price_cents"),
    currency: text("currency").notNull().default("USD"),
    canBuy: boolean("can_buy").notNull().default(true),
    canSell: boolean("can_sell").notNull().default(true),
    canTransfer: boolean("can_transfer").notNull().default(true),
    canBeForSale: boolean("can_be_for_sale").notNull().default(true),
    appearance: jsonb("appearance").$type<PieAppearance>().notNull().default({}),
    /** Each chosen layer's picture as it was when saved (an individual asset's or an upload's), so pie pages read no other table (ADR 0085). */
    layerImages: jsonb("layer_images").$type<PieAppearance>().notNull().default({}),
    initialOffer: jsonb("initial_offer").$type<PieInitialOffer | null>(),
    onBoardingProcess: pieOnboardingProcess("on_boarding_process").notNull().default("DETAILS"),
    operationalState: pieOperationalState("operational_state").notNull().default("DRAFT"),
    /** What creating it costs (set when created), and the checkout that pays it. */
    creationPriceCents: integer("creation_price_cents"),
    checkoutId: text("checkout_id"),
    paymentProvider: text("payment_provider"),
    paymentId: text("payment_id"),
    activatedAt: instant("activated_at"),
    createdBy: uuid("created_by")
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("pies_slug_key").on(t.slug),
    // One pie per owner: the pie hub is the owner's one pie (ADR 0063).
    uniqueIndex("pies_created_by_key").on(t.createdBy),
    check("pies_issued_within_max", sql`${t.issuedSlices} is null or (${t.issuedSlices} > 0 and ${t.issuedSlices} <= ${t.maxSlices})`),
    check("pies_price_positive", sql`${t.slicePriceCents} is null or ${t.slicePriceCents} > 0`),
  ],
);

/** The pie's team (spec 3 §6 moderators with a pieRole); the owner is not among them. */
export const pieModerators = pgTable(
  "pie_moderators",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    pieId: uuid("pie_id")
      .notNull()
      .references(() => pies.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    role: pieRole("role").notNull(),
    assignedAt: instant("assigned_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("pie_moderators_pie_user_role_key").on(t.pieId, t.userId, t.role), index("pie_moderators_user_idx").on(t.userId)],
);

/**
 * The slices' ledger: each entry moves `amount` slices of one pie from its credit account to
 * its debit account; rows are never updated or deleted. Accounts are text: ISSUER (where
 * slices come from), AVAILABLE (for sale), order:{id} (held for a slice order until it is paid),
 * user:{id} and pie:{id} for holders (ADR 0070). A balance is the sum of an account's debits
 * less its credits. The idempotency key makes a replay a no-op; the actor is who moved them.
 */
export const pieSliceEntries = pgTable(
  "pie_slice_entries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    pieId: uuid("pie_id")
      .notNull()
      .references(() => pies.id, { onDelete: "cascade" }),
    debitAccount: text("debit_account").notNull(),
    creditAccount: text("credit_account").notNull(),
    amount: integer("amount").notNull(),
    reason: pieSliceEntryReason("reason").notNull(),
    /** What caused it, e.g. the payment that activated the pie. */
    source: text("source").notNull(),
    /** The member who moved the slices (a buyer, a sender, a pie's moderator); null for the platform's own moves. */
    actorUserId: uuid("actor_user_id").references(() => users.id),
    idempotencyKey: text("idempotency_key").notNull(),
    createdAt: createdAt(),
    /** The ledger's order: an account's latest entry is its highest (the trigger draws it under the pie's row lock). */
    seq: bigserial("seq", { mode: "number" }).notNull(),
    /**
     * What the debit and the credit account hold in the pie after this entry (debits less
     * credits), written by the table's trigger under the pie's row lock (migration 0069): an
     * account's balance is its latest entry's, one index read however long its history. The
     * defaults only let an insert leave them out; the trigger replaces them.
     */
    debitBalanceAfter: integer("debit_balance_after").notNull().default(0),
    creditBalanceAfter: integer("credit_balance_after").notNull().default(0),
  },
  (t) => [
    uniqueIndex("pie_slice_entries_idempotency_key").on(t.idempotencyKey),
    index("pie_slice_entries_pie_idx").on(t.pieId),
    // An account's latest entry in a pie (its balance), and a holder's pies (/legacy/slices), on either side.
    index("pie_slice_entries_debit_idx").on(t.debitAccount, t.pieId, t.seq),
    index("pie_slice_entries_credit_idx").on(t.creditAccount, t.pieId, t.seq),
    check("pie_slice_entries_amount_positive", sql`${t.amount} > 0`),
    check("pie_slice_entries_two_accounts", sql`${t.debitAccount} <> ${t.creditAccount}`),
  ],
);

export type PieRow = typeof pies.$inferSelect;
export type PieModeratorRow = typeof pieModerators.$inferSelect;

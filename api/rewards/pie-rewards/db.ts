// A pie's rewards (spec 3 §3 Reward; ADR 0072): the rewards, who takes part, and the draws with
// their frozen entry lists. api/db/schema.ts re-exports them for drizzle-kit.
import { sql } from "drizzle-orm";
import { boolean, check, foreignKey, index, integer, jsonb, pgEnum, pgTable, primaryKey, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, instant, updatedAt } from "../../db/columns.js";
import { users } from "../../access/db.js";
import { pies } from "../../pies/db.js";
import { REDEEM_TYPES, REWARD_CATEGORIES, REWARD_DELIVERIES, REWARD_STATUSES, REWARD_TYPES } from "../../../contract/rewards/pie-rewards.js";
import type { RewardConditions } from "./domain/eligibility.js";

export const rewardType = pgEnum("reward_type", REWARD_TYPES);
export const rewardDelivery = pgEnum("reward_delivery", REWARD_DELIVERIES);
export const rewardCategory = pgEnum("reward_category", REWARD_CATEGORIES);
export const rewardStatus = pgEnum("reward_status", REWARD_STATUSES);
export const rewardRedeemType = pgEnum("reward_redeem_type", REDEEM_TYPES);
/** What a member's row says; NONE and CANT_PARTICIPATE are computed, never stored. */
export const rewardParticipation = pgEnum("reward_participation", ["PARTICIPATING", "NOT_PARTICIPATING", "AWARDED", "SENT"]);

/** The policy members accept to take part; `fileUrl` names a PDF stored (and stamped) here, or is null. */
export type RewardPrivacyPolicy = { title: string; content: string; fileUrl?: string | null };

/** Extra entries in a draw for holders of at least `slices` slices of the pie, or of a badge (ADR 0077). */
export type WinningBoost = { slices: number; achievementId: null; extraEntries: number } | { slices: null; achievementId: string; extraEntries: number };

export const pieRewards = pgTable(
  "pie_rewards",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    pieId: uuid("pie_id")
      .notNull()
      .references(() => pies.id, { onDelete: "cascade" }),
    /** Unique within the pie (spec 3 §5 "reward slug availability is checked per pie"). */
    slug: text("slug").notNull(),
    displayName: text("display_name").notNull(),
    bio: text("bio"),
    type: rewardType("type").notNull(),
    delivery: rewardDelivery("delivery").notNull().default("DIGITAL"),
    category: rewardCategory("category").notNull(),
    status: rewardStatus("status").notNull().default("OPEN"),
    isHidden: boolean("is_hidden").notNull().default(false),
    notes: text("notes"),
    redeemType: rewardRedeemType("redeem_type"),
    /** Shown to winners only. */
    redeemCode: text("redeem_code"),
    redeemDescription: text("redeem_description"),
    ageLimit: integer("age_limit"),
    maxWinners: integer("max_winners").notNull(),
    expiresAt: instant("expires_at"),
    startDate: instant("start_date"),
    endDate: instant("end_date"),
    conditions: jsonb("conditions").$type<RewardConditions>().notNull(),
    needNewSlices: boolean("need_new_slices").notNull().default(false),
    canShareByParticipants: boolean("can_share_by_participants").notNull().default(false),
    /** A bonus badge (an achievement id) winners are meant to receive; shown on the reward. */
    bonusAchievementId: uuid("bonus_achievement_id"),
    privacyPolicy: jsonb("privacy_policy").$type<RewardPrivacyPolicy | null>(),
    /** The reward's picture (a stored image, 1000×1000 WEBP); null: the default reward image. */
    avatarImageId: uuid("avatar_image_id"),
    winningBoosts: jsonb("winning_boosts").$type<WinningBoost[]>().notNull().default([]),
    createdBy: uuid("created_by")
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("pie_rewards_pie_slug_key").on(t.pieId, t.slug),
    check("pie_rewards_max_winners_positive", sql`${t.maxWinners} > 0`),
    check("pie_rewards_age_limit_positive", sql`${t.ageLimit} is null or ${t.ageLimit} > 0`),
  ],
);

/** One member's part in a reward; `entry_id` is the pseudonymous id published in a draw's list. */
export const pieRewardParticipants = pgTable(
  "pie_reward_participants",
  {
    rewardId: uuid("reward_id")
      .notNull()
      .references(() => pieRewards.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    entryId: uuid("entry_id").notNull().defaultRandom(),
    state: rewardParticipation("state").notNull(),
    /** 1 for the first winner drawn, and so on; null for those who did not win. */
    ordinalWinner: integer("ordinal_winner"),
    privacyAcceptedAt: instant("privacy_accepted_at"),
    /** The redeem code texted to a winner (ADR 0076): when first and last, and how often. */
    codeSmsFirstAt: instant("code_sms_first_at"),
    codeSmsLastAt: instant("code_sms_last_at"),
    codeSmsCount: integer("code_sms_count").notNull().default(0),
    /** A PHYSICAL reward marked as shipped to this winner (ADR 0082): when, by whom, and how to follow it. */
    shippedAt: instant("shipped_at"),
    shippedBy: uuid("shipped_by").references(() => users.id, { onDelete: "set null" }),
    shippedCarrier: text("shipped_carrier"),
    shippedTrackingNumber: text("shipped_tracking_number"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.rewardId, t.userId] }), uniqueIndex("pie_reward_participants_entry_key").on(t.entryId), index("pie_reward_participants_user_idx").on(t.userId)],
);

/**
 * A winner's shipping address and contact details (ADR 0076): one per winner and reward, kept
 * apart from the participation so it can be read only by the winner and the pie's team members
 * who send rewards. The phone is E.164, the country ISO 3166-1 alpha-2.
 */
export const pieRewardShippingAddresses = pgTable(
  "pie_reward_shipping_addresses",
  {
    rewardId: uuid("reward_id").notNull(),
    userId: uuid("user_id").notNull(),
    name: text("name").notNull(),
    line1: text("line1").notNull(),
    line2: text("line2"),
    city: text("city").notNull(),
    postcode: text("postcode").notNull(),
    country: text("country").notNull(),
    phone: text("phone").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.rewardId, t.userId] }),
    foreignKey({ name: "pie_reward_shipping_addresses_participant_fk", columns: [t.rewardId, t.userId], foreignColumns: [pieRewardParticipants.rewardId, pieRewardParticipants.userId] }).onDelete("cascade"),
  ],
);

/**
 * One draw of a reward: sequence 1 is the first, later ones are redraws. Created at the cutoff
 * with the entry list's fingerprint and count and the seed's commitment; `seed` and `winners`
 * are written once, when drawn, and never changed.
 */
export const pieRewardDraws = pgTable(
  "pie_reward_draws",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    rewardId: uuid("reward_id")
      .notNull()
      .references(() => pieRewards.id, { onDelete: "cascade" }),
    sequence: integer("sequence").notNull(),
    cutoffAt: instant("cutoff_at").notNull(),
    entryCount: integer("entry_count").notNull(),
    entryListHash: text("entry_list_hash").notNull(),
    seedHash: text("seed_hash").notNull(),
    /** Secret until drawn. */
    seed: text("seed").notNull(),
    winnersCount: integer("winners_count").notNull(),
    /** Entry ids in the order drawn; null until drawn. */
    winners: jsonb("winners").$type<string[] | null>(),
    drawnAt: instant("drawn_at"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("pie_reward_draws_reward_sequence_key").on(t.rewardId, t.sequence), check("pie_reward_draws_winners_positive", sql`${t.winnersCount} > 0`)],
);

/** A draw's frozen entry list, one row per entry. */
export const pieRewardDrawEntries = pgTable(
  "pie_reward_draw_entries",
  {
    drawId: uuid("draw_id")
      .notNull()
      .references(() => pieRewardDraws.id, { onDelete: "cascade" }),
    entryId: uuid("entry_id").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Entries this entrant holds in the draw: 1, plus the winning boosts met at the cutoff. */
    weight: integer("weight").notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.drawId, t.entryId] }), check("pie_reward_draw_entries_weight_positive", sql`${t.weight} > 0`)],
);

/**
 * A reward being made or changed in the wizard (ADR 0077): the steps' values as typed, kept
 * between steps for the member who types them; published by Save, then deleted.
 */
export const pieRewardDrafts = pgTable(
  "pie_reward_drafts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    pieId: uuid("pie_id")
      .notNull()
      .references(() => pies.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The reward being changed; null for a new one. */
    rewardId: uuid("reward_id").references(() => pieRewards.id, { onDelete: "cascade" }),
    values: jsonb("values").$type<Record<string, string[]>>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // The sweep of abandoned drafts reads them by age (ADR 0082).
  (t) => [index("pie_reward_drafts_user_idx").on(t.userId), index("pie_reward_drafts_updated_idx").on(t.updatedAt)],
);

export type PieRewardDraftRow = typeof pieRewardDrafts.$inferSelect;
export type PieRewardRow = typeof pieRewards.$inferSelect;
export type PieRewardParticipantRow = typeof pieRewardParticipants.$inferSelect;
export type PieRewardShippingAddressRow = typeof pieRewardShippingAddresses.$inferSelect;
export type PieRewardDrawRow = typeof pieRewardDraws.$inferSelect;

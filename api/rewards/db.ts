// The rewards area's tables (spec 3 §3 Achievement): badges a club or a pie issues, and who holds them.
// api/db/schema.ts re-exports them for drizzle-kit.
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgEnum, pgTable, text, uniqueIndex, uuid, type AnyPgColumn } from "drizzle-orm/pg-core";
import { createdAt, instant, updatedAt } from "../db/columns.js";
import { users } from "../access/db.js";
import { mediaImages } from "../media/db.js";
import { clubs } from "../clubs/db.js";
import { pies } from "../pies/db.js";
import { pieRewards } from "./pie-rewards/db.js";
import { ACHIEVEMENT_CATEGORIES, ACHIEVEMENT_CONDITION_KINDS, ACHIEVEMENT_STATUSES, ACHIEVEMENT_TIERS } from "../../contract/rewards/messages.js";

export const achievementCategory = pgEnum("achievement_category", ACHIEVEMENT_CATEGORIES);
export const achievementStatus = pgEnum("achievement_status", ACHIEVEMENT_STATUSES);
export const achievementTier = pgEnum("achievement_tier", ACHIEVEMENT_TIERS);
export const achievementConditionKind = pgEnum("achievement_condition_kind", ACHIEVEMENT_CONDITION_KINDS);

export const achievements = pgTable(
  "achievements",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Unique across the platform: the public page finds a badge by it. */
    slug: text("slug").notNull(),
    displayName: text("display_name").notNull(),
    bio: text("bio"),
    /** The badge's picture, a stored 1000×1000 WEBP (api/media). */
    avatarImageId: uuid("avatar_image_id").references(() => mediaImages.id, { onDelete: "set null" }),
    status: achievementStatus("status").notNull().default("ACTIVE"),
    category: achievementCategory("category").notNull(),
    /** A tier badge's level; null for every other category. */
    tier: achievementTier("tier"),
    isHidden: boolean("is_hidden").notNull().default(false),
    activeFrom: instant("active_from"),
    activeTo: instant("active_to"),
    /** At most this many members may hold it; null: no limit. */
    maxSupply: integer("max_supply"),
    /** How many hold it: raised in the award's own conditional update, so the last unit goes once. */
    awardedCount: integer("awarded_count").notNull().default(0),
    /** What earns it without its manager (domain/conditions.ts); null: awarded by hand only. */
    conditionKind: achievementConditionKind("condition_kind"),
    /** CLUB_EVENTS_ATTENDED: how many of the club's events. */
    conditionCount: integer("condition_count"),
    /** Who created it. */
    ownerUserId: uuid("owner_user_id").references(() => users.id, { onDelete: "set null" }),
    /** The issuer (spec 3 §1: badges issued by a pie or a club): exactly one of club_id and pie_id. */
    clubId: uuid("club_id").references(() => clubs.id, { onDelete: "cascade" }),
    pieId: uuid("pie_id").references(() => pies.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("achievements_slug_key").on(t.slug),
    index("achievements_club_idx").on(t.clubId, t.createdAt),
    index("achievements_pie_idx").on(t.pieId, t.createdAt),
    check("achievements_one_issuer_check", sql`(${t.clubId} is null) <> (${t.pieId} is null)`),
    index("achievements_condition_idx").on(t.clubId).where(sql`${t.conditionKind} is not null`),
    check("achievements_condition_check", sql`(${t.conditionKind} is null) = (${t.conditionCount} is null) and (${t.conditionCount} is null or ${t.conditionCount} > 0)`),
    check("achievements_supply_check", sql`${t.maxSupply} is null or (${t.maxSupply} > 0 and ${t.awardedCount} <= ${t.maxSupply})`),
  ],
);

export type AchievementRow = typeof achievements.$inferSelect;

export const userAchievements = pgTable(
  "user_achievements",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    achievementId: uuid("achievement_id")
      .notNull()
      .references(() => achievements.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    awardedAt: instant("awarded_at").notNull(),
    awardedByUserId: uuid("awarded_by_user_id").references(() => users.id, { onDelete: "set null" }),
    /** Earned by meeting the badge's condition (or by winning a reward) rather than given by a manager. */
    earnedAutomatically: boolean("earned_automatically").notNull().default(false),
    /** The pie reward whose winner claimed it as its bonus badge; null for any other way. */
    rewardId: uuid("reward_id").references((): AnyPgColumn => pieRewards.id, { onDelete: "set null" }),
  },
  (t) => [uniqueIndex("user_achievements_achievement_user_key").on(t.achievementId, t.userId), index("user_achievements_user_idx").on(t.userId, t.awardedAt)],
);

export type UserAchievementRow = typeof userAchievements.$inferSelect;

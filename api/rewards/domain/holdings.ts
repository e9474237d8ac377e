// The badges a member holds (spec 3 §7 "the user's own"; spec 1 §2.2 /profile?achievement={id}).
import { and, desc, eq, exists, isNull, ne, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client.js";
import { achievements, userAchievements, type AchievementRow, type UserAchievementRow } from "../db.js";
import { clubs } from "../../clubs/db.js";
import { pies } from "../../pies/db.js";
import { users } from "../../db/schema.js";
import { notFound } from "../../kernel/errors.js";
import { isUuid } from "../../kernel/ids.js";
import { ACHIEVEMENT_PAGE_SIZE, achievementMessages as m } from "../../../contract/rewards/messages.js";

export interface HeldAchievement {
  holding: UserAchievementRow;
  achievement: AchievementRow;
}

/**
 * A member's badges, newest award first. Their own list has every badge they hold; someone
 * else's leaves out the hidden ones.
 */
export async function listHeldAchievements(db: Database, userId: string, options: { includeHidden: boolean; first?: number }): Promise<HeldAchievement[]> {
  const first = Math.min(Math.max(options.first ?? ACHIEVEMENT_PAGE_SIZE, 1), ACHIEVEMENT_PAGE_SIZE);
  // Someone else's list leaves out hidden badges and those of unpublished clubs and draft pies (issuers nobody may see).
  const shown = and(
    eq(achievements.isHidden, false),
    or(isNull(achievements.clubId), exists(db.select({ one: sql`1` }).from(clubs).where(and(eq(clubs.id, achievements.clubId), eq(clubs.published, true))))),
    or(isNull(achievements.pieId), exists(db.select({ one: sql`1` }).from(pies).where(and(eq(pies.id, achievements.pieId), ne(pies.operationalState, "DRAFT"))))),
  );
  const rows = await db
    .select({ holding: userAchievements, achievement: achievements })
    .from(userAchievements)
    .innerJoin(achievements, eq(achievements.id, userAchievements.achievementId))
    .where(options.includeHidden ? eq(userAchievements.userId, userId) : and(eq(userAchievements.userId, userId), shown))
    .orderBy(desc(userAchievements.awardedAt), desc(userAchievements.id))
    .limit(first);
  return rows;
}

/** A member's badges as others see them: NOT_FOUND for an id that is no member's (or not an id). */
export async function listMemberAchievements(db: Database, userId: string, viewerId: string | null, first?: number): Promise<HeldAchievement[]> {
  if (!isUuid(userId)) throw notFound(m.memberNotFound);
  const [member] = await db.select({ id: users.id }).from(users).where(and(eq(users.id, userId), isNull(users.deletedAt)));
  if (!member) throw notFound(m.memberNotFound);
  return listHeldAchievements(db, member.id, { includeHidden: viewerId === member.id, first });
}

/** One badge the member holds; NOT_FOUND when they do not hold it (or it does not exist). */
export async function findHeldAchievement(db: Database, userId: string, achievementId: string): Promise<HeldAchievement> {
  if (!isUuid(achievementId)) throw notFound(m.notFound);
  const [row] = await db
    .select({ holding: userAchievements, achievement: achievements })
    .from(userAchievements)
    .innerJoin(achievements, eq(achievements.id, userAchievements.achievementId))
    .where(and(eq(userAchievements.userId, userId), eq(userAchievements.achievementId, achievementId)));
  if (!row) throw notFound(m.notFound);
  return row;
}

/** When the member was given the badge; null when they do not hold it. */
export async function heldSince(db: Database, userId: string, achievementId: string): Promise<Date | null> {
  if (!isUuid(achievementId)) return null;
  const [row] = await db
    .select({ awardedAt: userAchievements.awardedAt })
    .from(userAchievements)
    .where(and(eq(userAchievements.userId, userId), eq(userAchievements.achievementId, achievementId)));
  return row?.awardedAt ?? null;
}

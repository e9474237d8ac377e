// The badges a member holds (spec 3 §7 "the user's own"; spec 1 §2.2 /profile?achievement={id}).
import { and, desc, eq } from "drizzle-orm";
import type { Database } from "../../db/client.js";
import { achievements, userAchievements, type AchievementRow, type UserAchievementRow } from "../db.js";
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
  const rows = await db
    .select({ holding: userAchievements, achievement: achievements })
    .from(userAchievements)
    .innerJoin(achievements, eq(achievements.id, userAchievements.achievementId))
    .where(options.includeHidden ? eq(userAchievements.userId, userId) : and(eq(userAchievements.userId, userId), eq(achievements.isHidden, false)))
    .orderBy(desc(userAchievements.awardedAt), desc(userAchievements.id))
    .limit(first);
  return rows;
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

// Awarding an achievement to a member by user name (spec 3 §7): only while it is active and in
// its time window, once per member, and never past its maximum supply, even when several
// managers give away the last badge at the same moment. The member is told (ReceiveAchievement).
import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import { achievements, userAchievements, type AchievementRow, type UserAchievementRow } from "../db.js";
import type { DomainDeps } from "../../kernel/deps.js";
import { badUserInput, conflict, DomainError } from "../../kernel/errors.js";
import { requireMemberByUserName } from "../../account/domain/users.js";
import { notifyReceiveAchievement } from "../../account/notifications/domain/producers.js";
import { achievementMessages as m } from "../../../contract/rewards/messages.js";
import { imagePath } from "../../../contract/media/rest.js";
import { assertMayManageAchievement, issuerOf } from "./issuers.js";
import { findAchievement } from "./achievements.js";

/** Why the achievement cannot be awarded now, or null when it can. */
export function awardRefusal(achievement: Pick<AchievementRow, "status" | "activeFrom" | "activeTo">, now: Date): string | null {
  if (achievement.status !== "ACTIVE") return m.notActive;
  if (achievement.activeFrom && now < achievement.activeFrom) return m.notStarted;
  if (achievement.activeTo && now >= achievement.activeTo) return m.ended;
  return null;
}

export interface AwardInput {
  achievementId: string;
  /** The member's user name, with or without "@". */
  userName: string;
}

export async function awardAchievement(deps: DomainDeps, viewerId: string, input: AwardInput): Promise<UserAchievementRow> {
  const achievement = await findAchievement(deps.db, input.achievementId);
  await assertMayManageAchievement(deps, achievement, viewerId);
  const member = await requireMemberByUserName(deps.db, input.userName, { required: m.userNameRequired, notFound: m.userNotFound });
  const now = deps.clock();
  const refusal = awardRefusal(achievement, now);
  if (refusal) throw badUserInput(refusal);
  const [holding] = await deps.db
    .select({ id: userAchievements.id })
    .from(userAchievements)
    .where(and(eq(userAchievements.achievementId, achievement.id), eq(userAchievements.userId, member.id)));
  if (holding) throw conflict(m.alreadyAwarded, { userName: m.alreadyAwarded });

  return grantAchievement(deps, achievement, member.id, { awardedByUserId: viewerId, now });
}

/**
 * Gives the badge to the member and tells them, in one transaction: by a manager, or earned by
 * its condition (awardedByUserId null). CONFLICT when the supply is gone or they hold it already.
 */
export async function grantAchievement(
  deps: DomainDeps,
  achievement: AchievementRow,
  memberId: string,
  by: { awardedByUserId: string | null; now: Date; rewardId?: string | null },
): Promise<UserAchievementRow> {
  return deps.db.transaction(async (tx) => {
    // One conditional update takes the badge from the supply: it locks the row, so a concurrent
    // award waits and then sees the raised count (Postgres re-reads the row), and at most
    // maxSupply of them ever succeed.
    const [taken] = await tx
      .update(achievements)
      .set({ awardedCount: sql`${achievements.awardedCount} + 1` })
      .where(and(eq(achievements.id, achievement.id), or(isNull(achievements.maxSupply), lt(achievements.awardedCount, achievements.maxSupply))))
      .returning({ id: achievements.id });
    if (!taken) throw conflict(m.soldOut);
    const [held] = await tx
      .insert(userAchievements)
      .values({ achievementId: achievement.id, userId: memberId, awardedAt: by.now, awardedByUserId: by.awardedByUserId, earnedAutomatically: by.awardedByUserId === null, rewardId: by.rewardId ?? null })
      .onConflictDoNothing()
      .returning();
    // A concurrent award to the same member came first; throwing rolls the count back with it.
    if (!held) throw conflict(m.alreadyAwarded, { userName: m.alreadyAwarded });
    const issuer = await issuerOf(tx, achievement);
    await notifyReceiveAchievement(tx, memberId, {
      ...issuer,
      achievementId: achievement.id,
      achievementAvatarUrl: achievement.avatarImageId ? imagePath(achievement.avatarImageId) : null,
    });
    return held;
  });
}

/**
 * A pie reward's winner claims its bonus badge (spec 3 §3 claimedByRewards), inside the
 * transaction that makes them a winner (`tx`; the grant is a savepoint in it). Only a badge of
 * the reward's own pie is given this way, and only as a manager could give it now: ACTIVE, in
 * its window, within its supply, once per member. Anything else gives nothing and never
 * undoes the win. Returns whether the badge was given.
 */
export async function claimRewardBadge(
  deps: DomainDeps,
  tx: DomainDeps["db"],
  reward: { id: string; pieId: string; bonusAchievementId: string | null },
  winnerId: string,
): Promise<boolean> {
  if (!reward.bonusAchievementId) return false;
  const [badge] = await tx.select().from(achievements).where(eq(achievements.id, reward.bonusAchievementId));
  const now = deps.clock();
  if (!badge || badge.pieId !== reward.pieId || awardRefusal(badge, now)) return false;
  try {
    await grantAchievement({ ...deps, db: tx }, badge, winnerId, { awardedByUserId: null, now, rewardId: reward.id });
    return true;
  } catch (error) {
    // Sold out, or the winner holds it already.
    if (error instanceof DomainError && error.code === "CONFLICT") return false;
    throw error;
  }
}

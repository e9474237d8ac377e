// Badges earned by a condition (spec 3 §3 Achievement, decided by the badge's manager): the
// member meets it and the badge is awarded as a manager would, once, within its supply and its
// time window, and they are told (ReceiveAchievement). The only kind now is "attended N of the
// club's events"; a tier condition is one more kind here once members' points exist.
import { and, countDistinct, eq, isNotNull, isNull, notExists, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client.js";
import { achievements, userAchievements, type AchievementRow } from "../db.js";
import { events, ticketScans, userTickets } from "../../db/schema.js";
import type { DomainDeps } from "../../kernel/deps.js";
import { DomainError } from "../../kernel/errors.js";
import { awardRefusal, grantAchievement } from "./award.js";

const voids = alias(ticketScans, "condition_voids");

/** How many of the club's events the member was checked in at (an admission nothing undid). */
export async function clubEventsAttended(db: Database, userId: string, clubId: string): Promise<number> {
  const [row] = await db
    .select({ count: countDistinct(userTickets.eventId) })
    .from(ticketScans)
    .innerJoin(userTickets, eq(userTickets.id, ticketScans.userTicketId))
    .innerJoin(events, eq(events.id, userTickets.eventId))
    .leftJoin(voids, eq(voids.voidsScanId, ticketScans.id))
    .where(and(eq(userTickets.ownerUserId, userId), eq(events.clubId, clubId), eq(ticketScans.outcome, "OK"), isNull(voids.id)));
  return Number(row?.count ?? 0);
}

/** The club's badges with a condition the member does not hold yet. */
function openConditionalBadges(db: Database, userId: string, clubId: string): Promise<AchievementRow[]> {
  return db
    .select()
    .from(achievements)
    .where(
      and(
        eq(achievements.clubId, clubId),
        isNotNull(achievements.conditionKind),
        eq(achievements.status, "ACTIVE"),
        notExists(
          db
            .select({ one: sql`1` })
            .from(userAchievements)
            .where(and(eq(userAchievements.achievementId, achievements.id), eq(userAchievements.userId, userId))),
        ),
      ),
    );
}

/**
 * Awards the club's badges whose condition the member now meets; called right after a check-in
 * at one of the club's events. Each goes at most once (the member's row is unique per badge) and
 * never past its supply; a badge outside its window or sold out is left as it is. Returns the ids
 * of the badges awarded.
 */
export async function awardEarnedAchievements(deps: DomainDeps, userId: string, clubId: string): Promise<string[]> {
  const candidates = await openConditionalBadges(deps.db, userId, clubId);
  if (candidates.length === 0) return [];
  const now = deps.clock();
  const attended = await clubEventsAttended(deps.db, userId, clubId);
  const awarded: string[] = [];
  for (const badge of candidates) {
    if (badge.conditionKind !== "CLUB_EVENTS_ATTENDED" || badge.conditionCount === null || attended < badge.conditionCount) continue;
    if (awardRefusal(badge, now)) continue;
    try {
      await grantAchievement(deps, badge, userId, { awardedByUserId: null, now });
      awarded.push(badge.id);
    } catch (error) {
      // Sold out, or a concurrent check-in awarded it first: nothing more to give.
      if (error instanceof DomainError && error.code === "CONFLICT") continue;
      throw error;
    }
  }
  return awarded;
}

// How a member's rep score was earned (ADR 0055): the awards migration 0035's trigger records
// when an attendee is first checked in at an event, newest first, for the profile.
import { desc, eq } from "drizzle-orm";
import type { Database } from "../../db/client.js";
import { events, repScoreAwards, type RepScoreAwardRow } from "../../db/schema.js";

export const MAX_REP_SCORE_AWARDS = 50;

export type RepScoreAwardView = Pick<RepScoreAwardRow, "reason" | "points"> & { eventName: string; eventSlug: string; awardedAt: Date };

export async function repScoreAwardsOf(db: Database, userId: string, first: number): Promise<RepScoreAwardView[]> {
  const limit = Math.min(Math.max(Math.trunc(first) || 0, 0), MAX_REP_SCORE_AWARDS);
  if (limit === 0) return [];
  return db
    .select({ reason: repScoreAwards.reason, points: repScoreAwards.points, eventName: events.displayName, eventSlug: events.slug, awardedAt: repScoreAwards.createdAt })
    .from(repScoreAwards)
    .innerJoin(events, eq(events.id, repScoreAwards.eventId))
    .where(eq(repScoreAwards.userId, userId))
    .orderBy(desc(repScoreAwards.createdAt), desc(repScoreAwards.id))
    .limit(limit);
}

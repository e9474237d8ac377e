// Demo data of the rewards area: the demo club's two badges, one of them held by Sam (the demo
// attendee). Written directly, as a seed does: no notification is sent for the seeded award.
import type { DomainDeps } from "../kernel/deps.js";
import { achievements, userAchievements } from "./db.js";

export const DEMO_ACHIEVEMENTS = [
  { slug: "jazz-night-regular", displayName: "Jazz Night Regular", category: "EVENT", bio: "Came back for the music, again and again." },
  { slug: "launch-day-supporter", displayName: "Launch Day Supporter", category: "LAUNCH_DAY_SUPPORTER", bio: "There when the club opened its doors." },
] as const;

export async function seedDemoAchievements(deps: DomainDeps, a: { clubId: string; ownerUserId: string; holderUserId: string }): Promise<void> {
  const now = deps.clock();
  const [regular] = await deps.db
    .insert(achievements)
    .values(
      DEMO_ACHIEVEMENTS.map((badge, i) => ({
        ...badge,
        clubId: a.clubId,
        ownerUserId: a.ownerUserId,
        maxSupply: i === 0 ? 100 : null,
        awardedCount: i === 0 ? 1 : 0,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .returning();
  await deps.db.insert(userAchievements).values({ achievementId: regular!.id, userId: a.holderUserId, awardedAt: now, awardedByUserId: a.ownerUserId });
}

// Demo data of the rewards area: the demo club's two badges, one of them held by Sam (the demo
// attendee), and a draw on Maya's pie Sam takes part in. Written directly, as a seed does: no notification is sent for the seeded award.
import type { DomainDeps } from "../kernel/deps.js";
import { achievements, userAchievements } from "./db.js";
import { pieRewardParticipants, pieRewards } from "./pie-rewards/db.js";

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

/** Maya's demo draw on her pie (ADR 0072): open to holders of 5 slices, with a boost for 25 (ADR 0077); Sam holds 37 (given and bought in the demo data, ADRs 0069 and 0070) and takes part. */
export const DEMO_PIE_REWARD = { slug: "front-row-at-the-night-market", displayName: "Front row at the Night Market" } as const;

export async function seedDemoPieReward(deps: DomainDeps, a: { pieId: string; ownerUserId: string; holderUserId: string }): Promise<void> {
  const now = deps.clock();
  const [reward] = await deps.db
    .insert(pieRewards)
    .values({
      ...DEMO_PIE_REWARD,
      pieId: a.pieId,
      bio: "Two holders of Maya's Night Pie win front-row seats at the next Night Market set.",
      type: "DRAW",
      delivery: "PHYSICAL",
      category: "MEET_UP",
      maxWinners: 2,
      redeemType: "ACCESS_PASS",
      redeemCode: "NIGHT-FRONT-ROW",
      redeemDescription: "Show the code at the door.",
      endDate: new Date(now.getTime() + 30 * 24 * 3600_000),
      conditions: { ownedSlices: { amount: 5, from: null, to: null }, achievementIds: [], requireAllAchievements: false, geo: null },
      // A winning boost (ADR 0077): holders of 25 slices or more, Sam among them, enter three times.
      winningBoosts: [{ slices: 25, achievementId: null, extraEntries: 2 }],
      createdBy: a.ownerUserId,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  await deps.db.insert(pieRewardParticipants).values({ rewardId: reward!.id, userId: a.holderUserId, state: "PARTICIPATING", createdAt: now, updatedAt: now });
}

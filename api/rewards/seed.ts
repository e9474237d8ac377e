// Demo data of the rewards area: the demo club's two badges, one of them held by Sam (the demo
// attendee), and a draw on Maya's pie Sam takes part in, written directly as a seed does (no
// notification is sent for the seeded award); and two promotions whose winners took part
// through the product's own use cases.
import { inArray } from "drizzle-orm";
import type { AuthDeps, DomainDeps } from "../kernel/deps.js";
import { users } from "../access/db.js";
import { participate } from "./pie-rewards/domain/participation.js";
import { saveShippingAddress } from "./pie-rewards/domain/winners.js";
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

/** Two promotions on Maya's pie with winners (ADR 0076): a physical one, sent by post, and a digital one whose code is texted. */
export const DEMO_PHYSICAL_REWARD = { slug: "night-market-tote-bag", displayName: "Night Market tote bag" } as const;
export const DEMO_DIGITAL_REWARD = { slug: "night-pie-phone-wallpapers", displayName: "Night Pie phone wallpapers" } as const;

const DEMO_WINNER_EMAILS = ["priya", "marcus", "elena", "tomas", "grace", "hiro", "nadia", "leo"].map((key) => `${key}@demo.events-platform.test`);

/**
 * The promotions' winners, through the product's own use cases: Sam and the eight demo members
 * win the tote bag (Priya and Marcus have said where to send it; Sam has not yet), Sam and
 * three members the wallpapers (nobody has had the code texted yet). Runs after the hosting
 * demo, which creates the members.
 */
export async function seedDemoRewardWinners(deps: AuthDeps, a: { pieId: string; ownerUserId: string; fanUserId: string }): Promise<void> {
  const now = deps.clock();
  const promotion = {
    pieId: a.pieId,
    type: "PROMOTION" as const,
    conditions: { ownedSlices: null, achievementIds: [], requireAllAchievements: false, geo: null },
    endDate: new Date(now.getTime() + 30 * 24 * 3600_000),
    createdBy: a.ownerUserId,
    createdAt: now,
    updatedAt: now,
  };
  const [tote, wallpapers] = await deps.db
    .insert(pieRewards)
    .values([
      {
        ...promotion,
        ...DEMO_PHYSICAL_REWARD,
        bio: "A heavy cotton tote with the Night Market poster on it, posted to every fan who asks.",
        delivery: "PHYSICAL",
        category: "MERCHANDISE_GIVE_A_WAY",
        maxWinners: 100,
        redeemDescription: "Tell us where to send it: we post the bags every Friday.",
      },
      {
        ...promotion,
        ...DEMO_DIGITAL_REWARD,
        bio: "Six phone wallpapers from the Night Market sets, for the first fifty fans.",
        delivery: "DIGITAL",
        category: "EXCLUSIVE_CONTENT",
        maxWinners: 50,
        redeemType: "PROMO_CODE",
        redeemCode: "NIGHTPIE-WALLS",
        redeemDescription: "Enter the code at mayasnightpie.example/wallpapers.",
      },
    ])
    .returning();
  const members = await deps.db.select({ id: users.id, email: users.email, name: users.name }).from(users).where(inArray(users.email, DEMO_WINNER_EMAILS));
  const byEmail = new Map(members.map((member) => [member.email, member]));
  const ordered = DEMO_WINNER_EMAILS.flatMap((email) => (byEmail.has(email) ? [byEmail.get(email)!] : []));
  for (const userId of [a.fanUserId, ...ordered.map((member) => member.id)]) await participate(deps, userId, tote!.id, false);
  for (const userId of [a.fanUserId, ...ordered.slice(0, 3).map((member) => member.id)]) await participate(deps, userId, wallpapers!.id, false);
  const addresses = [
    { line1: "1452 Valencia St", line2: "Apt 3", city: "San Francisco", postcode: "94110", phone: "(415) 555-0134" },
    { line1: "580 Grand Ave", line2: null, city: "Oakland", postcode: "94610", phone: "(510) 555-0187" },
  ];
  for (const [i, address] of addresses.entries()) {
    const member = ordered[i];
    if (member) await saveShippingAddress(deps, member.id, tote!.id, { ...address, name: member.name ?? "", country: "US" });
  }
}

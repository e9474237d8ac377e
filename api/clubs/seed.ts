// Demo data of the clubs area: Maya's published rep club (ADR 0028), verified so discover
// features it, with three loyalty tiers and Sam as a member (ADR 0059); and Alex's running
// club, so discover lists more than one. The demo seed (api/db/seed.ts) puts the jazz night in
// Maya's club, gives it its badges (api/rewards/seed.ts) and its members' rep points
// (api/clubs/points/seed.ts).
import { eq } from "drizzle-orm";
import type { DomainDeps } from "../kernel/deps.js";
import { users } from "../access/db.js";
import { clubFirstJoins, clubMemberships, clubs, clubTiers, type ClubRow } from "./db.js";

export { seedDemoClubPoints } from "./points/seed.js";

export const DEMO_CLUB = { name: "Maya's Night Owls", slug: "mayas-night-owls" } as const;
export const DEMO_CLUB_TIERS = [
  {
    level: 1,
    name: "Night Owl",
    minimumPoints: 100,
    color: "#3D1277",
    description: "Hear about new dates a day before everyone else.",
  },
  {
    level: 2,
    name: "Midnight Regular",
    minimumPoints: 500,
    color: "#1F4E9A",
    description: "Everything Night Owls get, plus a held place for two at every jazz night.",
  },
  {
    level: 3,
    name: "After Hours",
    minimumPoints: 2000,
    color: "#B8860B",
    description: "Everything above, plus a seat at the soundcheck and a drink on Maya once a season.",
  },
] as const;
export const DEMO_OTHER_CLUB = { name: "Lakefront Morning Runners", slug: "lakefront-morning-runners" } as const;

export async function seedDemoClub(deps: DomainDeps, ownerUserId: string): Promise<ClubRow> {
  const now = deps.clock();
  const [club] = await deps.db
    .insert(clubs)
    .values({
      ...DEMO_CLUB,
      description: "Music nights and slow mornings with Maya Chen: members hear first about new dates.",
      access: "PUBLIC",
      published: true,
      isVerified: true,
      socialAccounts: [{ scheme: "twitter", value: "@mayachen" }],
      ownerUserId,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  await deps.db.insert(clubTiers).values(DEMO_CLUB_TIERS.map((tier) => ({ ...tier, clubId: club!.id, createdAt: now, updatedAt: now })));
  return club!;
}

/** Sam joins Maya's club; Alex runs a second published club. */
export async function seedDemoClubMembers(deps: DomainDeps, club: ClubRow): Promise<void> {
  const now = deps.clock();
  const [sam] = await deps.db.select({ id: users.id }).from(users).where(eq(users.userName, "samrivera"));
  if (sam) {
    await deps.db.insert(clubMemberships).values({ clubId: club.id, userId: sam.id, joinedAt: now });
    await deps.db.insert(clubFirstJoins).values({ clubId: club.id, userId: sam.id, joinedAt: now });
  }
  const [alex] = await deps.db.select({ id: users.id }).from(users).where(eq(users.userName, "alexmorgan"));
  if (!alex) return;
  const [runners] = await deps.db
    .insert(clubs)
    .values({
      ...DEMO_OTHER_CLUB,
      description: "Easy 5 km loops along the lake at sunrise, coffee after. Every pace is welcome.",
      access: "PUBLIC",
      published: true,
      brandColor: "#0E7C66",
      ownerUserId: alex.id,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  await deps.db.insert(clubTiers).values([
    { clubId: runners!.id, level: 1, name: "Jogger", minimumPoints: 50, color: "#0E7C66", description: "Your name on the monthly finishers' board.", createdAt: now, updatedAt: now },
    { clubId: runners!.id, level: 2, name: "Pacer", minimumPoints: 400, color: "#B03A2E", description: "Lead a pace group and get the club's running cap.", createdAt: now, updatedAt: now },
  ]);
}

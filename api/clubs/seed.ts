// Demo data of the clubs area: Maya's published rep club (ADR 0028). The demo seed
// (api/db/seed.ts) puts the jazz night in it and gives it its badges (api/rewards/seed.ts),
// its tiers, members and their rep points (api/clubs/points/seed.ts).
import type { DomainDeps } from "../kernel/deps.js";
import { clubs, type ClubRow } from "./db.js";

export { seedDemoClubPoints } from "./points/seed.js";

export const DEMO_CLUB = { name: "Maya's Night Owls", slug: "mayas-night-owls" } as const;

export async function seedDemoClub(deps: DomainDeps, ownerUserId: string): Promise<ClubRow> {
  const now = deps.clock();
  const [club] = await deps.db
    .insert(clubs)
    .values({
      ...DEMO_CLUB,
      description: "Music nights and slow mornings with Maya Chen: members hear first about new dates.",
      access: "PUBLIC",
      published: true,
      socialAccounts: [{ scheme: "twitter", value: "@mayachen" }],
      ownerUserId,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return club!;
}

// Demo data of the earning part (ADR 0079): Sam's claim of the demo club's survey rule waits for
// Maya, so a newcomer sees the claims page with something to decide.
import { and, eq } from "drizzle-orm";
import type { DomainDeps } from "../../kernel/deps.js";
import { users } from "../../access/db.js";
import { clubOffers } from "../offers/db.js";
import { DEMO_OFFERS } from "../offers/seed.js";
import { clubEarningClaims } from "./db.js";

export async function seedDemoClaims(deps: DomainDeps, clubId: string): Promise<void> {
  const [survey] = await deps.db
    .select({ id: clubOffers.id })
    .from(clubOffers)
    .where(and(eq(clubOffers.clubId, clubId), eq(clubOffers.title, DEMO_OFFERS.survey)));
  const [sam] = await deps.db.select({ id: users.id }).from(users).where(eq(users.userName, "samrivera"));
  if (!survey || !sam) return;
  await deps.db.insert(clubEarningClaims).values({ clubId, offerId: survey.id, userId: sam.id, note: "Answered all five questions", link: "https://mayas-night-owls.example/survey/thanks", createdAt: deps.clock() });
}

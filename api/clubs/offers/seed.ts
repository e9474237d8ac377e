// Demo data of the offers part: Maya's club's published offers (ADR 0060) — a points package,
// a check-in programme, and a coupon for members with enough rep points.
import type { DomainDeps } from "../../kernel/deps.js";
import { clubOffers } from "./db.js";

export const DEMO_OFFERS = {
  bundle: "Starter points pack",
  checkIn: "Check in at a night",
  coupon: "10% off at the bar",
} as const;

export async function seedDemoOffers(deps: DomainDeps, clubId: string, ownerUserId: string): Promise<void> {
  const now = deps.clock();
  const common = { clubId, createdByUserId: ownerUserId, publication: "PUBLISHED" as const, status: "ACTIVE" as const, createdAt: now, updatedAt: now };
  await deps.db.insert(clubOffers).values([
    {
      ...common,
      title: DEMO_OFFERS.bundle,
      description: "500 rep points to start with.",
      type: "BUY_NOW",
      subType: "BUY_POINTS",
      program: "points-bundle",
      access: "PUBLIC",
      requirements: [],
      settings: { pointsAmount: 500, repPointsMultiplier: 1, originalPriceCents: 500, currency: "USD" },
    },
    {
      ...common,
      title: DEMO_OFFERS.checkIn,
      description: "Show your member card at the door of any Night Owls night.",
      type: "OTHER",
      subType: "EARN_POINTS",
      program: "interact",
      access: "MEMBERS",
      requirements: [{ type: "NONE", value: null }],
      settings: { pointsAmount: 50, actionDescription: "Check in at the door", maxPerMember: 20 },
    },
    {
      ...common,
      title: DEMO_OFFERS.coupon,
      description: "Ten per cent off drinks on any night.",
      type: "COUPON",
      subType: "REWARD_MEMBERS",
      program: "coupon",
      access: "MEMBERS",
      requirements: [{ type: "REP_POINTS", value: 200 }],
      settings: { redemptionType: "PROMO_CODE", redemptionDetail: "NIGHTOWL10", maxPerMember: 50 },
    },
  ]);
}

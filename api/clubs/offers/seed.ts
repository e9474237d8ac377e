// Demo data of the offers part: Maya's club's published offers (ADR 0060) — a points package,
// a check-in programme, a streak, a paid-ticket and a bonus rule, a coupon for members with
// enough rep points, and a paid reward bought through checkout (ADR 0080).
import type { DomainDeps } from "../../kernel/deps.js";
import { clubOffers } from "./db.js";

export const DEMO_OFFERS = {
  bundle: "Starter points pack",
  checkIn: "Check in at a night",
  coupon: "10% off at the bar",
  streak: "Three nights in a row",
  buyProduct: "Buy a ticket to a night",
  bonus: "Founding Night Owl",
  paid: "Meet the band",
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
    // The earning rules of ADR 0071: a streak of check-ins, a paid ticket, a bonus Maya gives.
    {
      ...common,
      title: DEMO_OFFERS.streak,
      description: "Come to three Night Owls nights in a row.",
      type: "OTHER",
      subType: "EARN_POINTS",
      program: "streak",
      access: "MEMBERS",
      requirements: [{ type: "NONE", value: null }],
      settings: { pointsAmount: 150, streakLength: 3, period: "WEEK" },
    },
    {
      ...common,
      title: DEMO_OFFERS.buyProduct,
      description: "Points for every paid ticket to a Night Owls night.",
      type: "OTHER",
      subType: "EARN_POINTS",
      program: "buy-product",
      access: "MEMBERS",
      requirements: [{ type: "NONE", value: null }],
      settings: { pointsAmount: 40, actionUrl: "https://mayas-night-owls.example/tickets", actionDescription: "A paid ticket to a night" },
    },
    {
      ...common,
      title: DEMO_OFFERS.bonus,
      description: "A thank-you Maya gives the members who were there from the start.",
      type: "OTHER",
      subType: "EARN_POINTS",
      program: "bonus",
      access: "MEMBERS",
      requirements: [{ type: "NONE", value: null }],
      settings: { pointsAmount: 100 },
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
    {
      ...common,
      title: DEMO_OFFERS.paid,
      description: "Meet the house band backstage after the last set.",
      type: "MEET_UP",
      subType: "REWARD_MEMBERS",
      program: "meet-up",
      access: "MEMBERS",
      requirements: [{ type: "PRICE", value: 1500 }],
      settings: { redemptionType: "ACCESS_PASS", redemptionDetail: "Backstage after the last set: show this pass at the bar.", maxPerMember: 50 },
    },
  ]);
}

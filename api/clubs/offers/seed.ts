// Demo data of the offers part: Maya's club's published offers (ADR 0060) — a points package,
// a check-in programme, a streak, a paid-ticket, a bonus, a survey and an invite rule, and a coupon for members with
// enough rep points.
import type { DomainDeps } from "../../kernel/deps.js";
import { clubOffers } from "./db.js";

export const DEMO_OFFERS = {
  bundle: "Starter points pack",
  checkIn: "Check in at a night",
  coupon: "10% off at the bar",
  streak: "Three nights in a row",
  buyProduct: "Buy a ticket to a night",
  bonus: "Founding Night Owl",
  survey: "Tell us about your nights",
  invite: "Bring a friend",
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
    // Claims a manager approves, and invitations that earn (ADR 0079).
    {
      ...common,
      title: DEMO_OFFERS.survey,
      description: "Five questions about what you want from Night Owls nights; claim your points when you are done.",
      type: "OTHER",
      subType: "EARN_POINTS",
      program: "survey",
      access: "MEMBERS",
      requirements: [{ type: "NONE", value: null }],
      settings: { pointsAmount: 30, actionUrl: "https://mayas-night-owls.example/survey", maxPerMember: 1 },
    },
    {
      ...common,
      title: DEMO_OFFERS.invite,
      description: "Share your invite link: when a friend joins the club through it, you earn points.",
      type: "OTHER",
      subType: "EARN_POINTS",
      program: "social-action",
      access: "MEMBERS",
      requirements: [{ type: "NONE", value: null }],
      settings: { pointsAmount: 25, socialProvider: "invite", actionUrl: "https://mayas-night-owls.example/", actionDescription: "Invite a friend to the club" },
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

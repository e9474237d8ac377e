// What a member reads when redeeming a club's offer (spec 3 §3 Club.offers, §4; ADR 0066), and the
// plain-words reason each unmet requirement gives. Pure: the API refuses with these and the web
// app shows them beside an offer before the member tries.
import type { OfferRequirement, OfferSettings } from "./offers.js";

const pts = (n: number) => `${n.toLocaleString("en-US")} ${n === 1 ? "point" : "points"}`;

export const redemptionMessages = {
  notRedeemable: "This offer is not a reward members redeem.",
  notActive: "This offer is not open for redemption.",
  notStarted: "This offer has not started yet.",
  ended: "This offer has ended.",
  notMember: "Join the club to redeem its offers.",
  accessTier: (level: number) => `This offer is for members from loyalty tier level ${level} up.`,
  paidCheckoutOnly: "This offer is paid: buy it through checkout.",
  notSold: "This offer is not sold.",
  tierMissing: (level: number) => `The club has no loyalty tier level ${level}.`,
  tierHeld: (level: number) => `You already hold loyalty tier level ${level} or higher.`,
  tierReason: (title: string) => `Bought "${title}"`,
  tierGiven: (name: string, level: number) => `Loyalty tier ${name} (level ${level}).`,
  onceOnly: "You have already redeemed this offer.",
  perMemberLimit: (max: number) => `You have redeemed this offer the most times allowed (${max}).`,
  soldOut: "This offer has been fully redeemed.",
  consentRequired: "Agree to share your name and e-mail with the club to redeem this offer.",
  pointsShort: (needed: number, balance: number) => `Needs ${pts(needed)}; you have ${pts(balance)}.`,
  tierShort: (level: number, current: string | null) => (current ? `Needs loyalty tier level ${level}; you are at ${current}.` : `Needs loyalty tier level ${level}; you have not reached a tier yet.`),
  scoreShort: (needed: number, score: number) => `Needs a rep score of ${needed.toLocaleString("en-US")}; yours is ${score.toLocaleString("en-US")}.`,
  badgesShort: (needed: number, held: number) => `Needs ${needed} of the club's badges; you hold ${held}.`,
  spendReason: (title: string) => `Redeemed "${title}"`,
} as const;

/** What a paid offer costs: a reward's PRICE requirement, or way-to-earn-status buy-now's price; null when it is not sold. */
export function offerPrice(offer: { subType: string; program: string; requirements: readonly OfferRequirement[]; settings: OfferSettings }): { cents: number; currency: string } | null {
  const currency = (offer.settings.currency || "USD").toUpperCase();
  if (offer.subType === "EARN_STATUS" && offer.program === "buy-now") {
    const cents = offer.settings.originalPriceCents ?? 0;
    return cents > 0 ? { cents, currency } : null;
  }
  if (offer.subType !== "REWARD_MEMBERS") return null;
  const cents = offer.requirements.reduce((max, r) => (r.type === "PRICE" ? Math.max(max, r.value ?? 0) : max), 0);
  return cents > 0 ? { cents, currency } : null;
}

/** What the member stands on, for the requirements. */
export interface RedeemerStanding {
  balance: number;
  tierLevel: number;
  tierName: string | null;
  repScore: number;
  badges: number;
}

/** The points an offer costs: the highest Rep Points requirement (each is "at least"), or 0. */
export function pointsCost(requirements: readonly OfferRequirement[]): number {
  return requirements.reduce((max, r) => (r.type === "REP_POINTS" ? Math.max(max, r.value ?? 0) : max), 0);
}

/** Why the member does not meet one requirement, in plain words; null when they do. */
export function requirementShortfall(requirement: OfferRequirement, standing: RedeemerStanding): string | null {
  const v = requirement.value ?? 0;
  switch (requirement.type) {
    case "NONE":
      return null;
    case "PRICE":
      // Paid at checkout (offerPrice); never a shortfall of the member's standing.
      return null;
    case "REP_POINTS":
      return standing.balance >= v ? null : redemptionMessages.pointsShort(v, standing.balance);
    case "LOYALTY_STATUS":
      return standing.tierLevel >= v ? null : redemptionMessages.tierShort(v, standing.tierName);
    case "REP_SCORE":
      return standing.repScore >= v ? null : redemptionMessages.scoreShort(v, standing.repScore);
    case "ACHIEVEMENTS":
      return standing.badges >= v ? null : redemptionMessages.badgesShort(v, standing.badges);
  }
}

/** Every unmet requirement's reason, once each. */
export function shortfalls(requirements: readonly OfferRequirement[], standing: RedeemerStanding): string[] {
  return [...new Set(requirements.map((r) => requirementShortfall(r, standing)).filter((s): s is string => s !== null))];
}

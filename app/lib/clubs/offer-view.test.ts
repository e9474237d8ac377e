import { describe, expect, it } from "vitest";
import type { OfferCardFragment } from "~/graphql/generated";
import { offerCardView } from "./offer-view";

const offer = (overrides: Partial<OfferCardFragment>): OfferCardFragment =>
  ({
    offerId: "o1",
    title: "Starter points pack",
    description: "500 rep points to start with.",
    imageUrl: null,
    type: "BUY_NOW",
    subType: "BUY_POINTS",
    program: "points-bundle",
    access: "PUBLIC",
    minTierLevel: null,
    publication: "PUBLISHED",
    status: "ACTIVE",
    startsUtc: null,
    endsUtc: null,
    createdUtc: "2026-11-29T00:00:00.000Z",
    canManage: false,
    requirements: [],
    settings: { pointsAmount: 500, bonusPoints: 50, repPointsMultiplier: 1, originalPriceCents: 500, currency: "USD" },
    ...overrides,
  }) as OfferCardFragment;

describe("an offer's card view", () => {
  it("says what a points bundle gives and that it takes nothing, and keeps only what the card shows", () => {
    const view = offerCardView(offer({}));
    expect(view).toEqual({
      offerId: "o1",
      title: "Starter points pack",
      description: "500 rep points to start with.",
      imageUrl: null,
      type: "BUY_NOW",
      program: "points-bundle",
      status: "ACTIVE",
      access: "PUBLIC",
      minTierLevel: null,
      gives: "500 points + 50 points bonus for $5.00",
      takes: "Nothing",
    });
  });

  it("puts a reward's requirements in words, one after another", () => {
    const view = offerCardView(
      offer({
        type: "COUPON",
        subType: "REWARD_MEMBERS",
        program: "coupon",
        requirements: [
          { type: "REP_POINTS", value: 200 },
          { type: "LOYALTY_STATUS", value: 2 },
        ],
        settings: { redemptionType: "PROMO_CODE" } as OfferCardFragment["settings"],
      }),
    );
    expect(view.gives).toBe("Coupon: Promo Code");
    expect(view.takes).toBe("Rep Points: at least 200 · Loyalty Status: tier level 2 or higher");
  });
});

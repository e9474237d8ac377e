import { describe, expect, test } from "vitest";
import { packageTermsOf } from "./purchases-messages";

describe("packageTermsOf", () => {
  test("points are pointsAmount × repPointsMultiplier, whole; the currency upper case, USD by default", () => {
    expect(packageTermsOf({ pointsAmount: 500, repPointsMultiplier: 2, originalPriceCents: 500, currency: "usd" })).toEqual({ points: 1000, basePoints: 500, multiplier: 2, priceCents: 500, currency: "USD" });
    expect(packageTermsOf({ pointsAmount: 333, repPointsMultiplier: 1.5, originalPriceCents: 99 })).toMatchObject({ points: 499, currency: "USD" });
    expect(packageTermsOf({ pointsAmount: 100, originalPriceCents: 100 })).toMatchObject({ points: 100, multiplier: 1 });
  });

  test("no package without a price above 0 or without points", () => {
    expect(packageTermsOf({ pointsAmount: 100 })).toBeNull();
    expect(packageTermsOf({ pointsAmount: 100, originalPriceCents: 0 })).toBeNull();
    expect(packageTermsOf({ pointsAmount: 0, originalPriceCents: 100 })).toBeNull();
    expect(packageTermsOf({ pointsAmount: 100, originalPriceCents: 1.5 })).toBeNull();
  });
});

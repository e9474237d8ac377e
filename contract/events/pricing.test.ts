// The rules both sides apply to a tax rate and a referral code as typed.
import { describe, expect, test } from "vitest";
import { taxRateBasisPointsOf } from "./editor";
import { normaliseReferralCode } from "./referrals";

describe("tax rate", () => {
  test("0 to 100 with at most 2 decimals, as hundredths of a percent", () => {
    expect(taxRateBasisPointsOf(0)).toBe(0);
    expect(taxRateBasisPointsOf(8.25)).toBe(825);
    expect(taxRateBasisPointsOf(0.07)).toBe(7);
    expect(taxRateBasisPointsOf(100)).toBe(10_000);
    for (const wrong of [8.255, -0.01, 100.01, Number.NaN, Number.POSITIVE_INFINITY]) expect(taxRateBasisPointsOf(wrong)).toBeNull();
  });
});

describe("referral code", () => {
  test("matched ignoring case, spaces and dashes", () => {
    expect(normaliseReferralCode(" ab3d-ef 7h ")).toBe("AB3DEF7H");
    expect(normaliseReferralCode("")).toBe("");
  });
});

import { describe, expect, it } from "vitest";
import { developerModeFrom, resolveFeatureFlags } from "./feature-flags";

describe("feature flags", () => {
  it("redeemOffers is off by default", () => {
    expect(resolveFeatureFlags("clear", false)).toEqual({ redeemOffers: false });
  });
  it("an operator enables or disables every flag, whatever the browser says", () => {
    expect(resolveFeatureFlags("enable-all", false)).toEqual({ redeemOffers: true });
    expect(resolveFeatureFlags("disable-all", true)).toEqual({ redeemOffers: false });
  });
  it("developer mode turns every flag on when the operator has not decided", () => {
    expect(resolveFeatureFlags("clear", true)).toEqual({ redeemOffers: true });
  });
  it("reads developer mode from the cookie header", () => {
    expect(developerModeFrom("a=1; developer-mode=on")).toBe(true);
    expect(developerModeFrom("developer-mode=off")).toBe(false);
    expect(developerModeFrom("xdeveloper-mode=on")).toBe(false);
    expect(developerModeFrom(null)).toBe(false);
  });
});

// The reward form's schema (ADR 0072): the spec's messages beside their fields, and the values as
// the API takes them (days as midnight UTC, an area only when complete, empty choices left out).
import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, test } from "vitest";
import { pieRewardInput, pieRewardSchema } from "./pie-reward-form";

function parse(entries: Record<string, string | string[]>) {
  const form = new FormData();
  for (const [key, value] of Object.entries(entries)) for (const item of [value].flat()) form.append(key, item);
  return parseWithZod(form, { schema: pieRewardSchema });
}
function errorsOf(entries: Record<string, string | string[]>) {
  const result = parse(entries);
  if (result.status !== "error") throw new Error("expected the form to be refused");
  return result.error;
}
const BASE = { displayName: "Front row", type: "DRAW", delivery: "DIGITAL", category: "RAFFLE", maxWinners: "2" };

describe("pieRewardSchema", () => {
  test("a name and a number of winners are required, numbers must be numbers", () => {
    expect(errorsOf({ ...BASE, displayName: "", maxWinners: "", slicesAmount: "five" })).toMatchObject({
      displayName: ["Reward name is required"],
      maxWinners: ["Number of winners is required"],
      slicesAmount: ["You must specify a number"],
    });
  });

  test("dates in order, a complete area, a policy with its text", () => {
    expect(errorsOf({ ...BASE, startDate: "2026-07-01", endDate: "2026-06-01", geoLatitude: "34", privacyTitle: "Policy" })).toMatchObject({
      endDate: ["The end date must come after the start date"],
      geoRadius: ["Give the latitude, longitude and radius of the area"],
      privacyContent: ["Give the privacy policy a title and its text"],
    });
  });

  test("the values as the API takes them", () => {
    const result = parse({
      ...BASE,
      slicesAmount: "5",
      slicesFrom: "2026-06-01",
      needNewSlices: "on",
      endDate: "2026-06-30",
      geoLatitude: "34.05",
      geoLongitude: "-118.24",
      geoRadius: "25",
      geoUnit: "MI",
      achievementIds: ["a", "b"],
      requireAllAchievements: "on",
      redeemType: "PROMO_CODE",
    });
    expect(result.status).toBe("success");
    if (result.status !== "success") return;
    expect(pieRewardInput(result.value)).toMatchObject({
      displayName: "Front row",
      maxWinners: 2,
      ownedSlices: { amount: 5, from: "2026-06-01T00:00:00.000Z", to: null },
      needNewSlices: true,
      endDate: "2026-06-30T00:00:00.000Z",
      startDate: null,
      geoRange: { latitude: 34.05, longitude: -118.24, radius: 25, unit: "MI", address: null },
      achievementIds: ["a", "b"],
      requireAllAchievements: true,
      redeemType: "PROMO_CODE",
      bonusAchievementId: null,
      privacyPolicy: null,
      isHidden: false,
    });
  });
});

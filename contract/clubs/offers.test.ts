import { describe, expect, it } from "vitest";
import { offerMessages as m, OFFER_TYPES } from "./offer-messages.js";
import {
  OFFER_PROGRAMS,
  dollarsToCents,
  isProgramOf,
  offerGives,
  offerTypeFromSlug,
  offerTypeOf,
  offerTypeSlug,
  programFields,
  programSettingsSchema,
  requirementLimitProblems,
  requirementsSchema,
  requirementText,
} from "./offers.js";

describe("requirement limits (spec 3 §4: Price 1, Loyalty Status 5, Rep Points 5, Rep Score 5, Achievements 1, None 1)", () => {
  const many = (type: "PRICE" | "LOYALTY_STATUS" | "REP_POINTS" | "REP_SCORE" | "ACHIEVEMENTS" | "NONE", n: number) => Array.from({ length: n }, () => ({ type }));
  it.each([
    ["PRICE", 1, "Price can be required at most once."],
    ["LOYALTY_STATUS", 5, "Loyalty Status can be required at most 5 times."],
    ["REP_POINTS", 5, "Rep Points can be required at most 5 times."],
    ["REP_SCORE", 5, "Rep Score can be required at most 5 times."],
    ["ACHIEVEMENTS", 1, "Achievements can be required at most once."],
    ["NONE", 1, "None can be required at most once."],
  ] as const)("%s: %i allowed, one more refused", (type, limit, message) => {
    expect(requirementLimitProblems(many(type, limit))).toEqual([]);
    expect(requirementLimitProblems(many(type, limit + 1))).toEqual([message]);
  });
  it("None excludes the others", () => {
    expect(requirementLimitProblems([{ type: "NONE" }, { type: "REP_POINTS" }])).toEqual([m.requirementNoneAlone]);
    expect(requirementLimitProblems([{ type: "PRICE" }, ...many("REP_POINTS", 5), ...many("LOYALTY_STATUS", 5), { type: "ACHIEVEMENTS" }])).toEqual([]);
  });
  it("each value must fit its type; None carries none", () => {
    const parsed = requirementsSchema.safeParse([{ type: "REP_POINTS", value: 0 }, { type: "PRICE", value: 1.5 }, { type: "LOYALTY_STATUS" }, { type: "NONE", value: 7 }]);
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["0.value", m.requirementValueInvalid],
      ["1.value", m.requirementPriceInvalid],
      ["2.value", m.requirementValueRequired],
      ["", m.requirementNoneAlone],
    ]);
    expect(requirementsSchema.parse([{ type: "NONE", value: 7 }])).toEqual([{ type: "NONE", value: null }]);
  });
  it("reads as words", () => {
    expect(requirementText({ type: "PRICE", value: 500 })).toBe("Price: $5.00");
    expect(requirementText({ type: "REP_POINTS", value: 1500 })).toBe("Rep Points: at least 1,500");
  });
});

describe("programmes", () => {
  it("has the spec's programmes per category, and a reward-members programme per offer type", () => {
    expect(OFFER_PROGRAMS.EARN_POINTS).toEqual(["streak", "social-action", "location", "survey", "bonus", "download", "interact", "buy-product"]);
    expect(OFFER_PROGRAMS.BUY_POINTS).toEqual(["points-bundle", "bonus-buys", "time-span", "streak"]);
    expect(OFFER_PROGRAMS.EARN_STATUS).toEqual(["action-amount", "buy-now", "invite-only", "level-up", "promo", "streak"]);
    expect(OFFER_PROGRAMS.REWARD_MEMBERS).toHaveLength(10);
    for (const type of OFFER_TYPES) expect(offerTypeFromSlug(offerTypeSlug(type))).toBe(type);
    expect(offerTypeSlug("MERCH_GIVEAWAY")).toBe("merch-giveaway");
    expect(isProgramOf("EARN_POINTS", "points-bundle")).toBe(false);
    expect(offerTypeOf("REWARD_MEMBERS", "vip-pass")).toBe("VIP_PASS");
    expect(offerTypeOf("BUY_POINTS", "points-bundle")).toBe("BUY_NOW");
    expect(offerTypeOf("EARN_POINTS", "interact")).toBe("OTHER");
  });

  it("a points bundle needs its points, multiplier and price; other settings are dropped", () => {
    const schema = programSettingsSchema("BUY_POINTS", "points-bundle");
    expect(schema.parse({ pointsAmount: 500, repPointsMultiplier: 1, originalPriceCents: 500, currency: "USD", promoCode: "x" })).toEqual({
      pointsAmount: 500,
      repPointsMultiplier: 1,
      originalPriceCents: 500,
      currency: "USD",
    });
    const missing = schema.safeParse({ pointsAmount: 0, currency: "XYZ" });
    expect(Object.fromEntries(missing.error!.issues.map((issue) => [issue.path.join("."), issue.message]))).toEqual({
      pointsAmount: m.numberInvalid,
      originalPriceCents: m.priceInvalid,
      currency: m.currencyInvalid,
      repPointsMultiplier: m.multiplierInvalid,
    });
  });

  it("the forms take prices in dollars as typed", () => {
    const schema = programSettingsSchema("BUY_POINTS", "points-bundle", "dollars");
    expect(schema.parse({ pointsAmount: 500, repPointsMultiplier: 1, originalPriceCents: "5", currency: "USD" }).originalPriceCents).toBe(500);
    expect(schema.safeParse({ pointsAmount: 500, repPointsMultiplier: 1, originalPriceCents: "5.001", currency: "USD" }).error!.issues[0]!.message).toBe(m.priceInvalid);
    expect(dollarsToCents("12.5")).toBe(1250);
    expect(dollarsToCents("$3")).toBe(300);
    expect(dollarsToCents("abc")).toBeNull();
  });

  it.each([
    ["EARN_POINTS", "streak", { pointsAmount: 10 }, ["streakLength", "period"]],
    ["EARN_POINTS", "social-action", { pointsAmount: 10, socialProvider: "myspace", actionUrl: "http://x.test", actionDescription: "Follow" }, ["socialProvider", "actionUrl"]],
    ["EARN_STATUS", "promo", { tierLevel: 51 }, ["tierLevel", "promoCode"]],
    ["REWARD_MEMBERS", "coupon", { redemptionType: "EMAIL" }, ["redemptionType", "redemptionDetail"]],
  ] as const)("%s/%s refuses what it needs missing or wrong", (category, program, settings, fields) => {
    const result = programSettingsSchema(category, program).safeParse(settings);
    expect(result.error!.issues.map((issue) => issue.path.join("."))).toEqual(fields);
  });

  it("every programme has fields with labels, and says what it gives", () => {
    for (const [category, programs] of Object.entries(OFFER_PROGRAMS)) {
      for (const program of programs) {
        const fields = programFields(category as keyof typeof OFFER_PROGRAMS, program);
        expect(fields.length).toBeGreaterThan(0);
        for (const field of fields) expect(field.label).not.toBe("");
      }
    }
    expect(offerGives("BUY_POINTS", "points-bundle", { pointsAmount: 500, repPointsMultiplier: 1, originalPriceCents: 500, currency: "USD" })).toBe("500 points for $5.00");
    expect(offerGives("EARN_POINTS", "streak", { pointsAmount: 20, streakLength: 3, period: "WEEK" })).toBe("20 points for 3 × week in a row");
    expect(offerGives("REWARD_MEMBERS", "coupon", { redemptionType: "PROMO_CODE" })).toBe("Coupon: Promo Code");
  });
});

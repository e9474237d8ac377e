import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { offerFieldName, offerFormDefaults, offerFormSchema, offerInputOf } from "./offer-forms";
import { offerMessages as m } from "../../../contract/clubs/offer-messages";

const form = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.set(name, value);
  return data;
};
const bundle = { title: "Night pack", access: "PUBLIC", status: "ACTIVE", pointsAmount: "500", originalPriceCents: "5.00", currency: "USD", repPointsMultiplier: "1" };

describe("the offer form", () => {
  it("turns a points bundle into the API's input: the price in cents, requirement rows in order, blank rows left out", () => {
    const submission = parseWithZod(form({ ...bundle, requirement1Type: "REP_POINTS", requirement1Value: "200", requirement3Type: "PRICE", requirement3Value: "2.50" }), {
      schema: offerFormSchema("BUY_POINTS", "points-bundle"),
    });
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(offerInputOf("BUY_POINTS", "points-bundle", submission.value, null)).toMatchObject({
      title: "Night pack",
      access: "PUBLIC",
      minTierLevel: null,
      requirements: [
        { type: "REP_POINTS", value: 200 },
        { type: "PRICE", value: 250 },
      ],
      settings: { pointsAmount: 500, originalPriceCents: 500, currency: "USD", repPointsMultiplier: 1, maxPerMember: null },
    });
  });

  it("shows the problems beside their fields: a price, a requirement value, the limits, a tier", () => {
    const submission = parseWithZod(
      form({ ...bundle, originalPriceCents: "five", access: "TIER", requirement1Type: "PRICE", requirement1Value: "1", requirement2Type: "PRICE", requirement2Value: "x" }),
      { schema: offerFormSchema("BUY_POINTS", "points-bundle") },
    );
    expect(submission.status).toBe("error");
    if (submission.status === "success") return;
    expect(submission.error).toMatchObject({
      originalPriceCents: [m.priceInvalid],
      minTierLevel: [m.tierRequired],
      requirement2Value: [m.requirementPriceInvalid],
      requirements: ["Price can be required at most once."],
    });
  });

  it("maps the API's field names to the form's, and an offer back to its defaults", () => {
    expect(offerFieldName("settings.pointsAmount")).toBe("pointsAmount");
    expect(offerFieldName("requirements.0.value")).toBe("requirement1Value");
    expect(offerFieldName("endsUtc")).toBe("endsOn");
    expect(offerFieldName("title")).toBe("title");
    const defaults = offerFormDefaults("BUY_POINTS", "time-span", {
      title: "Summer pack",
      access: "PUBLIC",
      status: "ACTIVE",
      startsUtc: "2026-06-01T00:00:00.000Z",
      endsUtc: "2026-07-01T00:00:00.000Z",
      requirements: [{ type: "PRICE", value: 1999 }],
      settings: { pointsAmount: 900, originalPriceCents: 999, currency: "USD" },
    });
    expect(defaults).toMatchObject({ startsOn: "2026-06-01", endsOn: "2026-06-30", requirement1Type: "PRICE", requirement1Value: "19.99", originalPriceCents: "9.99", pointsAmount: 900 });
  });
});

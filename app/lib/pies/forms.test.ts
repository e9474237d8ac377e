import { describe, expect, test } from "vitest";
import { pieMessages as m } from "../../../contract/pies/messages";
import { pieAppearanceSchema, pieSlicesSchema } from "./forms";

const errorsOf = (input: Record<string, unknown>) => {
  const result = pieSlicesSchema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
};

describe("the Slices step's form (spec 3 §5 messages)", () => {
  test("required fields give the spec's messages", () => {
    expect(errorsOf({ maxSlices: "100000" })).toEqual({
      issuedSlices: m.slicesRequired,
      slicePrice: m.priceRequired,
    });
    expect(errorsOf({ maxSlices: "100000", issuedSlices: "", slicePrice: " " })).toEqual({ issuedSlices: m.slicesRequired, slicePrice: m.priceRequired });
  });

  test("a non-number gives 'You must specify a number'", () => {
    expect(errorsOf({ maxSlices: "100000", issuedSlices: "ten", slicePrice: "2,5" })).toEqual({ issuedSlices: m.notANumber, slicePrice: m.notANumber });
  });

  test.each([
    ["0", m.numberRange],
    ["-1", m.numberRange],
    ["1000.01", m.numberRange],
    ["2.505", m.priceCents],
  ])("a price of %s is refused", (price, message) => {
    expect(errorsOf({ maxSlices: "100000", issuedSlices: "10", slicePrice: price })).toEqual({ slicePrice: message });
  });

  test("a price greater than 0 and at most 1000 is valid; slices within the maximum", () => {
    expect(
      pieSlicesSchema.parse({
        maxSlices: "100000",
        issuedSlices: "2000",
        slicePrice: "1000",
      }),
    ).toEqual({ maxSlices: 100_000, issuedSlices: 2000, slicePrice: 1000 });
    expect(
      pieSlicesSchema.parse({
        maxSlices: "10000",
        issuedSlices: "10000",
        slicePrice: "0.01",
      }).slicePrice,
    ).toBe(0.01);
  });

  test("slices: whole, more than 0, within the maximum; the maximum one of the tiers", () => {
    expect(errorsOf({ maxSlices: "10000", issuedSlices: "10001", slicePrice: "1" })).toEqual({ issuedSlices: m.slicesOverMax });
    expect(errorsOf({ maxSlices: "10000", issuedSlices: "1.5", slicePrice: "1" })).toEqual({ issuedSlices: m.slicesWhole });
    expect(errorsOf({ maxSlices: "10000", issuedSlices: "0", slicePrice: "1" })).toEqual({ issuedSlices: m.slicesWhole });
    expect(errorsOf({ maxSlices: "12345", issuedSlices: "1", slicePrice: "1" })).toEqual({ maxSlices: m.maxSlicesInvalid });
  });
});

describe("the Appearance step's form", () => {
  test("background, napkin, crust and filling are required; the others optional", () => {
    const result = pieAppearanceSchema.safeParse({ plate: "white" });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ["background", m.layerRequired("Background")],
      ["napkin", m.layerRequired("Napkin")],
      ["crust", m.layerRequired("Crust")],
      ["filling", m.layerRequired("Filling")],
    ]);
    expect(
      pieAppearanceSchema.safeParse({
        background: "night",
        napkin: "blue",
        crust: "dark",
        filling: "apple",
      }).success,
    ).toBe(true);
    expect(
      pieAppearanceSchema.safeParse({
        background: "night",
        napkin: "blue",
        crust: "dark",
        filling: "apple",
        fork: "x".repeat(201),
      }).success,
    ).toBe(false);
    // Which pictures a layer may take is the API's to say: an upload of the pie's is posted as it is (ADR 0085).
    expect(pieAppearanceSchema.safeParse({ background: "upload:6f1c0e7e-4c1e-4d43-9d5b-3f2f1c6e8a10", napkin: "blue", crust: "dark", filling: "apple" }).success).toBe(true);
  });
});

import { describe, expect, test } from "vitest";
import { areaChoices, areaValueOf, pointOfArea } from "./area";

describe("the profile's area", () => {
  test("a listed city is chosen by its id and saved as its point", () => {
    expect(pointOfArea("san-diego")).toEqual({ latitude: 32.7157, longitude: -117.1611 });
    expect(areaValueOf({ latitude: 32.7157, longitude: -117.1611 })).toBe("san-diego");
  });

  test("a point saved otherwise stays a choice of its own", () => {
    const value = areaValueOf({ latitude: 34.0195, longitude: -118.4912 });
    expect(value).toBe("34.0195,-118.4912");
    expect(areaChoices(value)[0]).toEqual({ value, label: "Your saved point (34.0195, -118.4912)" });
    expect(pointOfArea(value)).toEqual({ latitude: 34.0195, longitude: -118.4912 });
  });

  test("none, unknown or out of range is no point", () => {
    expect(areaValueOf(null)).toBe("");
    expect(areaValueOf({ latitude: null, longitude: null })).toBe("");
    expect(pointOfArea("")).toBeNull();
    expect(pointOfArea("atlantis")).toBeNull();
    expect(pointOfArea("95,10")).toBeNull();
    expect(areaChoices("").some((choice) => choice.value === "")).toBe(false);
  });
});

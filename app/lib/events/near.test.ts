import { describe, expect, test } from "vitest";
import { formatDistance, nearChoiceFrom, nearParams } from "./near";

describe("nearChoiceFrom", () => {
  test("defaults to Los Angeles and 50 km", () => {
    const choice = nearChoiceFrom(new URLSearchParams("tab=near"));
    expect(choice).toMatchObject({ latitude: 34.0522, longitude: -118.2437, radius: "50km", radiusKm: 50, unit: "km" });
    expect(choice.city?.name).toBe("Los Angeles");
  });

  test("a chosen city and a radius in miles", () => {
    const choice = nearChoiceFrom(new URLSearchParams("city=new-york&radius=25mi"));
    expect(choice.city?.name).toBe("New York");
    expect(choice.radiusKm).toBeCloseTo(40.2336);
    expect(choice.unit).toBe("mi");
  });

  test("a chosen city wins over the visitor's location; bad coordinates and radii fall back", () => {
    expect(nearChoiceFrom(new URLSearchParams("lat=51.507&lng=-0.128&city=here"))).toMatchObject({ city: null, latitude: 51.507, longitude: -0.128 });
    expect(nearChoiceFrom(new URLSearchParams("lat=51.507&lng=-0.128"))).toMatchObject({ city: null, latitude: 51.507 });
    expect(nearChoiceFrom(new URLSearchParams("lat=51.507&lng=-0.128&city=paris")).city?.id).toBe("paris");
    expect(nearChoiceFrom(new URLSearchParams("lat=91&lng=0")).city?.id).toBe("los-angeles");
    expect(nearChoiceFrom(new URLSearchParams("lat=1e3&lng=0")).city?.id).toBe("los-angeles");
    expect(nearChoiceFrom(new URLSearchParams("city=atlantis&radius=9000km"))).toMatchObject({ radius: "50km", city: { id: "los-angeles" } });
  });

  test("round-trips through the URL, a location rounded to 3 decimals", () => {
    expect(nearParams({ city: null, latitude: 34.123456, longitude: -118.98765, radius: "10mi" })).toEqual({ lat: "34.123", lng: "-118.988", radius: "10mi" });
    const choice = nearChoiceFrom(new URLSearchParams(nearParams(nearChoiceFrom(new URLSearchParams("city=tokyo&radius=100km")))));
    expect(choice).toMatchObject({ city: { id: "tokyo" }, radius: "100km" });
  });
});

test("formatDistance", () => {
  expect(formatDistance(3.24, "km")).toBe("3.2 km away");
  expect(formatDistance(23.6, "km")).toBe("24 km away");
  expect(formatDistance(16.09344, "mi")).toBe("10 mi away");
});

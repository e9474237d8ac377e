import { describe, expect, test } from "vitest";
import { moneyMessages as m } from "../../../../contract/hosting/money-messages";
import { rangeFilter, rangeOf } from "./filter";

const url = (query: string) => new URL(`http://localhost/rep-club/events/revenue${query}`);

describe("the earnings date range", () => {
  test("whole days in the zone, the end day included", () => {
    const { range, errors } = rangeOf(url("?from=2026-03-01&to=2026-03-31"));
    expect(errors).toEqual({});
    expect(rangeFilter(range, "America/Los_Angeles")).toEqual({ from: "2026-03-01T08:00:00.000Z", to: "2026-04-01T07:00:00.000Z" });
    expect(rangeFilter(range, "UTC")).toEqual({ from: "2026-03-01T00:00:00.000Z", to: "2026-04-01T00:00:00.000Z" });
  });

  test("open ends and no range at all", () => {
    expect(rangeFilter(rangeOf(url("?from=2026-03-01&to=")).range, "UTC")).toEqual({ from: "2026-03-01T00:00:00.000Z", to: null });
    expect(rangeFilter(rangeOf(url("")).range, "UTC")).toEqual({ from: null, to: null });
  });

  test("an end before the start, or a date that is not one, is refused at its field", () => {
    expect(rangeOf(url("?from=2026-03-10&to=2026-03-01")).errors).toEqual({ to: m.dateRangeInvalid });
    expect(rangeOf(url("?from=tomorrow")).errors).toEqual({ from: m.dateInvalid });
  });
});

import { describe, expect, it } from "vitest";
import { formatEventDay, formatEventTimeRange, formatMoney, formatUtcDay, priceSummary } from "./format";
import { formatDollars } from "../../contract/pies/messages";
import { formatTaxRate } from "~/components/events/cost-lines";

describe("formatting", () => {
  it("shows money from cents with a dollar sign, and --- for NaN", () => {
    expect(formatMoney(2500)).toBe("$25.00");
    expect(formatMoney(0)).toBe("$0.00");
    expect(formatMoney(Number.NaN)).toBe("---");
  });

  it("shows event times in the event's time zone", () => {
    const start = "2026-12-13T03:00:00Z"; // 7 PM on Dec 12 in Los Angeles
    const end = "2026-12-13T07:00:00Z";
    expect(formatEventDay(start, "America/Los_Angeles")).toBe("Sat, Dec 12, 2026");
    expect(formatEventTimeRange(start, end, "America/Los_Angeles")).toBe("7:00 PM – 11:00 PM PST");
    expect(formatEventDay(start, "Europe/Berlin")).toBe("Sun, Dec 13, 2026");
  });

  it("summarises ticket prices", () => {
    expect(priceSummary([{ kind: "FREE", price: 0, currency: "USD" }])).toBe("Free");
    expect(priceSummary([{ kind: "PAID", price: 2500, currency: "USD" }])).toBe("$25.00");
    expect(priceSummary([{ kind: "PAID", price: 2500, currency: "USD" }, { kind: "PAID", price: 1500, currency: "USD" }])).toBe("From $15.00");
  });
});

describe("amounts and days formatted with formatters made once", () => {
  it("formatDollars: whole dollars without cents, others with two; '---' for what is not a number", () => {
    expect(formatDollars(1200)).toBe("$12");
    expect(formatDollars(1250)).toBe("$12.50");
    expect(formatDollars(123456789)).toBe("$1,234,567.89");
    expect(formatDollars(Number.NaN)).toBe("---");
  });

  it("formatUtcDay: the day in UTC, whatever the server's zone", () => {
    expect(formatUtcDay("2026-06-30T23:30:00.000Z")).toBe("Jun 30, 2026");
    expect(formatUtcDay("2026-07-01T00:30:00.000Z")).toBe("Jul 1, 2026");
  });

  it("formatTaxRate: up to two decimals", () => {
    expect(formatTaxRate(8.25)).toBe("8.25 %");
    expect(formatTaxRate(7)).toBe("7 %");
    expect(formatTaxRate(6.125)).toBe("6.13 %");
  });
});

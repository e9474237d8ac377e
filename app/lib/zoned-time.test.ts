// The Intl-based event times against date-fns-tz (which the editor and the door still use):
// the same words for instants all over the year, in zones east and west, with and without
// daylight saving and with half-hour offsets.
import { formatInTimeZone } from "date-fns-tz";
import { describe, expect, it } from "vitest";
import { eventDateBadge, formatEventClock, formatEventDay, formatEventMoment, formatEventTimeRange } from "./format";

const zones = ["America/Los_Angeles", "America/New_York", "Europe/Berlin", "Asia/Kolkata", "Australia/Sydney", "Pacific/Auckland", "UTC"];
// Every 29 h 13 min across a year: every hour of the day comes round, on both sides of each
// zone's clock changes.
const instants = Array.from({ length: 300 }, (_, i) => new Date(Date.UTC(2026, 0, 1) + i * (29 * 60 + 13) * 60_000).toISOString());

describe("event times in the event's zone", () => {
  // date-fns-tz is slow (a formatter per call): 8,400 comparisons need more than the default 5 s on a busy machine.
  it("match date-fns-tz's patterns", { timeout: 60_000 }, () => {
    for (const zone of zones) {
      for (const iso of instants) {
        expect(formatEventDay(iso, zone)).toBe(formatInTimeZone(iso, zone, "EEE, MMM d, yyyy"));
        expect(formatEventClock(iso, zone)).toBe(formatInTimeZone(iso, zone, "h:mm a zzz"));
        expect(formatEventMoment(iso, zone)).toBe(formatInTimeZone(iso, zone, "MMM d, yyyy, h:mm a"));
        expect(eventDateBadge(iso, zone)).toEqual({ month: formatInTimeZone(iso, zone, "MMM").toUpperCase(), day: formatInTimeZone(iso, zone, "d") });
      }
    }
  });

  it("show one day for an evening, both days across midnight", () => {
    expect(formatEventTimeRange("2026-12-13T03:00:00Z", "2026-12-13T07:00:00Z", "America/Los_Angeles")).toBe("7:00 PM – 11:00 PM PST");
    expect(formatEventTimeRange("2026-12-13T03:00:00Z", "2026-12-13T10:30:00Z", "America/Los_Angeles")).toBe("7:00 PM – Sun, Dec 13, 2:30 AM PST");
    expect(formatEventTimeRange("2026-07-01T16:00:00Z", "2026-07-01T18:00:00Z", "Europe/Berlin")).toBe("6:00 PM – 8:00 PM GMT+2");
    expect(formatEventTimeRange("2026-07-01T06:30:00Z", "2026-07-01T07:00:00Z", "Asia/Kolkata")).toBe("12:00 PM – 12:30 PM GMT+5:30");
  });
});

import { describe, expect, it } from "vitest";
import { timeAgo } from "./time-ago";

describe("timeAgo", () => {
  const now = Date.parse("2026-11-25T10:00:00Z");
  it("counts up from just now to days, then shows the date", () => {
    expect(timeAgo("2026-11-25T09:59:30Z", now)).toBe("just now");
    expect(timeAgo("2026-11-25T09:55:00Z", now)).toBe("5m");
    expect(timeAgo("2026-11-25T07:00:00Z", now)).toBe("3h");
    expect(timeAgo("2026-11-23T10:00:00Z", now)).toBe("2d");
    expect(timeAgo("2026-10-01T10:00:00Z", now)).toBe("Oct 1, 2026");
  });
  it("a clock a little behind never shows the future", () => {
    expect(timeAgo("2026-11-25T10:00:05Z", now)).toBe("just now");
  });
});

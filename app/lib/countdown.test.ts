import { describe, expect, test } from "vitest";
import { formatHms, formatMmSs, remainingMs } from "./countdown";

describe("countdowns", () => {
  test("mm:ss, rounding partial seconds up", () => {
    expect(formatMmSs(30_000)).toBe("00:30");
    expect(formatMmSs(29_001)).toBe("00:30");
    expect(formatMmSs(600_000)).toBe("10:00");
    expect(formatMmSs(61_000)).toBe("01:01");
    expect(formatMmSs(0)).toBe("00:00");
    expect(formatMmSs(-5)).toBe("00:00");
  });

  test("h/m/s while blocked", () => {
    expect(formatHms(30 * 60_000)).toBe("30m 0s");
    expect(formatHms(29 * 60_000 + 59_500)).toBe("30m 0s");
    expect(formatHms(3_723_000)).toBe("1h 2m 3s");
    expect(formatHms(5_000)).toBe("5s");
  });

  test("time left until an instant", () => {
    const now = Date.parse("2026-05-01T10:00:00Z");
    expect(remainingMs("2026-05-01T10:00:30Z", now)).toBe(30_000);
    expect(remainingMs("2026-05-01T09:00:00Z", now)).toBe(0);
    expect(remainingMs(null, now)).toBe(0);
    expect(remainingMs("garbage", now)).toBe(0);
  });
});

import { describe, expect, it } from "vitest";
import { safeRedirect } from "./safe-redirect";

describe("safeRedirect", () => {
  it.each([
    ["/events", "/events"],
    ["/events/summer-party?tab=info#top", "/events/summer-party?tab=info#top"],
    ["/auth/login?to=%2Fevents", "/auth/login?to=%2Fevents"],
    ["/", "/"],
  ])("keeps the local path %s", (input, expected) => {
    expect(safeRedirect(input)).toBe(expected);
  });

  it.each([
    "//evil.com",
    "/\\evil.com",
    "\\\\evil.com",
    "https://evil.com",
    "http:evil.com",
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    "%2F%2Fevil.com",
    "/%2F%2Fevil.com",
    "/%5Cevil.com",
    "%2F%5Cevil.com",
    "/%252F%252Fevil.com",
    "/\t/evil.com",
    "/\n/evil.com",
    " //evil.com",
    "events",
    "",
    "%E0%A4%A",
  ])("refuses %j", (input) => {
    expect(safeRedirect(input)).toBe("/");
  });

  it("refuses non-strings and uses the given fallback", () => {
    expect(safeRedirect(undefined, "/events")).toBe("/events");
    expect(safeRedirect(null, "/events")).toBe("/events");
    expect(safeRedirect(["/a"], "/events")).toBe("/events");
    expect(safeRedirect("https://evil.com", "/events")).toBe("/events");
  });
});

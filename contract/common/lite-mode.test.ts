import { describe, expect, it } from "vitest";
import { isLite, liteModeCookieOn, savesData } from "./lite-mode";

describe("lite mode from a request", () => {
  it("reads the Save-Data client hint", () => {
    expect(savesData("on")).toBe(true);
    expect(savesData(" On ")).toBe(true);
    expect(savesData("off")).toBe(false);
    expect(savesData(null)).toBe(false);
  });

  it("reads the member's switch among other cookies, and only when it is on", () => {
    expect(liteModeCookieOn("session=abc; lite-mode=on")).toBe(true);
    expect(liteModeCookieOn("lite-mode=off")).toBe(false);
    expect(liteModeCookieOn("not-lite-mode=on")).toBe(false);
    expect(liteModeCookieOn(undefined)).toBe(false);
  });

  it("is on when either asks", () => {
    expect(isLite("on", null)).toBe(true);
    expect(isLite(undefined, "lite-mode=on")).toBe(true);
    expect(isLite(undefined, "lite-mode=off")).toBe(false);
  });
});

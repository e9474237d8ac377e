import { describe, expect, it } from "vitest";
import { BROWSER, chromiumPath, HEADLESS_SHELL } from "./chromium.mjs";

describe("the e2e browser", () => {
  it("is CHROMIUM_PATH when it is set, whatever is installed", () => {
    expect(chromiumPath({ CHROMIUM_PATH: "/opt/chrome/chrome" }, () => true)).toBe("/opt/chrome/chrome");
  });

  it("is the headless shell when it is installed", () => {
    expect(chromiumPath({}, (path) => path === HEADLESS_SHELL || path === BROWSER)).toBe(HEADLESS_SHELL);
  });

  it("is the browser when the headless shell is missing", () => {
    expect(chromiumPath({}, (path) => path === BROWSER)).toBe(BROWSER);
  });
});

// The browser of the end-to-end tests: Debian's Chromium (Playwright cannot download browsers
// here). Its headless shell (package chromium-headless-shell, the same Blink as the browser
// without the desktop browser around it) when it is installed, else the browser itself;
// CHROMIUM_PATH overrides both. Used by playwright.config.ts and scripts/test.mjs.
// docs/decisions/0093-e2e-on-chromiums-headless-shell.md.
import { accessSync, constants } from "node:fs";

export const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
export const BROWSER = "/usr/bin/chromium";
/** What `apt-get install -y` is given when neither is there. */
export const DEBIAN_PACKAGES = ["chromium", "chromium-headless-shell"];

export function executable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** CHROMIUM_PATH when set; the headless shell when installed; else the browser (which may be missing). */
export function chromiumPath(env = process.env, isExecutable = executable) {
  if (env.CHROMIUM_PATH) return env.CHROMIUM_PATH;
  return isExecutable(HEADLESS_SHELL) ? HEADLESS_SHELL : BROWSER;
}

import type { Page } from "@playwright/test";

/**
 * Waits until the page has hydrated (app/root.tsx marks it): before that, a click that only
 * JavaScript answers (opening the auth modal, say) does what it does without JavaScript.
 * A document without module scripts (lite mode, a JSON answer, the API's own pages) has
 * nothing to hydrate. One that has them and does not hydrate in 10 s fails the test.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    () => document.documentElement.hasAttribute("data-hydrated") || !document.querySelector('script[type="module"]'),
    null,
    { timeout: 10_000 },
  );
}

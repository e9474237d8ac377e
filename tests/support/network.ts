import type { Page } from "@playwright/test";

/**
 * Holds the page's requests to `url` until the returned `release()` is called, then lets them
 * through: a test sees the pending state a slow answer would show.
 */
export async function holdRequests(page: Page, url: Parameters<Page["route"]>[0]): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

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

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

// The accessibility and narrow-screen check that every page of every journey passes
// (tests/support/a11y.ts) finds what it is there to find, and keeps finding it: markup a
// worker found clean is not checked again, markup with a problem always is. It loads
// axe-core once and shows each page's markup in turn; @axe-core/playwright, loading it
// for each page, must find the same.
import AxeBuilder from "@axe-core/playwright";
import { test as base, expect } from "@playwright/test";
import { checkSnapshots, type Snapshot } from "../support/a11y";

const page = (body: string): string =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Probe</title></head><body><main><h1>Probe</h1>${body}</main></body></html>`;

const brokenMarkup = page('<form><input type="text" name="q"></form><img src="/favicon.ico"><div style="width:600px">wide</div>');

base("a page with an unlabelled field, an image without text and one too wide for 360 px is reported, every time it is shown", async ({ browser, baseURL }) => {
  const broken: Snapshot = { url: `${baseURL}/a11y-probe/broken`, contentType: "text/html", html: brokenMarkup };
  for (let round = 0; round < 2; round += 1) {
    const problems = (await checkSnapshots(browser, [broken])).join("\n");
    expect(problems).toContain("] label:");
    expect(problems).toContain("] image-alt:");
    expect(problems).toContain("scrolls sideways");
  }
});

base("@axe-core/playwright finds the same serious and critical rules on that page", async ({ browser, baseURL }) => {
  // axe runs in the page: JavaScript on, in the js-off project too.
  const context = await browser.newContext({ baseURL, javaScriptEnabled: true });
  const probe = await context.newPage();
  await probe.route("**/a11y-probe/library", (route) => route.fulfill({ status: 200, contentType: "text/html", body: brokenMarkup }));
  await probe.goto("/a11y-probe/library");
  const { violations } = await new AxeBuilder({ page: probe }).analyze();
  const failing = violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id);
  const ours = (await checkSnapshots(browser, [{ url: `${baseURL}/a11y-probe/library`, contentType: "text/html", html: brokenMarkup }])).join("\n");
  expect(failing.length).toBeGreaterThan(0);
  for (const id of failing) expect(ours).toContain(`] ${id}:`);
  await context.close();
});

base("a clean page passes", async ({ browser, baseURL }) => {
  const clean: Snapshot = {
    url: `${baseURL}/a11y-probe/clean`,
    contentType: "text/html",
    html: page('<form><label for="q">Search</label><input id="q" type="text" name="q"></form>'),
  };
  expect(await checkSnapshots(browser, [clean])).toEqual([]);
  expect(await checkSnapshots(browser, [clean])).toEqual([]);
});

// The accessibility and narrow-screen check that every page of every journey passes
// (tests/support/a11y.ts) finds what it is there to find, and keeps finding it: markup a
// worker found clean is not checked again, markup with a problem always is.
import { test as base, expect } from "@playwright/test";
import { checkSnapshots, type Snapshot } from "../support/a11y";

const page = (body: string): string =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Probe</title></head><body><main><h1>Probe</h1>${body}</main></body></html>`;

base("a page with an unlabelled field and one too wide for 360 px is reported, every time it is shown", async ({ browser, baseURL }) => {
  const broken: Snapshot = {
    url: `${baseURL}/a11y-probe/broken`,
    contentType: "text/html",
    html: page('<form><input type="text" name="q"></form><div style="width:600px">wide</div>'),
  };
  for (let round = 0; round < 2; round += 1) {
    const problems = await checkSnapshots(browser, baseURL, [broken]);
    expect(problems.join("\n")).toContain("label");
    expect(problems.join("\n")).toContain("scrolls sideways");
  }
});

base("a clean page passes", async ({ browser, baseURL }) => {
  const clean: Snapshot = {
    url: `${baseURL}/a11y-probe/clean`,
    contentType: "text/html",
    html: page('<form><label for="q">Search</label><input id="q" type="text" name="q"></form>'),
  };
  expect(await checkSnapshots(browser, baseURL, [clean])).toEqual([]);
  expect(await checkSnapshots(browser, baseURL, [clean])).toEqual([]);
});

// Every page a test visits is checked with axe-core at 1280 and 360 px wide,
// and for sideways scrolling at 360 px. The `page` fixture records a snapshot
// of each distinct URL when it has loaded (a document load, or a client-side
// navigation with JS on); after the test, each snapshot's markup, its scripts
// removed, is shown in a separate page and checked there, so the check never races
// the test's own clicks and works the same with JS on and off. That checking page,
// axe-core loaded in it, is made once per worker. Markup a worker has already found
// clean is not checked again.
import axe, { type Result } from "axe-core";
import { createHash } from "node:crypto";
import { test as base, expect, type Browser, type Page } from "@playwright/test";

export const WIDTHS = [1280, 360] as const;
const NARROW = 360;
const FAILING_IMPACTS = new Set(["serious", "critical"]);
/** Where the check shows each snapshot (answered by the checking page itself, never the server). */
const CHECK_PAGE = "/__accessibility-check__";

declare global {
  interface Window {
    axe: typeof axe;
  }
}
/**
 * axe-core's experimental rules (off by default) that can fail the check, switched on as well.
 * focus-order-semantics and hidden-content are left off: their impact is minor, so they could
 * never fail it, and together they took a tenth to a quarter of axe's time on a page.
 */
const EXPERIMENTAL_RULES = Object.fromEntries(["css-orientation-lock", "p-as-heading", "table-fake-caption", "td-has-header"].map((id) => [id, { enabled: true }]));

export interface Snapshot {
  url: string;
  html: string;
  contentType: string;
}

const skipped = new WeakMap<Page, (string | RegExp)[]>();

/**
 * Leaves a deliberate non-page (a raw JSON answer, a file download) out of the
 * accessibility check. `url` is a path ("/api/dev/outbox") or a pattern on the full URL.
 */
export function skipA11yCheck(page: Page, url: string | RegExp): void {
  skipped.set(page, [...(skipped.get(page) ?? []), url]);
}

function isSkipped(page: Page, url: string): boolean {
  const path = new URL(url).pathname;
  return (skipped.get(page) ?? []).some((m) => (typeof m === "string" ? path === m : m.test(url)));
}

/** Records a snapshot of every distinct URL the page shows. */
function recordPages(page: Page, javaScriptEnabled: boolean, baseURL: string | undefined): { snapshots: Map<string, Snapshot>; settled: () => Promise<void> } {
  // Only our own pages: a test may build a page of "another site" (a forged form, say).
  const ours = (url: string) => !baseURL || new URL(url).origin === new URL(baseURL).origin;
  const snapshots = new Map<string, Snapshot>();
  const pending = new Set<Promise<void>>();
  // Only page.content() and the responses are used: page.evaluate would not run with JS off.
  const contentTypes = new Map<string, string>();
  page.on("response", (response) => {
    if (response.request().isNavigationRequest() && response.frame() === page.mainFrame()) {
      contentTypes.set(response.url(), (response.headers()["content-type"] ?? "").split(";")[0].trim());
    }
  });
  const take = (afterRender: boolean) => {
    const url = page.url();
    if (!url.startsWith("http") || !ours(url) || snapshots.has(url)) return;
    const task = (async () => {
      try {
        if (javaScriptEnabled) {
          // A client-side navigation changes the URL, then React renders the new page.
          if (afterRender) await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
          // A region still updating (aria-busy, e.g. a dimmed list while the next one loads) is not
          // the page at rest: wait for it, briefly; if the test moves on, that page is gone anyway.
          await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), null, { timeout: 2_000 }).catch(() => {});
        }
        if (page.url() !== url || snapshots.has(url)) return;
        const html = await page.content();
        // A client-side navigation has no response of its own: it is a page of the app.
        const contentType = contentTypes.get(url) || "text/html";
        if (page.url() === url && !snapshots.has(url)) snapshots.set(url, { url, html, contentType });
      } catch {
        // The test moved on (navigated or closed the page) before the snapshot: that page is gone.
      }
    })();
    pending.add(task);
    void task.finally(() => pending.delete(task));
  };
  page.on("load", () => take(false));
  // Client-side navigations fire no load event. Without JavaScript every navigation loads a
  // document, and at framenavigated (the commit) it may not be parsed yet: a snapshot then
  // would be an empty document (no title, no lang) and stand in for the page.
  if (javaScriptEnabled) {
    page.on("framenavigated", (frame) => {
      if (frame === page.mainFrame()) take(true);
    });
  }
  return {
    snapshots,
    settled: async () => {
      while (pending.size) await Promise.allSettled([...pending]);
    },
  };
}

function withoutScripts(html: string): string {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "").replace(/<script\b[^>]*\/>/gi, "");
}

function describe(violations: Result[]): string[] {
  return violations.map((v) => {
    const nodes = v.nodes.map((n) => `      ${n.target.join(" ")}\n        ${n.failureSummary?.replace(/\n/g, "\n        ") ?? ""}`);
    return `    [${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n${nodes.join("\n")}`;
  });
}

/**
 * Pages this worker has already found clean, by what was checked: the page without its
 * scripts and their nonces. The same markup gives the same result, so a page that every
 * test passes through (the login form, say) is checked once per worker, not once per test.
 */
const passedMarkup = new Set<string>();
const markupKey = (html: string) => createHash("sha256").update(withoutScripts(html).replace(/\snonce="[^"]*"/g, "")).digest("base64url");

/**
 * The worker's checking page: one page of our origin with axe-core loaded. Each snapshot's
 * markup replaces its document (document.open keeps the window, and axe in it), and its
 * stylesheets and images load from our server, cached from one test to the next. Loading axe
 * into every snapshot cost seconds a page; a new page for every test, a fifth of a second
 * and a renderer process each.
 */
const checkingPages = new WeakMap<Browser, { origin: string; page: Page }>();

async function checkingPage(browser: Browser, origin: string): Promise<Page> {
  const kept = checkingPages.get(browser);
  if (kept && kept.origin === origin && !kept.page.isClosed()) return kept.page;
  if (kept) await kept.page.context().close().catch(() => {});
  // JS on whatever the project says: axe runs in the page (the snapshot's own scripts are removed).
  const context = await browser.newContext({ javaScriptEnabled: true, viewport: { width: WIDTHS[0], height: 800 } });
  const page = await context.newPage();
  await page.route(`${origin}${CHECK_PAGE}`, (route) => route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: "<!doctype html><title>check</title>" }));
  await page.goto(`${origin}${CHECK_PAGE}`);
  await page.evaluate(axe.source);
  checkingPages.set(browser, { origin, page });
  return page;
}

/** Checks each snapshot at every width; returns one readable line per problem. */
export async function checkSnapshots(browser: Browser, all: Snapshot[]): Promise<string[]> {
  const problems: string[] = [];
  const snapshots = all.filter((snapshot) => !passedMarkup.has(markupKey(snapshot.html)));
  if (snapshots.length === 0) return problems;
  const page = await checkingPage(browser, new URL(snapshots[0].url).origin);
  try {
    for (const snapshot of snapshots) {
      const found = problems.length;
      await page.setContent(withoutScripts(snapshot.html), { waitUntil: "load" });
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        // Only violations are asked for: axe then skips the details of what passed.
        const violations = await page.evaluate(
          (rules) => window.axe.run(document, { rules, resultTypes: ["violations"] }).then((result) => result.violations),
          EXPERIMENTAL_RULES,
        );
        const failing = violations.filter((v) => FAILING_IMPACTS.has(v.impact ?? ""));
        if (failing.length) problems.push(`${snapshot.url} at ${width} px:\n${describe(failing).join("\n")}`);
        if (width === NARROW) {
          const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
          if (scrollWidth > NARROW) {
            const wide = await page.evaluate((limit) => {
              const out: string[] = [];
              for (const el of Array.from(document.body.querySelectorAll("*"))) {
                const r = el.getBoundingClientRect();
                if (r.right > limit + 0.5 && out.length < 5) out.push(`${el.tagName.toLowerCase()}${el.className ? "." + String(el.className).trim().split(/\s+/).join(".") : ""} (right edge ${Math.round(r.right)} px)`);
              }
              return out;
            }, NARROW);
            problems.push(`${snapshot.url} at ${NARROW} px: the page is ${scrollWidth} px wide (scrolls sideways); widest: ${wide.join(", ")}`);
          }
        }
      }
      if (problems.length === found) passedMarkup.add(markupKey(snapshot.html));
    }
  } catch (error) {
    // A checking page that failed (crashed, say) is made anew for the next test.
    checkingPages.delete(browser);
    await page.context().close().catch(() => {});
    throw error;
  }
  return problems;
}

export const test = base.extend({
  page: [
    async ({ page, browser, baseURL, javaScriptEnabled }, use) => {
      const recorder = recordPages(page, javaScriptEnabled, baseURL);
      await use(page);
      await recorder.settled();
      const toCheck: Snapshot[] = [];
      const notPages: string[] = [];
      for (const snapshot of recorder.snapshots.values()) {
        if (isSkipped(page, snapshot.url)) continue;
        if (snapshot.contentType !== "text/html") notPages.push(`${snapshot.url} (${snapshot.contentType})`);
        else toCheck.push(snapshot);
      }
      const problems = await checkSnapshots(browser, toCheck);
      for (const url of notPages) problems.push(`${url} is not an HTML page: leave it out explicitly with skipA11yCheck(page, url)`);
      expect(problems, `Accessibility and narrow-screen problems:\n${problems.join("\n\n")}`).toEqual([]);
    },
    { scope: "test", timeout: 120_000 },
  ],
});

export { expect };

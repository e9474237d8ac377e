// Errors go to an error-reporting service when one is configured (spec 1 §8, SENTRY_DSN): an
// instance of its own, whose DSN points at a stand-in for Sentry that keeps the envelopes the
// real SDK sends. Browser errors arrive with a replay of the session that met them (sampled
// at 100% on error, spec 1 §9); lite pages and servers without a DSN load nothing of it.
import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { reportedExceptions, startErrorCollector, type ErrorCollector } from "../../server/error-collector.test-support";
import { expect, test } from "../support";
import { INSTANCE_BOOT_TIMEOUT, startInstance, stopInstance } from "../support/instance";

const port = Number(process.env.E2E_PORT ?? 3100) + 83;
const base = `http://localhost:${port}`;
let server: ChildProcess | undefined;
let collector: ErrorCollector | undefined;
let dataDir = "";

test.describe.configure({ mode: "serial" });
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "browser errors need JavaScript; the pages without it are checked below, with it on");
test.beforeAll(async ({ javaScriptEnabled }) => {
  if (!javaScriptEnabled) return;
  test.setTimeout(INSTANCE_BOOT_TIMEOUT + 10_000);
  collector = await startErrorCollector();
  dataDir = mkdtempSync(join(tmpdir(), "e2e-error-reporting-"));
  server = await startInstance(port, { DATA_DIR: dataDir, PUBLIC_URL: base, SENTRY_DSN: collector.dsn });
});
test.afterAll(async () => {
  await stopInstance(server);
  await collector?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test("a browser error reaches the service, with a replay of the session that met it", async ({ page }) => {
  const sdkRequests: string[] = [];
  page.on("request", (request) => {
    if (request.url().startsWith(collector!.origin)) sdkRequests.push(request.url());
  });
  const scripts: string[] = [];
  page.on("response", async (response) => {
    if (response.request().resourceType() === "script") scripts.push(await response.text().catch(() => ""));
  });
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.goto(`${base}/events`);
  await expect(page.locator('meta[name="error-reporting"]')).toHaveAttribute("content", JSON.stringify({ dsn: collector!.dsn, environment: "trial" }));
  // The SDK is a chunk loaded after hydration begins.
  await page.waitForLoadState("networkidle");

  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error("thrown in the browser by the test");
    });
  });
  await expect.poll(() => reportedExceptions(collector!.items), { timeout: 20_000 }).toContain("thrown in the browser by the test");
  await expect.poll(() => collector!.items.some((item) => item.type === "replay_event"), { timeout: 30_000 }).toBe(true);
  const event = collector!.items.find((item) => reportedExceptions([item]).includes("thrown in the browser by the test"))!.payload!;
  expect(event.environment).toBe("trial");
  expect(event.platform).toBe("javascript");
  // Sent straight from the browser, and allowed by the page's Content-Security-Policy.
  expect(sdkRequests.length).toBeGreaterThan(0);
  expect(violations).toEqual([]);
  expect(scripts.some((source) => source.includes("sentry.javascript"))).toBe(true);
});

test("a lite page (Save-Data) names no service: it has no scripts to report from", async ({ browser }) => {
  const context = await browser.newContext({ extraHTTPHeaders: { "Save-Data": "on" } });
  const page = await context.newPage();
  await page.goto(`${base}/events`);
  await expect(page.getByRole("heading", { level: 1, name: "Events" })).toBeVisible();
  await expect(page.locator('meta[name="error-reporting"]')).toHaveCount(0);
  await context.close();
});

test("a server without SENTRY_DSN names no service, and its pages load nothing of the SDK", async ({ page }) => {
  const scripts: string[] = [];
  page.on("response", async (response) => {
    if (response.request().resourceType() === "script") scripts.push(await response.text().catch(() => ""));
  });
  await page.goto("/events");
  await page.waitForLoadState("networkidle");
  await expect(page.locator('meta[name="error-reporting"]')).toHaveCount(0);
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.some((source) => source.includes("sentry.javascript"))).toBe(false);
});

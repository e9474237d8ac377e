// End-to-end tests in real Chromium (Debian's, its headless shell when installed:
// scripts/chromium.mjs; Playwright cannot download browsers here) against the
// *built* app, every journey twice: js-on and js-off (every mutation is a form,
// so it must work without JS).
//
//   npm run build && npx playwright test            # all
//   npx playwright test --project js-off smoke      # one project, one file
//
// The app is started exactly as the README's quick start says (`node
// scripts/start.mjs`, after the build), as a local trial: nothing set but PORT,
// a fresh temporary DATA_DIR (PGlite starts empty, migrates and seeds the demo
// data), LOG_LEVEL and the per-address limits (AUTH_ and GRAPHQL_RATE_LIMIT_PER_MINUTE, REGISTRATION_RATE_LIMIT_PER_HOUR,
// every test browser being 127.0.0.1). The trial's defaults give the
// tests the outbox (/dev/outbox, /api/dev/outbox) and the local OpenID provider.
// Knobs: E2E_PORT (3100), CHROMIUM_PATH (scripts/chromium.mjs), E2E_LOG_LEVEL
// (server log level, "error"), E2E_DATABASE_URL (CI's Postgres lane: the same
// trial on Postgres, APP_MODE=trial, since DATABASE_URL alone means a deployment),
// E2E_TRACE (Playwright's trace mode; off under CI, retain-on-failure otherwise).
import { defineConfig, devices } from "@playwright/test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromiumPath as findChromium } from "./scripts/chromium.mjs";

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${port}`;
const chromiumPath = findChromium();

// This file is loaded by the runner and again by every worker. Only the first
// load (the runner, which owns the web server) makes the directory; workers
// inherit it through the environment. It is removed when the runner exits.
if (!process.env.E2E_DATA_DIR) {
  const dir = mkdtempSync(join(tmpdir(), "e2e-data-"));
  process.env.E2E_DATA_DIR = dir;
  process.on("exit", () => rmSync(dir, { recursive: true, force: true }));
}
const dataDir = process.env.E2E_DATA_DIR;

const chromium = {
  ...devices["Desktop Chrome"],
  launchOptions: {
    executablePath: chromiumPath,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  },
};

export default defineConfig({
  testDir: "tests/e2e",
  // Keep artefacts apart from test-results/*.json written by vitest and us:
  // Playwright empties its outputDir at the start of a run.
  outputDir: "test-results/e2e-artifacts",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // No retries, locally or in CI: a flaky test is a failing test.
  retries: 0,
  workers: 2,
  // A test is a whole journey (sign-up to RSVP, say), each page checked by axe at two widths.
  // On a busy two-core machine the longest of those without a timeout of their own took
  // 25–32 s in one run (2026-11-26) while every step passed; 60 s leaves room, and a test
  // that hangs still fails.
  timeout: 60_000,
  // An expectation waits up to 10 s: on that busy machine a form post without JavaScript (a
  // whole page back) took 3–5 s at times. A passing step never waits it out.
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: "test-results/e2e.json" }]],
  use: {
    baseURL,
    // A trace records every step's DOM and screen: on a two-core machine that was about a
    // third of the suite's CPU (measured 2026-11-26). CI runs in a throwaway clone, where no one
    // opens a trace; locally a failing test keeps one. E2E_TRACE overrides (on, off, …).
    trace: (process.env.E2E_TRACE as "on" | "off" | "retain-on-failure" | undefined) ?? (process.env.CI ? "off" : "retain-on-failure"),
    screenshot: "only-on-failure",
  },
  projects: [
    { name: "js-on", use: { ...chromium, javaScriptEnabled: true } },
    { name: "js-off", use: { ...chromium, javaScriptEnabled: false } },
  ],
  webServer: {
    // A developer's DATABASE_URL / REDIS_URL / SMTP_URL / SMS_URL must not leak in:
    // e2e always runs a local trial on a fresh database.
    command: process.env.E2E_DATABASE_URL
      ? `env -u REDIS_URL -u SMTP_URL -u SMS_URL APP_MODE=trial DATABASE_URL=${process.env.E2E_DATABASE_URL} node scripts/start.mjs`
      : "env -u DATABASE_URL -u REDIS_URL -u SMTP_URL -u SMS_URL -u APP_MODE node scripts/start.mjs",
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    // start.mjs rebuilds first when a source is newer than the build (as `npm start` does).
    timeout: 240_000,
    stdout: "pipe",
    stderr: "pipe",
    gracefulShutdown: { signal: "SIGTERM", timeout: 5_000 },
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? "error",
      // Every test browser is 127.0.0.1: the per-address ceilings would throttle the suite.
      AUTH_RATE_LIMIT_PER_MINUTE: "1000",
      // Every journey signs up members of its own, all from 127.0.0.1.
      REGISTRATION_RATE_LIMIT_PER_HOUR: "10000",
      GRAPHQL_RATE_LIMIT_PER_MINUTE: "20000",
    },
  },
});

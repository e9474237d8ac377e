// End-to-end tests in real Chromium (Debian's /usr/bin/chromium; Playwright
// cannot download browsers here) against the *built* app, every journey twice:
// js-on and js-off (every mutation is a form, so it must work without JS).
//
//   npm run build && npx playwright test            # all
//   npx playwright test --project js-off smoke      # one project, one file
//
// The server gets a fresh temporary DATA_DIR per run, so PGlite starts empty,
// migrates and seeds; DEV_OUTBOX=true lets tests read mail at /api/dev/outbox.
// Knobs: E2E_PORT (3100), CHROMIUM_PATH (/usr/bin/chromium), E2E_LOG_LEVEL
// (server log level, "error").
import { defineConfig, devices } from "@playwright/test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${port}`;
const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

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
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: [["list"], ["json", { outputFile: "test-results/e2e.json" }]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
  },
  projects: [
    { name: "js-on", use: { ...chromium, javaScriptEnabled: true } },
    { name: "js-off", use: { ...chromium, javaScriptEnabled: false } },
  ],
  webServer: {
    // A developer's DATABASE_URL / REDIS_URL / SMTP_URL must not leak in: e2e
    // always runs on a fresh PGlite with the dev outbox.
    // E2E_DATABASE_URL (CI's Postgres lane) runs the same journeys on a real Postgres database.
    command: process.env.E2E_DATABASE_URL
      ? `env -u REDIS_URL -u SMTP_URL DATABASE_URL=${process.env.E2E_DATABASE_URL} node build/node/index.js`
      : "env -u DATABASE_URL -u REDIS_URL -u SMTP_URL node build/node/index.js",
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "pipe",
    stderr: "pipe",
    gracefulShutdown: { signal: "SIGTERM", timeout: 5_000 },
    env: {
      PORT: String(port),
      NODE_ENV: "production",
      DATA_DIR: dataDir,
      DEV_OUTBOX: "true",
      // The local OpenID provider stands in for Google and Apple (social sign-in).
      DEV_OIDC: "true",
      PUBLIC_URL: baseURL,
      UPSTREAM_URL: `http://127.0.0.1:${port}`,
      API_ENABLED: "true",
      SESSION_SECRET: "e2e-session-secret-0123456789abcdef0123456789abcdef",
      JWT_SECRET: "e2e-jwt-secret-0123456789abcdef0123456789abcdef",
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? "error",
      // Every test browser posts from 127.0.0.1: the per-address ceiling would throttle the suite.
      AUTH_RATE_LIMIT_PER_MINUTE: "1000",
    },
  },
});

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { loadServerEnv } from "./env";

const dataDir = mkdtempSync(join(tmpdir(), "env-test-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const secrets = { SESSION_SECRET: "s".repeat(32), JWT_SECRET: "j".repeat(32) };
// What `npm start` passes with nothing configured (NODE_ENV is production for the built app).
const quickStart = { NODE_ENV: "production", DATA_DIR: dataDir } as const;

describe("local trial and deployment", () => {
  test("nothing configured is a local trial: outbox, local OpenID provider, demo data and generated secrets", () => {
    const env = loadServerEnv(quickStart);
    expect(env).toMatchObject({ mode: "trial", devOutbox: true, devOidc: true, seedDemoData: true });
    expect(env.sessionSecret.length).toBeGreaterThanOrEqual(32);
  });

  test("a localhost PUBLIC_URL is still a trial", () => {
    expect(loadServerEnv({ ...quickStart, PUBLIC_URL: "http://127.0.0.1:3111" }).mode).toBe("trial");
  });

  test.each([
    ["a public PUBLIC_URL", { PUBLIC_URL: "https://events.example.test" }],
    ["DATABASE_URL", { DATABASE_URL: "postgres://root@127.0.0.1:5432/test" }],
    ["SMTP_URL", { SMTP_URL: "smtp://127.0.0.1:2525" }],
    ["SMS_URL", { SMS_URL: "https://sms.example.test/Messages.json" }],
  ])("%s makes it a deployment: no outbox, no local OpenID provider, no demo data", (_name, settings) => {
    const env = loadServerEnv({ ...quickStart, ...secrets, ...settings, SEED_DEMO_DATA: "true" });
    expect(env).toMatchObject({ mode: "deployment", devOutbox: false, devOidc: false, seedDemoData: false });
  });

  test("a deployment requires its secrets", () => {
    expect(() => loadServerEnv({ ...quickStart, PUBLIC_URL: "https://events.example.test" })).toThrow(
      /SESSION_SECRET and JWT_SECRET are required in a deployment/,
    );
  });

  test("Stripe Connect for payout accounts: with the platform's secret key, a ca_ client id", () => {
    const stripe = { STRIPE_SECRET_KEY: "sk_test_abc", STRIPE_WEBHOOK_SECRET: "whsec_abc" };
    const env = loadServerEnv({ ...quickStart, ...secrets, ...stripe, PUBLIC_URL: "https://events.example.test", STRIPE_CONNECT_CLIENT_ID: "ca_123" });
    expect(env.stripeConnect).toEqual({ secretKey: "sk_test_abc", clientId: "ca_123" });
    expect(loadServerEnv({ ...quickStart, ...secrets, ...stripe }).stripeConnect).toBeUndefined();
    expect(() => loadServerEnv({ ...quickStart, STRIPE_CONNECT_CLIENT_ID: "ca_123" })).toThrow(/STRIPE_CONNECT_CLIENT_ID needs STRIPE_SECRET_KEY/);
    expect(() => loadServerEnv({ ...quickStart, ...stripe, STRIPE_CONNECT_CLIENT_ID: "acct_1" })).toThrow(/Connect client id/);
  });

  test("a deployment may turn the outbox and the local OpenID provider on explicitly", () => {
    const env = loadServerEnv({ ...quickStart, ...secrets, SMTP_URL: "smtp://127.0.0.1:2525", DEV_OUTBOX: "true", DEV_OIDC: "true" });
    expect(env).toMatchObject({ mode: "deployment", devOutbox: true, devOidc: true });
  });

  test("APP_MODE=trial makes a trial on Postgres", () => {
    const env = loadServerEnv({ ...quickStart, APP_MODE: "trial", DATABASE_URL: "postgres://root@127.0.0.1:5432/test" });
    expect(env).toMatchObject({ mode: "trial", devOutbox: true, seedDemoData: true });
  });

  test("APP_MODE=trial with a public address refuses to start", () => {
    expect(() => loadServerEnv({ ...quickStart, ...secrets, APP_MODE: "trial", PUBLIC_URL: "https://events.example.test" })).toThrow(
      /APP_MODE=trial cannot serve the public address https:\/\/events\.example\.test/,
    );
  });

  test("APP_MODE=deployment on localhost is a deployment", () => {
    expect(loadServerEnv({ ...quickStart, ...secrets, APP_MODE: "deployment" }).mode).toBe("deployment");
  });
});

describe("DEPLOYMENT_NAME", () => {
  test("defaults to PUBLIC_URL's host, or \"default\"; a name given is kept; a bad one stops the start", () => {
    expect(loadServerEnv(quickStart).deploymentName).toBe("default");
    expect(loadServerEnv({ ...quickStart, ...secrets, PUBLIC_URL: "https://events.example.test" }).deploymentName).toBe("events.example.test");
    expect(loadServerEnv({ ...quickStart, PUBLIC_URL: "http://localhost:3111" }).deploymentName).toBe("localhost_3111");
    expect(loadServerEnv({ ...quickStart, DEPLOYMENT_NAME: "staging" }).deploymentName).toBe("staging");
    expect(() => loadServerEnv({ ...quickStart, DEPLOYMENT_NAME: "two words" })).toThrow(/DEPLOYMENT_NAME must be/);
  });
});

describe("SOCIAL_LINKS, the public footer's social accounts", () => {
  test("none by default; named ones in their order, each address https", () => {
    expect(loadServerEnv(quickStart).socialLinks).toEqual([]);
    expect(loadServerEnv({ ...quickStart, SOCIAL_LINKS: " Instagram=https://instagram.com/gatherly , x=https://x.com/gatherly" }).socialLinks).toEqual([
      { network: "instagram", url: "https://instagram.com/gatherly" },
      { network: "x", url: "https://x.com/gatherly" },
    ]);
  });

  test.each([
    ["myspace=https://myspace.com/us", /does not start with one of instagram, x/],
    ["x=http://x.com/us", /the address of x must be an https:\/\/ URL/],
    ["x=https://x.com/a,x=https://x.com/b", /x is given twice/],
    ["https://x.com/us", /does not start with one of/],
  ])("%s stops the start with a clear message", (value, message) => {
    expect(() => loadServerEnv({ ...quickStart, SOCIAL_LINKS: value })).toThrow(message);
  });
});

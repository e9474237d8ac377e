// When the platform API is down, members get a friendly page (no stack trace)
// and stay signed in. A second web app instance with no API behind it
// (API_ENABLED=false, UPSTREAM_URL pointing at a closed port) shares the
// session secret, like another instance behind a load balancer would: it runs
// on the suite's DATA_DIR, where the local trial keeps its generated secrets.
import type { ChildProcess } from "node:child_process";
import { expect, test } from "../support";
import { DEMO_ATTENDEE, DEMO_FREE_EVENT } from "../support/demo";
import { INSTANCE_BOOT_TIMEOUT, startInstance, stopInstance } from "../support/instance";

const mainPort = Number(process.env.E2E_PORT ?? 3100);
let downPort = 0;
let server: ChildProcess | undefined;

// One API-less instance per project, on its own port, shared by this file's tests.
test.describe.configure({ mode: "serial" });

test.beforeAll(async ({ browserName: _browser }, testInfo) => {
  test.setTimeout(INSTANCE_BOOT_TIMEOUT + 10_000);
  downPort = mainPort + (testInfo.project.name === "js-off" ? 61 : 51);
  server = await startInstance(downPort, {
    API_ENABLED: "false",
    UPSTREAM_URL: "http://127.0.0.1:9",
    PUBLIC_URL: `http://localhost:${downPort}`,
    DATA_DIR: process.env.E2E_DATA_DIR,
  });
});

test.afterAll(() => stopInstance(server));

test("an unreachable API shows a friendly page and keeps the member signed in", async ({ page, attendee: _signedIn }) => {
  await expect(page).toHaveURL(/\/events$/);

  // Cookies belong to the host, not the port: the API-less instance sees the same session.
  const response = await page.goto(`http://localhost:${downPort}/events/${DEMO_FREE_EVENT.slug}`);
  expect(response?.status()).toBe(503);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("We can't reach our service right now");
  await expect(page.getByText("You are still signed in.")).toBeVisible();
  const html = await page.content();
  expect(html).not.toMatch(/ApiUnavailableError|at .*\.js:\d+|ECONNREFUSED/);

  // Back on a healthy instance, still signed in.
  await page.goto("/events");
  await expect(page).toHaveURL(/\/events$/);
  await expect(page.getByRole("heading", { level: 1, name: "Events" })).toBeVisible();
});

test("no token appears in any HTML or .data response", async ({ page, signIn }) => {
  const bodies: string[] = [];
  page.on("response", async (response) => {
    const type = response.headers()["content-type"] ?? "";
    if (type.includes("html") || response.url().includes(".data")) bodies.push(await response.text().catch(() => ""));
  });
  await signIn(DEMO_ATTENDEE);
  await expect(page).toHaveURL(/\/events$/);
  await page.goto(`/events/${DEMO_FREE_EVENT.slug}`);
  await page.getByRole("link", { name: "Profile" }).first().click();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(bodies.length).toBeGreaterThan(2);
  for (const body of bodies) {
    expect(body).not.toMatch(/eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}\./); // a JWT
    expect(body).not.toMatch(/refreshToken|accessToken/);
  }
  const cookies = await page.context().cookies();
  const session = cookies.find((c) => c.name === "session" || c.name === "__Host-session");
  expect(session?.httpOnly).toBe(true);
  expect(session?.sameSite).toBe("Lax");
});

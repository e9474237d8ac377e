// The app is up, unknown paths are 404 pages, and the guards send a signed-out
// visitor from / to the sign-up page. Runs in js-on and js-off.
import { expect, test } from "@playwright/test";
import { DEMO_ATTENDEE } from "../support/demo";

test("GET /healthz answers 200", async ({ request }) => {
  const response = await request.get("/healthz");
  expect(response.status()).toBe(200);
});

test("an unknown path renders a not-found page with status 404", async ({ page }) => {
  const response = await page.goto("/this-page-does-not-exist-e2e");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(/not found|404/i);
});

test("signed out, / and /events lead to the auth pages, /events carrying the wanted path", async ({ page }) => {
  await page.goto("/");
  expect(new URL(page.url()).pathname).toMatch(/^\/auth\//);

  await page.goto("/events");
  const url = new URL(page.url());
  expect(url.pathname).toBe("/auth/sign-up");
  expect(url.searchParams.get("to")).toBe("/events");
});

test("a form post from another site is refused; the same post from this site is answered", async ({ request, baseURL }) => {
  const form = { intent: "identify", userName: "someone@example.com" };
  for (const path of ["/auth/login", "/events/sunset-yoga-dolores-park", "/auth/logout"]) {
    const foreign = await request.post(path, { form, headers: { Origin: "https://evil.example" }, maxRedirects: 0 });
    expect(foreign.status(), path).toBe(403);
    const nullOrigin = await request.post(path, { form, headers: { Origin: "null" }, maxRedirects: 0 });
    expect(nullOrigin.status(), path).toBe(403);
  }
  const own = await request.post("/auth/login", { form, headers: { Origin: baseURL! }, maxRedirects: 0 });
  expect(own.status()).toBe(200);
});

test("the main pages raise no Content-Security-Policy violation", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
  });
  for (const path of ["/auth/login", "/auth/sign-up", "/events/sunset-yoga-dolores-park", "/terms-of-service"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  }
  await page.goto("/auth/login");
  await page.getByLabel("Email, Username, or Phone Number").fill(DEMO_ATTENDEE.email);
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByLabel("Password").fill(DEMO_ATTENDEE.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/events$/);
  for (const path of ["/events/rooftop-jazz-night", "/profile", "/profile/settings", "/search?q=jazz"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  }
  expect(violations).toEqual([]);
});

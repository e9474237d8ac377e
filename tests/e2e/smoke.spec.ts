// The app is up, unknown paths are 404 pages, and the guards send a signed-out
// visitor from / to the sign-up page. Runs in js-on and js-off.
import { expect, test } from "../support";
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

test("signed out, / and /events show the public events with a sign-in call to action; My Events leads to sign-up", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveURL(/\/events$/);
  await expect(page.getByRole("heading", { level: 1, name: "Events" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Rooftop Jazz Night" })).toBeVisible();
  await expect(page.getByText("Sign in to RSVP and to see the events you're going to.")).toBeVisible();
  await page.getByRole("link", { name: "Sign In", exact: true }).last().click();
  await expect(page).toHaveURL(/\/auth\/login\?to=%2Fevents$/);

  await page.goto("/events?tab=mine");
  const url = new URL(page.url());
  expect(url.pathname).toBe("/auth/sign-up");
  expect(url.searchParams.get("to")).toBe("/events?tab=mine");
});

test("a page is one whole document: doctype, then every chunk of its loaders' data for hydration, then the end of that data", async ({ request }) => {
  // Streamed by app/entry.server.tsx: nothing may be left for the browser to render
  // (React's "<!--$!-->"), and the loaders' data must all be there.
  for (const path of ["/events/rooftop-jazz-night", "/auth/login?to=%2Fevents%2Frooftop-jazz-night"]) {
    const html = await (await request.get(path, { headers: { "accept-encoding": "identity" } })).text();
    expect(html.startsWith("<!DOCTYPE html><html"), path).toBe(true);
    expect(html, path).not.toContain("<!--$!-->");
    const chunks = [...html.matchAll(/window\.__reactRouterContext\.streamController\.enqueue\(("(?:[^"\\]|\\.)*")\);/g)].map(([, chunk]) => JSON.parse(chunk) as string);
    expect(chunks.length, path).toBeGreaterThan(0);
    expect(chunks.join(""), path).toContain(path.startsWith("/events") ? "Rooftop Jazz Night" : "routes/access/login");
    expect(html.indexOf("window.__reactRouterContext.streamController.close();"), path).toBeGreaterThan(html.lastIndexOf("streamController.enqueue("));
  }
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

test("the main pages raise no Content-Security-Policy violation", async ({ page, signIn }) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
  });
  for (const path of ["/auth/login", "/auth/sign-up", "/events/sunset-yoga-dolores-park", "/terms-of-service"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  }
  await signIn(DEMO_ATTENDEE);
  await expect(page).toHaveURL(/\/events$/);
  for (const path of ["/events/rooftop-jazz-night", "/profile", "/profile/settings", "/search?q=jazz"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  }
  expect(violations).toEqual([]);
});

test("signed in, /events has one search box and one current tab, and only the home list shows the Did You Know? card", async ({ page, attendee: _signedIn }) => {
  await expect(page.getByRole("searchbox")).toHaveCount(1);
  const current = page.getByRole("navigation", { name: "Event lists" }).locator('[aria-current="page"]');
  await expect(current).toHaveCount(1);
  await expect(current).toHaveText("Explore");
  await page.goto("/events?tab=mine");
  await expect(current).toHaveCount(1);
  await expect(current).toHaveText("My Events");
  await expect(page.getByText("Did You Know?")).toBeVisible();
  for (const path of ["/profile", "/profile/settings", "/events/rooftop-jazz-night"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    await expect(page.getByText("Did You Know?"), path).toHaveCount(0);
  }
});

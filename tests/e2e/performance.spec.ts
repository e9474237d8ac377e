// What the performance work promises a visitor's browser, in js-on and js-off:
// the shared cache serves signed-out event pages that still pass the enforced CSP
// (the replayed nonce matches the replayed bytes) and still hydrate; a signed-in
// visitor gets their own page; static assets arrive pre-compressed and immutable.
import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "../support";
import { DEMO_APPROVAL_EVENT, DEMO_ATTENDEE } from "../support/demo";
import { hostEvent } from "../support/events";
import { apiSignIn } from "../support/members";

const PAGE = `/events/${DEMO_APPROVAL_EVENT.slug}`;

/** The modules a page preloads, each with its source. */
async function preloadedModules(request: APIRequestContext, path: string): Promise<{ href: string; source: string }[]> {
  const html = await (await request.get(path)).text();
  const hrefs = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((match) => match[1]);
  return Promise.all(hrefs.map(async (href) => ({ href, source: await (await request.get(href)).text() })));
}

test("a signed-out event page served from the shared cache passes the CSP and works", async ({ page, request }, testInfo) => {
  const javaScriptEnabled = testInfo.project.name === "js-on";
  // Fill the cache first, so the browser gets the stored copy.
  await request.get(PAGE);
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });

  const response = await page.goto(PAGE);
  expect(response?.status()).toBe(200);
  const headers = response!.headers();
  expect(headers["x-cache"]).toMatch(/^(HIT|STALE)$/);
  expect(headers["cache-control"]).toMatch(/^public, .*s-maxage=\d+.*stale-while-revalidate=\d+/);
  expect(headers["vary"]).toMatch(/Cookie/);
  await expect(page.getByRole("heading", { level: 1, name: DEMO_APPROVAL_EVENT.name })).toBeVisible();

  if (javaScriptEnabled) {
    // Hydrated: a link navigates on the client (no document request), which needs every script to have run.
    const documents: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "document") documents.push(r.url());
    });
    await page.waitForFunction(() => "__reactRouterRouteModules" in window);
    // Sign In opens the auth modal in place (it loads its forms on the client).
    await page.getByRole("link", { name: "Sign In", exact: true }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    expect(documents).toEqual([]);
  }
  expect(violations).toEqual([]);

  // RSVP signed out still leads to sign-up: the modal with JS, the page without (a form post, never cached).
  await page.goto(PAGE);
  await page.getByRole("button", { name: "RSVP" }).click();
  if (javaScriptEnabled) await expect(page.getByRole("dialog")).toBeVisible();
  else await expect(page).toHaveURL(/\/auth\/(sign-up|login)/);
});

test("a signed-in visitor gets their own page, never the shared copy", async ({ page, request, signIn }) => {
  await request.get(PAGE);
  await signIn(DEMO_ATTENDEE);
  await expect(page).not.toHaveURL(/\/auth\/login/);

  const response = await page.goto(PAGE);
  const headers = response!.headers();
  expect(headers["x-cache"]).toBe("BYPASS");
  expect(headers["cache-control"]).toBe("private, no-store");
  await expect(page.getByLabel("Profile menu")).toBeVisible();
});

test("static assets are pre-compressed and cached for a year", async ({ request }) => {
  const html = await (await request.get(PAGE)).text();
  const script = /"(\/assets\/entry\.client-[^"]+\.js)"/.exec(html)?.[1];
  expect(script).toBeTruthy();
  for (const encoding of ["br", "gzip"]) {
    const response = await request.get(script!, { headers: { "Accept-Encoding": encoding } });
    expect(response.status()).toBe(200);
    expect(response.headers()["content-encoding"]).toBe(encoding);
    expect(response.headers()["content-type"]).toMatch(/javascript/);
    expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers()["vary"]).toMatch(/Accept-Encoding/);
  }
});

test("the sign-in page loads no phone-number metadata; sign-up, which checks phone numbers, does", async ({ request }) => {
  // libphonenumber-js's metadata (about 30 KB gzip) names this table; only a form with a phone field needs it.
  const METADATA = "country_calling_codes";
  /** The modules a page preloads that carry the metadata, by address. */
  const withMetadata = async (path: string) => {
    const modules = await preloadedModules(request, path);
    expect(modules.length).toBeGreaterThan(5);
    return modules.filter((module) => module.source.includes(METADATA)).map((module) => module.href);
  };
  expect(await withMetadata("/auth/login")).toEqual([]);
  expect(await withMetadata("/auth/sign-up")).toHaveLength(1);
});

test("the browser gets react-router's production build, not its development warnings", async ({ request }) => {
  // A warning only the development build keeps (the production build drops the block around it).
  const DEVELOPMENT_ONLY = "You rendered descendant <Routes>";
  const modules = await preloadedModules(request, PAGE);
  // The router itself is among them (it reads the route manifest), so the check reads the right files.
  expect(modules.some((module) => module.source.includes("__reactRouterManifest"))).toBe(true);
  expect(modules.filter((module) => module.source.includes(DEVELOPMENT_ONLY)).map((module) => module.href)).toEqual([]);
});

test.describe("text past Latin-1", () => {
  const HOST_NAME = "Zoë Łukasz 🎷";
  test.use({ memberProfile: { label: "latin-1", name: HOST_NAME } });

  test("reads as it was typed, in the page and after hydration", async ({ page, request, freshMember: host, signIn }, testInfo) => {
    const title = "Jazz – Łódź’s café 🎷 東京";
    const ticket = "Entrée — 2 × ✓";
    const token = await apiSignIn(request, host.email, host.password);
    const { slug } = await hostEvent(request, token, { name: title, startsInDays: 3, tickets: [{ ticketType: ticket }] });
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });

    await signIn(host);
    await expect(page).toHaveURL(/\/events$/);
    const response = await page.goto(`/events/${slug}`);
    expect(response!.headers()["content-type"]).toMatch(/charset=utf-8/i);

    await expect(page).toHaveTitle(title);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.locator(".host-line")).toContainText(`Hosted by ${HOST_NAME}`);
    await expect(page.getByText(ticket)).toBeVisible();
    await expect(page.getByText(/[AP]M – /).first()).toBeVisible();
    if (testInfo.project.name === "js-on") {
      // Hydrated from the page's data, whose strings came through the \u escapes: React found
      // the same text as the server wrote, or it would have reported a mismatch.
      await page.waitForFunction(() => "__reactRouterRouteModules" in window);
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expect(page.getByText(ticket)).toBeVisible();
    }
    expect(errors).toEqual([]);
  });
});

// The shared cache of signed-out pages, end to end: the real server stack
// (server/app.ts), the real React Router app (compiled by Vite, as in `npm run dev`)
// and the real platform API on in-memory PGlite. Nothing of ours is mocked.
// docs/decisions/0007-anonymous-page-cache.md explains the design these tests hold to.
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pino } from "pino";
import type { ServerBuild } from "react-router";
import { createServer as createViteServer, type ViteDevServer } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { holdViteDevLock } from "./vite-dev-lock";
import { sql } from "drizzle-orm";
import { startPlatform, type Platform } from "../api/platform";
import type { createServerApp as CreateServerApp } from "./app";
import { loadServerEnv } from "./env";
import { webSettingsFrom } from "./web-settings";
import { createLocalInvalidationBus } from "./invalidation";
import type { PageCache } from "./page-cache";

const SLUG = "rooftop-jazz-night";
const PAGE = `/events/${SLUG}`;
const SAM = { email: "sam@demo.events-platform.test", password: "DemoGuest#2026" };
/** Only in a page rendered for a signed-in member: the shell's profile menu and their own RSVP controls. */
const PERSONAL = [/aria-label="[^"]*profile menu"/i, /Can(&#x27;|')t go/];

/** The API, with its database at hand to write past every use case. */
let api: Platform;
let vite: ViteDevServer;
let server: Server;
let cache: PageCache;
let base = "";
let dataDir = "";

let releaseViteLock: (() => void) | undefined;

beforeAll(async () => {
  releaseViteLock = await holdViteDevLock();
  dataDir = mkdtempSync(join(tmpdir(), "page-cache-test-"));
  const env = loadServerEnv({
    NODE_ENV: "test",
    PORT: "0",
    DATA_DIR: dataDir,
    SESSION_SECRET: "page-cache-test-session-secret-0123456789",
    JWT_SECRET: "page-cache-test-jwt-secret-0123456789abcdef",
    LOG_LEVEL: "silent",
  });
  const invalidations = createLocalInvalidationBus();
  api = await startPlatform({
    dataDir: ":memory:",
    publicUrl: "http://localhost:3000",
    jwtSecret: env.jwtSecret,
    production: false,
    devOutbox: false,
    trial: true,
    seed: true,
    productName: "Gatherly",
    onEventChanged: (eventId) => invalidations.publish(`event:${eventId}`),
  });
  vite = await createViteServer({ server: { middlewareMode: true, hmr: false }, appType: "custom", logLevel: "error" });
  // Loaded through Vite like the app itself, so both use one copy of react-router
  // (its RouterContextProvider is checked with instanceof).
  const { createServerApp } = (await vite.ssrLoadModule("/server/app.ts")) as { createServerApp: typeof CreateServerApp };
  // The web app's settings are handed over on the first request: the address is known by then.
  const webSettings = webSettingsFrom(env);
  const app = createServerApp({
    env,
    webSettings,
    logger: pino({ level: "silent" }),
    apiRouter: api.router,
    build: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
    pageCache: true,
    invalidations,
  });
  cache = app.locals.pageCache as PageCache;
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  Object.assign(webSettings, { upstreamUrl: base, publicUrl: base, devOutbox: false });
  // Compile the app once before the timed assertions.
  await fetch(`${base}/auth/login`);
}, 120_000);

afterAll(async () => {
  server?.close();
  await vite?.close();
  releaseViteLock?.();
  await api?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** Signs Sam in through the web app's own login form; returns the session cookie. */
async function signIn(): Promise<string> {
  const response = await fetch(`${base}/auth/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ intent: "password", userName: SAM.email, password: SAM.password }),
  });
  expect(response.status).toBe(302);
  const cookies = response.headers.getSetCookie().map((c) => c.split(";")[0]);
  const session = cookies.find((c) => c.startsWith("session="));
  expect(session).toBeTruthy();
  return cookies.join("; ");
}

async function get(path: string, cookie?: string) {
  const response = await fetch(`${base}${path}`, { headers: cookie ? { Cookie: cookie } : {} });
  return { response, html: await response.text(), cache: response.headers.get("x-cache") };
}

/** RSVPs through the page's own form; returns the cookie the redirect set (it carries the flash). */
async function rsvpAsSam(cookie: string, intent: "accept" | "decline"): Promise<string> {
  const page = await get(PAGE, cookie);
  const ticket = /name="eventTicketId"[^>]*value="([^"]+)"/.exec(page.html)?.[1];
  const body = new URLSearchParams({ intent });
  if (intent === "accept" && ticket) body.set("eventTicketId", ticket);
  const response = await fetch(`${base}${PAGE}`, {
    method: "POST",
    redirect: "manual",
    headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
    body,
  });
  expect(response.status).toBe(302);
  const session = response.headers.getSetCookie().map((c) => c.split(";")[0]).find((c) => c.startsWith("session="));
  return session ?? cookie;
}

const goingCount = (html: string) => Number(/(\d+) going/.exec(html)?.[1]);

describe("the shared cache of signed-out pages", () => {
  it("never serves a signed-in response to another visitor, nor a cached page to a signed-in one", async () => {
    const cookie = await signIn();
    cache.purgeAll();

    // Signed-in and signed-out visitors at the same time, several rounds.
    for (let round = 0; round < 3; round += 1) {
      const results = await Promise.all([
        get(PAGE, cookie),
        get(PAGE),
        get(PAGE, cookie),
        get(PAGE),
        get(PAGE),
      ]);
      for (const [index, result] of results.entries()) {
        expect(result.response.status).toBe(200);
        const signedIn = index === 0 || index === 2;
        if (signedIn) {
          // Rendered for Sam: his shell, never from (or into) the cache.
          for (const marker of PERSONAL) expect(result.html).toMatch(marker);
          expect(result.cache).toBe("BYPASS");
          expect(result.response.headers.get("cache-control")).toBe("private, no-store");
          expect(result.response.headers.get("vary")).toMatch(/Cookie/);
        } else {
          for (const marker of PERSONAL) expect(result.html).not.toMatch(marker);
          expect(result.html).toContain("Join Now");
          expect(["MISS", "HIT"]).toContain(result.cache);
          expect(result.response.headers.get("cache-control")).toMatch(/^public, .*s-maxage=\d+/);
          expect(result.response.headers.get("set-cookie")).toBeNull();
        }
      }
    }
  });

  it("keeps a flash toast set for one visitor out of the page everyone else gets", async () => {
    const cookie = await signIn();
    cache.purgeAll();
    // The RSVP leaves a flash in Sam's cookie: the next page he loads shows the toast.
    const flashCookie = await rsvpAsSam(cookie, "decline");
    const [withFlash, anonymous] = await Promise.all([get(PAGE, flashCookie), get(PAGE)]);
    expect(withFlash.html).toContain("You've declined this event.");
    expect(withFlash.cache).toBe("BYPASS");
    expect(anonymous.html).not.toContain("You've declined this event.");
    expect((await get(PAGE)).html).not.toContain("You've declined this event.");
    // Any session cookie (a flash, an expired sign-in) bypasses the cache; it cannot seed it either.
    expect((await get(PAGE, "session=anything")).cache).toBe("BYPASS");
  });

  it("renders once for many concurrent visitors, and the replayed bytes match their CSP nonce", async () => {
    cache.purgeAll();
    const rendersBefore = cache.stats.renders;
    const results = await Promise.all(Array.from({ length: 25 }, () => get(PAGE)));

    expect(cache.stats.renders - rendersBefore).toBe(1);
    expect(results.filter((r) => r.cache === "MISS")).toHaveLength(1);
    expect(results.filter((r) => r.cache === "HIT")).toHaveLength(24);
    const first = results[0].html;
    for (const result of results) {
      expect(result.html).toBe(first);
      // The nonce in the bytes is the one the replayed policy allows.
      const nonce = /nonce="([^"]+)"/.exec(result.html)?.[1];
      expect(nonce).toBeTruthy();
      expect(result.response.headers.get("content-security-policy")).toContain(`'nonce-${nonce}'`);
    }
    // Later visitors in the interval are served without rendering.
    const later = await get(PAGE);
    expect(later.cache).toBe("HIT");
    expect(cache.stats.renders - rendersBefore).toBe(1);
  });

  it("reflects a changed event as soon as the API reports the change", async () => {
    const cookie = await signIn();
    await rsvpAsSam(cookie, "decline");
    cache.purgeAll();
    const before = await get(PAGE);
    expect((await get(PAGE)).cache).toBe("HIT");

    // Sam RSVPs: the API tells the server, which drops the cached page.
    await rsvpAsSam(cookie, "accept");
    const after = await get(PAGE);
    expect(after.cache).toBe("MISS");
    expect(goingCount(after.html)).toBe(goingCount(before.html) + 1);

    await rsvpAsSam(cookie, "decline");
    const again = await get(PAGE);
    expect(again.cache).toBe("MISS");
    expect(goingCount(again.html)).toBe(goingCount(before.html));
  });

  it("drops a cached page when its event changes in the database, whatever wrote the change", async () => {
    cache.purgeAll();
    await get(PAGE);
    expect((await get(PAGE)).cache).toBe("HIT");

    // No use case and no purge call: a plain UPDATE, announced by the change feed.
    const rename = (from: string, to: string) =>
      api.connection.db.execute(sql`update events set display_name = replace(display_name, ${from}, ${to}) where slug = ${SLUG}`);
    await rename("Night", "Night, moved indoors");
    const after = await get(PAGE);
    expect(after.cache).toBe("MISS");
    expect(after.html).toContain("Night, moved indoors");
    await rename("Night, moved indoors", "Night");
  });

  it("keeps a copy without scripts for Save-Data visitors, apart from the full page", async () => {
    cache.purgeAll();
    const full = await get(PAGE);
    const lite = await fetch(`${base}${PAGE}`, { headers: { "Save-Data": "on" } });
    const liteHtml = await lite.text();
    expect(lite.headers.get("x-cache")).toBe("MISS");
    expect(lite.headers.get("vary")).toMatch(/Save-Data/);
    expect(liteHtml).toContain("Rooftop Jazz Night");
    expect(liteHtml).toMatch(/<form[^>]*method="post"/);
    expect(liteHtml).not.toMatch(/<script(?![^>]*application\/ld\+json)/);
    expect(liteHtml).not.toContain("modulepreload");
    expect(full.html).toContain("modulepreload");
    expect((await get(PAGE)).html).toContain("modulepreload");
  });

  it("serves the lite-mode cookie the copy without scripts, from the cache, apart from Save-Data's visitors' and everyone's", async () => {
    cache.purgeAll();
    const byCookie = () => fetch(`${base}${PAGE}`, { headers: { cookie: "lite-mode=on" } });
    const first = await byCookie();
    const firstHtml = await first.text();
    expect(first.headers.get("x-cache")).toBe("MISS");
    expect(firstHtml).toContain("Rooftop Jazz Night");
    expect(firstHtml).not.toMatch(/<script(?![^>]*application\/ld\+json)/);
    expect(firstHtml).not.toContain("modulepreload");
    expect((await byCookie()).headers.get("x-cache")).toBe("HIT");
    // One lite copy for both ways of asking; the full page is its own.
    expect((await fetch(`${base}${PAGE}`, { headers: { "Save-Data": "on" } })).headers.get("x-cache")).toBe("HIT");
    const full = await get(PAGE);
    expect(full.cache).toBe("MISS");
    expect(full.html).toContain("modulepreload");
  });

  it("answers a fresh copy with every security header the page's render got from the server", async () => {
    cache.purgeAll();
    const miss = await get(PAGE);
    const hit = await get(PAGE);
    expect([miss.cache, hit.cache]).toEqual(["MISS", "HIT"]);
    // helmet's headers: a hit is answered ahead of helmet, with the ones its render had.
    const names = [
      "content-security-policy",
      "cross-origin-opener-policy",
      "cross-origin-resource-policy",
      "origin-agent-cluster",
      "referrer-policy",
      "x-content-type-options",
      "x-dns-prefetch-control",
      "x-download-options",
      "x-frame-options",
      "x-permitted-cross-domain-policies",
      "x-xss-protection",
    ];
    for (const name of names) {
      expect(miss.response.headers.get(name), name).toBeTruthy();
      expect(hit.response.headers.get(name), name).toBe(miss.response.headers.get(name));
    }
    // A page the cache does not keep still gets them from helmet itself, with its own nonce.
    const other = await get("/auth/login");
    expect(other.response.headers.get("x-frame-options")).toBe(miss.response.headers.get("x-frame-options"));
    expect(other.response.headers.get("content-security-policy")).not.toBe(miss.response.headers.get("content-security-policy"));
  });

  it("serves pre-compressed bytes by the visitor's Accept-Encoding", async () => {
    cache.purgeAll();
    await get(PAGE);
    for (const encoding of ["br", "gzip"]) {
      const response = await fetch(`${base}${PAGE}`, { headers: { "Accept-Encoding": encoding } });
      expect(response.headers.get("content-encoding")).toBe(encoding);
      expect(response.headers.get("vary")).toMatch(/Accept-Encoding/);
      expect(await response.text()).toContain("Rooftop Jazz Night");
    }
  });
});

// Web posts before React Router reads them (server/form-bodies.ts) and the cross-site
// check (refuseCrossSitePosts in server/app.ts), end to end: the real server stack, the
// real React Router app (compiled by Vite) and the real platform API on in-memory PGlite.
import { request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pino } from "pino";
import type { ServerBuild } from "react-router";
import { createServer as createViteServer, type ViteDevServer } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { holdViteDevLock } from "./vite-dev-lock";
import { createApi, type Api } from "../api/server";
import type { createServerApp as CreateServerApp } from "./app";
import { loadServerEnv } from "./env";
import { webSettingsFrom } from "./web-settings";

const FORM = "application/x-www-form-urlencoded";
/** A route given a larger upload allowance for this test (no route of the app takes uploads yet). */
const UPLOAD_ROUTE = "/auth/forgot-password";

let api: Api;
let vite: ViteDevServer;
let server: Server;
let base = "";
let dataDir = "";

let releaseViteLock: (() => void) | undefined;

beforeAll(async () => {
  releaseViteLock = await holdViteDevLock();
  dataDir = mkdtempSync(join(tmpdir(), "form-bodies-test-"));
  const env = loadServerEnv({
    NODE_ENV: "test",
    PORT: "0",
    DATA_DIR: dataDir,
    SESSION_SECRET: "form-bodies-test-session-secret-0123456789",
    JWT_SECRET: "form-bodies-test-jwt-secret-0123456789abcdef",
    LOG_LEVEL: "silent",
  });
  api = await createApi({
    dataDir: ":memory:",
    publicUrl: "http://localhost:3000",
    jwtSecret: env.jwtSecret,
    production: false,
    devOutbox: false,
    trial: true,
    seed: true,
    productName: "Gatherly",
  });
  vite = await createViteServer({ server: { middlewareMode: true, hmr: false }, appType: "custom", logLevel: "error" });
  const { createServerApp } = (await vite.ssrLoadModule("/server/app.ts")) as { createServerApp: typeof CreateServerApp };
  // The web app's settings are handed over on the first request: the address is known by then.
  const webSettings = webSettingsFrom(env);
  const app = createServerApp({
    env,
    webSettings,
    logger: pino({ level: "silent" }),
    apiRouter: api.router,
    build: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
    pageCache: false,
    uploadLimits: { [UPLOAD_ROUTE]: 256 * 1024 },
  });
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  Object.assign(webSettings, { upstreamUrl: base, publicUrl: base, devOutbox: false });
  await fetch(`${base}/auth/forgot-password`); // compile the app once
}, 120_000);

afterAll(async () => {
  server?.close();
  await vite?.close();
  releaseViteLock?.();
  await api?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

function post(path: string, body: BodyInit, headers: Record<string, string> = {}) {
  return fetch(`${base}${path}`, { method: "POST", redirect: "manual", headers, body });
}

/** A forgot-password form post of `size` bytes (the address padded with a long field). */
function formOfSize(size: number): string {
  const start = "email=someone%40example.com&padding=";
  return start + "a".repeat(size - start.length);
}

/** Streams `total` bytes without a Content-Length (chunked) until the server answers; resolves with that answer. */
function streamUntilAnswered(path: string, total: number, type = FORM): Promise<{ status: number; text: string; sent: number }> {
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const req = httpRequest(`${base}${path}`, { method: "POST", headers: { "Content-Type": type } }, (res) => {
      answered = true;
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (text += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, text, sent }));
    });
    req.on("error", (error) => {
      if (!answered) reject(error);
    });
    const chunk = Buffer.alloc(64 * 1024, "a");
    req.write("email=someone%40example.com&padding=");
    const pump = () => {
      while (!answered && sent < total) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once("drain", pump);
      }
      if (!answered) req.end();
    };
    pump();
  });
}

describe("body limits on web posts", () => {
  it("answers a 100 MB streamed form post with 413 at once, without reading it", async () => {
    global.gc?.();
    const before = process.memoryUsage().rss;
    const started = Date.now();
    const answer = await streamUntilAnswered("/auth/forgot-password", 100 * 1024 * 1024);
    expect(answer.status).toBe(413);
    expect(answer.text).toBe("What you sent is too large: this form takes at most 64 KB.");
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(answer.sent).toBeLessThan(100 * 1024 * 1024); // answered before the client had sent it all
    expect(process.memoryUsage().rss - before).toBeLessThan(50 * 1024 * 1024);
  });

  it("refuses a form of 64 KB + 1 byte by its Content-Length, and takes one of 64 KB", async () => {
    const tooLarge = await post("/auth/forgot-password", formOfSize(64 * 1024 + 1), { "Content-Type": FORM });
    expect(tooLarge.status).toBe(413);
    const fits = await post("/auth/forgot-password", formOfSize(64 * 1024), { "Content-Type": FORM });
    expect(fits.status).toBe(200);
    expect(await fits.text()).toContain("If an account with the email you entered exists");
  });

  it("refuses a chunked form without Content-Length once it passes 64 KB", async () => {
    const answer = await streamUntilAnswered("/auth/login", 65 * 1024);
    expect(answer.status).toBe(413);
  });

  it("applies the same limit to a JavaScript submission (.data), which the app shows as an error", async () => {
    const answer = await post("/auth/forgot-password.data", formOfSize(70 * 1024), { "Content-Type": FORM });
    expect(answer.status).toBe(413);
    expect(answer.headers.has("X-Remix-Response")).toBe(false);
  });

  it("lets a route's upload allowance through, and only for multipart uploads to that route", async () => {
    const upload = () => {
      const form = new FormData();
      form.set("email", "someone@example.com");
      form.set("file", new Blob([Buffer.alloc(100 * 1024, "a")]), "photo.jpg");
      return form;
    };
    expect((await post(UPLOAD_ROUTE, upload())).status).toBe(200);
    expect((await post("/auth/login", upload())).status).toBe(413);
    expect((await post(UPLOAD_ROUTE, formOfSize(100 * 1024), { "Content-Type": FORM })).status).toBe(413);
  });
});

describe("bodies page actions cannot read", () => {
  it("answers JSON sent to a page action with a clear 415, with or without .data", async () => {
    for (const path of ["/auth/forgot-password", "/auth/forgot-password.data", "/events/rooftop-jazz-night"]) {
      const answer = await post(path, JSON.stringify({ email: "someone@example.com" }), { "Content-Type": "application/json" });
      expect(answer.status, path).toBe(415);
      expect(await answer.text()).toBe("This page only accepts form submissions.");
    }
  });

  it("answers a cut multipart body with a clear 400", async () => {
    const boundary = "----cut-boundary";
    const cut = `--${boundary}\r\nContent-Disposition: form-data; name="email"\r\n\r\nsomeone@example.com\r\n--${boundary}\r\nContent-Disposition: form-da`;
    const answer = await post("/auth/forgot-password", cut, { "Content-Type": `multipart/form-data; boundary=${boundary}` });
    expect(answer.status).toBe(400);
    expect(await answer.text()).toBe("The form could not be read, perhaps because the upload was cut off. Please try again.");
  });

  it("still takes a whole multipart form, and JSON on the passkey resource routes", async () => {
    const form = new FormData();
    form.set("email", "someone@example.com");
    const multipart = await post("/auth/forgot-password", form);
    expect(multipart.status).toBe(200);
    expect(await multipart.text()).toContain("If an account with the email you entered exists");
    const options = await post("/resources/passkey/login-options", "{}", { "Content-Type": "application/json" });
    expect(options.status).toBe(200);
    expect(await options.json()).toHaveProperty("options.challenge");
  });
});

describe("cross-site posts", () => {
  const ours = () => base;
  const cases: [string, Record<string, string>, "passes" | "refused"][] = [
    ["Sec-Fetch-Site same-origin", { "Sec-Fetch-Site": "same-origin", Origin: "OURS" }, "passes"],
    ["Sec-Fetch-Site same-origin without Origin", { "Sec-Fetch-Site": "same-origin" }, "passes"],
    ["Sec-Fetch-Site cross-site", { "Sec-Fetch-Site": "cross-site", Origin: "https://evil.example" }, "refused"],
    ["Sec-Fetch-Site cross-site claiming our Origin", { "Sec-Fetch-Site": "cross-site", Origin: "OURS" }, "refused"],
    ["Sec-Fetch-Site same-site (a sibling host)", { "Sec-Fetch-Site": "same-site", Origin: "OURS" }, "refused"],
    ["Sec-Fetch-Site none", { "Sec-Fetch-Site": "none" }, "refused"],
    ["no Sec-Fetch-Site, our Origin", { Origin: "OURS" }, "passes"],
    ["no Sec-Fetch-Site, another Origin", { Origin: "https://evil.example" }, "refused"],
    ["no Sec-Fetch-Site, no Origin (not a browser)", {}, "passes"],
  ];
  it.each(cases)("%s: %s", async (_name, headers, expected) => {
    const sent = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, v === "OURS" ? ours() : v]));
    const answer = await post("/auth/forgot-password", "email=someone%40example.com", { "Content-Type": FORM, ...sent });
    if (expected === "refused") {
      expect(answer.status).toBe(403);
      expect(await answer.text()).toBe("Cross-site form submissions are not allowed.");
    } else {
      expect(answer.status).toBe(200);
    }
  });
});

// Streams and stopping on an instance of its own (docs/decisions/0048).
// The web app's relay of the notifications stream lets go of the API's stream when the
// browser leaves, so a member's streams left behind do not count against their cap.
// Stopping an instance (SIGTERM, as a supervisor or an orchestrator does) drains it: the
// requests it is serving finish, with their calls to the API, new connections are refused,
// event streams end with a retry hint, and the process exits 0 within DRAIN_DEADLINE_SECONDS.
import http from "node:http";
import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "../support";
import { DEMO_HOST } from "../support/demo";
import { INSTANCE_BOOT_TIMEOUT, startInstance, stopInstance } from "../support/instance";

const port = Number(process.env.E2E_PORT ?? 3100) + 81;
const base = `http://127.0.0.1:${port}`;
const DEADLINE_SECONDS = 15;
let server: ChildProcess | undefined;
let dataDir = "";

test.describe.configure({ mode: "serial" });
// No page is involved: run once, not once per browser project.
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "the same in both projects");
test.beforeAll(async ({ javaScriptEnabled }) => {
  if (!javaScriptEnabled) return;
  test.setTimeout(INSTANCE_BOOT_TIMEOUT + 10_000);
  dataDir = mkdtempSync(join(tmpdir(), "e2e-draining-"));
  server = await startInstance(port, { DATA_DIR: dataDir, PUBLIC_URL: `http://localhost:${port}`, DRAIN_DEADLINE_SECONDS: String(DEADLINE_SECONDS) });
});
test.afterAll(async () => {
  await stopInstance(server);
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** The session cookie of the demo host, signed in through the web app's form. */
async function sessionCookie(): Promise<string> {
  const response = await fetch(`${base}/auth/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ userName: DEMO_HOST.email, password: DEMO_HOST.password }),
  });
  expect(response.status).toBe(302);
  return response.headers.getSetCookie().map((cookie) => cookie.split(";")[0]).join("; ");
}

test("the web app's notifications relay frees the API's stream when the browser leaves", async () => {
  const cookie = await sessionCookie();
  const open = async () => {
    const controller = new AbortController();
    const response = await fetch(`${base}/notifications/live`, { headers: { cookie, accept: "text/event-stream" }, signal: controller.signal });
    if (response.status !== 200) await response.text();
    return { status: response.status, leave: () => controller.abort() };
  };
  // The member's cap (STREAMS_PER_USER, 10), taken, then left.
  const first = await Promise.all(Array.from({ length: 10 }, open));
  expect(first.map((s) => s.status)).toEqual(Array(10).fill(200));
  const over = await open();
  expect(over.status).toBe(429);
  for (const stream of first) stream.leave();

  // The API has heard of every one: ten streams open again.
  let again = await open();
  for (let i = 0; i < 50 && again.status !== 200; i++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    again = await open();
  }
  const rest = await Promise.all(Array.from({ length: 9 }, open));
  expect([again, ...rest].map((s) => s.status)).toEqual(Array(10).fill(200));
  for (const stream of [again, ...rest]) stream.leave();
});

/**
 * A POST whose body arrives in two halves, `pause` ms apart: in flight at the server all
 * that time. Resolves with the status and body of the answer.
 */
function slowPost(path: string, contentType: string, body: string, pause: number) {
  return new Promise<{ status: number; body: string; headers: http.IncomingHttpHeaders }>((resolve, reject) => {
    const request = http.request(`${base}${path}`, { method: "POST", agent: false, headers: { "content-type": contentType, "content-length": Buffer.byteLength(body) } }, (response) => {
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk) => (text += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body: text, headers: response.headers }));
      response.on("error", reject);
    });
    request.on("error", reject);
    const half = Math.floor(body.length / 2);
    request.write(body.slice(0, half));
    setTimeout(() => request.end(body.slice(half)), pause);
  });
}

test("SIGTERM lets the requests in flight finish, refuses new connections, ends streams and exits 0 in time", async () => {
  test.setTimeout(60_000);
  const exited = new Promise<number | null>((resolve) => server!.once("exit", (code) => resolve(code)));

  const signIn = await fetch(`${base}/api/auth/password/sign-in`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ userName: DEMO_HOST.email, password: DEMO_HOST.password }),
  });
  expect(signIn.status).toBe(200);
  const { token } = (await signIn.json()) as { token: string };
  const stream = await fetch(`${base}/api/notifications/stream`, { headers: { Authorization: `Bearer ${token}`, Accept: "text/event-stream" } });
  expect(stream.status).toBe(200);

  // In flight when the signal comes: a sign-in through the web app's form (its action calls
  // the API) and one straight to the API through /api.
  const PAUSE = 2_000;
  const form = new URLSearchParams({ userName: DEMO_HOST.email, password: DEMO_HOST.password }).toString();
  const pageSignIn = slowPost("/auth/login", "application/x-www-form-urlencoded", form, PAUSE);
  const apiSignIn = slowPost("/api/auth/password/sign-in", "application/json", JSON.stringify({ userName: DEMO_HOST.email, password: DEMO_HOST.password }), PAUSE);
  await new Promise((resolve) => setTimeout(resolve, 300));
  const signalled = Date.now();
  server!.kill("SIGTERM");

  // The stream ends, politely: a retry hint, then the end of the body.
  expect(await stream.text()).toMatch(/retry: \d+\n\n$/);
  // New connections are refused while the requests in flight go on.
  await new Promise((resolve) => setTimeout(resolve, 300));
  await expect(fetch(`${base}/healthz`)).rejects.toThrow();

  const page = await pageSignIn;
  expect(page.status, page.body.slice(0, 300)).toBe(302);
  expect(page.headers["set-cookie"]?.join(";")).toMatch(/session/i);
  const api = await apiSignIn;
  expect(api.status, api.body).toBe(200);
  expect(JSON.parse(api.body)).toMatchObject({ email: DEMO_HOST.email });

  expect(await exited).toBe(0);
  expect(Date.now() - signalled).toBeLessThan(DEADLINE_SECONDS * 1000);
});

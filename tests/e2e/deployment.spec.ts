// The same build started as a deployment (a public PUBLIC_URL and its own secrets, as
// README "Modes" says): no demo accounts, no outbox, no local OpenID provider, no
// benchmark page. And a deployment on the data directory of an earlier local trial
// refuses the demo accounts that trial seeded (docs/decisions/0014).
import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "../support";
import { DEMO_ATTENDEE, DEMO_HOST } from "../support/demo";
import { INSTANCE_BOOT_TIMEOUT, startInstance, stopInstance } from "../support/instance";

const port = Number(process.env.E2E_PORT ?? 3100) + 71;
const base = `http://127.0.0.1:${port}`;
const deployment = {
  PUBLIC_URL: "https://events.example.test",
  SESSION_SECRET: "deployment-session-secret-0123456789abcdef",
  JWT_SECRET: "deployment-jwt-secret-0123456789abcdef0123",
};

test.describe.configure({ mode: "serial" });
// No page is involved: run once, not once per browser project.
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "the same in both projects");

/** Starts build/node/index.js as the Docker image does, with only `settings` (no inherited configuration). */
const startServer = (dataDir: string, settings: Record<string, string>) => startInstance(port, { DATA_DIR: dataDir, ...settings });

function signIn(account: { email: string; password: string }) {
  return fetch(`${base}/api/auth/password/sign-in`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ userName: account.email, password: account.password }),
  });
}

const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(join(tmpdir(), "e2e-deployment-"));
  dirs.push(dir);
  return dir;
};
let server: ChildProcess | undefined;
test.afterEach(async () => stopInstance(server));
test.afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

test("a deployment has no demo accounts, outbox, local OpenID provider or benchmark page", async () => {
  test.setTimeout(INSTANCE_BOOT_TIMEOUT + 30_000);
  server = await startServer(freshDir(), deployment);
  const signedIn = await signIn(DEMO_HOST);
  expect(signedIn.status).toBe(401);
  expect((await signedIn.json()).message).toBe("Incorrect email, username or password. Please try again.");
  for (const path of ["/dev/outbox", "/api/dev/outbox?to=someone@example.test", "/dev/oidc/.well-known/openid-configuration", "/bench/baseline"]) {
    expect((await fetch(`${base}${path}`)).status, path).toBe(404);
  }
});

test("a deployment on a local trial's data refuses the demo accounts the trial seeded", async () => {
  test.setTimeout(2 * INSTANCE_BOOT_TIMEOUT + 30_000);
  const dataDir = freshDir();
  server = await startServer(dataDir, {});
  // The trial: demo accounts sign in, the outbox is there.
  expect((await signIn(DEMO_ATTENDEE)).status).toBe(200);
  expect((await fetch(`${base}/dev/outbox`)).status).toBe(200);
  await stopInstance(server);

  server = await startServer(dataDir, deployment);
  for (const account of [DEMO_ATTENDEE, DEMO_HOST]) {
    const refused = await signIn(account);
    expect(refused.status).toBe(403);
    expect((await refused.json()).message).toBe(
      "Demo accounts only work in a local trial. This server is a deployment: sign in with your own account or sign up.",
    );
  }
  expect((await fetch(`${base}/dev/outbox`)).status).toBe(404);
});

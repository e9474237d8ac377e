// Demo accounts (published passwords) belong to a local trial. A deployment never seeds
// them, and when a database seeded by an earlier trial is reused, it refuses their every
// sign-in and ends their sessions (a deployment refuses the published demo passwords, docs/decisions/0014).
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { socialSignIns, users } from "../../db/schema.js";
import { DEMO_ACCOUNTS } from "../../db/seed.js";
import { hashOpaqueToken } from "../domain/secrets.js";
import { issueExchangeCode, startSocialSignIn } from "../domain/social.js";
import { authMessages } from "../../../contract/access/messages.js";
import { createVerifiedUser } from "../../test/fixtures.js";
import { BOOTS_AN_API, startTestApi, TEST_PUBLIC_URL, type TestApi } from "../../test/support.js";
import { assertPasskey, createPasskey, type SoftwarePasskey } from "../../test/webauthn.js";

const [host, , support] = DEMO_ACCOUNTS;
const ceremony = { origin: TEST_PUBLIC_URL, rpId: "localhost" };
const refused = { code: "AUTH_NOT_AUTHORIZED", message: authMessages.demoAccountRefused };

function codeIn(text: string): string {
  const match = /\b(\d{6})\b/.exec(text);
  if (!match) throw new Error(`no code in: ${text}`);
  return match[1];
}

describe("a deployment on a fresh database", () => {
  test("seeds no demo data, whatever seeding says", async () => {
    const api = await startTestApi({ seed: true, trial: false });
    try {
      expect(api.platform.demoAccounts).toEqual([]);
      expect(api.platform.demoInviteUrl).toBeNull();
      expect(await api.platform.deps.db.select().from(users)).toEqual([]);
    } finally {
      await api.close();
    }
  }, BOOTS_AN_API);
});

describe("a deployment on a database an earlier local trial seeded", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "demo-accounts-"));
  // The same key in both starts: what ends the trial's sessions is the mode, not a new key.
  const jwtSecret = randomBytes(32).toString("hex");
  let deployment: TestApi;
  let trialSession: { token: string; refreshToken: string };
  let passkey: SoftwarePasskey;
  let hostPhone: string;

  beforeAll(async () => {
    const trial = await startTestApi({ seed: true, trial: true, dataDir, jwtSecret });
    try {
      expect(trial.platform.demoAccounts.map((a) => a.email)).toContain(host.email);
      const signedIn = await trial.post("/auth/password/sign-in", { userName: host.email, password: host.password });
      expect(signedIn.status).toBe(200);
      trialSession = { token: signedIn.body.token, refreshToken: signedIn.body.refreshToken };
      const options = await trial.post("/auth/passkey/register/options", {}, { token: trialSession.token });
      const created = createPasskey(options.body.options, ceremony);
      const registered = await trial.post(
        "/auth/passkey/register",
        { attestationResponse: created.response, token: options.body.token },
        { token: trialSession.token },
      );
      expect(registered.status).toBe(200);
      passkey = created.passkey;
      const [row] = await trial.platform.deps.db.select().from(users).where(eq(users.email, host.email));
      expect(row.demo).toBe(true);
      hostPhone = row.phoneNumber!;
    } finally {
      await trial.close();
    }
    deployment = await startTestApi({ seed: true, trial: false, dataDir, jwtSecret });
  });

  afterAll(async () => {
    await deployment?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test("does not present the demo accounts", () => {
    expect(deployment.platform.demoAccounts).toEqual([]);
  });

  test("refuses a demo account's password sign-in, staff included", async () => {
    for (const account of [host, support]) {
      const answer = await deployment.post("/auth/password/sign-in", { userName: account.email, password: account.password });
      expect(answer.status).toBe(403);
      expect(answer.body).toMatchObject(refused);
    }
  });

  test("refuses a demo account's phone code sign-in", async () => {
    expect((await deployment.post("/auth/phone/start", { phoneNumber: hostPhone })).status).toBe(200);
    const [sms] = await deployment.outbox(hostPhone);
    const answer = await deployment.post("/auth/phone/verify", { phoneNumber: hostPhone, code: codeIn(sms.text) });
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject(refused);
  });

  test("refuses a demo account's passkey sign-in", async () => {
    const options = await deployment.post("/auth/passkey/login/options", { userName: host.email });
    const answer = await deployment.post("/auth/passkey/login", {
      assertionResponse: assertPasskey(passkey, options.body.options, ceremony),
      token: options.body.token,
    });
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject(refused);
  });

  test("refuses a demo account's social sign-in at the exchange that would start its session", async () => {
    const { deps } = deployment.platform;
    const started = await startSocialSignIn(deps, "google", "/auth/process");
    const [pending] = await deps.db.select().from(socialSignIns).where(eq(socialSignIns.stateHash, hashOpaqueToken(started.state)));
    const [demo] = await deps.db.select().from(users).where(eq(users.email, host.email));
    const code = await issueExchangeCode(deps, pending.id, demo.id);
    const answer = await deployment.post("/auth/social/exchange", { code, binding: started.binding });
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject(refused);
  });

  test("ends the session the demo account had in the trial: access token and refresh token", async () => {
    const me = await deployment.graphql("{ user { me { userId } } }", {}, { token: trialSession.token });
    expect(me.body.errors[0].extensions.code).toBe("AUTH_NOT_AUTHENTICATED");
    const refreshed = await deployment.post("/auth/refresh", { refreshToken: trialSession.refreshToken });
    expect(refreshed.status).toBe(401);
    expect(refreshed.body.message).toBe(authMessages.sessionExpired);
  });

  test("still signs in a member of its own", async () => {
    const member = await createVerifiedUser(deployment);
    const me = await deployment.graphql("{ user { me { userId } } }", {}, { token: member.token });
    expect(me.body.data.user.me.userId).toBe(member.userId);
  });
});

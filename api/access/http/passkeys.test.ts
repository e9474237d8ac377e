import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { passkeyCredentials, users } from "../../db/schema.js";
import { PASSKEY_CHALLENGE_TTL_MS } from "../domain/passkeys.js";
import { passkeyMessages } from "../../../contract/access/messages.js";
import { createVerifiedUser } from "../../test/fixtures.js";
import { startTestApi, TEST_PUBLIC_URL, type TestApi } from "../../test/support.js";
import { assertPasskey, createPasskey, type SoftwarePasskey } from "../../test/webauthn.js";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const ceremony = { origin: TEST_PUBLIC_URL, rpId: "localhost" };

async function registerPasskey(token: string): Promise<{ passkey: SoftwarePasskey; id: string }> {
  const options = await api.post("/auth/passkey/register/options", { userName: "me", displayName: "Me" }, { token });
  expect(options.status).toBe(200);
  const { passkey, response } = createPasskey(options.body.options, ceremony);
  const registered = await api.post("/auth/passkey/register", { attestationResponse: response, token: options.body.token }, { token });
  expect(registered.status).toBe(200);
  return { passkey, id: registered.body.id };
}

async function loginOptions(userName?: string) {
  const answer = await api.post("/auth/passkey/login/options", userName ? { userName } : {});
  expect(answer.status).toBe(200);
  return answer.body as { options: { challenge: string; allowCredentials?: { id: string }[] }; token: string };
}

describe("passkey registration", () => {
  test("needs a signed-in user", async () => {
    const answer = await api.post("/auth/passkey/register/options", { userName: "x", displayName: "x" });
    expect(answer.status).toBe(401);
    expect(answer.body.code).toBe("AUTH_NOT_AUTHENTICATED");
  });

  test("options pin the RP ID to the public URL, ask for a discoverable credential with user verification, and exclude known ones", async () => {
    const user = await createVerifiedUser(api);
    const first = await api.post("/auth/passkey/register/options", { userName: user.email, displayName: "Alex" }, { token: user.token });
    expect(first.status).toBe(200);
    expect(first.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.body.options).toMatchObject({
      rp: { id: "localhost", name: "Events Platform" },
      user: { name: user.email, displayName: "Alex" },
      attestation: "none",
      authenticatorSelection: { residentKey: "required", userVerification: "required" },
      excludeCredentials: [],
    });
    const { passkey } = await registerPasskey(user.token);
    const second = await api.post("/auth/passkey/register/options", {}, { token: user.token });
    expect(second.body.options.excludeCredentials).toEqual([expect.objectContaining({ id: passkey.credentialId })]);
  });

  test("stores the credential with its key, counter, transports and a device name", async () => {
    const user = await createVerifiedUser(api);
    const { passkey } = await registerPasskey(user.token);
    const [row] = await api.platform.deps.db.select().from(passkeyCredentials).where(eq(passkeyCredentials.credentialId, passkey.credentialId));
    expect(row).toMatchObject({ userId: user.userId, counter: 0, transports: ["internal"], lastUsedAt: null });
    expect(row.publicKey.length).toBeGreaterThan(50);
    expect(row.deviceName).toBe("Passkey");
  });

  test("refuses a replayed challenge", async () => {
    const user = await createVerifiedUser(api);
    const options = await api.post("/auth/passkey/register/options", {}, { token: user.token });
    const first = createPasskey(options.body.options, ceremony);
    expect((await api.post("/auth/passkey/register", { attestationResponse: first.response, token: options.body.token }, { token: user.token })).status).toBe(200);
    const second = createPasskey(options.body.options, ceremony);
    const replay = await api.post("/auth/passkey/register", { attestationResponse: second.response, token: options.body.token }, { token: user.token });
    expect(replay.status).toBe(400);
    expect(replay.body.message).toBe(passkeyMessages.challengeInvalid);
  });

  test("refuses a response made for another origin", async () => {
    const user = await createVerifiedUser(api);
    const options = await api.post("/auth/passkey/register/options", {}, { token: user.token });
    const { response } = createPasskey(options.body.options, { origin: "https://evil.example", rpId: "localhost" });
    const answer = await api.post("/auth/passkey/register", { attestationResponse: response, token: options.body.token }, { token: user.token });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(passkeyMessages.responseInvalid);
  });

  test("refuses a challenge issued to another user", async () => {
    const alice = await createVerifiedUser(api);
    const bob = await createVerifiedUser(api);
    const options = await api.post("/auth/passkey/register/options", {}, { token: alice.token });
    const { response } = createPasskey(options.body.options, ceremony);
    const answer = await api.post("/auth/passkey/register", { attestationResponse: response, token: options.body.token }, { token: bob.token });
    expect(answer.status).toBe(400);
  });

  test("refuses an expired challenge", async () => {
    const user = await createVerifiedUser(api);
    const options = await api.post("/auth/passkey/register/options", {}, { token: user.token });
    const { response } = createPasskey(options.body.options, ceremony);
    api.clock.advance(PASSKEY_CHALLENGE_TTL_MS + 1000);
    try {
      const answer = await api.post("/auth/passkey/register", { attestationResponse: response, token: options.body.token }, { token: user.token });
      // The 15-minute access token is still valid; the 5-minute challenge is not.
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(passkeyMessages.challengeInvalid);
    } finally {
      api.clock.set(new Date());
    }
  });
});

describe("passkey sign-in", () => {
  test("signs in with a named account, skipping the second factor, and keeps the counter", async () => {
    const user = await createVerifiedUser(api);
    await api.platform.deps.db.update(users).set({ mfaEnabled: true }).where(eq(users.id, user.userId));
    const { passkey } = await registerPasskey(user.token);
    const { options, token } = await loginOptions(user.email);
    expect(options.allowCredentials).toEqual([expect.objectContaining({ id: passkey.credentialId })]);
    const answer = await api.post("/auth/passkey/login", { assertionResponse: assertPasskey(passkey, options, ceremony), token });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ userId: user.userId, email: user.email, skipMultiFactorAuthentication: true });
    expect(answer.body.token).toEqual(expect.any(String));
    expect(answer.body.refreshToken).toEqual(expect.any(String));
    const me = await api.graphql("{ user { me { userId } } }", {}, { token: answer.body.token });
    expect(me.body.data.user.me.userId).toBe(user.userId);
    const [row] = await api.platform.deps.db.select().from(passkeyCredentials).where(eq(passkeyCredentials.credentialId, passkey.credentialId));
    expect(row.counter).toBe(1);
    expect(row.lastUsedAt).not.toBeNull();
  });

  test("signs in without a user name (discoverable credential)", async () => {
    const user = await createVerifiedUser(api);
    const { passkey } = await registerPasskey(user.token);
    const { options, token } = await loginOptions();
    expect(options.allowCredentials).toEqual([]);
    const answer = await api.post("/auth/passkey/login", { assertionResponse: assertPasskey(passkey, options, ceremony), token });
    expect(answer.status).toBe(200);
    expect(answer.body.userId).toBe(user.userId);
  });

  test("answers an unknown user name like a usernameless request (no account probing)", async () => {
    const { options } = await loginOptions("nobody-here@example.test");
    expect(options.allowCredentials).toEqual([]);
  });

  test("refuses a replayed challenge", async () => {
    const user = await createVerifiedUser(api);
    const { passkey } = await registerPasskey(user.token);
    const { options, token } = await loginOptions(user.email);
    expect((await api.post("/auth/passkey/login", { assertionResponse: assertPasskey(passkey, options, ceremony), token })).status).toBe(200);
    const replay = await api.post("/auth/passkey/login", { assertionResponse: assertPasskey(passkey, options, ceremony), token });
    expect(replay.status).toBe(400);
    expect(replay.body.message).toBe(passkeyMessages.challengeInvalid);
  });

  test("refuses a wrong origin", async () => {
    const user = await createVerifiedUser(api);
    const { passkey } = await registerPasskey(user.token);
    const { options, token } = await loginOptions(user.email);
    const answer = await api.post("/auth/passkey/login", {
      assertionResponse: assertPasskey(passkey, options, { origin: "http://localhost:4000", rpId: "localhost" }),
      token,
    });
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ code: "AUTH_INVALID_CREDENTIALS", message: passkeyMessages.responseInvalid });
  });

  test("refuses an assertion signed over another challenge", async () => {
    const user = await createVerifiedUser(api);
    const { passkey } = await registerPasskey(user.token);
    const { options, token } = await loginOptions(user.email);
    const answer = await api.post("/auth/passkey/login", {
      assertionResponse: assertPasskey(passkey, options, { ...ceremony, challenge: "c29tZXRoaW5nLWVsc2U" }),
      token,
    });
    expect(answer.status).toBe(401);
  });

  test("refuses a signature counter that went backwards (a cloned authenticator)", async () => {
    const user = await createVerifiedUser(api);
    const { passkey } = await registerPasskey(user.token);
    const first = await loginOptions(user.email);
    expect((await api.post("/auth/passkey/login", { assertionResponse: assertPasskey(passkey, first.options, { ...ceremony, counter: 5 }), token: first.token })).status).toBe(200);
    const second = await loginOptions(user.email);
    const answer = await api.post("/auth/passkey/login", {
      assertionResponse: assertPasskey(passkey, second.options, { ...ceremony, counter: 3 }),
      token: second.token,
    });
    expect(answer.status).toBe(401);
    expect(answer.body.message).toBe(passkeyMessages.counterRegressed);
  });

  test("refuses an assertion without user verification", async () => {
    const user = await createVerifiedUser(api);
    const { passkey } = await registerPasskey(user.token);
    const { options, token } = await loginOptions(user.email);
    const answer = await api.post("/auth/passkey/login", { assertionResponse: assertPasskey(passkey, options, { ...ceremony, userVerified: false }), token });
    expect(answer.status).toBe(401);
  });

  test("refuses an expired challenge", async () => {
    const user = await createVerifiedUser(api);
    const { passkey } = await registerPasskey(user.token);
    const { options, token } = await loginOptions(user.email);
    api.clock.advance(PASSKEY_CHALLENGE_TTL_MS + 1000);
    try {
      const answer = await api.post("/auth/passkey/login", { assertionResponse: assertPasskey(passkey, options, ceremony), token });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(passkeyMessages.challengeInvalid);
    } finally {
      api.clock.set(new Date());
    }
  });

  test("refuses another account's passkey when the options named an account", async () => {
    const alice = await createVerifiedUser(api);
    const bob = await createVerifiedUser(api);
    await registerPasskey(alice.token);
    const bobs = await registerPasskey(bob.token);
    const { options, token } = await loginOptions(alice.email);
    const answer = await api.post("/auth/passkey/login", { assertionResponse: assertPasskey(bobs.passkey, options, ceremony), token });
    expect(answer.status).toBe(401);
    expect(answer.body.message).toBe(passkeyMessages.unknownCredential);
  });
});

describe("passkey credentials in GraphQL", () => {
  const LIST = "{ user { passkeyCredentials { id deviceName transports backedUp createdAt lastUsedAt } } }";
  const DELETE = "mutation($id: ID!) { user { deletePasskeyCredential(id: $id) { id } } }";

  test("lists and deletes the viewer's own passkeys only", async () => {
    const alice = await createVerifiedUser(api);
    const bob = await createVerifiedUser(api);
    const a = await registerPasskey(alice.token);
    await registerPasskey(alice.token);

    const list = await api.graphql(LIST, {}, { token: alice.token });
    expect(list.body.data.user.passkeyCredentials).toHaveLength(2);
    // (The test clock stands still, so both have the same creation instant: find by id, not position.)
    const listed = list.body.data.user.passkeyCredentials.find((p: { id: string }) => p.id === a.id);
    expect(listed).toMatchObject({ transports: ["internal"], lastUsedAt: null, backedUp: false });

    const foreign = await api.graphql(DELETE, { id: a.id }, { token: bob.token });
    expect(foreign.body.errors[0].extensions.code).toBe("NOT_FOUND");

    const deleted = await api.graphql(DELETE, { id: a.id }, { token: alice.token });
    expect(deleted.body.data.user.deletePasskeyCredential).toHaveLength(1);

    // The deleted passkey no longer signs in.
    const { options, token } = await loginOptions();
    const answer = await api.post("/auth/passkey/login", { assertionResponse: assertPasskey(a.passkey, options, ceremony), token });
    expect(answer.status).toBe(401);
  });

  test("needs a session", async () => {
    const answer = await api.graphql(LIST);
    expect(answer.body.errors[0].extensions.code).toBe("AUTH_NOT_AUTHENTICATED");
  });
});

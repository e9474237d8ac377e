// The relying party (openid-client) against the local OpenID provider (a real
// oidc-provider server on its own port), driven the way a browser would.
import { generateKeyPairSync } from "node:crypto";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { decodeJwt, decodeProtectedHeader, importSPKI, jwtVerify } from "jose";
import { calculatePKCECodeChallenge, randomNonce, randomPKCECodeVerifier, randomState } from "openid-client";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { isAllowedReturnPath } from "../domain/social.js";
import { createDevOidcProvider, devSubject } from "./dev-oidc-provider.js";
import { appleClientSecret } from "./apple-client-secret.js";
import { createSocialProviderClient, identityFromClaims, identityFromProfile, SocialProviderError, type SocialProviderClient } from "./provider-client.js";

const REDIRECT_URI = "http://localhost:3000/api/auth/google/callback";
let providerServer: Server;
let issuer: string;
let client: SocialProviderClient;

beforeAll(async () => {
  const app = express();
  providerServer = app.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => providerServer.once("listening", resolve));
  issuer = `http://127.0.0.1:${(providerServer.address() as AddressInfo).port}/dev/oidc`;
  const provider = await createDevOidcProvider({
    issuer,
    clients: [{ clientId: "rp-test", clientSecret: "rp-test-secret", redirectUris: [REDIRECT_URI] }],
  });
  app.use("/dev/oidc", provider.router);
  client = createSocialProviderClient({ name: "google", issuer, clientId: "rp-test", clientSecret: "rp-test-secret" });
});

afterAll(async () => {
  providerServer?.closeAllConnections();
  await new Promise<void>((resolve) => providerServer?.close(() => resolve()));
});

/** Follows the provider's sign-in as a browser would (one cookie jar), up to the answer it sends to our callback. */
async function answerFor(authorizationUrl: string, email: string): Promise<Record<string, string>> {
  const cookies = new Map<string, string>();
  const go = async (url: string, init: RequestInit = {}) => {
    const response = await fetch(url, {
      ...init,
      redirect: "manual",
      headers: { ...(init.headers as Record<string, string>), cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join("; ") },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";");
      cookies.set(pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1));
    }
    return response;
  };
  const interaction = new URL((await go(authorizationUrl)).headers.get("location")!, authorizationUrl);
  const login = await go(`${interaction.href}/login`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ name: "Ria Test", email, emailVerified: "on" }),
  });
  const resume = await go(new URL(login.headers.get("location")!, authorizationUrl).href);
  const callback = new URL(resume.headers.get("location")!);
  expect(callback.origin + callback.pathname).toBe(REDIRECT_URI);
  return Object.fromEntries(callback.searchParams);
}

/** Starts a sign-in with fresh state, nonce and PKCE verifier, and signs in at the provider. */
async function roundTrip(email: string) {
  const started = { state: randomState(), nonce: randomNonce(), codeVerifier: randomPKCECodeVerifier() };
  const url = await client.authorizationUrl({ ...started, redirectUri: REDIRECT_URI });
  return { started, url: new URL(url), callback: await answerFor(url, email) };
}

describe("the relying party against the local OpenID provider", () => {
  test("asks with state, nonce and a PKCE S256 challenge of our verifier, and reads the verified identity", async () => {
    const { started, url, callback } = await roundTrip("ria@example.com");
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: "code",
      client_id: "rp-test",
      redirect_uri: REDIRECT_URI,
      state: started.state,
      nonce: started.nonce,
      code_challenge: await calculatePKCECodeChallenge(started.codeVerifier),
      code_challenge_method: "S256",
    });
    const identity = await client.identify({ callback, redirectUri: REDIRECT_URI, ...started });
    expect(identity).toEqual({ subject: devSubject("ria@example.com"), email: "ria@example.com", emailVerified: true, name: "Ria Test" });
  });

  test("refuses an answer whose state is not the one this sign-in sent", async () => {
    const { started, callback } = await roundTrip("state@example.com");
    const identify = client.identify({ callback: { ...callback, state: randomState() }, redirectUri: REDIRECT_URI, ...started });
    await expect(identify).rejects.toBeInstanceOf(SocialProviderError);
    await expect(identify).rejects.toThrow(/state/);
  });

  test("refuses an ID token whose nonce is not the one this sign-in sent", async () => {
    const { started, callback } = await roundTrip("nonce@example.com");
    const identify = client.identify({ callback, redirectUri: REDIRECT_URI, ...started, nonce: randomNonce() });
    await expect(identify).rejects.toBeInstanceOf(SocialProviderError);
    await expect(identify).rejects.toThrow(/nonce/);
  });

  test("exchanges the code only with the PKCE verifier the challenge was made from", async () => {
    const { started, callback } = await roundTrip("pkce@example.com");
    const identify = client.identify({ callback, redirectUri: REDIRECT_URI, ...started, codeVerifier: randomPKCECodeVerifier() });
    await expect(identify).rejects.toBeInstanceOf(SocialProviderError);
    await expect(identify).rejects.toThrow(/invalid_grant/);
  });

  test("refuses an answer that names another issuer", async () => {
    const { started, callback } = await roundTrip("iss@example.com");
    const identify = client.identify({ callback: { ...callback, iss: "https://evil.example" }, redirectUri: REDIRECT_URI, ...started });
    await expect(identify).rejects.toBeInstanceOf(SocialProviderError);
  });

  test("talks plain http only to a provider on this machine", async () => {
    const remote = createSocialProviderClient({ name: "google", issuer: "http://accounts.example.test", clientId: "x", clientSecret: "y" });
    const started = { state: randomState(), nonce: randomNonce(), codeVerifier: randomPKCECodeVerifier() };
    await expect(remote.authorizationUrl({ ...started, redirectUri: REDIRECT_URI })).rejects.toThrow(/HTTPS/i);
  });
});

describe("identityFromClaims", () => {
  test("reads Google's boolean and Apple's string email_verified, lowercases the address", () => {
    expect(identityFromClaims({ sub: "1", email: "Ann@Example.COM", email_verified: true, name: "Ann Lee" })).toEqual({
      subject: "1",
      email: "ann@example.com",
      emailVerified: true,
      name: "Ann Lee",
    });
    expect(identityFromClaims({ sub: "2", email: "x@privaterelay.appleid.com", email_verified: "true" }).emailVerified).toBe(true);
    expect(identityFromClaims({ sub: "3", email: "y@example.com", email_verified: "false" }).emailVerified).toBe(false);
    expect(identityFromClaims({ sub: "4", email: "z@example.com" }).emailVerified).toBe(false);
  });

  test("builds the name from given and family names, and has no verified e-mail without an e-mail", () => {
    expect(identityFromClaims({ sub: "5", given_name: "Bo", family_name: "Dee" }).name).toBe("Bo Dee");
    expect(identityFromClaims({ sub: "6", email_verified: true })).toMatchObject({ email: null, emailVerified: false, name: null });
  });
});

describe("identityFromProfile (OAuth 2.0 providers without OpenID Connect)", () => {
  test("X's users/me: the id and name, no e-mail", () => {
    expect(identityFromProfile("x", { data: { id: "2244994945", name: "Ada Lovelace", username: "ada" } })).toEqual({
      subject: "2244994945",
      email: null,
      emailVerified: false,
      name: "Ada Lovelace",
    });
  });
  test("Spotify's me: the id, display name and an e-mail Spotify does not vouch for", () => {
    expect(identityFromProfile("spotify", { id: "wizzler", display_name: " Wizz ", email: "Wizz@Example.com" })).toEqual({
      subject: "wizzler",
      email: "wizz@example.com",
      emailVerified: false,
      name: "Wizz",
    });
  });
  test("a profile that names nobody is refused", () => {
    expect(() => identityFromProfile("x", { errors: [{ message: "Unauthorized" }] })).toThrow();
    expect(() => identityFromProfile("spotify", {})).toThrow();
  });
});

test("appleClientSecret signs an ES256 JWT for Apple and reuses it within the hour", async () => {
  const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  let now = new Date("2026-01-01T00:00:00Z");
  const secret = appleClientSecret({
    teamId: "TEAM123456",
    keyId: "KEY1234567",
    clientId: "com.example.web",
    privateKey: privateKey.export({ format: "pem", type: "pkcs8" }).toString(),
    now: () => now,
  });
  const first = await secret();
  expect(decodeProtectedHeader(first)).toMatchObject({ alg: "ES256", kid: "KEY1234567" });
  expect(decodeJwt(first)).toMatchObject({ iss: "TEAM123456", sub: "com.example.web", aud: "https://appleid.apple.com" });
  const key = await importSPKI(publicKey.export({ format: "pem", type: "spki" }).toString(), "ES256");
  await expect(jwtVerify(first, key, { currentDate: now })).resolves.toBeTruthy();
  now = new Date("2026-01-01T00:30:00Z");
  expect(await secret()).toBe(first);
  now = new Date("2026-01-01T01:00:00Z");
  expect(await secret()).not.toBe(first);
});

test.each([
  ["/auth/process", true],
  ["/auth/process?to=%2Fevents%2Fx", true],
  ["/auth/processor", false],
  ["/auth/process/../../evil", false],
  ["https://evil.example/auth/process", false],
  ["//evil.example/auth/process", false],
  ["/auth/process?to=//evil", false],
])("return path %s allowed: %s", (path, allowed) => {
  expect(isAllowedReturnPath(path)).toBe(allowed);
});

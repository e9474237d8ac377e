// Social sign-in through the local OpenID provider (a real oidc-provider server on its
// own port), driven the way a browser would: follow redirects by hand, keep cookies.
// Longer than our ~300-line rule on purpose: the three journeys (start, callback, exchange)
// share one provider server and one cookie-keeping browser, set up once for the file.
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { and, eq } from "drizzle-orm";
import express from "express";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { socialIdentities, users } from "../../db/schema.js";
import { SOCIAL_EXCHANGE_TTL_MS } from "../domain/social.js";
import { socialMessages } from "../../../contract/access/messages.js";
import { createVerifiedUser, registrationBody, uniqueEmail } from "../../test/fixtures.js";
import { startTestApi, TEST_PUBLIC_URL, type TestApi } from "../../test/support.js";
import { createDevOidcProvider, devSubject } from "../social/dev-oidc-provider.js";

let api: TestApi;
let providerServer: Server;
let issuer: string;

beforeAll(async () => {
  const app = express();
  providerServer = app.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => providerServer.once("listening", resolve));
  issuer = `http://127.0.0.1:${(providerServer.address() as AddressInfo).port}/dev/oidc`;
  const provider = await createDevOidcProvider({
    issuer,
    clients: [
      { clientId: "test-google", clientSecret: "test-google-secret", redirectUris: [`${TEST_PUBLIC_URL}/api/auth/google/callback`] },
      { clientId: "test-apple", clientSecret: "test-apple-secret", redirectUris: [`${TEST_PUBLIC_URL}/api/auth/apple/callback`] },
    ],
  });
  app.use("/dev/oidc", provider.router);
  api = await startTestApi({
    socialProviders: [
      { name: "google", issuer, clientId: "test-google", clientSecret: "test-google-secret" },
      { name: "apple", issuer, clientId: "test-apple", clientSecret: async () => "test-apple-secret" },
    ],
  });
});

afterAll(async () => {
  await api?.close();
  providerServer?.closeAllConnections();
  await new Promise<void>((resolve) => providerServer?.close(() => resolve()));
});

/** A browser's cookie jar, keyed by host, good enough for these hosts. */
class Browser {
  private jar = new Map<string, Map<string, string>>();

  async get(url: string, init: RequestInit = {}): Promise<Response> {
    const target = new URL(url);
    const cookies = [...(this.jar.get(target.host) ?? new Map()).entries()].map(([k, v]) => `${k}=${v}`).join("; ");
    const response = await fetch(url, {
      ...init,
      redirect: "manual",
      headers: { ...(init.headers as Record<string, string>), ...(cookies ? { cookie: cookies } : {}) },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const eq = pair.indexOf("=");
      const jar = this.jar.get(target.host) ?? new Map<string, string>();
      jar.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
      this.jar.set(target.host, jar);
    }
    return response;
  }

  cookie(host: string, name: string): string | undefined {
    return this.jar.get(host)?.get(name);
  }
}

const apiHost = () => new URL(api.url).host;
/** The API as the browser reaches it: TEST_PUBLIC_URL/api is served by the test API. */
const viaTestApi = (url: string) => url.replace(`${TEST_PUBLIC_URL}/api`, api.url);

interface Identity {
  name: string;
  email: string;
  emailVerified: boolean;
}

/** Start at the API, sign in at the provider, and stop where the provider sends the browser back. */
async function toCallback(browser: Browser, identity: Identity, { provider = "google", tamper }: { provider?: string; tamper?: (authorize: URL) => void } = {}) {
  const start = await browser.get(`${api.url}/auth/${provider}/login?redirect_uri=${encodeURIComponent("/auth/process?to=/events/x")}`);
  expect(start.status).toBe(303);
  const authorize = new URL(start.headers.get("location")!);
  tamper?.(authorize);
  const interaction = await browser.get(authorize.href);
  expect(interaction.status).toBe(303);
  const interactionUrl = new URL(interaction.headers.get("location")!, authorize);
  const page = await browser.get(interactionUrl.href);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain("Pick a test identity");
  const login = await browser.get(`${interactionUrl.href}/login`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ name: identity.name, email: identity.email, ...(identity.emailVerified ? { emailVerified: "on" } : {}) }),
  });
  expect(login.status).toBe(303);
  const resume = await browser.get(new URL(login.headers.get("location")!, authorize).href);
  expect(resume.status).toBe(303);
  return { authorize, callback: resume.headers.get("location")! };
}

/** The whole round trip: answers the return URL the API sends the browser to. */
async function signIn(browser: Browser, identity: Identity, options: Parameters<typeof toCallback>[2] = {}) {
  const { callback } = await toCallback(browser, identity, options);
  expect(callback.startsWith(`${TEST_PUBLIC_URL}/api/auth/${options.provider ?? "google"}/callback?`)).toBe(true);
  const back = await browser.get(viaTestApi(callback));
  expect(back.status).toBe(303);
  return new URL(back.headers.get("location")!);
}

async function exchange(browser: Browser, returnUrl: URL) {
  return api.post("/auth/social/exchange", { code: returnUrl.searchParams.get("code"), binding: browser.cookie(apiHost(), "social_binding") });
}

describe("starting a social sign-in", () => {
  test("redirects to the provider with state, nonce, PKCE S256 and our callback, and sets the binding cookie", async () => {
    const browser = new Browser();
    const start = await browser.get(`${api.url}/auth/google/login?redirect_uri=/auth/process`);
    expect(start.status).toBe(303);
    const authorize = new URL(start.headers.get("location")!);
    expect(authorize.href.startsWith(`${issuer}/auth?`)).toBe(true);
    expect(Object.fromEntries(authorize.searchParams)).toMatchObject({
      response_type: "code",
      client_id: "test-google",
      redirect_uri: `${TEST_PUBLIC_URL}/api/auth/google/callback`,
      code_challenge_method: "S256",
      scope: "openid email profile",
    });
    for (const param of ["state", "nonce", "code_challenge"]) expect(authorize.searchParams.get(param)).toMatch(/^[A-Za-z0-9_-]{43,}$/);
    const setCookie = start.headers.getSetCookie().join("\n");
    expect(setCookie).toMatch(/social_binding=[A-Za-z0-9_-]{43}; Max-Age=600; Path=\/; Expires=.*; HttpOnly; SameSite=Lax/);
  });

  test("accepts the spec's provider aliases (youtube is google)", async () => {
    const start = await new Browser().get(`${api.url}/auth/youtube/login?redirect_uri=/auth/process`);
    expect(start.status).toBe(303);
    expect(new URL(start.headers.get("location")!).searchParams.get("client_id")).toBe("test-google");
  });

  test("refuses a return address other than the web app's /auth/process", async () => {
    for (const target of ["https://evil.example/auth/process", "//evil.example/auth/process", "/events"]) {
      const answer = await new Browser().get(`${api.url}/auth/google/login?redirect_uri=${encodeURIComponent(target)}`);
      expect(answer.status).toBe(400);
      expect((await answer.json()).message).toBe(socialMessages.redirectInvalid);
    }
  });

  test("answers 404 for a provider that is not configured", async () => {
    const answer = await new Browser().get(`${api.url}/auth/amazonmusic/login?redirect_uri=/auth/process`);
    expect(answer.status).toBe(404);
  });
});

describe("coming back from the provider", () => {
  test("a new identity creates an incomplete account and signs it in through a one-time code", async () => {
    const browser = new Browser();
    const email = uniqueEmail("social-new");
    const back = await signIn(browser, { name: "Casey Doe", email, emailVerified: true });
    expect(back.origin + back.pathname).toBe(`${TEST_PUBLIC_URL}/auth/process`);
    expect(back.searchParams.get("to")).toBe("/events/x");
    expect(back.searchParams.get("code")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // No token of any kind in the URL.
    expect([...back.searchParams.keys()].sort()).toEqual(["code", "to"]);

    const answer = await exchange(browser, back);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ email, userName: null, isComplete: false, isEmailVerified: true, skipMultiFactorAuthentication: true });
    const [user] = await api.platform.deps.db.select().from(users).where(eq(users.id, answer.body.userId));
    expect(user).toMatchObject({ name: "Casey Doe", passwordHash: null });
    const [identity] = await api.platform.deps.db.select().from(socialIdentities).where(eq(socialIdentities.userId, user.id));
    expect(identity).toMatchObject({ provider: "google", subject: devSubject(email), emailVerified: true });
  });

  test("the second sign-in with the same provider and subject is the same account", async () => {
    const email = uniqueEmail("social-again");
    const first = new Browser();
    const firstInfo = (await exchange(first, await signIn(first, { name: "Dana Roe", email, emailVerified: false }))).body;
    const second = new Browser();
    const secondInfo = (await exchange(second, await signIn(second, { name: "Dana Roe", email, emailVerified: false }))).body;
    expect(secondInfo.userId).toBe(firstInfo.userId);
    const rows = await api.platform.deps.db.select().from(socialIdentities).where(eq(socialIdentities.userId, firstInfo.userId));
    expect(rows).toHaveLength(1);
  });

  test("the same e-mail at another provider is another identity: linked only because both sides verified it", async () => {
    const email = uniqueEmail("social-two-providers");
    const google = new Browser();
    const viaGoogle = (await exchange(google, await signIn(google, { name: "Eli Park", email, emailVerified: true }))).body;
    const apple = new Browser();
    const viaApple = (await exchange(apple, await signIn(apple, { name: "Eli Park", email, emailVerified: true }, { provider: "apple" }))).body;
    expect(viaApple.userId).toBe(viaGoogle.userId);
  });

  test("a verified provider e-mail links to an existing account whose e-mail is verified", async () => {
    const member = await createVerifiedUser(api);
    const browser = new Browser();
    const info = (await exchange(browser, await signIn(browser, { name: "Alex Morgan", email: member.email, emailVerified: true }))).body;
    expect(info.userId).toBe(member.userId);
    expect(info.isComplete).toBe(member.isComplete);
  });

  test("an unverified provider e-mail does not link to the existing account", async () => {
    const member = await createVerifiedUser(api);
    const browser = new Browser();
    const back = await signIn(browser, { name: "Mallory", email: member.email, emailVerified: false });
    expect(back.pathname).toBe("/auth/process");
    expect(back.searchParams.get("error")).toBe("email_taken");
    expect(back.searchParams.has("code")).toBe(false);
    const linked = await api.platform.deps.db.select().from(socialIdentities).where(eq(socialIdentities.userId, member.userId));
    expect(linked).toHaveLength(0);
  });

  test("a verified provider e-mail does not link to an account that never verified the address", async () => {
    const body = registrationBody();
    const registered = await api.post("/auth/password/register", body);
    const browser = new Browser();
    const back = await signIn(browser, { name: "Alex Morgan", email: body.userName, emailVerified: true });
    expect(back.searchParams.get("error")).toBe("email_taken");
    const linked = await api.platform.deps.db.select().from(socialIdentities).where(eq(socialIdentities.userId, registered.body.userId));
    expect(linked).toHaveLength(0);
  });

  test("accepts the answer by form POST (Apple's response_mode=form_post)", async () => {
    const browser = new Browser();
    const { callback } = await toCallback(browser, { name: "Posty", email: uniqueEmail("social-post"), emailVerified: true }, { provider: "apple" });
    const answer = new URL(viaTestApi(callback));
    const back = await browser.get(answer.origin + answer.pathname, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: answer.searchParams,
    });
    expect(back.status).toBe(303);
    const returned = new URL(back.headers.get("location")!);
    expect((await exchange(browser, returned)).status).toBe(200);
  });

  test("refuses a state it did not issue", async () => {
    const browser = new Browser();
    const { callback } = await toCallback(browser, { name: "Sam", email: uniqueEmail("social-state"), emailVerified: true });
    const forged = new URL(viaTestApi(callback));
    forged.searchParams.set("state", "forged-state-forged-state-forged-state-xx");
    const back = await browser.get(forged.href);
    expect(new URL(back.headers.get("location")!).searchParams.get("error")).toBe("state_mismatch");
  });

  test("refuses the right state in another browser (no binding cookie), and then the state is spent", async () => {
    const browser = new Browser();
    const { callback } = await toCallback(browser, { name: "Sam", email: uniqueEmail("social-binding"), emailVerified: true });
    const elsewhere = await new Browser().get(viaTestApi(callback));
    expect(new URL(elsewhere.headers.get("location")!).searchParams.get("error")).toBe("state_mismatch");
    const replay = await browser.get(viaTestApi(callback));
    const back = new URL(replay.headers.get("location")!);
    // The first visit did not spend it (wrong browser), so the right browser still gets in once…
    expect(back.searchParams.get("code")).toBeTruthy();
    // …and never twice.
    const again = await browser.get(viaTestApi(callback));
    expect(new URL(again.headers.get("location")!).searchParams.get("error")).toBe("state_mismatch");
  });

  test("refuses an ID token whose nonce is not the one we sent", async () => {
    const browser = new Browser();
    const { callback } = await toCallback(
      browser,
      { name: "Sam", email: uniqueEmail("social-nonce"), emailVerified: true },
      { tamper: (authorize) => authorize.searchParams.set("nonce", "some-other-nonce") },
    );
    const back = new URL((await browser.get(viaTestApi(callback))).headers.get("location")!);
    expect(back.searchParams.get("error")).toBe("provider_failed");
    expect(back.searchParams.has("code")).toBe(false);
  });

  test("refuses a code obtained for another PKCE challenge", async () => {
    const browser = new Browser();
    const { callback } = await toCallback(
      browser,
      { name: "Sam", email: uniqueEmail("social-pkce"), emailVerified: true },
      { tamper: (authorize) => authorize.searchParams.set("code_challenge", "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM") },
    );
    const back = new URL((await browser.get(viaTestApi(callback))).headers.get("location")!);
    expect(back.searchParams.get("error")).toBe("provider_failed");
  });

  test("passes a provider's refusal on as an error", async () => {
    const browser = new Browser();
    const start = await browser.get(`${api.url}/auth/google/login?redirect_uri=/auth/process`);
    const state = new URL(start.headers.get("location")!).searchParams.get("state")!;
    const back = await browser.get(`${api.url}/auth/google/callback?${new URLSearchParams({ state, error: "access_denied" })}`);
    expect(new URL(back.headers.get("location")!).searchParams.get("error")).toBe("provider_failed");
  });
});

describe("exchanging the code", () => {
  test("works once only", async () => {
    const browser = new Browser();
    const back = await signIn(browser, { name: "Reuse", email: uniqueEmail("social-reuse"), emailVerified: true });
    expect((await exchange(browser, back)).status).toBe(200);
    const again = await exchange(browser, back);
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(socialMessages.exchangeInvalid);
  });

  test("needs the browser's binding", async () => {
    const browser = new Browser();
    const back = await signIn(browser, { name: "Bound", email: uniqueEmail("social-bound"), emailVerified: true });
    const answer = await api.post("/auth/social/exchange", { code: back.searchParams.get("code"), binding: "not-the-binding" });
    expect(answer.status).toBe(400);
    // A wrong binding does not spend the code.
    expect((await exchange(browser, back)).status).toBe(200);
  });

  test("expires after a minute", async () => {
    const browser = new Browser();
    const back = await signIn(browser, { name: "Late", email: uniqueEmail("social-late"), emailVerified: true });
    api.clock.advance(SOCIAL_EXCHANGE_TTL_MS + 1000);
    try {
      expect((await exchange(browser, back)).status).toBe(400);
    } finally {
      api.clock.set(new Date());
    }
  });

  test("follows the account's second-factor setting", async () => {
    const email = uniqueEmail("social-mfa");
    const first = new Browser();
    const info = (await exchange(first, await signIn(first, { name: "Mfa", email, emailVerified: true }))).body;
    await api.platform.deps.db.update(users).set({ mfaEnabled: true }).where(eq(users.id, info.userId));
    const second = new Browser();
    const again = (await exchange(second, await signIn(second, { name: "Mfa", email, emailVerified: true }))).body;
    expect(again.skipMultiFactorAuthentication).toBe(false);
    const rows = await api.platform.deps.db
      .select()
      .from(socialIdentities)
      .where(and(eq(socialIdentities.userId, info.userId), eq(socialIdentities.provider, "google")));
    expect(rows[0].lastUsedAt).not.toBeNull();
  });
});

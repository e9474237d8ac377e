// Connecting a social account to a signed-in member, through the local OpenID provider on
// its own port: the identity is linked to the member (no new account, no sign-in), shows in
// socialMedias, and an identity already linked to someone else is refused.
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { eq } from "drizzle-orm";
import express from "express";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { socialIdentities, users } from "../db/schema.js";
import { createVerifiedUser, uniqueEmail } from "../test/fixtures.js";
import { startTestApi, TEST_PUBLIC_URL, type TestApi } from "../test/support.js";
import { createDevOidcProvider } from "../access/social/dev-oidc-provider.js";

let api: TestApi;
let providerServer: Server;

beforeAll(async () => {
  const app = express();
  providerServer = app.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => providerServer.once("listening", resolve));
  const issuer = `http://127.0.0.1:${(providerServer.address() as AddressInfo).port}/dev/oidc`;
  const client = (name: string) => ({ clientId: `test-${name}`, clientSecret: `test-${name}-secret`, redirectUris: [`${TEST_PUBLIC_URL}/api/auth/${name}/callback`] });
  const provider = await createDevOidcProvider({ issuer, clients: [client("google"), client("twitch"), client("spotify")] });
  app.use("/dev/oidc", provider.router);
  // Spotify speaks OAuth 2.0 without OpenID Connect: the local provider plays that part too (its
  // authorization and token endpoints, and its userinfo endpoint as the profile).
  const discovered = (await (await fetch(`${issuer}/.well-known/openid-configuration`)).json()) as Record<string, string>;
  api = await startTestApi({
    socialProviders: [
      { name: "google", issuer, clientId: "test-google", clientSecret: "test-google-secret" },
      { name: "twitch", issuer, clientId: "test-twitch", clientSecret: "test-twitch-secret", connectOnly: true },
      {
        name: "spotify",
        issuer,
        clientId: "test-spotify",
        clientSecret: "test-spotify-secret",
        connectOnly: true,
        scope: "openid email profile",
        oauth2: {
          authorizationEndpoint: discovered.authorization_endpoint,
          tokenEndpoint: discovered.token_endpoint,
          profileEndpoint: discovered.userinfo_endpoint,
          profileFormat: "userinfo",
          clientAuthentication: "post",
        },
      },
    ],
  });
});

afterAll(async () => {
  await api?.close();
  providerServer?.closeAllConnections();
  await new Promise<void>((resolve) => providerServer?.close(() => resolve()));
});

/** Follows one redirect at a time, keeping cookies per host, as a browser would. */
function browser() {
  const jar = new Map<string, Map<string, string>>();
  return {
    set(host: string, name: string, value: string) {
      jar.set(host, (jar.get(host) ?? new Map()).set(name, value));
    },
    async get(url: string, init: RequestInit = {}): Promise<Response> {
      const target = new URL(url);
      const cookies = [...(jar.get(target.host) ?? new Map()).entries()].map(([k, v]) => `${k}=${v}`).join("; ");
      const response = await fetch(url, { ...init, redirect: "manual", headers: { ...(init.headers as Record<string, string>), ...(cookies ? { cookie: cookies } : {}) } });
      for (const line of response.headers.getSetCookie()) {
        const [pair] = line.split(";");
        const at = pair.indexOf("=");
        this.set(target.host, pair.slice(0, at).trim(), pair.slice(at + 1).trim());
      }
      return response;
    },
  };
}

/** Starts a connection as the member, picks an identity at the provider, and answers where the API sends the browser back. */
async function connect(token: string, identity: { name: string; email: string }, provider = "youtube"): Promise<URL> {
  const started = await fetch(`${api.url}/auth/social/connect`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify({ provider }),
  });
  expect(started.status).toBe(200);
  const { location, binding } = (await started.json()) as { location: string; binding: string };
  const b = browser();
  b.set(new URL(api.url).host, "social_binding", binding);
  const authorize = new URL(location);
  const interaction = new URL((await b.get(authorize.href)).headers.get("location")!, authorize);
  await b.get(interaction.href);
  const login = await b.get(`${interaction.href}/login`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ name: identity.name, email: identity.email, emailVerified: "on" }),
  });
  const callback = (await b.get(new URL(login.headers.get("location")!, authorize).href)).headers.get("location")!;
  const back = await b.get(callback.replace(`${TEST_PUBLIC_URL}/api`, api.url));
  expect(back.status).toBe(303);
  return new URL(back.headers.get("location")!);
}

const SOCIALS = `{ user { me { socialMedias { provider email } } } }`;

describe("connecting a social account", () => {
  test("links the identity to the signed-in member and lists it as youtube", async () => {
    const user = await createVerifiedUser(api);
    const email = uniqueEmail("yt");
    const back = await connect(user.token, { name: "Tess Ray", email });
    expect(`${back.pathname}${back.search}`).toBe("/profile/social?connected=youtube");
    expect((await api.graphql(SOCIALS, {}, { token: user.token })).body.data.user.me.socialMedias).toEqual([{ provider: "youtube", email }]);
    // No account was made for the provider's address.
    expect(await api.platform.deps.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  test("an identity linked to someone else is refused", async () => {
    const first = await createVerifiedUser(api);
    const second = await createVerifiedUser(api);
    const email = uniqueEmail("yt-shared");
    await connect(first.token, { name: "Sam Wu", email });
    const back = await connect(second.token, { name: "Sam Wu", email });
    expect(`${back.pathname}${back.search}`).toBe("/profile/social?error=social_taken");
    const rows = await api.platform.deps.db.select().from(socialIdentities).where(eq(socialIdentities.userId, second.userId));
    expect(rows).toEqual([]);
  });

  test("Twitch (OpenID Connect) and Spotify (OAuth 2.0 with a profile endpoint) connect to the profile and sign nobody in", async () => {
    const user = await createVerifiedUser(api);
    const twitchEmail = uniqueEmail("twitch");
    const spotifyEmail = uniqueEmail("spotify");
    expect(`${(await connect(user.token, { name: "Tess Ray", email: twitchEmail }, "twitch")).search}`).toBe("?connected=twitch");
    expect(`${(await connect(user.token, { name: "Tess Ray", email: spotifyEmail }, "spotify")).search}`).toBe("?connected=spotify");
    expect((await api.graphql(SOCIALS, {}, { token: user.token })).body.data.user.me.socialMedias).toEqual([
      { provider: "twitch", email: twitchEmail },
      { provider: "spotify", email: spotifyEmail },
    ]);
    // Never a way in: no sign-in starts with them.
    for (const name of ["twitch", "spotify"]) {
      const start = await fetch(`${api.url}/auth/${name}/login?redirect_uri=${encodeURIComponent("/auth/process")}`, { redirect: "manual" });
      expect(start.status).toBe(404);
    }
  });

  test("a provider without a configured client, or a signed-out caller, is refused", async () => {
    const user = await createVerifiedUser(api);
    const twitter = await fetch(`${api.url}/auth/social/connect`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${user.token}` },
      body: JSON.stringify({ provider: "twitter" }),
    });
    expect(twitter.status).toBe(404);
    const anonymous = await fetch(`${api.url}/auth/social/connect`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ provider: "youtube" }) });
    expect(anonymous.status).toBe(401);
  });
});

// The local OpenID provider that stands in for Google and Apple in development and
// tests (the real ones cannot be reached here). It is a real OpenID Connect server
// (`oidc-provider`): discovery, JWKS, authorization code with PKCE, signed ID tokens.
// Its sign-in screen lets you pick a test identity: a name, an e-mail address, and
// whether the provider vouches for that address. Never mounted in production unless
// DEV_OIDC=true says so (the e2e tests run the production build that way).
import { createHash, generateKeyPairSync } from "node:crypto";
import express, { Router, type Request, type Response } from "express";

export interface DevOidcClient {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
}

export interface DevOidcProvider {
  issuer: string;
  /** Mount at the issuer's path (e.g. app.use("/dev/oidc", provider.router)). */
  router: Router;
}

interface TestIdentity {
  name: string;
  email: string;
  emailVerified: boolean;
}

/** A stable subject per e-mail address, so picking the same identity again is the same account at the provider. */
export function devSubject(email: string): string {
  return `dev-${createHash("sha256").update(email.trim().toLowerCase()).digest("hex").slice(0, 24)}`;
}

/** In-memory storage: test identities and their sessions live as long as the process. */
class MemoryAdapter {
  private static store = new Map<string, { payload: Record<string, unknown>; expiresAt: number }>();
  constructor(private readonly model: string) {}
  private key(id: string) {
    return `${this.model}:${id}`;
  }
  async upsert(id: string, payload: Record<string, unknown>, expiresIn: number) {
    MemoryAdapter.store.set(this.key(id), { payload, expiresAt: Date.now() + expiresIn * 1000 });
    if (typeof payload.uid === "string") MemoryAdapter.store.set(`${this.model}:uid:${payload.uid}`, { payload: { id }, expiresAt: Date.now() + expiresIn * 1000 });
  }
  async find(id: string) {
    const entry = MemoryAdapter.store.get(this.key(id));
    if (!entry || entry.expiresAt < Date.now()) return undefined;
    return entry.payload;
  }
  async findByUid(uid: string) {
    const ref = MemoryAdapter.store.get(`${this.model}:uid:${uid}`);
    return ref ? this.find(String(ref.payload.id)) : undefined;
  }
  async findByUserCode() {
    return undefined;
  }
  async consume(id: string) {
    const entry = MemoryAdapter.store.get(this.key(id));
    if (entry) entry.payload.consumed = Math.floor(Date.now() / 1000);
  }
  async destroy(id: string) {
    MemoryAdapter.store.delete(this.key(id));
  }
  async revokeByGrantId(grantId: string) {
    for (const [key, entry] of MemoryAdapter.store) if (entry.payload.grantId === grantId) MemoryAdapter.store.delete(key);
  }
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export async function createDevOidcProvider(input: { issuer: string; clients: DevOidcClient[] }): Promise<DevOidcProvider> {
  // Loaded only when asked for, so production never loads the package.
  const { default: Provider } = await import("oidc-provider");
  const identities = new Map<string, TestIdentity>();
  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const signingKey = { ...privateKey.export({ format: "jwk" }), kid: "dev-oidc-1", alg: "RS256", use: "sig" };

  const provider = new Provider(input.issuer, {
    clients: input.clients.map((c) => ({
      client_id: c.clientId,
      client_secret: c.clientSecret,
      redirect_uris: c.redirectUris,
      response_types: ["code"],
      grant_types: ["authorization_code"],
      token_endpoint_auth_method: "client_secret_post",
    })),
    jwks: { keys: [signingKey] },
    cookies: { keys: [createHash("sha256").update(`${input.issuer}:${Date.now()}:${Math.random()}`).digest("base64url")] },
    adapter: MemoryAdapter,
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
    pkce: { required: () => true },
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name", "given_name", "family_name"] },
    // The relying party reads the e-mail from the ID token, as it does with Google and Apple.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `${new URL(input.issuer).pathname}/interaction/${interaction.uid}` },
    async findAccount(_ctx, sub) {
      const identity = identities.get(sub);
      if (!identity) return undefined;
      const [given, ...family] = identity.name.split(" ");
      return {
        accountId: sub,
        claims: () => ({
          sub,
          email: identity.email,
          email_verified: identity.emailVerified,
          name: identity.name,
          given_name: given,
          family_name: family.join(" ") || undefined,
        }),
      };
    },
    // First-party test clients: no consent screen.
    async loadExistingGrant(ctx) {
      const clientId = ctx.oidc.client!.clientId;
      const existing = ctx.oidc.session!.grantIdFor(clientId);
      if (existing) return ctx.oidc.provider.Grant.find(existing);
      const grant = new ctx.oidc.provider.Grant({ clientId, accountId: ctx.oidc.session!.accountId! });
      grant.addOIDCScope("openid email profile");
      await grant.save();
      ctx.oidc.session!.grantIdFor(clientId, grant.jti);
      return grant;
    },
  });

  const router = Router();
  router.get("/interaction/:uid", async (req: Request, res: Response) => {
    const details = await provider.interactionDetails(req, res);
    res.set("Cache-Control", "no-store").type("html").send(loginPage(String(details.uid), details.params.client_id as string));
  });
  router.post("/interaction/:uid/login", express.urlencoded({ extended: false }), async (req: Request, res: Response) => {
    await provider.interactionDetails(req, res);
    const email = String(req.body.email ?? "").trim().toLowerCase();
    const name = String(req.body.name ?? "").trim() || "Test Person";
    if (!email.includes("@")) {
      res.status(400).type("text/plain").send("An e-mail address is required.");
      return;
    }
    const accountId = devSubject(email);
    identities.set(accountId, { name, email, emailVerified: req.body.emailVerified === "on" || req.body.emailVerified === "true" });
    await provider.interactionFinished(req, res, { login: { accountId } }, { mergeWithLastSubmission: false });
  });
  router.use(provider.callback());
  return { issuer: input.issuer, router };
}

function loginPage(uid: string, clientId: string): string {
  const presets: TestIdentity[] = [
    { name: "Avery Quinn", email: "avery.quinn@example.com", emailVerified: true },
    { name: "Blake Unverified", email: "blake.unverified@example.com", emailVerified: false },
  ];
  const presetForms = presets
    .map(
      (p) => `<form method="post" action="${escapeHtml(uid)}/login">
  <input type="hidden" name="name" value="${escapeHtml(p.name)}"><input type="hidden" name="email" value="${escapeHtml(p.email)}">
  ${p.emailVerified ? '<input type="hidden" name="emailVerified" value="on">' : ""}
  <button type="submit">${escapeHtml(p.name)} &lt;${escapeHtml(p.email)}&gt; (${p.emailVerified ? "verified" : "unverified"})</button>
</form>`,
    )
    .join("\n");
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Local OpenID provider: sign in</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 32rem; margin: 2rem auto; padding: 0 1rem">
<h1>Local OpenID provider</h1>
<p>Development stand-in for the social sign-in providers (client <code>${escapeHtml(clientId)}</code>). Pick a test identity.</p>
${presetForms}
<h2>Another identity</h2>
<form method="post" action="${escapeHtml(uid)}/login" style="display: grid; gap: 0.75rem">
  <label>Name <input name="name" required autocomplete="off"></label>
  <label>Email <input name="email" type="email" required autocomplete="off"></label>
  <label><input name="emailVerified" type="checkbox" checked> Email verified by the provider</label>
  <button type="submit">Sign in</button>
</form>
</body></html>`;
}

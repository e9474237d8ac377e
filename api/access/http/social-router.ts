// Social sign-in endpoints (spec 1 §7), mounted at /auth:
//   GET  /auth/{provider}/{action}?redirect_uri=/auth/process[?to=…]  → 302 to the provider
//   GET|POST /auth/{provider}/callback                                → 302 to redirect_uri?code=… (or ?error=…)
//   POST /auth/social/exchange { code, binding }                       → AuthInfo, once
// No token ever travels in a URL: the web app's return page gets a one-time code bound
// to this browser by the binding cookie, and trades it server-side (docs/decisions/0009).
import express, { Router, type Request, type Response } from "express";
import type { Logger } from "pino";
import type { AuthDeps } from "../../kernel/deps.js";
import { DomainError } from "../../kernel/errors.js";
import { commonMessages } from "../../../contract/common/messages.js";
import {
  accountForIdentity,
  exchangeSocialCode,
  issueExchangeCode,
  startSocialSignIn,
  takePendingSignIn,
  SOCIAL_ROUND_TRIP_TTL_MS,
} from "../domain/social.js";
import type { RateLimiter } from "../../http/rate-limit.js";
import { SocialProviderError, type SocialProviderClient } from "../social/provider-client.js";
import { completeSocialConnect, connectRequestOf, SOCIAL_CONNECT_RETURN_PATH } from "../../account/domain/social-connect.js";

/** The spec's provider names for the accounts shown to users (spec 1 §7). */
const PROVIDER_ALIASES: Record<string, string> = { youtube: "google", amazonmusic: "amazon" };
const START_ACTIONS = new Set(["login", "signup", "sign-up", "connect"]);
const DEFAULT_RETURN_PATH = "/auth/process";

/** Codes the web app's return page turns into messages. */
export type SocialErrorCode = "state_mismatch" | "provider_failed" | "email_taken" | "email_missing" | "unavailable" | "social_taken";

export function bindingCookieName(publicUrl: string): string {
  return publicUrl.startsWith("https://") ? "__Host-social_binding" : "social_binding";
}

function readCookie(req: Request, name: string): string | null {
  for (const part of (req.get("cookie") ?? "").split(";")) {
    const eq = part.indexOf("=");
    if (eq !== -1 && part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return null;
}

export function createSocialRouter(
  deps: AuthDeps & { rateLimiter: RateLimiter; logger: Logger; socialProviders: SocialProviderClient[] },
): Router {
  const providers = new Map(deps.socialProviders.map((p) => [p.name, p]));
  const secure = deps.publicUrl.startsWith("https://");
  const cookieName = bindingCookieName(deps.publicUrl);
  const router = Router();
  const callbackUrl = (provider: string) => `${deps.publicUrl}/api/auth/${provider}/callback`;

  function returnTo(res: Response, returnPath: string, query: Record<string, string>) {
    const separator = returnPath.includes("?") ? "&" : "?";
    res.redirect(303, `${deps.publicUrl}${returnPath}${separator}${new URLSearchParams(query)}`);
  }

  router.post("/social/exchange", express.json({ limit: "4kb" }), async (req, res) => {
    const { allowed, retryAfterMs } = await deps.rateLimiter.hit(`social-exchange:ip:${req.ip}`, 60, 60_000);
    if (!allowed) throw new DomainError("RATE_LIMITED", commonMessages.rateLimited, { retryAfterMs });
    res.json(await exchangeSocialCode(deps, req.body, { ipAddress: req.ip, userAgent: req.get("user-agent") }));
  });

  router.get("/:provider/:action", async (req, res, next) => {
    const requested = String(req.params.provider);
    const name = PROVIDER_ALIASES[requested] ?? requested;
    const provider = providers.get(name);
    // A connect-only provider (X, Spotify, Twitch) is started by POST /auth/social/connect, never here.
    if (!provider || provider.connectOnly || !START_ACTIONS.has(String(req.params.action))) return next();
    const { allowed, retryAfterMs } = await deps.rateLimiter.hit(`social-start:ip:${req.ip}`, 30, 60_000);
    if (!allowed) throw new DomainError("RATE_LIMITED", commonMessages.rateLimited, { retryAfterMs });
    const returnPath = typeof req.query.redirect_uri === "string" ? req.query.redirect_uri : DEFAULT_RETURN_PATH;
    const started = await startSocialSignIn(deps, name, returnPath);
    let location: string;
    try {
      location = await provider.authorizationUrl({ ...started, redirectUri: callbackUrl(name) });
    } catch (error) {
      deps.logger.error({ err: error, provider: name }, "social provider unavailable");
      return returnTo(res, returnPath, { error: "unavailable" });
    }
    // Ties the round trip to this browser. SameSite=None where possible, because Apple
    // comes back by a cross-site POST; plain http (development) only allows Lax.
    res.cookie(cookieName, started.binding, {
      httpOnly: true,
      secure,
      sameSite: secure ? "none" : "lax",
      path: "/",
      maxAge: SOCIAL_ROUND_TRIP_TTL_MS,
    });
    res.redirect(303, location);
  });

  async function callback(req: Request, res: Response) {
    const name = String(req.params.provider);
    const provider = providers.get(name);
    if (!provider) {
      res.status(404).json({ code: "NOT_FOUND", message: commonMessages.notFound });
      return;
    }
    const params = (req.method === "POST" ? req.body : req.query) as Record<string, unknown>;
    const state = typeof params.state === "string" ? params.state : "";
    let pending;
    try {
      pending = await takePendingSignIn(deps, name, state, readCookie(req, cookieName));
    } catch {
      return returnTo(res, DEFAULT_RETURN_PATH, { error: "state_mismatch" });
    }
    // A signed-in member connecting an account (api/account/domain/social-connect.ts) goes back to the profile, signed in as before.
    const connecting = await connectRequestOf(deps, pending.id);
    const returnPath = connecting ? SOCIAL_CONNECT_RETURN_PATH : pending.returnPath;
    if (provider.connectOnly && !connecting) return returnTo(res, returnPath, { error: "unavailable" });
    const code = typeof params.code === "string" ? params.code : "";
    if (!code) return returnTo(res, returnPath, { error: "provider_failed" });
    try {
      const answer = Object.fromEntries(Object.entries(params).filter((entry): entry is [string, string] => typeof entry[1] === "string"));
      const identity = await provider.identify({
        callback: answer,
        redirectUri: callbackUrl(name),
        state,
        nonce: pending.nonce,
        codeVerifier: pending.codeVerifier,
      });
      if (connecting) {
        await completeSocialConnect(deps, connecting, name, identity);
        return returnTo(res, returnPath, { connected: connecting.provider });
      }
      const user = await accountForIdentity(deps, name, identity);
      const exchangeCode = await issueExchangeCode(deps, pending.id, user.id);
      returnTo(res, pending.returnPath, { code: exchangeCode });
    } catch (error) {
      if (error instanceof SocialProviderError) {
        deps.logger.warn({ provider: name, reason: error.message }, "social sign-in refused");
        return returnTo(res, returnPath, { error: "provider_failed" });
      }
      if (error instanceof DomainError && error.code === "CONFLICT") return returnTo(res, returnPath, { error: connecting ? "social_taken" : "email_taken" });
      if (error instanceof DomainError && error.code === "AUTH_INVALID_CREDENTIALS") {
        return returnTo(res, pending.returnPath, { error: "email_missing" });
      }
      throw error;
    }
  }

  router.get("/:provider/callback", callback);
  router.post("/:provider/callback", express.urlencoded({ extended: false, limit: "16kb" }), callback);
  return router;
}

// The access area's REST endpoints (spec 1 §7), mounted at /auth: sign-up, sign-in,
// refresh, sign-out, and the passkey, social and one-time-code routes. Thin: parse the
// HTTP request, apply rate limits, call the use case, answer JSON.
import { Router, type Request } from "express";
import type { AuthRouteDeps } from "../../kernel/area.js";
import { DomainError } from "../../kernel/errors.js";
import { commonMessages } from "../../../contract/common/messages.js";
import { ADDRESS_AVAILABILITY_RATE_LIMIT, addressAvailabilityKey } from "../../../contract/access/rest.js";
import { confirmEmail, resendVerificationEmail } from "../domain/email-verification.js";
import { isEmailAvailable, registerWithPassword } from "../domain/registration.js";
import { resolveAccessToken, revokeSession, sessionExpired, type ClientInfo } from "../domain/sessions.js";
import { normalizeLogin, refreshSession, signInWithPassword } from "../domain/sign-in.js";
import { bearerToken } from "../../http/bearer.js";
import { createCodesRouter } from "./codes-router.js";
import { createPasskeyRouter } from "./passkey-router.js";
import { createSocialRouter } from "./social-router.js";

const MINUTE = 60_000;

/** Attempts allowed per window. Sign-in counts failures only; the others count every request. */
export const authRateLimits = {
  signInFailuresPerAccountAndIp: { limit: 10, windowMs: 15 * MINUTE },
  signInFailuresPerIp: { limit: 50, windowMs: 15 * MINUTE },
  // Generous: a venue's shared Wi-Fi may sign up a crowd at once; each address registers only once anyway.
  registrationsPerIp: { limit: 100, windowMs: 60 * MINUTE },
  resendsPerAccount: { limit: 3, windowMs: 15 * MINUTE },
  resendsPerIp: { limit: 20, windowMs: 60 * MINUTE },
  availabilityChecksPerIp: ADDRESS_AVAILABILITY_RATE_LIMIT,
} as const;

type Policy = { limit: number; windowMs: number };

const rateLimited = (retryAfterMs: number) =>
  new DomainError("RATE_LIMITED", commonMessages.rateLimited, { retryAfterMs });

export function createAccessRouter(deps: AuthRouteDeps): Router {
  const { rateLimiter: limiter } = deps;
  const router = Router();
  const clientOf = (req: Request): ClientInfo => ({ ipAddress: req.ip, userAgent: req.get("user-agent") });
  const ipOf = (req: Request) => req.ip ?? "unknown";

  async function count(key: string, policy: Policy) {
    const { allowed, retryAfterMs } = await limiter.hit(key, policy.limit, policy.windowMs);
    if (!allowed) throw rateLimited(retryAfterMs);
  }

  /**
   * Counts an attempt as a failure before it is checked (increment, then compare), so
   * concurrent attempts cannot all slip under the limit; `release` takes it back if it
   * turns out not to be one. Over any limit, nothing is counted and the attempt is refused.
   */
  async function reserveFailure(limits: [string, Policy][]) {
    const results = await Promise.all(limits.map(([key, policy]) => limiter.hit(key, policy.limit, policy.windowMs)));
    const refused = results.filter((result) => !result.allowed);
    if (refused.length) {
      await release(limits.map(([key]) => key));
      throw rateLimited(Math.max(...refused.map((result) => result.retryAfterMs)));
    }
  }

  const release = (keys: string[]) => Promise.all(keys.map((key) => limiter.release(key)));

  router.post("/password/register", async (req, res) => {
    const policy = deps.registrationsPerHour ? { limit: deps.registrationsPerHour, windowMs: 60 * MINUTE } : authRateLimits.registrationsPerIp;
    await count(`register:ip:${ipOf(req)}`, policy);
    res.json(await registerWithPassword(deps, req.body, clientOf(req)));
  });

  router.post("/password/resend-register-email", async (req, res) => {
    await count(`resend:ip:${ipOf(req)}`, authRateLimits.resendsPerIp);
    const account = typeof req.body?.userName === "string" ? normalizeLogin(req.body.userName) : "";
    await count(`resend:account:${account}`, authRateLimits.resendsPerAccount);
    await resendVerificationEmail(deps, req.body);
    res.json({ ok: true });
  });

  router.post("/password/verify-email-token", async (req, res) => {
    res.json(await confirmEmail(deps, req.body, clientOf(req)));
  });

  router.post("/password/check-email-availability", async (req, res) => {
    await count(addressAvailabilityKey(req.ip), authRateLimits.availabilityChecksPerIp);
    res.json({ available: await isEmailAvailable(deps, req.body) });
  });

  router.post("/password/sign-in", async (req, res) => {
    const login = typeof req.body?.userName === "string" ? normalizeLogin(req.body.userName) : "";
    const ipKey = `sign-in:ip:${ipOf(req)}`;
    const accountKey = `sign-in:account:${login}:${ipOf(req)}`;
    await reserveFailure([
      [ipKey, authRateLimits.signInFailuresPerIp],
      [accountKey, authRateLimits.signInFailuresPerAccountAndIp],
    ]);
    try {
      const authInfo = await signInWithPassword(deps, req.body, clientOf(req));
      await limiter.reset(accountKey);
      await release([ipKey]);
      res.json(authInfo);
    } catch (error) {
      // Only wrong credentials stay counted.
      if (!(error instanceof DomainError && error.code === "AUTH_INVALID_CREDENTIALS")) await release([ipKey, accountKey]);
      throw error;
    }
  });

  router.post("/refresh", async (req, res) => {
    res.json(await refreshSession(deps, req.body));
  });

  router.post("/sign-out", async (req, res) => {
    const token = bearerToken(req.get("authorization"));
    // A session still owing its second factor may sign out too ("Contact us", "Sign Up" on /auth/mfa).
    const resolved = token ? await resolveAccessToken(deps, token) : null;
    if (!resolved) throw sessionExpired();
    await revokeSession(deps, resolved.viewer.sessionId, "signed_out");
    res.status(204).end();
  });

  router.use("/passkey", createPasskeyRouter(deps));
  router.use(createSocialRouter({ ...deps, socialProviders: deps.socialProviders ?? [] }));
  router.use(createCodesRouter({ ...deps, rateLimiter: limiter }));
  return router;
}

// Passkey endpoints (spec 1 §7), mounted at /auth/passkey. Registration needs a signed-in
// user (bearer); sign-in shares the password sign-in's failure limits.
import { Router, type Request } from "express";
import type { AuthDeps } from "../../kernel/deps.js";
import { DomainError } from "../../kernel/errors.js";
import { commonMessages } from "../../../contract/common/messages.js";
import {
  passkeyLoginOptions,
  passkeyRegistrationOptions,
  registerPasskey,
  signInWithPasskey,
} from "../domain/passkeys.js";
import { authenticateAccessToken, sessionExpired } from "../domain/sessions.js";
import { bearerToken } from "../../http/bearer.js";
import type { RateLimiter } from "../../http/rate-limit.js";

const MINUTE = 60_000;

export const passkeyRateLimits = {
  optionsPerIp: { limit: 60, windowMs: MINUTE },
  signInFailuresPerIp: { limit: 50, windowMs: 15 * MINUTE },
} as const;

export function createPasskeyRouter(deps: AuthDeps & { rateLimiter: RateLimiter }): Router {
  const { rateLimiter: limiter } = deps;
  const router = Router();
  const ipOf = (req: Request) => req.ip ?? "unknown";

  async function viewerOf(req: Request) {
    const token = bearerToken(req.get("authorization"));
    const viewer = token ? await authenticateAccessToken(deps, token) : null;
    if (!viewer) throw sessionExpired();
    return viewer;
  }

  async function count(key: string, policy: { limit: number; windowMs: number }) {
    const { allowed, retryAfterMs } = await limiter.hit(key, policy.limit, policy.windowMs);
    if (!allowed) throw new DomainError("RATE_LIMITED", commonMessages.rateLimited, { retryAfterMs });
  }

  router.post("/register/options", async (req, res) => {
    const viewer = await viewerOf(req);
    await count(`passkey-options:ip:${ipOf(req)}`, passkeyRateLimits.optionsPerIp);
    res.json(await passkeyRegistrationOptions(deps, viewer, req.body));
  });

  router.post("/register", async (req, res) => {
    const viewer = await viewerOf(req);
    res.json(await registerPasskey(deps, viewer, req.body, req.get("user-agent")));
  });

  router.post("/login/options", async (req, res) => {
    await count(`passkey-options:ip:${ipOf(req)}`, passkeyRateLimits.optionsPerIp);
    res.json(await passkeyLoginOptions(deps, req.body));
  });

  router.post("/login", async (req, res) => {
    const ipKey = `passkey-sign-in:ip:${ipOf(req)}`;
    // Counted as a failure before the check (increment, then compare), so concurrent attempts
    // cannot all slip under the limit; taken back when it turns out not to be one.
    const { limit, windowMs } = passkeyRateLimits.signInFailuresPerIp;
    const reserved = await limiter.hit(ipKey, limit, windowMs);
    if (!reserved.allowed) {
      await limiter.release(ipKey);
      throw new DomainError("RATE_LIMITED", commonMessages.rateLimited, { retryAfterMs: reserved.retryAfterMs });
    }
    try {
      const signedIn = await signInWithPasskey(deps, req.body, { ipAddress: req.ip, userAgent: req.get("user-agent") });
      await limiter.release(ipKey);
      res.json(signedIn);
    } catch (error) {
      if (!(error instanceof DomainError && error.code === "AUTH_INVALID_CREDENTIALS")) await limiter.release(ipKey);
      throw error;
    }
  });

  return router;
}

// Code-based ways in (spec 1 §7): phone sign-in, the second factor, phone verification.
// Mounted inside the auth router (JSON body, error handler and 404 come from there).
import { Router, type Request } from "express";
import { confirmPhoneVerification, startPhoneVerification } from "../domain/phone-verification.js";
import { startPhoneSignIn, verifyPhoneSignIn } from "../domain/phone-sign-in.js";
import { resendSecondFactor, verifySecondFactor } from "../domain/second-factor.js";
import { resolveAccessToken, sessionExpired, type ClientInfo } from "../domain/sessions.js";
import type { AuthDeps } from "../../kernel/deps.js";
import { DomainError } from "../../kernel/errors.js";
import { codeMessages } from "../../../contract/access/messages.js";
import { commonMessages } from "../../../contract/common/messages.js";
import { toE164 } from "../../kernel/validation.js";
import { bearerToken } from "../../http/bearer.js";
import type { RateLimiter } from "../../http/rate-limit.js";

const MINUTE = 60_000;

/** Requests allowed per window, on top of the per-code wrong-attempt blocks. */
export const codeRateLimits = {
  codesSentPerIp: { limit: 20, windowMs: 60 * MINUTE },
  codesSentPerPhone: { limit: 10, windowMs: 60 * MINUTE },
  codeChecksPerIp: { limit: 60, windowMs: 15 * MINUTE },
  otpResendsPerIp: { limit: 20, windowMs: 60 * MINUTE },
  phoneVerificationsPerUser: { limit: 10, windowMs: 60 * MINUTE },
} as const;

/**
 * The phone sign-in start never answers sooner than this, so a number that signs in (a
 * code made, an SMS queued) and one that does not take the same time.
 */
export const PHONE_START_MIN_RESPONSE_MS = 300;

type Policy = { limit: number; windowMs: number };

export function createCodesRouter(deps: AuthDeps & { rateLimiter: RateLimiter }): Router {
  const router = Router();
  const clientOf = (req: Request): ClientInfo => ({ ipAddress: req.ip, userAgent: req.get("user-agent") });
  const ipOf = (req: Request) => req.ip ?? "unknown";

  async function count(key: string, policy: Policy) {
    const { allowed, retryAfterMs } = await deps.rateLimiter.hit(key, policy.limit, policy.windowMs);
    if (!allowed) throw new DomainError("RATE_LIMITED", commonMessages.rateLimited, { retryAfterMs });
  }

  /** A fully signed-in viewer: a token still owing its second factor is refused with AUTH_MFA_REQUIRED. */
  async function viewerOf(req: Request) {
    const token = bearerToken(req.get("authorization"));
    const resolved = token ? await resolveAccessToken(deps, token) : null;
    if (!resolved) throw sessionExpired();
    if (resolved.mfaPending) throw new DomainError("AUTH_MFA_REQUIRED", codeMessages.mfaRequired);
    return resolved.viewer;
  }

  router.post("/phone/start", async (req, res) => {
    const started = Date.now();
    await count(`phone-start:ip:${ipOf(req)}`, codeRateLimits.codesSentPerIp);
    const phone = typeof req.body?.phoneNumber === "string" ? toE164(req.body.phoneNumber) : null;
    if (phone) await count(`phone-start:phone:${phone}`, codeRateLimits.codesSentPerPhone);
    const status = await startPhoneSignIn(deps, req.body, clientOf(req));
    const wait = PHONE_START_MIN_RESPONSE_MS - (Date.now() - started);
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    res.json(status);
  });

  router.post("/phone/verify", async (req, res) => {
    await count(`code-check:ip:${ipOf(req)}`, codeRateLimits.codeChecksPerIp);
    res.json(await verifyPhoneSignIn(deps, req.body, clientOf(req)));
  });

  router.post("/password/verify-otp", async (req, res) => {
    await count(`code-check:ip:${ipOf(req)}`, codeRateLimits.codeChecksPerIp);
    res.json(await verifySecondFactor(deps, req.body, clientOf(req)));
  });

  router.post("/password/resend-otp", async (req, res) => {
    await count(`otp-resend:ip:${ipOf(req)}`, codeRateLimits.otpResendsPerIp);
    res.json(await resendSecondFactor(deps, req.body, clientOf(req)));
  });

  router.post("/phone/verify-number/start", async (req, res) => {
    const viewer = await viewerOf(req);
    await count(`verify-number:user:${viewer.userId}`, codeRateLimits.phoneVerificationsPerUser);
    res.json(await startPhoneVerification(deps, viewer, clientOf(req)));
  });

  router.post("/phone/verify-number/confirm", async (req, res) => {
    const viewer = await viewerOf(req);
    await count(`code-check:ip:${ipOf(req)}`, codeRateLimits.codeChecksPerIp);
    res.json(await confirmPhoneVerification(deps, viewer, req.body, clientOf(req)));
  });

  return router;
}


// Account life cycle REST endpoints (spec 1 §7), mounted at /auth next to the sign-in
// ones: password recovery and reset, signed-in password change, impersonation sign-in.
import { Router, type Request } from "express";
import type { Logger } from "pino";
import { impersonate } from "../domain/impersonation.js";
import { startPasswordUpdate, updatePassword } from "../domain/password-change.js";
import { checkPasswordResetToken, requestPasswordReset, resetPassword } from "../domain/password-reset.js";
import { authenticateAccessToken, sessionExpired, type ClientInfo } from "../../access/domain/sessions.js";
import { normalizeLogin } from "../../access/domain/sign-in.js";
import type { Viewer } from "../../access/domain/viewer.js";
import type { AuthDeps } from "../../kernel/deps.js";
import { DomainError } from "../../kernel/errors.js";
import { accountMessages } from "../../../contract/account/messages.js";
import { commonMessages } from "../../../contract/common/messages.js";
import { bearerToken } from "../../http/bearer.js";
import type { RateLimiter } from "../../http/rate-limit.js";

const MINUTE = 60_000;

export const accountRateLimits = {
  recoversPerAccount: { limit: 3, windowMs: 15 * MINUTE },
  recoversPerIp: { limit: 20, windowMs: 60 * MINUTE },
  resetsPerIp: { limit: 20, windowMs: 15 * MINUTE },
  // Opening a reset link asks once; a guesser of tokens is stopped long before it matters.
  tokenChecksPerIp: { limit: 60, windowMs: 15 * MINUTE },
  passwordChecksPerAccount: { limit: 10, windowMs: 15 * MINUTE },
  impersonationsPerActor: { limit: 30, windowMs: 60 * MINUTE },
} as const;

/**
 * The recover answer never comes sooner than this, so an address with an account (a
 * token, a transaction, an e-mail queued) and one without take the same time.
 */
export const RECOVER_MIN_RESPONSE_MS = 300;

type Policy = { limit: number; windowMs: number };

export function createAccountRouter(
  deps: AuthDeps & { rateLimiter: RateLimiter; logger: Logger; recoverMinResponseMs?: number },
): Router {
  const router = Router();
  const clientOf = (req: Request): ClientInfo => ({ ipAddress: req.ip, userAgent: req.get("user-agent") });
  const ipOf = (req: Request) => req.ip ?? "unknown";
  const minResponseMs = deps.recoverMinResponseMs ?? RECOVER_MIN_RESPONSE_MS;

  async function count(key: string, policy: Policy) {
    const { allowed, retryAfterMs } = await deps.rateLimiter.hit(key, policy.limit, policy.windowMs);
    if (!allowed) throw new DomainError("RATE_LIMITED", commonMessages.rateLimited, { retryAfterMs });
  }

  async function viewerOf(req: Request): Promise<Viewer> {
    const token = bearerToken(req.get("authorization"));
    const viewer = token ? await authenticateAccessToken(deps, token) : null;
    if (!viewer) throw sessionExpired();
    return viewer;
  }

  router.post("/password/recover", async (req, res) => {
    const started = Date.now();
    await count(`recover:ip:${ipOf(req)}`, accountRateLimits.recoversPerIp);
    const email = typeof req.body?.email === "string" ? normalizeLogin(req.body.email) : "";
    // Over the per-address limit the answer stays the same; the mail just is not sent again.
    const perAccount = await deps.rateLimiter.hit(
      `recover:account:${email}`,
      accountRateLimits.recoversPerAccount.limit,
      accountRateLimits.recoversPerAccount.windowMs,
    );
    try {
      if (perAccount.allowed) await requestPasswordReset(deps, req.body);
    } catch (error) {
      if (error instanceof DomainError && error.code === "BAD_USER_INPUT") throw error;
      deps.logger.error({ err: error }, "password recovery failed");
    }
    const wait = minResponseMs - (Date.now() - started);
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    res.json({ message: accountMessages.recoverNeutral });
  });

  router.post("/password/reset", async (req, res) => {
    await count(`reset:ip:${ipOf(req)}`, accountRateLimits.resetsPerIp);
    await resetPassword(deps, req.body);
    res.json({ ok: true });
  });

  // The spec's form takes the token in the query; the web app sends it in the body, which
  // access logs do not keep.
  router.post("/validate-token", async (req, res) => {
    await count(`token-check:ip:${ipOf(req)}`, accountRateLimits.tokenChecksPerIp);
    await checkPasswordResetToken(deps, req.body?.token ?? req.query.token);
    res.json({ valid: true });
  });

  router.post("/password/start-update-password", async (req, res) => {
    const viewer = await viewerOf(req);
    await count(`password-check:${viewer.userId}`, accountRateLimits.passwordChecksPerAccount);
    res.json(await startPasswordUpdate(deps, viewer, req.body));
  });

  router.post("/password/update-password", async (req, res) => {
    const viewer = await viewerOf(req);
    res.json(await updatePassword(deps, viewer, req.body));
  });

  router.post("/password/im-sign-in", async (req, res) => {
    const viewer = await viewerOf(req);
    await count(`impersonate:${viewer.userId}`, accountRateLimits.impersonationsPerActor);
    res.json(await impersonate(deps, viewer, req.body, clientOf(req)));
  });

  return router;
}

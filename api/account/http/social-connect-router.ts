// Connecting a social account (spec 1 §7), mounted at /auth:
//   POST /auth/social/connect { provider }  (signed in) → { location, binding }
// The web app sets the binding cookie on the browser (the same one a sign-in's start sets,
// docs/decisions/0009) and sends it to `location`; the provider's answer comes back to the
// access area's callback, which links the identity (../domain/social-connect.ts).
import express, { Router } from "express";
import { startSocialConnect } from "../domain/social-connect.js";
import { authenticateAccessToken, sessionExpired } from "../../access/domain/sessions.js";
import type { AuthRouteDeps } from "../../kernel/area.js";
import { DomainError, notFound } from "../../kernel/errors.js";
import { bearerToken } from "../../http/bearer.js";
import { commonMessages } from "../../../contract/common/messages.js";
import { signInProviderOf, type ShownSocialProvider } from "../../../contract/account/profile.js";
import type { SocialConnectStart } from "../../../contract/account/rest.js";

export function createSocialConnectRouter(deps: AuthRouteDeps): Router {
  const providers = new Map((deps.socialProviders ?? []).map((provider) => [provider.name, provider]));
  const router = Router();

  router.post("/social/connect", express.json({ limit: "4kb" }), async (req, res) => {
    const token = bearerToken(req.get("authorization"));
    const viewer = token ? await authenticateAccessToken(deps, token) : null;
    if (!viewer) throw sessionExpired();
    const { allowed, retryAfterMs } = await deps.rateLimiter.hit(`social-connect:${viewer.userId}`, 30, 60_000);
    if (!allowed) throw new DomainError("RATE_LIMITED", commonMessages.rateLimited, { retryAfterMs });
    const provider = typeof req.body?.provider === "string" ? req.body.provider : "";
    // A provider without a configured client (and without the local stand-in) is not offered.
    const client = providers.get(signInProviderOf(provider as ShownSocialProvider));
    if (!client) throw notFound(commonMessages.notFound);
    const started = await startSocialConnect(deps, viewer, provider);
    const location = await client.authorizationUrl({ ...started, redirectUri: `${deps.publicUrl}/api/auth/${started.signInProvider}/callback` });
    const answer: SocialConnectStart = { location, binding: started.binding };
    res.json(answer);
  });
  return router;
}

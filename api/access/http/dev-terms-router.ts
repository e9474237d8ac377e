// Development tools for terms, mounted at /dev/terms beside the dev outbox (outside
// production only, or with DEV_OUTBOX on): publish a new version, or set which version
// one account agreed to, so the "There's something new!" dialog can be tried and tested
// against the real API without waiting for a real new version.
import express, { Router } from "express";
import type { Logger } from "pino";
import type { AuthDeps } from "../../kernel/deps.js";
import { badUserInput, notFound } from "../../kernel/errors.js";
import { currentTerms, publishTerms, setAgreedTermsVersion } from "../domain/terms.js";
import { restErrorHandler } from "../../http/errors.js";

export function createDevTermsRouter(deps: AuthDeps & { logger: Logger }): Router {
  const router = Router();
  router.use(express.json({ limit: "4kb" }));

  router.post("/publish", async (req, res) => {
    const current = await currentTerms(deps.db, deps.clock());
    const body = req.body ?? {};
    const row = await publishTerms(deps, {
      version: String(body.version ?? ""),
      termsAndConditionsUrl: String(body.termsAndConditionsUrl ?? current?.termsAndConditionsUrl ?? ""),
      privacyPolicyUrl: String(body.privacyPolicyUrl ?? current?.privacyPolicyUrl ?? ""),
    });
    res.json({ version: row.version, termsAndConditionsUrl: row.termsAndConditionsUrl, privacyPolicyUrl: row.privacyPolicyUrl });
  });

  /** { email, version }: record that this account agreed to `version` (null: to none). */
  router.post("/agreement", async (req, res) => {
    const email = typeof req.body?.email === "string" ? req.body.email.trim().toLowerCase() : "";
    const version = req.body?.version;
    if (!email) throw badUserInput("Pass { email, version }.");
    if (version !== null && typeof version !== "string") throw badUserInput("version is a string or null.");
    if (!(await setAgreedTermsVersion(deps.db, email, version))) throw notFound("No account with this email.");
    res.json({ email, version });
  });

  router.use(restErrorHandler(deps.logger));
  return router;
}

// POST (and GET, for queries) /graphql over graphql-http, with depth and cost limits.
import { costLimitRule } from "@escape.tech/graphql-armor-cost-limit";
import { maxDepthRule } from "@escape.tech/graphql-armor-max-depth";
import express, { Router, type ErrorRequestHandler } from "express";
import { createHandler } from "graphql-http/lib/use/express";
import type { Logger } from "pino";
import { resolveAccessToken } from "../domain/auth/sessions.js";
import type { AuthDeps } from "../domain/deps.js";
import { authMessages, codeMessages, commonMessages } from "../domain/messages.js";
import { bearerToken } from "../http/bearer.js";
import { auditGraphQLOperation } from "../http/impersonation-audit.js";
import { unreadableBody } from "../http/errors.js";
import { createContext, type GraphQLContext } from "./context.js";
import { createDocumentCache } from "./document-cache.js";
import { createErrorFormatter } from "./errors.js";
import { buildExecutableSchema, loadContractSchema } from "./executable-schema.js";
import { NoSchemaIntrospectionCustomRule, type GraphQLError, type ValidationContext, type ValidationRule } from "./graphql-js.js";
import { resolvers } from "./resolvers/index.js";

export const MAX_QUERY_DEPTH = 10;
export const MAX_QUERY_COST = 5000;

const sessionExpiredResponse = [
  JSON.stringify({ errors: [{ message: authMessages.sessionExpired, extensions: { code: "AUTH_NOT_AUTHENTICATED" } }] }),
  { status: 401, statusText: "Unauthorized", headers: { "content-type": "application/json; charset=utf-8" } },
] as const;

// Half-authenticated (second factor owed): refused, but not as "expired" — refreshing would not help.
const mfaRequiredResponse = [
  JSON.stringify({ errors: [{ message: codeMessages.mfaRequired, extensions: { code: "AUTH_MFA_REQUIRED" } }] }),
  { status: 403, statusText: "Forbidden", headers: { "content-type": "application/json; charset=utf-8" } },
] as const;

export function createGraphQLRouter(deps: AuthDeps & { logger: Logger; production: boolean }): Router {
  const schema = buildExecutableSchema(loadContractSchema(), resolvers);
  // graphql-armor throws from inside validation by default, which graphql-http would turn
  // into a 500; reported instead, the rejection is an ordinary validation error.
  const report = [(context: ValidationContext | null, error: GraphQLError) => context?.reportError(error)];
  const validationRules: ValidationRule[] = [
    maxDepthRule({ n: MAX_QUERY_DEPTH, propagateOnRejection: false, onReject: report }),
    costLimitRule({ maxCost: MAX_QUERY_COST, propagateOnRejection: false, onReject: report }),
    // The web app is typed from the SDL; production has no need to describe itself.
    ...(deps.production ? [NoSchemaIntrospectionCustomRule] : []),
  ];

  const handler = createHandler<GraphQLContext>({
    schema,
    validationRules,
    // Each operation's text is parsed and validated once per process, not per request.
    ...createDocumentCache(),
    formatError: createErrorFormatter(deps.logger),
    async context(req, params) {
      const token = bearerToken(req.raw.get("authorization"));
      if (!token) return createContext(deps, null);
      const resolved = await resolveAccessToken(deps, token);
      // A token that no longer works is refused outright (not treated as signed out), so
      // the client knows to refresh it rather than show a signed-out page.
      if (!resolved) return sessionExpiredResponse;
      if (resolved.mfaPending) return mfaRequiredResponse;
      await auditGraphQLOperation(deps, resolved.viewer, params, req.raw.ip);
      return createContext(deps, resolved.viewer);
    },
  });

  const router = Router();
  router.use(express.json({ limit: "100kb" }));
  router.all("/", handler);
  router.use(bodyErrorHandler(deps.logger));
  return router;
}

/** Failures before GraphQL runs (an unreadable body), answered the GraphQL way. */
function bodyErrorHandler(logger: Logger): ErrorRequestHandler {
  return (error, _req, res, next) => {
    if (res.headersSent) return next(error);
    const answer = (status: number, message: string, code: string) =>
      res.status(status).json({ errors: [{ message, extensions: { code } }] });
    const body = unreadableBody(error);
    if (body) return answer(body.status, body.message, "BAD_USER_INPUT");
    logger.error({ err: error }, "unexpected error before GraphQL execution");
    answer(500, commonMessages.unexpected, "INTERNAL_SERVER_ERROR");
  };
}


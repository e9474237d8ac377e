// POST (and GET, for queries) /graphql over graphql-http, with limits on size (tokens),
// aliases, depth and cost, and a per-client rate limit.
import { costLimitRule } from "@escape.tech/graphql-armor-cost-limit";
import { maxAliasesRule } from "@escape.tech/graphql-armor-max-aliases";
import { maxDepthRule } from "@escape.tech/graphql-armor-max-depth";
import { MaxTokensParserWLexer } from "@escape.tech/graphql-armor-max-tokens";
import express, { Router, type ErrorRequestHandler, type RequestHandler } from "express";
import { createHandler, type Request as GraphQLHttpRequest } from "graphql-http";
import type { Logger } from "pino";
import { resolveAccessToken } from "../access/domain/sessions.js";
import type { AuthDeps } from "../kernel/deps.js";
import { authMessages, codeMessages } from "../../contract/access/messages.js";
import { commonMessages } from "../../contract/common/messages.js";
import { bearerToken } from "../http/bearer.js";
import { auditGraphQLOperation, auditGraphQLOutcome } from "../http/impersonation-audit.js";
import { BODY_NOT_JSON, BODY_TOO_LARGE, unreadableBody } from "../http/errors.js";
import { createContext, type GraphQLContext } from "./context.js";
import { createDocumentCache } from "./document-cache.js";
import { createErrorFormatter, errorCodeOf } from "./errors.js";
import { buildExecutableSchema } from "./executable-schema.js";
import { loadContractSchema } from "./schema-files.js";
import { GraphQLError, NoSchemaIntrospectionCustomRule, type ASTNode, type ValidationContext, type ValidationRule } from "./graphql-js.js";
import { resolversOf } from "./resolvers.js";
import type { ApiArea } from "../kernel/area.js";
import type { RateLimiter } from "../http/rate-limit.js";

// Room for every request the web app sends (its costliest operations, a host's revenue page
// and the sent invites, cost about 650 and 550, and a navigation merges several queries into
// one request; server/app-operations-limits.test.ts checks each, and the four costliest
// merged), while a flood of aliased fields is refused before it is even fully parsed.
export const MAX_QUERY_DEPTH = 10;
export const MAX_QUERY_COST = 3000;
export const MAX_QUERY_ALIASES = 20;
export const MAX_QUERY_TOKENS = 2000;
export const DEFAULT_GRAPHQL_RATE_LIMIT_PER_MINUTE = 600;

const sessionExpiredResponse = [
  JSON.stringify({ errors: [{ message: authMessages.sessionExpired, extensions: { code: "AUTH_NOT_AUTHENTICATED" } }] }),
  { status: 401, statusText: "Unauthorized", headers: { "content-type": "application/json; charset=utf-8" } },
] as const;

// Half-authenticated (second factor owed): refused, but not as "expired" — refreshing would not help.
const mfaRequiredResponse = [
  JSON.stringify({ errors: [{ message: codeMessages.mfaRequired, extensions: { code: "AUTH_MFA_REQUIRED" } }] }),
  { status: 403, statusText: "Forbidden", headers: { "content-type": "application/json; charset=utf-8" } },
] as const;

/** Parses a query text, refusing one longer than MAX_QUERY_TOKENS as soon as it gets there. */
export const parseWithTokenLimit = (source: string) => new MaxTokensParserWLexer(source, { n: MAX_QUERY_TOKENS }).parseDocument();

const nulInText = (nodes?: ASTNode) =>
  new GraphQLError(commonMessages.nulCharacter, { nodes, extensions: { code: "BAD_USER_INPUT" } });

/** No text argument may carry a NUL: the database cannot store it. Literals here, variables in `context`. */
const noNulInLiterals: ValidationRule = (context) => ({
  StringValue(node) {
    if (node.value.includes("\0")) context.reportError(nulInText(node));
  },
});

function hasNul(value: unknown): boolean {
  if (typeof value === "string") return value.includes("\0");
  if (value && typeof value === "object") return Object.values(value).some(hasNul);
  return false;
}

/** The validation rules on top of GraphQL's own. */
export function limitRules(production: boolean): ValidationRule[] {
  // graphql-armor throws from inside validation by default, which graphql-http would turn
  // into a 500; reported instead, the rejection is an ordinary validation error.
  const report = [(context: ValidationContext | null, error: GraphQLError) => context?.reportError(error)];
  return [
    maxAliasesRule({ n: MAX_QUERY_ALIASES, propagateOnRejection: false, onReject: report }),
    maxDepthRule({ n: MAX_QUERY_DEPTH, propagateOnRejection: false, onReject: report }),
    costLimitRule({ maxCost: MAX_QUERY_COST, propagateOnRejection: false, onReject: report }),
    noNulInLiterals,
    // The web app is typed from the SDL; production has no need to describe itself.
    ...(production ? [NoSchemaIntrospectionCustomRule] : []),
  ];
}

const nulInVariablesResponse = [
  JSON.stringify({ errors: [{ message: commonMessages.nulCharacter, extensions: { code: "BAD_USER_INPUT" } }] }),
  { status: 400, statusText: "Bad Request", headers: { "content-type": "application/json; charset=utf-8" } },
] as const;

/** What the handler needs of the caller: its headers and address (an express request has both). */
interface Caller {
  get(name: string): string | undefined;
  ip?: string;
}

/** A POST /graphql from the web app in the same process (docs/decisions/0013): the JSON body as text, headers in lower case. */
export interface InProcessGraphQLRequest {
  headers: Record<string, string>;
  body: string;
  /** The visitor's address, as X-Forwarded-For names it over HTTP. */
  ip?: string;
}

export interface InProcessAnswer {
  status: number;
  /** JSON text. */
  body: string;
}

export interface GraphQLEndpoint {
  /** POST (and GET) /graphql over HTTP. */
  router: Router;
  /** The same endpoint without HTTP: the same limits, token check and answers. */
  call(request: InProcessGraphQLRequest): Promise<InProcessAnswer>;
}

/** express.json's limit on the HTTP path, kept for in-process calls. */
const MAX_BODY_BYTES = 100 * 1024;

export function createGraphQLEndpoint(
  deps: AuthDeps & { logger: Logger; production: boolean; rateLimiter: RateLimiter; rateLimitPerMinute?: number },
  areas: readonly ApiArea[],
): GraphQLEndpoint {
  const schema = buildExecutableSchema(loadContractSchema(areas), resolversOf(areas));
  const validationRules = limitRules(deps.production);
  const perMinute = deps.rateLimitPerMinute ?? DEFAULT_GRAPHQL_RATE_LIMIT_PER_MINUTE;

  const handle = createHandler<Caller, undefined, GraphQLContext>({
    schema,
    validationRules,
    // Each operation's text is parsed and validated once per process, not per request.
    // Counting tokens while parsing stops an oversized text early (a syntax error, 400).
    ...createDocumentCache(parseWithTokenLimit),
    formatError: createErrorFormatter(deps.logger, { hideSuggestions: deps.production }),
    async context(req, params) {
      const nul = hasNul(params.variables);
      const token = bearerToken(req.raw.get("authorization"));
      if (!token) return nul ? nulInVariablesResponse : createContext(deps, null, deps.rateLimiter, req.raw.ip);
      const resolved = await resolveAccessToken(deps, token);
      // A token that no longer works is refused outright (not treated as signed out), so
      // the client knows to refresh it rather than show a signed-out page.
      if (!resolved) return sessionExpiredResponse;
      if (resolved.mfaPending) return mfaRequiredResponse;
      const auditEntryId = await auditGraphQLOperation(deps, resolved.viewer, params, req.raw.ip);
      if (nul) {
        if (auditEntryId) await auditGraphQLOutcome(deps, auditEntryId, "BAD_USER_INPUT");
        return nulInVariablesResponse;
      }
      return { ...createContext(deps, resolved.viewer, deps.rateLimiter, req.raw.ip), auditEntryId };
    },
    async onOperation(_req, args, result) {
      const entryId = args.contextValue?.auditEntryId;
      if (entryId) await auditGraphQLOutcome(deps, entryId, result.errors?.length ? errorCodeOf(result.errors[0]) : null);
    },
  });

  const router = Router();
  router.use(rateLimitPerClient(deps.rateLimiter, perMinute));
  router.use(express.json({ limit: MAX_BODY_BYTES }));
  router.all("/", async (req, res, next) => {
    try {
      const [body, init] = await handle({ url: req.url, method: req.method, headers: req.headers, body: () => req.body, raw: req, context: undefined });
      res.writeHead(init.status, init.statusText, init.headers).end(body);
    } catch (error) {
      next(error);
    }
  });
  router.use(bodyErrorHandler(deps.logger));

  async function call({ headers, body, ip }: InProcessGraphQLRequest): Promise<InProcessAnswer> {
    const refuse = (status: number, message: string, code: string) => ({ status, body: JSON.stringify(errorBody(message, code)) });
    const { allowed } = await deps.rateLimiter.hit(rateLimitKey(ip), perMinute, 60_000);
    if (!allowed) return refuse(429, commonMessages.tooManyRequests, "RATE_LIMITED");
    if (Buffer.byteLength(body) > MAX_BODY_BYTES) return refuse(BODY_TOO_LARGE.status, BODY_TOO_LARGE.message, "BAD_USER_INPUT");
    let params: unknown;
    try {
      params = JSON.parse(body);
    } catch {
      return refuse(BODY_NOT_JSON.status, BODY_NOT_JSON.message, "BAD_USER_INPUT");
    }
    const request: GraphQLHttpRequest<Caller, undefined> = {
      url: "/graphql",
      method: "POST",
      // What the web app asks for over HTTP: plain JSON answers.
      headers: { "content-type": "application/json", accept: "application/json", ...headers },
      body: () => params as Record<string, unknown>,
      raw: { get: (name) => headers[name.toLowerCase()], ip },
      context: undefined,
    };
    try {
      const [answer, init] = await handle(request);
      return { status: init.status, body: answer ?? "" };
    } catch (error) {
      deps.logger.error({ err: error }, "unexpected error in an in-process GraphQL call");
      return refuse(500, commonMessages.unexpected, "INTERNAL_SERVER_ERROR");
    }
  }

  return { router, call };
}

const rateLimitKey = (ip: string | undefined) => `graphql:ip:${ip ?? "unknown"}`;

/** A refusal before GraphQL runs, in GraphQL's own answer shape. */
const errorBody = (message: string, code: string) => ({ errors: [{ message, extensions: { code } }] });

/**
 * Requests per client address per minute. Behind the web server (trusted proxy) req.ip is
 * the visitor's forwarded address, for the pages' own server-side calls too.
 */
function rateLimitPerClient(limiter: RateLimiter, perMinute: number): RequestHandler {
  return (req, res, next) => {
    limiter.hit(rateLimitKey(req.ip), perMinute, 60_000).then(({ allowed, retryAfterMs }) => {
      if (allowed) return next();
      res.set("Retry-After", String(Math.max(1, Math.ceil(retryAfterMs / 1000))));
      res.status(429).json(errorBody(commonMessages.tooManyRequests, "RATE_LIMITED"));
    }, next);
  };
}

/** Failures before GraphQL runs (an unreadable body), answered the GraphQL way. */
function bodyErrorHandler(logger: Logger): ErrorRequestHandler {
  return (error, _req, res, next) => {
    if (res.headersSent) return next(error);
    const answer = (status: number, message: string, code: string) => res.status(status).json(errorBody(message, code));
    const body = unreadableBody(error);
    if (body) return answer(body.status, body.message, "BAD_USER_INPUT");
    logger.error({ err: error }, "unexpected error before GraphQL execution");
    answer(500, commonMessages.unexpected, "INTERNAL_SERVER_ERROR");
  };
}


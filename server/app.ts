import { resolve } from "node:path";
import express, { type Request, type Response, type NextFunction, type RequestHandler } from "express";
import { rateLimit, type Store } from "express-rate-limit";
import helmet from "helmet";
import type { Logger } from "pino";
import { createRequestHandler as createFetchHandler, RouterContextProvider, type RouterContext, type ServerBuild } from "react-router";
import type { ServerEnv } from "./env";
import type { InvalidationBus } from "./invalidation";
import { compressResponses } from "./compress-responses";
import { cspNonce } from "./csp-nonce";
import { formBodies, UPLOAD_LIMITS } from "./form-bodies";
import type { InProcessGraphQL } from "./in-process-graphql";
import { requestLog } from "./logger";
import { PageCache } from "./page-cache";
import { onlyKnownFiles, precompressedStatic } from "./static-assets";
import { createWebHandler } from "./web-handler";
import { bucketOrigin } from "../api/media/domain/storage/s3-options";
import type { WebSettings } from "./web-settings";

/** What the server takes from the app's entry (app/entry.server.tsx). */
interface AppEntry {
  serverContext: RouterContext<ServerContextValue>;
  configureWebEnv(settings: WebSettings): void;
  configureErrorReporting(report: (error: unknown, context: { method: string; path: string }) => void): void;
}

/** Mirrors ServerContext in app/context.ts (the two sides share no imports). */
interface ServerContextValue {
  nonce: string;
  clientIp?: string;
  graphql?: InProcessGraphQL;
}

export interface ServerAppOptions {
  env: ServerEnv;
  /** The web app's settings, handed to the build before its first request. */
  webSettings: WebSettings;
  logger: Logger;
  /** The platform API (its router, or the proxy to its thread), mounted at /api when this instance serves it. */
  apiRouter?: RequestHandler;
  /** The same API's GraphQL endpoint without HTTP, for the pages' own calls (docs/decisions/0013). */
  apiGraphQL?: InProcessGraphQL;
  /** The React Router build, or a function loading it (dev). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** The local OpenID provider (development and tests), mounted at /dev/oidc. */
  devOidcRouter?: express.RequestHandler;
  /** Extra middleware before the React Router handler (the Vite dev server in development). */
  devMiddleware?: RequestHandler;
  /** The shared cache of anonymous pages (docs/decisions/0007); default: on unless in development. */
  pageCache?: boolean;
  /** Where "this event changed" arrives from the API, to purge cached pages. */
  invalidations?: InvalidationBus;
  /** Where the rate limits count (Redis, shared by instances); default in memory. */
  rateLimitStore?: Store;
  /** Bytes a route may receive as a multipart upload (default UPLOAD_LIMITS in ./form-bodies). */
  uploadLimits?: Readonly<Record<string, number>>;
}

/** Pages whose signed-out version may be shared (each response still has to say `public`). */
const CACHEABLE_PAGES = [/^\/events\/[^/.]+\/?$/];

/** The Node server: security headers, compression, logs, rate limits, the API and the web app. */
export function createServerApp({
  env,
  webSettings,
  logger,
  apiRouter,
  apiGraphQL,
  devOidcRouter,
  build,
  devMiddleware,
  pageCache,
  invalidations,
  rateLimitStore,
  uploadLimits,
}: ServerAppOptions) {
  const app = express();
  const mode = env.production ? "production" : "development";
  app.disable("x-powered-by");
  app.set("trust proxy", env.trustProxy);

  app.get("/healthz", (_req, res) => {
    res.json({ ok: true });
  });

  app.use(requestLog(logger, (req) => req.url === "/healthz" || req.url.startsWith("/assets/")));

  // Signed-out pages rendered once for everyone (docs/decisions/0007-anonymous-page-cache.md).
  // The cached render gets the nonce of the request that triggered it, and the cache
  // replays that render's own CSP header with its bytes: one nonce per render, never
  // one nonce for every render. A fresh copy is answered here, ahead of the middleware
  // below (compression too: it holds every encoding already), with the security headers
  // its render was given; misses render further down.
  const cache = pageCache ?? !devMiddleware ? createPageCache() : null;
  if (cache) app.use(cache.hits());

  app.use(compressResponses());

  if (apiRouter) app.use("/api", apiRouter);
  if (devOidcRouter) app.use("/dev/oidc", devOidcRouter);

  // Per-response nonce for the enforced Content-Security-Policy.
  app.use((_req, res, next) => {
    res.locals.cspNonce = cspNonce();
    next();
  });
  app.use(
    helmet({
      contentSecurityPolicy: devMiddleware
        ? false
        : {
            useDefaults: false,
            directives: {
              "default-src": ["'self'"],
              "script-src": ["'self'", (_req, res) => `'nonce-${(res as Response).locals.cspNonce}'`, "'strict-dynamic'"],
              "style-src": ["'self'"],
              "img-src": ["'self'", "data:", "https:"],
              "font-src": ["'self'"],
              // Browser errors and replays go straight to the error-reporting service when there is one.
              "connect-src": [
                "'self'",
                ...(env.errorReporting ? [new URL(env.errorReporting.dsn).origin] : []),
                // Presigned uploads go straight to the bucket (docs/decisions/0083).
                ...(env.objectStorage ? [bucketOrigin(env.objectStorage)] : []),
              ],
              // pdf.js's worker for the document preview (app/components/ui/pdf-preview.tsx), served from /assets.
              "worker-src": ["'self'", "blob:"],
              "form-action": ["'self'"],
              "frame-ancestors": ["'none'"],
              "base-uri": ["'self'"],
              "object-src": ["'none'"],
              ...(env.publicUrl.startsWith("https://") ? { "upgrade-insecure-requests": [] } : {}),
            },
          },
      crossOriginEmbedderPolicy: false,
      // Not "no-referrer": with it browsers send `Origin: null` on form posts, and the
      // cross-origin check below could no longer tell our own forms from others'.
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      strictTransportSecurity: env.publicUrl.startsWith("https://"),
    }),
  );

  // The API (and the Apple form_post callback it serves) and the local OpenID provider are
  // mounted above, so this never sees the one cross-site post we expect.
  app.use(refuseCrossSitePosts(env.publicUrl));

  // Sign-in, sign-up and e-mail checks: a per-address ceiling in front of the API's own limits.
  app.use(
    "/auth",
    rateLimit({
      windowMs: 60_000,
      limit: env.AUTH_RATE_LIMIT_PER_MINUTE,
      skip: (req) => req.method === "GET" || req.method === "HEAD",
      ...(rateLimitStore ? { store: rateLimitStore } : {}),
      standardHeaders: "draft-8",
      legacyHeaders: false,
      handler: (_req, res) => {
        res
          .status(429)
          .type("text/plain")
          .send("Too many attempts. Please wait a minute and try again.");
      },
    }),
  );

  if (devMiddleware) {
    app.use(devMiddleware);
  } else {
    const client = resolve(process.cwd(), "build/client");
    // Hashed file names: cached for a year; .br/.gz written at build are sent as they are.
    const assets = resolve(client, "assets");
    app.use("/assets", onlyKnownFiles(assets, precompressedStatic(assets, { immutable: true, maxAge: "1y" })));
    app.use("/assets", onlyKnownFiles(assets, express.static(assets, { immutable: true, maxAge: "1y", index: false })));
    app.use(onlyKnownFiles(client, precompressedStatic(client, { immutable: false, maxAge: "1h" })));
    app.use(onlyKnownFiles(client, express.static(client, { maxAge: "1h", index: false })));
  }

  /** Builds (one in production; each reload in development) that were given the web app's settings. */
  const configured = new WeakSet<object>();

  async function getLoadContext(req: Request, res: Response) {
    // The context key lives in the app bundle; entry.server exports it so both sides use the same object.
    const resolved = typeof build === "function" ? await build() : build;
    const entry = resolved.entry.module as unknown as AppEntry;
    if (!configured.has(entry)) {
      entry.configureWebEnv(webSettings);
      // The log (and, with SENTRY_DSN, Sentry through the logger's hook: server/error-reporting.ts).
      entry.configureErrorReporting((error, where) =>
        logger.error({ err: error instanceof Error ? error : new Error(String(error)), ...where }, "a page's loader, action or render failed"),
      );
      configured.add(entry);
    }
    const key = entry.serverContext;
    const context = new RouterContextProvider();
    context.set(key, { nonce: res.locals.cspNonce as string, clientIp: req.ip, graphql: apiGraphQL });
    return context;
  }

  // Signed-out pages rendered once for everyone: the render, below the security middleware.
  if (cache) app.use(cache.middleware());

  app.use(formBodies(uploadLimits ?? UPLOAD_LIMITS));
  app.all("/{*path}", createWebHandler({ build, mode, getLoadContext }));

  return app;

  function createPageCache() {
    const fetchHandler = createFetchHandler(build, mode);
    const created = new PageCache({
      paths: CACHEABLE_PAGES,
      render: async (request, req, res) => fetchHandler(request, await getLoadContext(req, res)),
      onError: (error) => logger.error({ err: error }, "page cache render failed"),
    });
    invalidations?.subscribe((tag) => created.purgeTag(tag));
    app.locals.pageCache = created;
    return created;
  }
}

/**
 * Refuses a state change that another site started. Browsers say who started a request in
 * Sec-Fetch-Site: only `same-origin` passes (`same-site` is a sibling host we do not trust,
 * and `none`, a typed address or bookmark, is never a form post). Browsers without it send
 * Origin on every POST, which must then be ours. A request with neither is not a browser's
 * (server-to-server, curl) and cannot carry a victim's cookies by surprise.
 */
export function refuseCrossSitePosts(publicUrl: string): RequestHandler {
  const allowed = new URL(publicUrl).origin;
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
    const site = req.get("sec-fetch-site");
    if (site) return site === "same-origin" ? next() : refuse(res);
    const origin = req.get("origin");
    if (!origin) return next();
    const host = req.get("host");
    const sameHost = host && (origin === `http://${host}` || origin === `https://${host}`);
    return origin === allowed || sameHost ? next() : refuse(res);
  };
}

function refuse(res: Response) {
  res.status(403).type("text/plain").send("Cross-site form submissions are not allowed.");
}

import { randomBytes } from "node:crypto";
import { resolve } from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type Request, type Response, type NextFunction, type RequestHandler } from "express";
import { rateLimit, type Store } from "express-rate-limit";
import helmet from "helmet";
import type { Logger } from "pino";
import { pinoHttp } from "pino-http";
import { RouterContextProvider, type RouterContext, type ServerBuild } from "react-router";
import type { ServerEnv } from "./env";

/** Mirrors ServerContext in app/context.ts (the two sides share no imports). */
interface ServerContextValue {
  nonce: string;
  clientIp?: string;
}

export interface ServerAppOptions {
  env: ServerEnv;
  logger: Logger;
  /** The platform API router, mounted at /api when this instance serves it. */
  apiRouter?: express.Router;
  /** The React Router build, or a function loading it (dev). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** Extra middleware before the React Router handler (the Vite dev server in development). */
  devMiddleware?: RequestHandler;
  /** Where the rate limits count (Redis, shared by instances); default in memory. */
  rateLimitStore?: Store;
}

/** The Node server: security headers, compression, logs, rate limits, the API and the web app. */
export function createServerApp({ env, logger, apiRouter, build, devMiddleware, rateLimitStore }: ServerAppOptions) {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", env.trustProxy);

  app.get("/healthz", (_req, res) => {
    res.json({ ok: true });
  });

  app.use(
    pinoHttp({
      logger,
      autoLogging: { ignore: (req) => req.url === "/healthz" || req.url?.startsWith("/assets/") === true },
      customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? "error" : res.statusCode >= 400 ? "warn" : "info"),
    }),
  );

  app.use(compression({ level: 6, threshold: 1024 }));

  if (apiRouter) app.use("/api", apiRouter);

  // Per-response nonce for the enforced Content-Security-Policy.
  app.use((_req, res, next) => {
    res.locals.cspNonce = randomBytes(16).toString("base64");
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
              "connect-src": ["'self'"],
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

  app.use(refuseCrossOriginPosts(env.publicUrl));

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
    app.use("/assets", express.static(resolve(client, "assets"), { immutable: true, maxAge: "1y", index: false }));
    app.use(express.static(client, { maxAge: "1h", index: false }));
  }

  app.all(
    "/{*path}",
    createRequestHandler({
      build,
      mode: env.production ? "production" : "development",
      async getLoadContext(req, res) {
        // The context key lives in the app bundle; entry.server exports it so both sides use the same object.
        const resolved = typeof build === "function" ? await build() : build;
        const key = (resolved.entry.module as unknown as { serverContext: RouterContext<ServerContextValue> }).serverContext;
        const context = new RouterContextProvider();
        context.set(key, { nonce: res.locals.cspNonce as string, clientIp: req.ip });
        return context;
      },
    }),
  );

  return app;
}

/** Browsers send Origin on every cross-site POST: refuse a state change that comes from another site. */
function refuseCrossOriginPosts(publicUrl: string): RequestHandler {
  const allowed = new URL(publicUrl).origin;
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
    const origin = req.get("origin");
    // No Origin: not a browser form post from another site (old browsers, server-to-server).
    if (!origin) return next();
    const host = req.get("host");
    const sameHost = host && (origin === `http://${host}` || origin === `https://${host}`);
    if (origin === allowed || sameHost) return next();
    res.status(403).type("text/plain").send("Cross-origin form submissions are not allowed.");
  };
}

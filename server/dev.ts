import { createLogger } from "./logger";
import type { ServerBuild } from "react-router";
import { createServer as createViteServer } from "vite";
import { createApi } from "../api/server";
import { apiOptionsFromEnv } from "./api-options";
import { createServerApp } from "./app";
import { createAppServer } from "./app-server";
import { loadServerEnv } from "./env";
import { socialSetup } from "./social";
import { createSharedRateLimitStore } from "./rate-limit-store";

/** `npm run dev`: the same server with Vite's middleware (HMR) instead of the built app. */
const env = loadServerEnv();
const upstreamConfigured = process.env.UPSTREAM_URL !== undefined;
process.env.SESSION_SECRET = env.sessionSecret;
process.env.UPSTREAM_URL = env.upstreamUrl;
process.env.PUBLIC_URL = env.publicUrl;
process.env.DEV_OUTBOX = String(env.devOutbox);
process.env.BENCH_BASELINE = String(env.benchBaseline);
const social = await socialSetup(env);
// The web app shows a "Continue with …" button for each configured provider.
process.env.SOCIAL_PROVIDERS = social.providers.map((p) => p.name).join(",");

const logger = createLogger(env.LOG_LEVEL);
const api = env.API_ENABLED ? await createApi(apiOptionsFromEnv(env, logger, { socialProviders: social.providers })) : undefined;

const vite = await createViteServer({ server: { middlewareMode: true } });
const app = createServerApp({
  env,
  logger,
  apiRouter: api?.router,
  // The pages call their own API without HTTP unless told to go elsewhere (docs/decisions/0013).
  apiGraphQL: api && !upstreamConfigured ? (request) => api.graphql(request) : undefined,
  devOidcRouter: social.devOidcRouter,
  devMiddleware: vite.middlewares,
  build: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
  rateLimitStore: env.REDIS_URL ? (await createSharedRateLimitStore(env.REDIS_URL, logger, env.deploymentName)).store : undefined,
});
createAppServer(app).listen(env.PORT, () => {
  console.log(`\n  Dev server on ${env.publicUrl}`);
  for (const a of api?.demoAccounts ?? []) console.log(`    ${a.role.padEnd(9)} ${a.email}  /  ${a.password}`);
});

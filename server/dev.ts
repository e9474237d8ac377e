import { createServer } from "node:http";
import { createLogger } from "./logger";
import type { ServerBuild } from "react-router";
import { createServer as createViteServer } from "vite";
import { createApi } from "../api/server";
import { apiOptionsFromEnv } from "./api-options";
import { createServerApp } from "./app";
import { loadServerEnv } from "./env";
import { socialSetup } from "./social";
import { webSettingsFrom } from "./web-settings";
import { createSharedRateLimitStore } from "./rate-limit-store";

/**
 * `npm run dev`: the same server with Vite's middleware (HMR) instead of the built app. The API
 * runs on this thread and the pages call it over HTTP at UPSTREAM_URL (default: this server).
 */
const env = loadServerEnv();
const social = socialSetup(env);

const logger = createLogger(env.LOG_LEVEL);
const api = env.API_ENABLED ? await createApi(apiOptionsFromEnv(env, logger, { socialProviders: social.providers })) : undefined;

const vite = await createViteServer({ server: { middlewareMode: true } });
const app = createServerApp({
  env,
  webSettings: webSettingsFrom(env, { socialProviders: social.providers.map((p) => p.name) }),
  logger,
  apiRouter: api?.router,
  devOidcRouter: social.devOidcRouter,
  devMiddleware: vite.middlewares,
  build: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
  rateLimitStore: env.REDIS_URL ? (await createSharedRateLimitStore(env.REDIS_URL, logger, env.deploymentName)).store : undefined,
});
createServer(app).listen(env.PORT, () => {
  console.log(`\n  Dev server on ${env.publicUrl}`);
  for (const a of api?.demoAccounts ?? []) console.log(`    ${a.role.padEnd(9)} ${a.email}  /  ${a.password}`);
});

import { createServer } from "node:http";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { startErrorReporting } from "./error-reporting";
import { createLogger, flushLogs } from "./logger";
import type { ServerBuild } from "react-router";
import type { RequestHandler } from "express";
import type { Api } from "../api/server";
import { apiOptionsFromEnv } from "./api-options";
import { createApiProxy } from "./api-proxy";
import { startApiThread } from "./api-thread-host";
import { createServerApp } from "./app";
import type { InProcessGraphQL } from "./in-process-graphql";
import { loadServerEnv } from "./env";
import { createInvalidationBus } from "./redis-invalidation";
import { socialSetup } from "./social";
import { webSettingsFrom } from "./web-settings";
import { createSharedRateLimitStore } from "./rate-limit-store";

/** Production entry: `npm start` (after `npm run build`) and the Docker image run this, bundled to build/node/index.js. */
process.env.NODE_ENV ??= "production";

const env = loadServerEnv();
const social = socialSetup(env);
/** Where the pages' API calls go over HTTP: UPSTREAM_URL, else this instance's own API. */
let upstreamUrl = env.upstreamUrl;

const reporter = await startErrorReporting(env.errorReporting, "web");
const logger = createLogger(env.LOG_LEVEL, undefined, reporter);
if (!env.trial) {
  if (env.devOutbox) logger.warn("DEV_OUTBOX=true in a deployment: every e-mail and SMS sent is readable at /dev/outbox");
  if (env.devOidc) logger.warn("DEV_OIDC=true in a deployment: anyone can sign in through the local OpenID provider");
  if (process.env.SEED_DEMO_DATA === "true") logger.warn("SEED_DEMO_DATA=true is ignored in a deployment: demo accounts are for a local trial");
}
// "This event changed" from the API to every instance's page cache (docs/decisions/0007).
const invalidations = await createInvalidationBus(env.REDIS_URL, env.deploymentName, logger);

/** What the start banner and shutdown need of the API, wherever it runs. */
let api: { demoAccounts: Api["demoAccounts"]; demoInviteUrl: string | null; drain(): void; close(): Promise<void> } | undefined;
let apiRouter: RequestHandler | undefined;
/** The pages' GraphQL calls to this instance's API thread: over a message port, without HTTP (docs/decisions/0013). */
let apiGraphQL: InProcessGraphQL | undefined;
if (env.API_ENABLED) {
  const onEventChanged = (eventId: string) => invalidations.publish(`event:${eventId}`);
  if (env.API_THREAD) {
    const thread = await startApiThread(new URL("./api-thread.js", import.meta.url), env, logger, onEventChanged);
    // The web app calls the thread directly, unless told to go elsewhere.
    if (env.UPSTREAM_URL === undefined) {
      upstreamUrl = thread.url;
      apiGraphQL = thread.graphql;
    }
    api = thread;
    apiRouter = createApiProxy(thread.url);
  } else {
    // Only here is the API loaded into this thread: with its own thread, this one never holds it.
    const { createApi } = await import("../api/server");
    const inProcess = await createApi(apiOptionsFromEnv(env, logger, { socialProviders: social.providers, onEventChanged }));
    // The pages reach it over HTTP at UPSTREAM_URL, as any other API host: the message port is the only in-process way.
    api = inProcess;
    apiRouter = inProcess.router;
  }
}

const build = (await import(pathToFileURL(resolve(process.cwd(), "build/server/index.js")).href)) as ServerBuild;
const sharedLimits = env.REDIS_URL ? await createSharedRateLimitStore(env.REDIS_URL, logger, env.deploymentName) : undefined;
const app = createServerApp({
  env,
  // The web app shows a "Continue with …" button for each configured provider.
  webSettings: webSettingsFrom(env, { upstreamUrl, socialProviders: social.providers.map((p) => p.name) }),
  logger,
  apiRouter,
  apiGraphQL,
  devOidcRouter: social.devOidcRouter,
  build,
  invalidations,
  rateLimitStore: sharedLimits?.store,
});

const server = createServer(app).listen(env.PORT, env.HOST, () => {
  const lines = [
    `\n  Ready on ${env.publicUrl}`,
    env.trial
      ? "  Mode: local trial (demo data, outbox and local OpenID provider on; see README \"Modes\")"
      : "  Mode: deployment (no demo accounts; outbox and local OpenID provider off unless turned on)",
  ];
  if (api) {
    lines.push(`  Platform API at ${env.publicUrl}/api (${env.DATABASE_URL ? "Postgres" : `PGlite in ${env.dataDir}`})`);
    if (api.demoAccounts.length) {
      lines.push("  Demo accounts (also listed in README.md, \"Demo accounts\"):");
      for (const a of api.demoAccounts) lines.push(`    ${a.role.padEnd(9)} ${a.email}  /  ${a.password}`);
    }
    if (api.demoInviteUrl) lines.push(`  Demo invite: ${api.demoInviteUrl}`);
    if (social.summary.length) lines.push(`  Social sign-in and connected accounts: ${social.summary.join("; ")}`);
    if (env.devOutbox) lines.push(`  Outbox (e-mails and SMS sent): ${env.publicUrl}/dev/outbox`);
  } else {
    lines.push(`  Platform API upstream: ${env.upstreamUrl}`);
  }
  console.log(lines.join("\n") + "\n");
});
// Keep-alive longer than a typical load balancer's idle timeout.
server.keepAliveTimeout = 65_000;

let stopping = false;
/** Requests whose answer is not done yet; when none is left while stopping, `onIdle` is told. */
let inFlight = 0;
let onIdle = () => {};
server.prependListener("request", (_req, res) => {
  // One "close" listener each from this counter, the request log, compression, the web
  // handler's abort and stream.pipeline's end-of-stream watchers: about ten, all removed with
  // the response. Node warns past ten; this is no leak.
  res.setMaxListeners(20);
  inFlight += 1;
  res.once("close", () => {
    inFlight -= 1;
    if (stopping && inFlight === 0) onIdle();
  });
  // While stopping, every answer closes its connection after it: no keep-alive for a leaving instance.
  if (stopping) res.setHeader("Connection", "close");
});

/**
 * Draining (docs/decisions/0048): no new connections; the event streams end with a retry
 * hint; idle keep-alive connections close; requests in flight finish, with their API calls,
 * until DRAIN_DEADLINE_SECONDS; only then the API thread and the database close.
 */
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal, deadlineSeconds: env.DRAIN_DEADLINE_SECONDS }, "draining");
  const drained = new Promise<boolean>((done) => {
    onIdle = () => done(true);
    server.close(() => done(true));
    if (inFlight === 0) done(true);
  });
  api?.drain();
  server.closeIdleConnections();
  // A connection goes idle when its answer in flight (or its ended stream) is done.
  const idle = setInterval(() => server.closeIdleConnections(), 100);
  let deadline: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((done) => (deadline = setTimeout(() => done(false), env.DRAIN_DEADLINE_SECONDS * 1000)));
  const inTime = await Promise.race([drained, late]);
  clearInterval(idle);
  clearTimeout(deadline);
  // Nothing is in flight on the connections left (or the deadline has passed).
  server.closeAllConnections();
  if (!inTime) logger.warn({ deadlineSeconds: env.DRAIN_DEADLINE_SECONDS, inFlight }, "requests still in flight at the drain deadline: their connections are closed");
  logger.info("drained; closing the API");
  await api?.close().catch((error) => logger.error(error));
  await invalidations.close().catch((error) => logger.error(error));
  await sharedLimits?.close().catch((error) => logger.error(error));
  logger.info("stopped");
  await flushLogs(logger, reporter);
  process.exit(0);
}
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));

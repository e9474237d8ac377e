// The API thread (build/node/api-thread.js): the platform API and its database on a
// worker thread of the server's process, so pages render on one core while the API and
// PGlite, whose queries block the thread they run on, work on the other
// (docs/decisions/0013-api-thread.md). The web app's GraphQL calls come over a message
// port (answerGraphQLCalls); everything else reaches it over HTTP on a loopback port.
import { createServer } from "node:http";
import { parentPort, workerData, type MessagePort } from "node:worker_threads";
import express from "express";
import { createApi } from "../api/server";
import { answerGraphQLCalls } from "./in-process-graphql";
import { apiOptionsFromEnv } from "./api-options";
import type { ServerEnv } from "./env";
import { startErrorReporting } from "./error-reporting";
import { createLogger, flushLogs, requestLog } from "./logger";
import { socialProviders } from "./social";

export type ApiThreadMessage =
  | { type: "ready"; url: string; demoAccounts: { role: string; email: string; password: string }[]; demoInviteUrl: string | null }
  | { type: "failed"; message: string }
  | { type: "event-changed"; eventId: string }
  | { type: "closed" };

const port = parentPort!;
const post = (message: ApiThreadMessage) => port.postMessage(message);
const { env, graphqlPort } = workerData as { env: ServerEnv; graphqlPort: MessagePort };
const reporter = await startErrorReporting(env.errorReporting, "api");
const logger = createLogger(env.LOG_LEVEL, undefined, reporter);

try {
  const api = await createApi(
    apiOptionsFromEnv(env, logger, {
      socialProviders: socialProviders(env).providers,
      onEventChanged: (eventId) => post({ type: "event-changed", eventId }),
    }),
  );
  const app = express();
  app.disable("x-powered-by");
  // Its only callers are the web app and the server's /api proxy, both on loopback, both
  // naming the visitor in X-Forwarded-For.
  app.set("trust proxy", "loopback");
  app.use(requestLog(logger.child({ part: "api" })));
  app.use("/api", api.router);
  const server = createServer(app).listen(0, "127.0.0.1");
  await new Promise<void>((resolve, reject) => server.once("listening", resolve).once("error", reject));
  server.keepAliveTimeout = 65_000;
  const { port: listening } = server.address() as { port: number };

  answerGraphQLCalls(graphqlPort, api.graphql, (error) => logger.error({ err: error }, "an in-process GraphQL call failed"));

  port.on("message", async (message: { type: string }) => {
    // The instance is stopping: streams end (with a retry hint); the web thread's requests in flight still reach us.
    if (message.type === "drain") return api.drain();
    if (message.type !== "close") return;
    graphqlPort.close();
    server.close();
    server.closeAllConnections();
    await api.close().catch((error) => logger.error(error, "closing the API"));
    await flushLogs(logger, reporter);
    post({ type: "closed" });
  });
  post({ type: "ready", url: `http://127.0.0.1:${listening}`, demoAccounts: api.demoAccounts, demoInviteUrl: api.demoInviteUrl });
} catch (error) {
  logger.error(error, "the API could not start");
  await flushLogs(logger, reporter);
  post({ type: "failed", message: error instanceof Error ? error.message : String(error) });
}

import { MessageChannel, Worker } from "node:worker_threads";
import type { Logger } from "pino";
import type { ApiThreadMessage } from "./api-thread";
import type { ServerEnv } from "./env";
import { callGraphQLOver, type InProcessGraphQL } from "./in-process-graphql";

export interface ApiThread {
  /** Where the web app reaches the API: http://127.0.0.1:<port>. */
  url: string;
  /** Its GraphQL endpoint over a message port: what the web app's own calls use. */
  graphql: InProcessGraphQL;
  demoAccounts: { role: string; email: string; password: string }[];
  demoInviteUrl: string | null;
  /** The instance is stopping: the API ends its event streams; requests in flight go on. */
  drain(): void;
  close(): Promise<void>;
}

const CLOSE_TIMEOUT_MS = 10_000;

/**
 * Starts the API on its worker thread (server/api-thread.ts) and waits until it listens.
 * A thread that dies later takes the process down with it, so the supervisor restarts
 * the whole instance rather than leave pages without their API.
 */
export function startApiThread(
  script: URL,
  env: ServerEnv,
  logger: Logger,
  onEventChanged: (eventId: string) => void,
): Promise<ApiThread> {
  const channel = new MessageChannel();
  const worker = new Worker(script, { workerData: { env, graphqlPort: channel.port2 }, transferList: [channel.port2] });
  const graphql = callGraphQLOver(channel.port1);
  let closing = false;
  return new Promise((resolve, reject) => {
    let started = false;
    worker.on("message", (message: ApiThreadMessage) => {
      if (message.type === "event-changed") onEventChanged(message.eventId);
      else if (message.type === "failed") reject(new Error(`The API could not start: ${message.message}`));
      else if (message.type === "ready") {
        started = true;
        resolve({
          url: message.url,
          graphql,
          demoAccounts: message.demoAccounts,
          demoInviteUrl: message.demoInviteUrl,
          drain: () => worker.postMessage({ type: "drain" }),
          close: () => {
            closing = true;
            const closed = new Promise<void>((done) => {
              worker.on("message", (m: ApiThreadMessage) => m.type === "closed" && done());
              setTimeout(done, CLOSE_TIMEOUT_MS).unref();
            });
            worker.postMessage({ type: "close" });
            return closed.then(() => worker.terminate()).then(() => undefined);
          },
        });
      }
    });
    worker.on("error", (error) => {
      if (!started) return reject(error);
      logger.fatal({ err: error }, "the API thread failed; stopping");
      process.exit(1);
    });
    worker.on("exit", (code) => {
      if (closing) return;
      if (!started) return reject(new Error(`The API thread exited (${code}) before it was ready.`));
      logger.fatal({ code }, "the API thread exited; stopping");
      process.exit(1);
    });
  });
}

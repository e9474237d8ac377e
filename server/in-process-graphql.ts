// The web app's GraphQL calls to the API thread, over a message port instead of HTTP on
// loopback (docs/decisions/0013): no HTTP request to write and parse on either side, no
// socket in between. Each call carries an id; its answer comes back with the same id.
import type { MessagePort } from "node:worker_threads";
import type { InProcessAnswer, InProcessGraphQLRequest } from "../api/graphql/router";

/** The API's GraphQL endpoint in this process, as the web app calls it (mirrored by InProcessGraphQL in app/context.ts). */
export type InProcessGraphQL = (request: InProcessGraphQLRequest, timeoutMs: number) => Promise<InProcessAnswer>;

interface Call extends InProcessGraphQLRequest {
  id: number;
}

interface Answer extends InProcessAnswer {
  id: number;
}

/** The web side: a call that rejects when no answer comes within its time. */
export function callGraphQLOver(port: MessagePort): InProcessGraphQL {
  let lastId = 0;
  const waiting = new Map<number, { resolve: (answer: InProcessAnswer) => void; timer: NodeJS.Timeout }>();
  port.on("message", ({ id, status, body }: Answer) => {
    const call = waiting.get(id);
    if (!call) return; // timed out already
    waiting.delete(id);
    clearTimeout(call.timer);
    call.resolve({ status, body });
  });
  // The port must not keep a stopping process alive; the calls waiting have their timers.
  port.unref();
  return (request, timeoutMs) =>
    new Promise((resolve, reject) => {
      const id = ++lastId;
      const timer = setTimeout(() => {
        waiting.delete(id);
        reject(new Error(`the API thread gave no answer within ${timeoutMs} ms`));
      }, timeoutMs);
      waiting.set(id, { resolve, timer });
      port.postMessage({ id, headers: request.headers, body: request.body, ip: request.ip } satisfies Call);
    });
}

/** The API side: each call answered by the endpoint, in the order their work finishes. */
export function answerGraphQLCalls(
  port: MessagePort,
  endpoint: (request: InProcessGraphQLRequest) => Promise<InProcessAnswer>,
  onError: (error: unknown) => void,
): void {
  port.on("message", ({ id, headers, body, ip }: Call) => {
    endpoint({ headers, body, ip }).then(
      (answer) => port.postMessage({ id, status: answer.status, body: answer.body } satisfies Answer),
      (error: unknown) => {
        onError(error);
        // An answer without JSON: the page says the service is unavailable, and nobody is signed out.
        port.postMessage({ id, status: 500, body: "" } satisfies Answer);
      },
    );
  });
}

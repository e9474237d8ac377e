import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type EntryContext, type RouterContextProvider } from "react-router";
import { serverContext } from "./context";

export const streamTimeout = 5_000;

/** Re-exported so the Node server (server/app.ts) sets the very same context key. */
export { serverContext };

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const { nonce } = loadContext.get(serverContext);
  // Crawlers (and link previews from social networks) get the whole document at once.
  const waitForAll = isbot(request.headers.get("user-agent")) || routerContext.isSpaMode;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let finished = false;
    let abortTimer: ReturnType<typeof setTimeout> | undefined;
    const send = () => {
      shellRendered = true;
      const body = new PassThrough();
      responseHeaders.set("Content-Type", "text/html; charset=utf-8");
      resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
      pipe(body);
    };
    // The abort timer must go once the render is complete: left to run, it would keep every
    // finished render (its request, data and stream) in memory for seconds.
    const done = () => {
      finished = true;
      clearTimeout(abortTimer);
    };
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} nonce={nonce} />, {
      nonce,
      onShellReady() {
        if (!waitForAll) send();
      },
      onAllReady() {
        done();
        if (waitForAll) send();
      },
      onShellError(error: unknown) {
        done();
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        if (shellRendered) console.error(error);
      },
    });
    if (!finished) abortTimer = setTimeout(abort, streamTimeout + 1000);
  });
}

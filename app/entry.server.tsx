import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from "react-dom/server";
import { ServerRouter, type EntryContext, type HandleErrorFunction, type RouterContextProvider } from "react-router";
import { reportServerError } from "./.server/platform/error-reporting.server";
import { RenderBatches } from "./.server/platform/render-batches.server";
import { serverContext } from "./context";

/** How long React Router waits for a loader's deferred data before it gives up on the stream. */
export const streamTimeout = 5_000;

/** Re-exported so the Node server (server/app.ts) sets the very same context key. */
export { serverContext };
/** Re-exported so the Node server (server/app.ts) hands the app its settings at start. */
export { configureWebEnv } from "./.server/platform/env.server";
/** Re-exported so the Node server (server/app.ts) gives the app its log and error reporting. */
export { configureErrorReporting } from "./.server/platform/error-reporting.server";

/** Loader, action and render errors (not redirects or thrown responses): the log, and Sentry when configured. */
export const handleError: HandleErrorFunction = (error, { request }) => reportServerError(error, request);

/**
 * React Router's default streaming entry for Node: browsers get the document as soon as its
 * shell is ready, crawlers (and SPA-mode renders) once everything is, so they read it whole.
 * Every inline script carries the request's CSP nonce.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  const { nonce } = loadContext.get(serverContext);
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers and SPA-mode renders wait for all content, so they get the whole page
    // (https://react.dev/reference/react-dom/server/renderToPipeableStream#waiting-for-all-content-to-load-for-crawlers-and-static-generation).
    const readyOption: keyof RenderToPipeableStreamOptions = (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

    // Abort the render after `streamTimeout`, leaving it time to flush the rejected boundaries.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} nonce={nonce} />, {
      nonce,
      [readyOption]() {
        shellRendered = true;
        const body = new RenderBatches();
        body.once("finish", () => {
          // The render is done: the timer must not keep its closure alive.
          clearTimeout(timeoutId);
          timeoutId = undefined;
        });
        const stream = createReadableStreamFromReadable(body);
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        pipe(body);
        resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        // Errors of the shell reject and reach handleError through React Router; later ones only here.
        if (shellRendered) reportServerError(error, request);
      },
    });
  });
}

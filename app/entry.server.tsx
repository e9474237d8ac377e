import { renderToString } from "react-dom/server";
import { ServerRouter, type EntryContext, type RouterContextProvider } from "react-router";
import { serverContext } from "./context";

/** How long React Router waits for a loader's deferred data before it gives up on the stream. */
export const streamTimeout = 5_000;

/** Re-exported so the Node server (server/app.ts) sets the very same context key. */
export { serverContext };

/**
 * Every document is rendered whole, in one synchronous pass (docs/decisions/0043).
 * Crawlers and link previews need the whole page, loaders finish before rendering starts,
 * and no component of ours waits on the server (the lazy ones render only after hydration),
 * so a streaming render gained nothing over a string. It cost more: the render was scheduled,
 * written into a Node stream, watched by a timer, and read the hydration data chunk by chunk
 * as it went; a page's loaders-and-render time is about a fifth lower without.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const { nonce } = loadContext.get(serverContext);
  await readHydrationDataAhead(routerContext);
  const html = renderToString(<ServerRouter context={routerContext} url={request.url} nonce={nonce} />);
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(html.startsWith("<html") ? `<!DOCTYPE html>${html}` : html, { headers: responseHeaders, status: responseStatusCode });
}

/**
 * The loaders' data goes to the browser as React Router's stream of hydration data, written
 * as scripts by `StreamTransfer` inside `ServerRouter`. That component reads the stream one
 * chunk at a time, suspending on each read, and looks first in `renderMeta.streamCache`,
 * keyed by the number of the read, for a read already done. Reading the whole stream here
 * and filling that cache the way it would lets a render that cannot wait write every chunk.
 * (React Router is pinned to one release; tests/e2e/smoke.spec.ts checks the scripts come out.)
 */
export async function readHydrationDataAhead(routerContext: EntryContext): Promise<void> {
  const stream = routerContext.serverHandoffStream;
  if (!stream) return;
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  const streamCache: NonNullable<NonNullable<EntryContext["renderMeta"]>["streamCache"]> = {};
  for (let read = 0; ; read++) {
    const { done, value } = await reader.read();
    // What StreamTransfer keeps for a read: its promise, settled, with the decoded text.
    streamCache[read] = Object.assign(Promise.resolve(), { result: { done, value: decoder.decode(value, { stream: true }) } });
    if (done) break;
  }
  // ServerRouter takes its own reader of the (now finished) stream.
  reader.releaseLock();
  routerContext.renderMeta = { ...routerContext.renderMeta, streamCache };
}

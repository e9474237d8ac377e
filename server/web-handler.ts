// The React Router request handler for express, like @react-router/express's, but the
// request body is the one formBodies (./form-bodies.ts) already read and checked.
import type { NextFunction, Request, Response } from "express";
import { createRequestHandler, type AppLoadContext, type RouterContextProvider, type ServerBuild } from "react-router";

export function createWebHandler(options: {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: string;
  getLoadContext: (req: Request, res: Response) => Promise<RouterContextProvider | AppLoadContext>;
}) {
  const handle = createRequestHandler(options.build, options.mode);
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const response = await handle(toFetchRequest(req, res), (await options.getLoadContext(req, res)) as RouterContextProvider);
      await send(res, response);
    } catch (error) {
      next(error);
    }
  };
}

function toFetchRequest(req: Request, res: Response): globalThis.Request {
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    else if (value !== undefined) headers.set(key, value);
  }
  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  // req.host honours X-Forwarded-Host behind a trusted proxy, as the express adapter did.
  const url = new URL(req.originalUrl, `${req.protocol}://${req.host || "localhost"}`);
  const hasBody = req.method !== "GET" && req.method !== "HEAD";
  return new Request(url, {
    method: req.method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: Buffer.isBuffer(req.body) ? new Uint8Array(req.body) : null } : {}),
  });
}

async function send(res: Response, response: globalThis.Response) {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [key, value] of response.headers.entries()) res.append(key, value);
  if (response.headers.get("Content-Type")?.match(/text\/event-stream/i)) res.flushHeaders();
  if (!response.body) return void res.end();
  try {
    await writeBody(res, response.body);
  } catch (error) {
    if (!(res.destroyed || res.writableEnded)) throw error;
  }
}

/** Bytes gathered before they are passed on at once, whatever the turn of the event loop. */
const COALESCE_MAX_BYTES = 64 * 1024;
const TURN_ENDED = Symbol("turn ended");

/** The part of a response the body is written to (express's, or any Node writable in tests). */
type BodyDestination = Pick<NodeJS.WritableStream, "write" | "end" | "on" | "once" | "off"> & { readonly destroyed: boolean };

/**
 * Writes a web body to the response as it comes: a long one (the CSV export) never gathers in
 * memory, since no more is read while the response has not drained, and a client that leaves
 * cancels it (its source stops: the export's cursor, a notification stream).
 *
 * The chunks that arrive in one turn of the event loop go out as one (up to 64 KB): a stream
 * of small chunks (React Router's data, a CSV) would otherwise cost a compression call and a
 * socket write each. Chunks that come later (a deferred part, an event) go out in their turn.
 *
 * A plain read loop, as @react-router/node's own listener writes a body: `stream.pipeline`
 * over `Readable.fromWeb` cost about ten times the CPU per response (an abort controller, its
 * AbortError and a Node stream for each), which shows on every page.
 */
export async function writeBody(res: BodyDestination, body: ReadableStream<Uint8Array | string>): Promise<void> {
  const reader = body.getReader();
  // One listener each for the whole body: the compression middleware hands `drain` listeners to
  // its compressor, where a listener per wait would pile up on a long export.
  let wake: (() => void) | null = null;
  const resume = () => {
    const waiting = wake;
    wake = null;
    waiting?.();
  };
  const left = () => {
    void reader.cancel().catch(() => undefined);
    resume();
  };
  res.on("drain", resume);
  res.once("close", left);
  let pending: Uint8Array[] = [];
  let size = 0;
  let turn: Promise<typeof TURN_ENDED> | null = null;
  const writeOut = async () => {
    const out = pending.length === 1 ? pending[0]! : Buffer.concat(pending, size);
    pending = [];
    size = 0;
    if (res.destroyed || res.write(out)) return;
    await new Promise<void>((resolve) => (wake = resolve));
  };
  try {
    let next = reader.read();
    for (;;) {
      const result = size === 0 ? await next : await Promise.race([next, (turn ??= endOfTurn())]);
      if (result === TURN_ENDED) {
        turn = null;
        await writeOut();
        continue;
      }
      if (result.done || res.destroyed) break;
      // A body made by hand may hold text; a Response's should be bytes, but nothing enforces it.
      const chunk: Uint8Array = typeof result.value === "string" ? Buffer.from(result.value) : result.value;
      pending.push(chunk);
      size += chunk.byteLength;
      next = reader.read();
      if (size >= COALESCE_MAX_BYTES) await writeOut();
    }
    if (size > 0) await writeOut();
    if (!res.destroyed) res.end();
  } catch (error) {
    void reader.cancel(error).catch(() => undefined);
    throw error;
  } finally {
    res.off("drain", resume);
    res.off("close", left);
  }
}

function endOfTurn(): Promise<typeof TURN_ENDED> {
  return new Promise((resolve) => setImmediate(resolve, TURN_ENDED));
}

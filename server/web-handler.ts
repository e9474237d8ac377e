// The React Router request handler for express, like @react-router/express's, but the
// request body is the one formBodies (./form-bodies.ts) already read and checked.
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
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
    // pipeline writes each chunk as it comes and waits for the socket to drain: a long
    // response (the CSV export) never gathers in memory, and a client that leaves ends it.
    await pipeline(Readable.fromWeb(response.body as NodeReadableStream), coalesceChunks(), res);
  } catch (error) {
    if (!(res.destroyed || res.writableEnded)) throw error;
  }
}

/** Bytes gathered before they are passed on at once, whatever the turn of the event loop. */
const COALESCE_MAX_BYTES = 64 * 1024;

/**
 * Passes on together the chunks that arrive in one turn of the event loop (up to 64 KB): React
 * renders a page's shell as a few dozen small chunks in one go, and each write downstream costs
 * a compression call and a socket write of its own. Chunks that come later (a deferred part, an
 * event of a stream) still go out in the turn they arrive.
 */
export function coalesceChunks(): Transform {
  let pending: Buffer[] = [];
  let size = 0;
  let scheduled = false;
  const take = () => {
    const out = pending.length === 1 ? pending[0]! : Buffer.concat(pending, size);
    pending = [];
    size = 0;
    return out;
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      pending.push(chunk);
      size += chunk.length;
      if (size >= COALESCE_MAX_BYTES) {
        callback(null, take());
        return;
      }
      if (!scheduled) {
        scheduled = true;
        setImmediate(() => {
          scheduled = false;
          if (size > 0 && !this.writableFinished) this.push(take());
        });
      }
      callback();
    },
    flush(callback) {
      callback(null, size > 0 ? take() : undefined);
    },
  });
}

// Compressing a response body, on the web thread or on the compression thread
// (server/compression-thread.ts, docs/decisions/0046). A page is compressed in one call:
// see compress-responses.ts for why not a zlib stream.
import { Worker } from "node:worker_threads";
import type { Logger } from "pino";
import { brotliCompressSync, constants as zlib, gzipSync } from "node:zlib";

export type ContentEncoding = "br" | "gzip";

export interface CompressionSettings {
  gzipLevel: number;
  brotliQuality: number;
}

export function compressBody(body: Uint8Array, encoding: ContentEncoding, { gzipLevel, brotliQuality }: CompressionSettings): Buffer {
  if (encoding === "gzip") return gzipSync(body, { level: gzipLevel });
  return brotliCompressSync(body, {
    params: {
      [zlib.BROTLI_PARAM_QUALITY]: brotliQuality,
      [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
      // A window the size of a page, not the 4 MB default each call would allocate.
      [zlib.BROTLI_PARAM_LGWIN]: Math.max(16, Math.min(22, Math.ceil(Math.log2(body.length + 1)))),
    },
  });
}

/** A body to compress, as the web thread sends it to the compression thread. */
export interface CompressionJob {
  id: number;
  body: Uint8Array;
  encoding: ContentEncoding;
  settings: CompressionSettings;
}

/** The compression thread's answer: the compressed bytes, or why there are none. */
export type CompressionAnswer = { id: number; body: Uint8Array } | { id: number; error: string };

/** Compression on another thread; a call rejects when that thread cannot answer (the caller compresses itself). */
export interface OffThreadCompressor {
  compress(body: Uint8Array, encoding: ContentEncoding, settings: CompressionSettings): Promise<Buffer>;
  /** Bodies compressed on the thread so far. */
  readonly compressed: number;
  close(): Promise<void>;
}

/**
 * Starts the compression thread. It holds no state of its own, so a thread that fails is
 * not replaced: its calls reject and the web thread compresses inline from then on.
 */
export function startCompressionThread(script: URL, logger: Pick<Logger, "error">): OffThreadCompressor {
  const worker = new Worker(script);
  // Like the port to the API thread: the thread must not keep a stopping process alive.
  worker.unref();
  const waiting = new Map<number, { resolve: (body: Buffer) => void; reject: (error: Error) => void }>();
  let lastId = 0;
  let compressed = 0;
  let failure: Error | null = null;

  const fail = (error: Error) => {
    if (failure) return;
    failure = error;
    logger.error({ err: error }, "the compression thread stopped; responses are compressed on the web thread");
    for (const call of waiting.values()) call.reject(error);
    waiting.clear();
  };
  worker.on("message", (answer: CompressionAnswer) => {
    const call = waiting.get(answer.id);
    if (!call) return;
    waiting.delete(answer.id);
    if ("error" in answer) return call.reject(new Error(answer.error));
    compressed += 1;
    call.resolve(Buffer.from(answer.body.buffer, answer.body.byteOffset, answer.body.byteLength));
  });
  worker.on("error", fail);
  worker.on("exit", (code) => fail(new Error(`the compression thread exited (${code})`)));

  return {
    compress(body, encoding, settings) {
      if (failure) return Promise.reject(failure);
      return new Promise((resolve, reject) => {
        const id = ++lastId;
        waiting.set(id, { resolve, reject });
        // Copied, not transferred: the body may be a view of Node's shared buffer pool.
        worker.postMessage({ id, body, encoding, settings } satisfies CompressionJob);
      });
    },
    get compressed() {
      return compressed;
    },
    async close() {
      failure ??= new Error("the compression thread was closed");
      await worker.terminate();
    },
  };
}

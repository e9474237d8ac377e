// Compression of dynamic responses (pages, .data, JSON). A page is a few kilobytes rendered
// in one go, so it is gathered and compressed with one synchronous call: a zlib stream per
// response (what the `compression` package does) costs more than the compressing itself,
// each chunk crossing to the thread pool and back (docs/decisions/0013 measures it). Large
// pages are compressed on a thread of their own (docs/decisions/0046).
import type { RequestHandler } from "express";
import { compressBody, type OffThreadCompressor } from "./compression";
import { pickEncoding } from "./page-cache";

export interface CompressionOptions {
  /** Smaller bodies go out as they are. */
  threshold?: number;
  /** Bodies that grow past this stop being gathered and go out uncompressed, streamed. */
  maxGathered?: number;
  gzipLevel?: number;
  brotliQuality?: number;
  /** Where bodies of `offThreadFrom` bytes or more are compressed (docs/decisions/0046); none: here. */
  offThread?: OffThreadCompressor;
  offThreadFrom?: number;
}

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|ld\+json|manifest\+json)|image\/svg\+xml)/i;

type Chunk = string | Buffer | Uint8Array;

export function compressResponses({
  threshold = 1024,
  maxGathered = 1024 * 1024,
  // Measured on the signed-in event page (28 KB, `npm run bench` prints the comparison):
  // brotli 0 takes 70 % of the time of 1 for 1 % more bytes (8.8 against 8.7 KB), and 1 takes
  // 60 % of the time of 3 for 10 % more; all well inside the first round trip's 14 KB.
  // gzip 4 takes 70 % of the time of 6 for 2 % more.
  gzipLevel = 4,
  brotliQuality = 0,
  offThread,
  // Measured (docs/decisions/0046): a 28 KB page costs the web thread about 50 µs to compress
  // and 3 µs to hand over (more under load); a 2 KB one 10–13 µs, not worth the trip.
  offThreadFrom = 16 * 1024,
}: CompressionOptions = {}): RequestHandler {
  const settings = { gzipLevel, brotliQuality };
  return (req, res, next) => {
    const encoding = req.method === "HEAD" ? "identity" : pickEncoding(req.headers["accept-encoding"]);
    res.vary("Accept-Encoding");
    if (encoding === "identity") return next();

    const write = res.write.bind(res) as (chunk: Chunk, encoding?: BufferEncoding) => boolean;
    const end = res.end.bind(res) as (chunk?: Chunk, encoding?: BufferEncoding) => typeof res;
    const gathered: Buffer[] = [];
    let size = 0;
    let decided: "gather" | "pass" | null = null;

    const decide = () => {
      if (decided) return decided;
      const type = String(res.getHeader("content-type") ?? "");
      const cacheControl = String(res.getHeader("cache-control") ?? "");
      const pass =
        res.headersSent ||
        res.getHeader("content-encoding") !== undefined ||
        /^text\/event-stream/i.test(type) ||
        res.statusCode === 204 ||
        res.statusCode === 304 ||
        !COMPRESSIBLE.test(type) ||
        /no-transform/i.test(cacheControl);
      decided = pass ? "pass" : "gather";
      return decided;
    };
    const toBuffer = (chunk: Chunk, chunkEncoding?: BufferEncoding) =>
      typeof chunk === "string" ? Buffer.from(chunk, chunkEncoding) : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    /** Too big to gather: what was kept goes out as it is, and the rest streams through. */
    const giveUp = () => {
      decided = "pass";
      res.removeHeader("content-length");
      for (const chunk of gathered.splice(0)) write(chunk);
    };

    res.write = ((chunk: Chunk, chunkEncoding?: BufferEncoding | (() => void)) => {
      const textEncoding = typeof chunkEncoding === "string" ? chunkEncoding : undefined;
      if (decide() === "pass") return write(chunk, textEncoding);
      const buffer = toBuffer(chunk, textEncoding);
      gathered.push(buffer);
      size += buffer.length;
      if (size > maxGathered) giveUp();
      return true;
    }) as typeof res.write;

    res.end = ((chunk?: Chunk | (() => void), chunkEncoding?: BufferEncoding | (() => void)) => {
      const data = typeof chunk === "function" ? undefined : chunk;
      const textEncoding = typeof chunkEncoding === "string" ? chunkEncoding : undefined;
      if (decide() === "pass") return data === undefined ? end() : end(data, textEncoding);
      if (data !== undefined && data !== null) {
        const buffer = toBuffer(data, textEncoding);
        gathered.push(buffer);
        size += buffer.length;
      }
      const body = gathered.length === 1 ? gathered[0] : Buffer.concat(gathered, size);
      if (body.length < threshold) {
        if (!res.headersSent) res.setHeader("Content-Length", body.length);
        return end(body);
      }
      const send = (compressed: Buffer) => {
        res.setHeader("Content-Encoding", encoding);
        res.setHeader("Content-Length", compressed.length);
        // A strong validator names these exact bytes; the compressed ones differ.
        const etag = res.getHeader("etag");
        if (typeof etag === "string" && !etag.startsWith("W/")) res.setHeader("ETag", `W/${etag}`);
        end(compressed);
      };
      if (offThread && body.length >= offThreadFrom) {
        // The response ends once the thread answers; should it fail, it is compressed here.
        offThread.compress(body, encoding, settings).then(send, () => send(compressBody(body, encoding, settings)));
        return res;
      }
      send(compressBody(body, encoding, settings));
      return res;
    }) as typeof res.end;

    next();
  };
}

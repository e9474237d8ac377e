// Compression of dynamic responses (pages, .data, JSON) with the `compression` middleware, at
// a low level: a page is compressed per request. On the signed-in event page (29 KB) brotli 1
// takes a sixth of the time of brotli 4 for 15 % more bytes (9.0 against 7.8 KB), both well
// inside the first round trip; gzip 4 is within a tenth of gzip 6's size. Static assets are compressed once, at build (scripts/compress-assets.mjs),
// and signed-out pages once per render by the page cache; both already carry their
// Content-Encoding and pass through untouched. Server-sent events are never compressed: the
// middleware would hold each event back until enough bytes gathered.
import compression from "compression";
import type { RequestHandler } from "express";
import { constants as zlib } from "node:zlib";

export const GZIP_LEVEL = 4;
export const BROTLI_QUALITY = 1;
// Brotli's window: 256 KB (2^18) instead of its default 4 MB. A page is 15 to 40 KB, so the
// larger window finds nothing more to refer back to, but a streaming encoder still sets up
// for it: compressing the signed-in pages took 12 to 20 % less CPU, for the same bytes.
// (Brotli's fastest levels use no window under 256 KB anyway.)
export const BROTLI_WINDOW_BITS = 18;

export function compressResponses({ threshold = 1024 }: { threshold?: number } = {}): RequestHandler {
  return compression({
    threshold,
    level: GZIP_LEVEL,
    brotli: { params: { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [zlib.BROTLI_PARAM_LGWIN]: BROTLI_WINDOW_BITS } },
    filter: (req, res) => !/^text\/event-stream/i.test(String(res.getHeader("Content-Type") ?? "")) && compression.filter(req, res),
  });
}

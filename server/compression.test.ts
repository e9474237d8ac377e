// Large responses compressed on the compression thread (docs/decisions/0046): the thread
// built as `npm run build` builds it, started as server/index.ts starts it.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { build } from "esbuild";
import express from "express";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { serverBuildOptions } from "../scripts/server-build-options.mjs";
import { compressResponses } from "./compress-responses";
import { startCompressionThread, type OffThreadCompressor } from "./compression";
import { getRaw } from "./raw-response.test-support";

const scratch = mkdtempSync(join(tmpdir(), "compression-thread-"));
let script: URL;

/** A page of about 40 KB, another of 4 KB: one over the hand-over size, one under it. */
const large = "<!DOCTYPE html><html><body>" + Array.from({ length: 1200 }, (_, i) => `<p>Guest ${i}</p>`).join("") + "</body></html>";
const small = "<!DOCTYPE html><html><body>" + "<p>Rooftop Jazz Night</p>".repeat(150) + "</body></html>";

beforeAll(async () => {
  await build({ ...serverBuildOptions, entryPoints: { "compression-thread": "server/compression-thread.ts" }, outdir: scratch, sourcemap: false, logLevel: "silent" });
  script = pathToFileURL(join(scratch, "compression-thread.js"));
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

async function serve(compressor: OffThreadCompressor) {
  const app = express();
  app.use(compressResponses({ offThread: compressor }));
  app.get("/large", (_req, res) => void res.type("html").set("ETag", '"v1"').send(large));
  app.get("/small", (_req, res) => void res.type("html").send(small));
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const get = (path: string, acceptEncoding: string) => getRaw(`${base}${path}`, acceptEncoding);
  return { get, close: () => server.close() };
}

describe("the compression thread", () => {
  it("compresses the large pages, brotli and gzip, with their length and a weak validator; small ones stay on the web thread", async () => {
    const compressor = startCompressionThread(script, { error: vi.fn() });
    const { get, close } = await serve(compressor);
    try {
      const br = await get("/large", "br, gzip");
      expect(br.headers["content-encoding"]).toBe("br");
      expect(Number(br.headers["content-length"])).toBe(br.body.length);
      expect(br.headers.etag).toBe('W/"v1"');
      expect(brotliDecompressSync(br.body).toString()).toBe(large);
      const gzip = await get("/large", "gzip");
      expect(gzip.headers["content-encoding"]).toBe("gzip");
      expect(gunzipSync(gzip.body).toString()).toBe(large);
      expect(compressor.compressed).toBe(2);

      const compact = await get("/small", "br");
      expect(compact.headers["content-encoding"]).toBe("br");
      expect(brotliDecompressSync(compact.body).toString()).toBe(small);
      expect(compressor.compressed).toBe(2);

      // Pages at once: each answer goes to its own request.
      const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => get("/large", i % 2 ? "gzip" : "br")));
      answers.forEach((answer, i) => expect((i % 2 ? gunzipSync(answer.body) : brotliDecompressSync(answer.body)).toString()).toBe(large));
      expect(compressor.compressed).toBe(14);
    } finally {
      close();
      await compressor.close();
    }
  });

  it("when the thread dies, the pages waiting for it and those after are compressed on the web thread, and it is logged once", async () => {
    // A thread that ends on the first page it is handed, as a crash would end it.
    const crashing = join(scratch, "crashing-thread.mjs");
    writeFileSync(crashing, `import { parentPort } from "node:worker_threads";\nparentPort.once("message", () => process.exit(3));\n`);
    const logger = { error: vi.fn() };
    const compressor = startCompressionThread(pathToFileURL(crashing), logger);
    const { get, close } = await serve(compressor);
    try {
      const waiting = await get("/large", "br");
      expect(waiting.headers["content-encoding"]).toBe("br");
      expect(brotliDecompressSync(waiting.body).toString()).toBe(large);
      const after = await Promise.all([get("/large", "br"), get("/large", "gzip")]);
      expect(brotliDecompressSync(after[0].body).toString()).toBe(large);
      expect(gunzipSync(after[1].body).toString()).toBe(large);
      expect(compressor.compressed).toBe(0);
      expect(logger.error).toHaveBeenCalledTimes(1);
    } finally {
      close();
      await compressor.close();
    }
  });
});

import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compressResponses } from "./compress-responses";
import { getRaw } from "./raw-response.test-support";

const page = "<!DOCTYPE html><html><body>" + "<p>Rooftop Jazz Night</p>".repeat(200) + "</body></html>";
let base = "";
let close: () => void;

beforeAll(async () => {
  const app = express();
  app.use(compressResponses());
  app.get("/page", (_req, res) => {
    res.type("html");
    // Written in pieces, as a streamed render is.
    for (let i = 0; i < page.length; i += 1000) res.write(page.slice(i, i + 1000));
    res.end();
  });
  app.get("/small", (_req, res) => void res.type("html").send("<p>hi</p>"));
  app.get("/image", (_req, res) => void res.type("png").send(Buffer.alloc(4096, 1)));
  app.get("/precompressed", (_req, res) => void res.set("Content-Encoding", "br").type("js").send(Buffer.from("already")));
  app.get("/no-transform", (_req, res) => void res.set("Cache-Control", "no-transform").type("html").send(page));
  app.get("/events", (_req, res) => {
    res.type("text/event-stream");
    res.write("data: " + "x".repeat(2048) + "\n\n");
    res.end();
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

const get = (path: string, acceptEncoding?: string) => getRaw(`${base}${path}`, acceptEncoding);

/** The window a brotli stream was made with, from its first bits (RFC 7932 §9.1). */
function brotliWindowBits(stream: Buffer): number {
  const first = stream[0];
  if ((first & 1) === 0) return 16;
  const n = (first >> 1) & 7;
  if (n !== 0) return 17 + n;
  const m = (first >> 4) & 7;
  return m !== 0 ? 8 + m : 17;
}

describe("compressResponses", () => {
  it("compresses a page written in pieces with brotli", async () => {
    const answer = await get("/page", "gzip, deflate, br");
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(answer.body.length).toBeLessThan(page.length / 10);
    expect(brotliDecompressSync(answer.body).toString()).toBe(page);
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
  });

  it("makes brotli streams with a 256 KB window, not the 4 MB default", async () => {
    const answer = await get("/page", "br");
    expect(brotliWindowBits(answer.body)).toBe(18);
  });

  it("falls back to gzip, and to nothing", async () => {
    const gzip = await get("/page", "gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.body).toString()).toBe(page);
    const refused = await get("/page", "br;q=0, gzip;q=0");
    expect(refused.headers["content-encoding"]).toBeUndefined();
    expect(refused.body.toString()).toBe(page);
    const none = await get("/page");
    expect(none.body.toString()).toBe(page);
  });

  it("leaves small bodies, images, pre-compressed and no-transform responses as they are", async () => {
    const small = await get("/small", "br");
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(small.body.toString()).toBe("<p>hi</p>");
    const image = await get("/image", "br");
    expect(image.headers["content-encoding"]).toBeUndefined();
    expect(image.body.length).toBe(4096);
    const pre = await get("/precompressed", "br");
    expect(pre.headers["content-encoding"]).toBe("br");
    expect(pre.body.toString()).toBe("already");
    const kept = await get("/no-transform", "br");
    expect(kept.headers["content-encoding"]).toBeUndefined();
  });

  it("never compresses server-sent events, which must reach the browser as they are written", async () => {
    const events = await get("/events", "br, gzip");
    expect(events.headers["content-encoding"]).toBeUndefined();
    expect(events.body.toString()).toBe("data: " + "x".repeat(2048) + "\n\n");
  });
});

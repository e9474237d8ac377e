import { Readable } from "node:stream";
import { setImmediate as nextTurn } from "node:timers/promises";
import { describe, expect, test } from "vitest";
import { coalesceChunks } from "./web-handler";

/** What comes out of the coalescer, chunk by chunk, as text. */
function collect(stream: ReturnType<typeof coalesceChunks>): Promise<string[]> {
  const out: string[] = [];
  stream.on("data", (chunk: Buffer) => out.push(chunk.toString()));
  return new Promise((resolve, reject) => stream.on("end", () => resolve(out)).on("error", reject));
}

describe("coalesceChunks", () => {
  test("the chunks of one turn of the event loop go out as one, in order; later ones in their own turn", async () => {
    const stream = coalesceChunks();
    const out = collect(stream);
    for (const part of ["<!DOCTYPE html>", "<html>", "<body>"]) stream.write(Buffer.from(part));
    await nextTurn();
    await nextTurn();
    stream.write(Buffer.from("<p>later</p>"));
    await nextTurn();
    await nextTurn();
    stream.end(Buffer.from("</body></html>"));
    expect(await out).toEqual(["<!DOCTYPE html><html><body>", "<p>later</p>", "</body></html>"]);
  });

  test("a chunk gathered past 64 KB goes out at once, without waiting for the turn to end", async () => {
    const stream = coalesceChunks();
    const out: number[] = [];
    stream.on("data", (chunk: Buffer) => out.push(chunk.length));
    stream.write(Buffer.alloc(40 * 1024));
    stream.write(Buffer.alloc(30 * 1024));
    // Still the same turn: the 70 KB gathered have been passed on.
    await Promise.resolve();
    expect(out).toEqual([70 * 1024]);
    stream.end();
  });

  test("a whole response passes through unchanged", async () => {
    const text = Array.from({ length: 500 }, (_, i) => `row ${i}\n`).join("");
    const chunks: Buffer[] = [];
    for (let at = 0; at < text.length; at += 97) chunks.push(Buffer.from(text.slice(at, at + 97)));
    const source = Readable.from(chunks);
    const stream = source.pipe(coalesceChunks());
    expect((await collect(stream)).join("")).toBe(text);
  });
});

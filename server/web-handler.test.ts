import { Writable } from "node:stream";
import { setImmediate as nextTurn } from "node:timers/promises";
import { describe, expect, test } from "vitest";
import { writeBody } from "./web-handler";

/** A response stand-in that records each write as text; `ended` resolves at `end()`. */
function recorder(options: { highWaterMark?: number; hold?: () => Promise<void> } = {}) {
  const writes: string[] = [];
  const destination = new Writable({
    highWaterMark: options.highWaterMark ?? 16 * 1024,
    write(chunk: Buffer, _encoding, callback) {
      writes.push(chunk.toString());
      if (options.hold) void options.hold().then(() => callback());
      else callback();
    },
  });
  const ended = new Promise<void>((resolve) => destination.on("finish", resolve));
  return { destination, writes, ended };
}

/** A body whose chunks the test pushes when it likes. */
function pushedBody() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  return { body, push: (text: string) => controller.enqueue(Buffer.from(text)), close: () => controller.close() };
}

describe("writeBody", () => {
  test("the chunks of one turn of the event loop go out as one, in order; later ones in their own turn", async () => {
    const { destination, writes, ended } = recorder();
    const { body, push, close } = pushedBody();
    const written = writeBody(destination, body);
    for (const part of ["<!DOCTYPE html>", "<html>", "<body>"]) push(part);
    await nextTurn();
    await nextTurn();
    push("<p>later</p>");
    await nextTurn();
    await nextTurn();
    push("</body></html>");
    close();
    await written;
    await ended;
    expect(writes).toEqual(["<!DOCTYPE html><html><body>", "<p>later</p>", "</body></html>"]);
  });

  test("chunks gathered past 64 KB go out at once, without waiting for the turn to end", async () => {
    const { destination, writes } = recorder({ highWaterMark: 1024 * 1024 });
    const { body, push } = pushedBody();
    void writeBody(destination, body);
    push("a".repeat(40 * 1024));
    push("b".repeat(30 * 1024));
    // Microtasks only: the turn has not ended, yet the 70 KB have been written.
    for (let i = 0; i < 20; i++) await Promise.resolve();
    expect(writes.map((w) => w.length)).toEqual([70 * 1024]);
  });

  test("a whole body passes through unchanged, text chunks too, and the response ends", async () => {
    const text = Array.from({ length: 500 }, (_, i) => `row ${i}\n`).join("");
    const parts: (string | Uint8Array)[] = [];
    for (let at = 0; at < text.length; at += 97) parts.push(at % 2 ? text.slice(at, at + 97) : Buffer.from(text.slice(at, at + 97)));
    const { destination, writes, ended } = recorder();
    const body = new ReadableStream<Uint8Array | string>({
      pull(controller) {
        const part = parts.shift();
        if (part === undefined) controller.close();
        else controller.enqueue(part);
      },
    });
    await writeBody(destination, body);
    await ended;
    expect(writes.join("")).toBe(text);
  });

  test("a response that does not drain stops the reading of the body until it does", async () => {
    let release!: () => void;
    let held = new Promise<void>((resolve) => (release = resolve));
    const { destination, writes, ended } = recorder({ highWaterMark: 1024, hold: () => held });
    let pulls = 0;
    const body = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          pulls += 1;
          if (pulls > 200) controller.close();
          else controller.enqueue(Buffer.alloc(2048, 120));
        },
      },
      { highWaterMark: 1 },
    );
    const written = writeBody(destination, body);
    for (let i = 0; i < 10; i++) await nextTurn();
    // The first write (one batch of 64 KB) filled the response's buffer: the reading stopped there.
    expect(writes.length).toBe(1);
    const readAhead = pulls;
    expect(readAhead).toBeLessThanOrEqual(64 / 2 + 2);
    for (let i = 0; i < 10; i++) await nextTurn();
    expect(pulls).toBe(readAhead);
    release();
    held = Promise.resolve();
    await written;
    await ended;
    expect(pulls).toBe(201);
    expect(writes.join("").length).toBe(200 * 2048);
  });

  test("a client that leaves cancels the body: its source stops", async () => {
    const { destination } = recorder();
    let cancelled = false;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(Buffer.from("first"));
      },
      cancel() {
        cancelled = true;
      },
    });
    const written = writeBody(destination, body);
    await nextTurn();
    await nextTurn();
    destination.destroy();
    await written;
    expect(cancelled).toBe(true);
  });
});

// @react-router/node is patched (patches/@react-router+node+7.18.4.patch): the function that
// writes a response's body stream to Node's response raced every read against one promise
// that stayed pending while the stream lasted, so each chunk sent stayed in memory until the
// stream ended (nodejs/node#17469). A CSV export of 100,000 attendees (11.7 MB) grew the web
// thread's heap by some 45 MB that way, and a live stream (server-sent events) would grow
// for as long as it stays open. These tests hold the written chunks collectable mid-stream,
// and a failing response still stopping the copy.
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { Writable } from "node:stream";
import { writeReadableStreamToWritable } from "@react-router/node";
import { describe, expect, test } from "vitest";

setFlagsFromString("--expose-gc");
const collectGarbage = runInNewContext("gc") as () => void;

const CHUNKS = 200;
const nextTurn = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A body of CHUNKS chunks that then stays open until `end()`, with a weak reference to each chunk. */
function openBody() {
  const sent: WeakRef<Uint8Array>[] = [];
  let end = () => {};
  const ended = new Promise<void>((resolve) => (end = resolve));
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (sent.length === CHUNKS) {
        await ended;
        controller.close();
        return;
      }
      const chunk = new Uint8Array(16 * 1024).fill(sent.length % 251);
      sent.push(new WeakRef(chunk));
      controller.enqueue(chunk);
    },
  });
  return { stream, sent, end };
}

async function until(condition: () => boolean) {
  for (let i = 0; i < 500 && !condition(); i++) await nextTurn();
  expect(condition()).toBe(true);
}

describe("writeReadableStreamToWritable (patched)", () => {
  test("a chunk once written is not kept while the stream goes on", async () => {
    const { stream, sent, end } = openBody();
    let written = 0;
    let bytes = 0;
    const response = new Writable({
      write(chunk: Buffer, _encoding, done) {
        written++;
        bytes += chunk.length;
        done();
      },
    });
    const copied = writeReadableStreamToWritable(stream, response);
    await until(() => written === CHUNKS);
    await nextTurn();
    collectGarbage();
    await nextTurn();
    collectGarbage();
    // The last chunk or two may still be in the reader's hands; the rest must be gone.
    const kept = sent.slice(0, CHUNKS - 2).filter((chunk) => chunk.deref() !== undefined).length;
    expect(kept).toBe(0);

    end();
    await copied;
    expect(bytes).toBe(CHUNKS * 16 * 1024);
    expect(response.writableEnded).toBe(true);
  });

  test("a response that fails while the body waits stops the copy with its error", async () => {
    const { stream, end } = openBody();
    let written = 0;
    const response = new Writable({
      write(_chunk, _encoding, done) {
        written++;
        done();
      },
    });
    const copied = writeReadableStreamToWritable(stream, response);
    await until(() => written === CHUNKS);
    response.destroy(new Error("the visitor went away"));
    await expect(copied).rejects.toThrow("the visitor went away");
    end();
  });

  test("a response that waits for drain goes on when it drains", async () => {
    const { stream, end } = openBody();
    let written = 0;
    const response = new Writable({
      highWaterMark: 1024,
      write(_chunk, _encoding, done) {
        written++;
        setTimeout(done, 0);
      },
    });
    const copied = writeReadableStreamToWritable(stream, response);
    await until(() => written === CHUNKS);
    end();
    await copied;
    expect(response.writableEnded).toBe(true);
  });
});

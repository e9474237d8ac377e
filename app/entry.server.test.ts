import type { EntryContext } from "react-router";
import { describe, expect, it } from "vitest";
import { readHydrationDataAhead } from "./entry.server";

/** A stream of the given byte chunks, as React Router's hydration data arrives. */
function streamOf(chunks: Uint8Array[]) {
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
}

describe("reading the hydration data ahead of the render", () => {
  it("fills StreamTransfer's cache with every read, settled, a character split between chunks kept whole", async () => {
    const bytes = new TextEncoder().encode('[{"title":"Rooftop Jazz 🎷"}]\n');
    const split = bytes.indexOf(0xf0) + 2;
    const context = { serverHandoffStream: streamOf([bytes.subarray(0, split), bytes.subarray(split)]), renderMeta: { didRenderScripts: false } };
    await readHydrationDataAhead(context as unknown as EntryContext);

    const cache = context.renderMeta as NonNullable<EntryContext["renderMeta"]>;
    expect(cache.didRenderScripts).toBe(false);
    const reads = Object.entries(cache.streamCache ?? {});
    expect(reads.map(([read]) => Number(read))).toEqual([0, 1, 2]);
    for (const [, entry] of reads) await expect(entry).resolves.toBeUndefined();
    expect(reads.map(([, entry]) => entry.result)).toEqual([
      { done: false, value: '[{"title":"Rooftop Jazz ' },
      { done: false, value: '🎷"}]\n' },
      { done: true, value: "" },
    ]);
    // ServerRouter takes a reader of its own: the stream must not stay locked.
    expect(context.serverHandoffStream.locked).toBe(false);
  });

  it("leaves a context without hydration data as it was", async () => {
    const context = { renderMeta: { didRenderScripts: true } };
    await readHydrationDataAhead(context as unknown as EntryContext);
    expect(context).toEqual({ renderMeta: { didRenderScripts: true } });
  });
});

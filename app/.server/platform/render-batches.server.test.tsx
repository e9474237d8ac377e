import { Suspense, use } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { RenderBatches } from "./render-batches.server";

/** Renders into RenderBatches and collects what comes out of it, chunk by chunk. */
function render(element: React.ReactNode): Promise<{ chunks: string[]; written: number }> {
  return new Promise((resolve, reject) => {
    const out = new RenderBatches();
    let written = 0;
    const write = out.write.bind(out);
    out.write = ((chunk: unknown, ...rest: never[]) => {
      written += 1;
      return write(chunk as Buffer, ...rest);
    }) as typeof out.write;
    const chunks: string[] = [];
    out.on("data", (chunk: Buffer) => chunks.push(chunk.toString("utf8")));
    out.on("end", () => resolve({ chunks, written }));
    out.on("error", reject);
    const { pipe } = renderToPipeableStream(element, { onShellReady: () => pipe(out), onShellError: reject });
  });
}

const rows = Array.from({ length: 600 }, (_, i) => `Row number ${i} with some text to make it long`);

describe("RenderBatches", () => {
  it("hands on a page React writes in many pieces as one chunk", async () => {
    const { chunks, written } = await render(
      <ul>
        {rows.map((row) => (
          <li key={row}>{row}</li>
        ))}
      </ul>,
    );
    expect(written).toBeGreaterThan(5);
    expect(chunks).toHaveLength(1);
    expect(chunks[0]).toContain("Row number 599");
  });

  it("keeps streaming: what a suspended part writes later comes as its own chunk, in order", async () => {
    let release!: (text: string) => void;
    const later = new Promise<string>((resolve) => (release = resolve));
    function Later() {
      return <p>{use(later)}</p>;
    }
    const rendering = render(
      <main>
        <h1>Shell</h1>
        <Suspense fallback={<p>Loading</p>}>
          <Later />
        </Suspense>
      </main>,
    );
    setTimeout(() => release("Arrived"), 20);
    const { chunks } = await rendering;
    expect(chunks.length).toBeGreaterThanOrEqual(2);
    expect(chunks[0]).toContain("Shell");
    expect(chunks[0]).not.toContain("Arrived");
    expect(chunks.slice(1).join("")).toContain("Arrived");
  });
});

// Stamping uploads off the API's thread (docs/decisions/0024). Parsing and stamping a PDF is
// synchronous work whose cost the file decides: on the API's thread a crafted file stalled
// every request for tens of seconds. Each upload is stamped on a worker thread of its own
// (../stamp-thread.ts) with a time limit (the thread is terminated when it passes) and a heap
// limit, and only a few run at once; the API's event loop only waits for the answer.
import { Worker } from "node:worker_threads";
import { MAX_DOCUMENT_PAGES, MAX_STAMPED_DOCUMENT_BYTES } from "../../../contract/media/messages.js";
import { threadScript } from "../../paths.js";
import { StampRefusedError, type StampLimits, type StampRefusal } from "./pdf-stamp.js";

/** What the stamping thread is given. */
export interface StampJob {
  bytes: Uint8Array;
  stamp: { footer: string; documentId: string };
  limits: StampLimits;
}

/** The stamping thread's one answer. */
export type StampAnswer = { stamped: Uint8Array; pageCount: number } | { refused: StampRefusal; detail: string } | { error: string };

export interface PdfStamper {
  /** The stamped copy, or a StampRefusedError saying why the file is refused. */
  stamp(bytes: Buffer, stamp: { footer: string; documentId: string }): Promise<{ bytes: Buffer; pageCount: number }>;
}

export interface StampingOptions {
  /** How long a thread may work on one file before it is terminated (default 20 s). */
  timeLimitMs?: number;
  /** The thread's heap (default 256 MB): a file that needs more is refused, the API keeps its memory. */
  maxHeapMb?: number;
  /** Files stamped at once; the others wait their turn (default 2, the machine's cores). */
  concurrency?: number;
  limits?: Partial<StampLimits>;
}

export const DEFAULT_STAMP_TIME_LIMIT_MS = 20_000;

export function createPdfStamper(options: StampingOptions = {}): PdfStamper {
  const timeLimitMs = options.timeLimitMs ?? DEFAULT_STAMP_TIME_LIMIT_MS;
  const maxHeapMb = options.maxHeapMb ?? 256;
  const limits: StampLimits = { maxPages: MAX_DOCUMENT_PAGES, maxOutputBytes: MAX_STAMPED_DOCUMENT_BYTES, ...options.limits };
  const turns = createTurns(options.concurrency ?? 2);
  const { script, sourceEntry } = threadScript("pdf-stamp-thread", "media/stamp-thread.ts");

  const run = (job: StampJob) =>
    new Promise<{ bytes: Buffer; pageCount: number }>((resolve, reject) => {
      const worker = new Worker(script, {
        workerData: { sourceEntry, job },
        resourceLimits: { maxOldGenerationSizeMb: maxHeapMb, maxYoungGenerationSizeMb: Math.min(64, maxHeapMb / 4) },
      });
      let settled = false;
      const settle = (outcome: () => void) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        outcome();
        void worker.terminate();
      };
      const timer = setTimeout(() => settle(() => reject(new StampRefusedError("tooComplex", `not stamped within ${timeLimitMs} ms`))), timeLimitMs);
      worker.on("message", (answer: StampAnswer) =>
        settle(() => {
          if ("stamped" in answer) resolve({ bytes: Buffer.from(answer.stamped.buffer, answer.stamped.byteOffset, answer.stamped.byteLength), pageCount: answer.pageCount });
          else if ("refused" in answer) reject(new StampRefusedError(answer.refused, answer.detail));
          else reject(new Error(`stamping failed: ${answer.error}`));
        }),
      );
      worker.on("error", (error: Error & { code?: string }) =>
        settle(() => reject(error.code === "ERR_WORKER_OUT_OF_MEMORY" ? new StampRefusedError("tooComplex", error.message) : error)),
      );
      worker.on("exit", (code) => settle(() => reject(new Error(`the stamping thread exited (${code}) without an answer`))));
    });

  return {
    async stamp(bytes, stamp) {
      const release = await turns.take();
      try {
        return await run({ bytes, stamp, limits });
      } finally {
        release();
      }
    },
  };
}

/** At most `size` holders at once; the others wait in order. */
function createTurns(size: number) {
  let free = size;
  const waiting: (() => void)[] = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else free += 1;
  };
  return {
    take(): Promise<() => void> {
      if (free > 0) {
        free -= 1;
        return Promise.resolve(release);
      }
      return new Promise((resolve) => waiting.push(() => resolve(release)));
    },
  };
}

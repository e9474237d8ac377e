// The stamping thread (build/node/pdf-stamp-thread.js; docs/decisions/0024): one per upload,
// started by ./domain/stamping.ts with the file in workerData. It stamps, answers once and
// ends; the API's thread never parses an uploaded PDF, and a file that takes too long or too
// much memory ends this thread, not the API.
import { parentPort, workerData } from "node:worker_threads";
import { stampPdf, StampRefusedError } from "./domain/pdf-stamp.js";
import type { StampAnswer, StampJob } from "./domain/stamping.js";

if (!parentPort) throw new Error("api/media/stamp-thread.ts runs as a worker thread (api/media/domain/stamping.ts starts it)");
const port = parentPort;
const { job } = workerData as { job: StampJob };

let answer: StampAnswer;
try {
  const stamped = await stampPdf(Buffer.from(job.bytes.buffer, job.bytes.byteOffset, job.bytes.byteLength), job.stamp, job.limits);
  answer = { stamped: stamped.bytes, pageCount: stamped.pageCount };
} catch (error) {
  answer = error instanceof StampRefusedError ? { refused: error.reason, detail: error.message } : { error: error instanceof Error ? error.message : String(error) };
}
port.postMessage(answer);

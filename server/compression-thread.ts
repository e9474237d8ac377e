// The compression thread (docs/decisions/0046): the web thread hands it the large pages it
// answers, and compressing them costs the web thread a copy instead of the compression.
import { parentPort } from "node:worker_threads";
import { compressBody, type CompressionAnswer, type CompressionJob } from "./compression";

if (!parentPort) throw new Error("server/compression-thread.ts runs as a worker thread (server/compression.ts starts it)");
const port = parentPort;

port.on("message", ({ id, body, encoding, settings }: CompressionJob) => {
  let answer: CompressionAnswer;
  try {
    answer = { id, body: compressBody(body, encoding, settings) };
  } catch (error) {
    answer = { id, error: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(answer);
});

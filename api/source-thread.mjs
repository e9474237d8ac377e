// Starts a worker thread of the API from its TypeScript sources (vitest, `npm run dev`):
// Node runs no .ts file itself, so this registers tsx in the thread and then imports the
// entry named in workerData.sourceEntry (api/paths.ts threadScript). The bundled server never
// loads this file: its threads are plain JavaScript in build/node/.
import { workerData } from "node:worker_threads";
import { register } from "tsx/esm/api";

register();
await import(workerData.sourceEntry);

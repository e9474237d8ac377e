// Pre-compresses the client build (build/client) once, at maximum quality: a .gz
// (gzip -9) and a .br (brotli 11) beside every text asset. The server sends them
// with Content-Encoding (server/static-assets.ts) instead of compressing per request.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { extname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const root = fileURLToPath(new URL("../build/client", import.meta.url));
const TEXT = new Set([".js", ".mjs", ".css", ".svg", ".json", ".html", ".txt", ".xml", ".webmanifest", ".ico"]);
/** Below this, the headers cost more than compression saves. */
const MIN_BYTES = 1024;

let files = 0;
let raw = 0;
let brotli = 0;
const started = performance.now();
function walk(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    const stat = statSync(path);
    if (stat.isDirectory()) walk(path);
    else if (TEXT.has(extname(name)) && stat.size >= MIN_BYTES) {
      const body = readFileSync(path);
      const br = brotliCompressSync(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      });
      writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
      writeFileSync(`${path}.br`, br);
      files += 1;
      raw += body.length;
      brotli += br.length;
    }
  }
}
walk(root);
console.log(
  `compress-assets: ${files} files, ${(raw / 1024).toFixed(0)} KB → ${(brotli / 1024).toFixed(0)} KB brotli in ${Math.round(performance.now() - started)} ms`,
);

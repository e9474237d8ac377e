// Bundles our Node entries (server/index.ts, server/api-thread.ts, api/media/stamp-thread.ts
// and what they import from server/ and api/) into build/node/index.js, api-thread.js and
// pdf-stamp-thread.js. Runs after `react-router build` (see `npm run build`); the React
// Router server build (build/server/index.js) is not bundled in: server/index.ts imports it
// at run time.
//
// node_modules stay external (installed in the runtime image by
// `npm ci --omit=dev`). Files the API reads from disk at run time (its *.graphql schema
// files and api/db/migrations/) are copied to build/api/, same paths, and the bundle reads
// them there (API_ASSET_DIR, see api/paths.ts), relative to process.cwd().
import { build } from "esbuild";
import { cpSync, existsSync, readdirSync, rmSync, statSync } from "node:fs";
import { apiAssetDir, serverBuildOptions, stampThreadEntry, threadEntry, webEntry as entry } from "./server-build-options.mjs";

const outfile = "build/node/index.js";

if (!existsSync(new URL(`../${entry}`, import.meta.url))) {
  console.error(`build-server: ${entry} does not exist yet; nothing to bundle.`);
  process.exit(1);
}

const started = performance.now();
// Chunks are named by their content: a rebuild would leave the old ones beside the new.
rmSync(new URL("../build/node", import.meta.url), { recursive: true, force: true });
copyApiAssets();
await build(serverBuildOptions);

const kb = (statSync(new URL(`../${outfile}`, import.meta.url)).size / 1024).toFixed(0);
console.log(
  `build-server: ${entry} → ${outfile} (${kb} KB), ${threadEntry} → build/node/api-thread.js, ${stampThreadEntry} → build/node/pdf-stamp-thread.js in ${Math.round(performance.now() - started)} ms`,
);

// The schema files (every api/ *.graphql) and the SQL migrations, into build/api/.
function copyApiAssets() {
  rmSync(new URL(`../${apiAssetDir}`, import.meta.url), { recursive: true, force: true });
  const schemaFiles = readdirSync(new URL("../api", import.meta.url), { recursive: true })
    .filter((file) => file.endsWith(".graphql"))
    .sort();
  for (const file of [...schemaFiles, "db/migrations"]) {
    cpSync(new URL(`../api/${file}`, import.meta.url), new URL(`../${apiAssetDir}/${file}`, import.meta.url), { recursive: true });
  }
}

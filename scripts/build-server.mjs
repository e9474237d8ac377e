// Bundles our Node entries (server/index.ts, server/api-thread.ts and what they import from
// server/ and api/) into build/node/index.js and api-thread.js. Runs after `react-router build`
// (see `npm run build`); the React Router server build (build/server/index.js)
// is not bundled in: server/index.ts imports it at run time.
//
// node_modules stay external (installed in the runtime image by
// `npm ci --omit=dev`). Files the API reads from disk at run time (its *.graphql schema
// files and api/db/migrations/) are copied to build/api/, same paths, and the bundle reads
// them there (API_ASSET_DIR, see api/paths.ts), relative to process.cwd().
import { build } from "esbuild";
import { cpSync, existsSync, readdirSync, rmSync, statSync } from "node:fs";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const entry = "server/index.ts";
const outfile = "build/node/index.js";
/** The API thread's entry (docs/decisions/0013), loaded by index.js from beside it. */
const threadEntry = "server/api-thread.ts";

if (!existsSync(new URL(`../${entry}`, import.meta.url))) {
  console.error(`build-server: ${entry} does not exist yet; nothing to bundle.`);
  process.exit(1);
}

const apiAssetDir = "build/api";
const started = performance.now();
copyApiAssets();
await build({
  absWorkingDir: root,
  entryPoints: { index: entry, "api-thread": threadEntry },
  outdir: "build/node",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  legalComments: "none",
  logLevel: "warning",
  // CommonJS habits in bundled TypeScript keep working in the ESM output.
  // __dirname/__filename become the bundle's own (build/node/), so prefer
  // process.cwd()-relative paths for runtime files.
  define: {
    __dirname: "import.meta.dirname",
    __filename: "import.meta.filename",
    "process.env.API_ASSET_DIR": JSON.stringify(apiAssetDir),
  },
  banner: {
    js: 'import { createRequire as __bundleCreateRequire } from "node:module";\nconst require = __bundleCreateRequire(import.meta.url);',
  },
});

const kb = (statSync(new URL(`../${outfile}`, import.meta.url)).size / 1024).toFixed(0);
console.log(`build-server: ${entry} → ${outfile} (${kb} KB), ${threadEntry} → build/node/api-thread.js in ${Math.round(performance.now() - started)} ms`);

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

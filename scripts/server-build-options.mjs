// The esbuild options that bundle server/index.ts (the web thread), server/api-thread.ts and
// api/media/stamp-thread.ts into build/node/: shared by scripts/build-server.mjs and the
// test that checks which packages each thread loads at start (scripts/lean-web-thread.test.ts).
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
/** The web thread's entry. */
export const webEntry = "server/index.ts";
/** The API thread's entry (docs/decisions/0013), loaded by index.js from beside it. */
export const threadEntry = "server/api-thread.ts";
/** The thread that stamps uploaded PDFs (docs/decisions/0024), started by the API from beside index.js (api/paths.ts). */
export const stampThreadEntry = "api/media/stamp-thread.ts";
/** Where the API's schema files and migrations are copied, read at run time (api/paths.ts). */
export const apiAssetDir = "build/api";

/** @type {import("esbuild").BuildOptions} */
export const serverBuildOptions = {
  absWorkingDir: root,
  entryPoints: { index: webEntry, "api-thread": threadEntry, "pdf-stamp-thread": stampThreadEntry },
  outdir: "build/node",
  bundle: true,
  // A module imported with import() becomes a chunk of its own, and the packages it imports
  // load only with it: the web thread never loads the API's (docs/decisions/0042).
  splitting: true,
  chunkNames: "chunks/[name]-[hash]",
  platform: "node",
  format: "esm",
  target: "node22",
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
    // The bundle's own folder: the API finds its worker threads' entries there (api/paths.ts).
    "process.env.SERVER_BUNDLE_DIR": JSON.stringify("build/node"),
  },
  banner: {
    js: 'import { createRequire as __bundleCreateRequire } from "node:module";\nconst require = __bundleCreateRequire(import.meta.url);',
  },
};

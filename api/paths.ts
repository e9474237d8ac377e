import path from "node:path";
import { pathToFileURL } from "node:url";

/**
 * Absolute path of a file shipped beside the API source (the GraphQL schema files, SQL
 * migrations). Resolved from the working directory rather than import.meta.url because
 * the production server is bundled into build/, where module-relative paths break; the
 * bundle reads the copies scripts/build-server.mjs puts in build/api/ (it defines
 * API_ASSET_DIR), so a built server needs nothing from the source tree.
 */
export function apiAssetPath(relativeToApi: string): string {
  return path.resolve(process.cwd(), process.env.API_ASSET_DIR ?? "api", relativeToApi);
}

/** A worker thread's script and the workerData it needs to run the right entry. */
export interface ThreadScript {
  script: URL;
  /** Set when running from the sources: the TypeScript entry the bootstrap imports. */
  sourceEntry?: string;
}

/**
 * Where a worker thread of the API starts. In the bundle (SERVER_BUNDLE_DIR, defined by
 * scripts/server-build-options.mjs) it is the entry `bundledName`.js that the build puts beside
 * build/node/index.js, resolved from the working directory like the assets above (the code
 * asking may sit in a shared chunk, so its own URL says nothing). From the sources (vitest,
 * tsx) Node cannot start a .ts file: ./source-thread.mjs registers tsx and then imports the
 * TypeScript entry `sourceFromApi` (relative to api/).
 */
export function threadScript(bundledName: string, sourceFromApi: string): ThreadScript {
  const bundleDir = process.env.SERVER_BUNDLE_DIR;
  if (bundleDir) return { script: pathToFileURL(path.resolve(process.cwd(), bundleDir, `${bundledName}.js`)) };
  return { script: new URL("./source-thread.mjs", import.meta.url), sourceEntry: new URL(sourceFromApi, new URL("./", import.meta.url)).href };
}

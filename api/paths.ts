import path from "node:path";

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

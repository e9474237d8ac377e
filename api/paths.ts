import path from "node:path";

/**
 * Absolute path of a file shipped beside the API source (the GraphQL contract, SQL
 * migrations). Resolved from the working directory rather than import.meta.url because
 * the production server is bundled into build/, where module-relative paths break.
 */
export function apiAssetPath(relativeToApi: string): string {
  return path.resolve(process.cwd(), "api", relativeToApi);
}

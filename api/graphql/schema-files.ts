// The SDL the server runs: the shared part first, then each area's files in the order
// of api/areas.ts (codegen reads the same files: scripts/codegen.mjs).
import { readFileSync } from "node:fs";
import { areas as allAreas } from "../areas.js";
import type { ApiArea } from "../kernel/area.js";
import { apiAssetPath } from "../paths.js";

export const BASE_SCHEMA_FILE = "graphql/base.graphql";

export function loadContractSchema(areas: readonly ApiArea[] = allAreas): string {
  const files = [BASE_SCHEMA_FILE, ...areas.flatMap((area) => area.schemaFiles)];
  return files.map((file) => readFileSync(apiAssetPath(file), "utf8")).join("\n");
}

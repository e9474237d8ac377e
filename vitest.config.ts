// Unit and API tests (vitest). Deliberately not based on vite.config.ts: the
// React Router Vite plugin is for the app build, not for tests.
//   unit: app/, contract/, server/, scripts/   — fast, pure, no database
//   api:  api/                      — against a real database (PGlite by
//         default, Postgres when DATABASE_URL is set; api test support makes a
//         throw-away database per file)
// Run one lane with `npx vitest run --project unit` (or `api`).
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const app = fileURLToPath(new URL("./app", import.meta.url));

export default defineConfig({
  resolve: { alias: { "~": app } },
  test: {
    // 2 cores: never more than 2 test workers, whatever the lane.
    maxWorkers: 2,
    passWithNoTests: false,
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          environment: "node",
          include: ["app/**/*.test.{ts,tsx}", "contract/**/*.test.ts", "server/**/*.test.ts", "scripts/**/*.test.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "api",
          environment: "node",
          include: ["api/**/*.test.ts"],
          // PGlite boots in ~3 s per file; migrations and seeds run in hooks.
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: true,
        },
      },
    ],
  },
});

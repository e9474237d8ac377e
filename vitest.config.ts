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
          // As the API's files below: nothing here keeps state in a module between files.
          isolate: false,
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
          // Files share a worker's modules instead of importing the whole API again each (the
          // imports took longer than the tests). Safe because each file starts and closes a
          // platform of its own and the API keeps no module-level state between requests.
          isolate: false,
          hookTimeout: 60_000,
          fileParallelism: true,
        },
      },
    ],
  },
});

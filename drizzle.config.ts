import { defineConfig } from "drizzle-kit";

// `npm run db:generate` writes a new SQL migration for changes to api/db/schema.ts.
// The API applies them at start (api/db/migrate.ts); they are committed with the change.
export default defineConfig({
  dialect: "postgresql",
  schema: "./api/db/schema.ts",
  out: "./api/db/migrations",
});

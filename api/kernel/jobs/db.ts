// Scheduled work that must happen once per key (a reminder, a cutoff) records the key here,
// in the transaction of its effect: a job run again (a retry, a second instance, a key whose job
// row pg-boss has since deleted) finds it and does nothing. api/db/schema.ts re-exports it.
import { pgTable, text } from "drizzle-orm/pg-core";
import { instant } from "../../db/columns.js";

export const jobRuns = pgTable("job_runs", {
  key: text("key").primaryKey(),
  ranAt: instant("ran_at").notNull(),
});

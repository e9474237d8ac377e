// The outbox of e-mails and SMS (Drizzle). api/db/schema.ts re-exports it for drizzle-kit.
import { sql } from "drizzle-orm";
import { bigint, index, integer, pgEnum, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { instant, createdAt } from "../db/columns.js";

export const outboxChannel = pgEnum("outbox_channel", ["EMAIL", "SMS"]);
export const outboxStatus = pgEnum("outbox_status", ["PENDING", "SENT", "FAILED"]);

export const outbox = pgTable(
  "outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Insertion order; timestamps from the injected clock may tie. */
    seq: bigint("seq", { mode: "number" }).notNull().generatedAlwaysAsIdentity(),
    channel: outboxChannel("channel").notNull(),
    /** Lowercased e-mail address or E.164 number. */
    recipient: text("recipient").notNull(),
    subject: text("subject"),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body"),
    status: outboxStatus("status").notNull().default("PENDING"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    nextAttemptAt: instant("next_attempt_at").notNull().defaultNow(),
    sentAt: instant("sent_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("outbox_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'PENDING'`),
    index("outbox_recipient_idx").on(t.recipient, t.seq),
  ],
);

export type OutboxRow = typeof outbox.$inferSelect;

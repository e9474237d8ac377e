// The access area's one-time code tables: phone sign-in, second factor, phone verification.
import { integer, pgEnum, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { instant, createdAt } from "../../db/columns.js";
import { users } from "./users.js";

export const oneTimeCodePurpose = pgEnum("one_time_code_purpose", ["PHONE_SIGN_IN", "VERIFY_SIGN_IN", "VERIFY_PHONE"]);

/**
 * The live code of one attempt. One row per (purpose, subject): a new start replaces
 * the row, so the previous code stops working. Codes are stored hashed, never plainly.
 */
export const oneTimeCodes = pgTable(
  "one_time_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    purpose: oneTimeCodePurpose("purpose").notNull(),
    /** What the code is bound to: the E.164 number (phone sign-in), the session id (second factor) or the user id (phone verification). */
    subject: text("subject").notNull(),
    /** Null for a phone sign-in to a number no account uses: nothing was sent, nothing can match. */
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash"),
    /** Second factor: the long token of the e-mailed link, hashed. */
    linkTokenHash: text("link_token_hash"),
    createdAt: createdAt(),
    resendAt: instant("resend_at").notNull(),
    expiresAt: instant("expires_at").notNull(),
    usedAt: instant("used_at"),
  },
  (t) => [
    uniqueIndex("one_time_codes_purpose_subject_key").on(t.purpose, t.subject),
    uniqueIndex("one_time_codes_link_token_hash_key").on(t.linkTokenHash),
  ],
);

/** Wrong-code counters and blocks, per key (e.g. number + client address, or the number alone). */
export const codeAttemptBlocks = pgTable("code_attempt_blocks", {
  key: text("key").primaryKey(),
  failures: integer("failures").notNull().default(0),
  /** Failures older than the window no longer count. */
  windowStartedAt: instant("window_started_at").notNull(),
  blockedUntil: instant("blocked_until"),
});

export type OneTimeCodeRow = typeof oneTimeCodes.$inferSelect;

// The notifications table (spec 1 §3). A notification belongs to one recipient; its text is
// rendered by the web app from the type and the custom properties, the default message is
// what a client without a renderer shows. api/db/schema.ts re-exports it for drizzle-kit.
import { sql } from "drizzle-orm";
import { index, jsonb, pgEnum, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, instant } from "../../db/columns.js";
import { users } from "../../access/db.js";
import { NOTIFICATION_TYPES, type NotificationProperties } from "../../../contract/account/notifications-messages.js";

export const notificationType = pgEnum("notification_type", NOTIFICATION_TYPES);

export const notifications = pgTable(
  "notifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    recipientUserId: uuid("recipient_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: notificationType("type").notNull(),
    defaultMessage: text("default_message").notNull(),
    properties: jsonb("properties").$type<NotificationProperties>().notNull().default({}),
    /** Makes a producer idempotent: one notification per recipient and key (e.g. an event's start). */
    dedupeKey: text("dedupe_key"),
    createdAt: createdAt(),
    readAt: instant("read_at"),
  },
  (t) => [
    index("notifications_recipient_created_idx").on(t.recipientUserId, t.createdAt, t.id),
    index("notifications_recipient_unread_idx").on(t.recipientUserId).where(sql`${t.readAt} is null`),
    uniqueIndex("notifications_recipient_dedupe_key").on(t.recipientUserId, t.dedupeKey).where(sql`${t.dedupeKey} is not null`),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;

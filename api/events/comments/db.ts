// The comments part's tables (Drizzle): comments on an event and their reactions.
// api/db/schema.ts re-exports them for drizzle-kit.
import { sql } from "drizzle-orm";
import { check, index, pgTable, text, uniqueIndex, uuid, type AnyPgColumn } from "drizzle-orm/pg-core";
import { instant, createdAt } from "../../db/columns.js";
import { users } from "../../access/db.js";
import { events } from "../db.js";

/**
 * A comment on an event, or a reply to one (one level: a reply's parent is always a top
 * comment). Deleted comments keep their row (deleted_at) and disappear with their replies.
 * Media attachments will be rows of their own pointing here (comment id), not columns.
 */
export const eventComments = pgTable(
  "event_comments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    authorUserId: uuid("author_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    parentCommentId: uuid("parent_comment_id").references((): AnyPgColumn => eventComments.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    createdAt: createdAt(),
    deletedAt: instant("deleted_at"),
  },
  (t) => [
    // An event's top comments, newest first (the page's order and cursor).
    index("event_comments_event_top_idx")
      .on(t.eventId, t.createdAt, t.id)
      .where(sql`${t.parentCommentId} is null and ${t.deletedAt} is null`),
    index("event_comments_parent_idx").on(t.parentCommentId, t.createdAt),
    // Posting's rate limit counts a user's recent comments.
    index("event_comments_author_created_idx").on(t.authorUserId, t.createdAt),
    check("event_comments_body_length", sql`char_length(${t.body}) between 1 and 2000`),
  ],
);

/** One member's reaction (an emoji of a small fixed set) to a comment; at most one of each kind. */
export const commentReactions = pgTable(
  "comment_reactions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    commentId: uuid("comment_id")
      .notNull()
      .references(() => eventComments.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reaction: text("reaction").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("comment_reactions_comment_user_reaction_key").on(t.commentId, t.userId, t.reaction)],
);

export type EventCommentRow = typeof eventComments.$inferSelect;
export type CommentReactionRow = typeof commentReactions.$inferSelect;

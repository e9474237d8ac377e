// The comments part's tables (Drizzle): comments on an event, their images and their reactions.
// api/db/schema.ts re-exports them for drizzle-kit.
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid, type AnyPgColumn } from "drizzle-orm/pg-core";
import { instant, createdAt } from "../../db/columns.js";
import { users } from "../../access/db.js";
import { events } from "../db.js";
import { mediaImages } from "../../media/db.js";

/**
 * A comment on an event, or a reply to one (one level: a reply's parent is always a top
 * comment). Deleted comments keep their row (deleted_at) and disappear with their replies.
 * Its images are rows of their own (event_comment_media).
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

/**
 * An image a comment carries (docs/decisions/0056): one of its author's stored images
 * (api/media), in the comment's order, with its description (alt text). An image belongs to
 * one comment only, and goes with it: deleting the comment deletes the stored image, which
 * takes this row with it.
 */
export const commentMedia = pgTable(
  "event_comment_media",
  {
    commentId: uuid("comment_id")
      .notNull()
      .references(() => eventComments.id, { onDelete: "cascade" }),
    imageId: uuid("image_id")
      .notNull()
      .references(() => mediaImages.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    alt: text("alt").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.commentId, t.position] }),
    uniqueIndex("event_comment_media_image_key").on(t.imageId),
    check("event_comment_media_position", sql`${t.position} between 0 and 3`),
    check("event_comment_media_alt_length", sql`char_length(${t.alt}) between 1 and 300`),
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
export type CommentMediaRow = typeof commentMedia.$inferSelect;
export type CommentReactionRow = typeof commentReactions.$inferSelect;

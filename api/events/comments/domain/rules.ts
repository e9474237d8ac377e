// Who may comment on an event and delete a comment, and what a comment and a reaction may
// be (spec 2 §3 Comment): a member with a confirmed e-mail who hosts the event (creator,
// co-host) or attends it with an approved RSVP may write; a comment's author and the
// event's hosts may delete it. A comment carries at most COMMENT_MAX_IMAGES images, each
// described. Reactions are a small fixed set of emoji.
import { z } from "zod";
import type { EventCommentRow } from "../../../db/schema.js";
import {
  COMMENT_IMAGE_ALT_MAX_LENGTH,
  COMMENT_MAX_LENGTH,
  COMMENT_REACTIONS,
  commentMessages,
  type CommentReaction,
} from "../../../../contract/events/messages.js";
import { mayEditEvent, type ViewerRelation } from "../../domain/access.js";

/** Hosts (creator, co-hosts) and approved attendees may comment and react. */
export function mayComment(relation: ViewerRelation): boolean {
  if (!relation.viewerId) return false;
  return mayEditEvent(relation) || relation.attendee?.state === "APPROVED";
}

/** A comment's author, and the event's hosts. */
export function mayDeleteComment(comment: Pick<EventCommentRow, "authorUserId">, relation: ViewerRelation): boolean {
  if (!relation.viewerId) return false;
  return comment.authorUserId === relation.viewerId || mayEditEvent(relation);
}

export const commentBody = z
  .string({ error: commentMessages.commentRequired })
  .trim()
  .min(1, commentMessages.commentRequired)
  .max(COMMENT_MAX_LENGTH, commentMessages.commentTooLong);

/** An image's description (alt text): required, as informative images need one (WCAG 1.1.1). */
export const commentImageAlt = z
  .string({ error: commentMessages.imageAltRequired })
  .trim()
  .min(1, commentMessages.imageAltRequired)
  .max(COMMENT_IMAGE_ALT_MAX_LENGTH, commentMessages.imageAltTooLong);

export function isCommentReaction(value: string): value is CommentReaction {
  return (COMMENT_REACTIONS as readonly string[]).includes(value);
}

// Who may comment on an event and delete a comment, and what a comment and a reaction may
// be (spec 2 §3 Comment): a member with a confirmed e-mail who hosts the event (creator,
// co-host) or attends it with an approved RSVP may write; a comment's author and the
// event's hosts may delete it. Reactions are a small fixed set of emoji.
import { z } from "zod";
import type { EventCommentRow } from "../../../db/schema.js";
import { COMMENT_MAX_LENGTH, COMMENT_REACTIONS, commentMessages, type CommentReaction } from "../../../../contract/events/messages.js";
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

export function isCommentReaction(value: string): value is CommentReaction {
  return (COMMENT_REACTIONS as readonly string[]).includes(value);
}

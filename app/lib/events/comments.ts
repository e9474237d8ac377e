// The event page's comments as the page uses them (no validation library: this ships to the
// browser; the form's rules are in comment-form.ts, on the server).
import type { SubmissionResult } from "@conform-to/react";
import { formatEventMoment } from "../format";
import { href } from "react-router";

/** The query parameter of the event page that holds the comments' page cursor ("Older comments"). */
export const COMMENTS_CURSOR_PARAM = "comments";
export const COMMENTS_PAGE_SIZE = 10;
/** The section's anchor on the event page. */
export const COMMENTS_ANCHOR = "comments";

/** When a comment was posted, in the event's own zone (the same on the server and in the browser). */
export function formatCommentTime(iso: string, timeZone: string): string {
  return formatEventMoment(iso, timeZone);
}

/** What the comment action answers a fetcher (and, without JavaScript, a form with errors). */
export type CommentActionData = {
  ok: boolean;
  /** The comment form's submission, with its errors and the text kept. */
  result: SubmissionResult<string[]> | null;
  /** The comment a reply form answered (so the right form shows the errors). */
  parentCommentId: string | null;
  /** The comment a reaction or deletion was about. */
  commentId: string | null;
  /** A refused reaction or deletion. */
  error: string | null;
  /** What was done ("Your comment was posted."), shown as a toast; answered to fetchers only. */
  message: string | null;
};

/** The event page's comments, on the page of comments a form was on. */
export function eventCommentsPath(slug: string, cursor: string | null): string {
  const query = cursor ? `?${new URLSearchParams({ [COMMENTS_CURSOR_PARAM]: cursor })}` : "";
  return `${href("/events/:slug", { slug })}${query}#${COMMENTS_ANCHOR}`;
}

/** A comment image's full-size page (what its thumbnail links to; without JavaScript it is where it opens). */
export function commentImagePath(slug: string, commentId: string, mediaId: string): string {
  return href("/events/:slug/comments/:commentId/images/:mediaId", { slug, commentId, mediaId });
}

/** The comment on the event page, by its anchor. */
export function eventCommentPath(slug: string, commentId: string): string {
  return `${href("/events/:slug", { slug })}#comment-${commentId}`;
}

/** The URL every comment form posts to; the cursor brings the visitor back to the same page of comments. */
export function commentsActionPath(slug: string, cursor: string | null): string {
  const query = cursor ? `?${new URLSearchParams({ [COMMENTS_CURSOR_PARAM]: cursor })}` : "";
  return `${href("/events/:slug/comments", { slug })}${query}`;
}

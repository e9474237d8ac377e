// Reading comments on an event page (spec 2 §3 Comment, §7 "comments"): a page of top
// comments with their replies (one level deep) and reaction counts, one thread read fresh,
// the latest reactions with who made them, each comment's images, and the page cursors. Who may read is who may
// see the event (../../domain/viewing.ts); who may write or delete: rules.ts.
import { and, asc, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Database } from "../../../db/client.js";
import { commentMedia, commentReactions, eventComments, mediaImages, type EventCommentRow, type EventRow } from "../../../db/schema.js";
import type { DomainDeps } from "../../../kernel/deps.js";
import { readThrough } from "../../../cache/read-cache.js";
import { badUserInput, notFound } from "../../../kernel/errors.js";
import { isUuid } from "../../../kernel/ids.js";
import { userIsActive } from "../../../account/domain/visibility.js";
import { COMMENT_REACTIONS, commentMessages, eventMessages } from "../../../../contract/events/messages.js";
import type { ViewerRelation } from "../../domain/access.js";
import { decodeInstantCursor, encodeInstantCursor } from "../../../kernel/instant-cursor.js";
import { mayComment, mayDeleteComment } from "./rules.js";
import { imagePath } from "../../../../contract/media/rest.js";

export const MAX_COMMENTS_PAGE = 50;

export interface ReactionSummary {
  reaction: string;
  count: number;
  reactedByMe: boolean;
}

/** An image a comment carries, as the API shows it (Comment.medias). */
export interface CommentMediaView {
  mediaId: string;
  url: string;
  alt: string;
  width: number;
  height: number;
}

/** A comment as the API shows it: the row, its images, its replies (oldest first), its reactions counted. */
export interface CommentView {
  row: EventCommentRow;
  medias: CommentMediaView[];
  replies: CommentView[];
  reactions: ReactionSummary[];
  canDelete: boolean;
}

export interface CommentPage {
  comments: CommentView[];
  /** Whether the viewer may comment (the form is offered). */
  canComment: boolean;
  hasNextPage: boolean;
  endCursor: string | null;
}

type CommentKey = { createdAt: Date; id: string };

/**
 * An event's top comments, newest first, a page at a time (`after` is the last page's
 * endCursor), each with its replies and reaction counts. The caller has checked that the
 * viewer may see the event; `relation` says whether they may moderate it. Through the read
 * cache when there is one: comments and reactions announce their event on the change feed
 * (migration 0006), so a warm event page costs no statement.
 */
export async function findCommentPage(
  deps: DomainDeps,
  event: Pick<EventRow, "id">,
  relation: ViewerRelation,
  page: { first: number; after?: string | null },
): Promise<CommentPage> {
  if (!Number.isInteger(page.first) || page.first < 0 || page.first > MAX_COMMENTS_PAGE) {
    throw badUserInput(eventMessages.invalidPageSize, { first: eventMessages.invalidPageSize });
  }
  const after = page.after ? decodeCommentCursor(page.after) : null;
  const key = `${event.id}:${page.first}:${page.after ?? ""}`;
  const eventTag = `event:${event.id}`;
  const threads = await readThrough(deps.cache, `comment-threads:${key}`, () => loadThreads(deps.db, event.id, page.first, after), (value) => [
    eventTag,
    ...new Set([...value.tops, ...value.replies].map((row) => `user:${row.authorUserId}`)),
  ]);
  const shown = threads.tops.slice(0, page.first);
  const ids = [...shown, ...threads.replies].map((row) => row.id);
  const mine = relation.viewerId
    ? await readThrough(deps.cache, `my-comment-reactions:${relation.viewerId}:${key}`, () => findReactionsOf(deps.db, relation.viewerId!, ids), () => [eventTag])
    : [];
  const last = shown.at(-1);
  return {
    comments: present(shown, threads.replies, threads.counts, threads.medias, mine, relation),
    canComment: mayComment(relation),
    hasNextPage: threads.tops.length > page.first,
    endCursor: last ? encodeCommentCursor(last) : null,
  };
}

/** One top comment (or the top comment of a reply) as the page shows it, read fresh. */
export async function findCommentView(db: Database, commentId: string, relation: ViewerRelation): Promise<CommentView> {
  const row = await findLiveComment(db, commentId);
  if (!row) throw notFound(commentMessages.notFound);
  const replies = row.parentCommentId ? [] : await findReplies(db, [row.id]);
  const ids = [row.id, ...replies.map((reply) => reply.id)];
  const [counts, medias, mine] = await Promise.all([
    countReactions(db, ids),
    findMedias(db, ids),
    relation.viewerId ? findReactionsOf(db, relation.viewerId, ids) : Promise.resolve([]),
  ]);
  return present([row], replies, counts, medias, mine, relation)[0];
}

type ReactionCountRow = { commentId: string; reaction: string; count: number };
type MediaRow = { commentId: string; imageId: string; alt: string; width: number; height: number };
type OwnReactionRow = { commentId: string; reaction: string };


/** A page of top comments (one more than asked, to tell whether another page follows), their replies and reaction counts. */
async function loadThreads(db: Database, eventId: string, first: number, after: CommentKey | null) {
  const tops = await db
    .select()
    .from(eventComments)
    .where(
      and(
        eq(eventComments.eventId, eventId),
        isNull(eventComments.parentCommentId),
        isNull(eventComments.deletedAt),
        userIsActive(eventComments.authorUserId),
        after ? sql`(${eventComments.createdAt}, ${eventComments.id}) < (${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)` : undefined,
      ),
    )
    .orderBy(desc(eventComments.createdAt), desc(eventComments.id))
    .limit(first + 1);
  const shown = tops.slice(0, first);
  const replies = await findReplies(db, shown.map((row) => row.id));
  const ids = [...shown, ...replies].map((row) => row.id);
  const [counts, medias] = await Promise.all([countReactions(db, ids), findMedias(db, ids)]);
  return { tops, replies, counts, medias };
}

/** The comments' images, each comment's in its order. */
function findMedias(db: Database, commentIds: string[]): Promise<MediaRow[]> {
  if (commentIds.length === 0) return Promise.resolve([]);
  return db
    .select({ commentId: commentMedia.commentId, imageId: commentMedia.imageId, alt: commentMedia.alt, width: mediaImages.width, height: mediaImages.height })
    .from(commentMedia)
    .innerJoin(mediaImages, eq(mediaImages.id, commentMedia.imageId))
    .where(inArray(commentMedia.commentId, commentIds))
    .orderBy(asc(commentMedia.commentId), asc(commentMedia.position));
}

function findReplies(db: Database, topIds: string[]): Promise<EventCommentRow[]> {
  if (topIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(eventComments)
    .where(and(inArray(eventComments.parentCommentId, topIds), isNull(eventComments.deletedAt), userIsActive(eventComments.authorUserId)))
    .orderBy(asc(eventComments.createdAt), asc(eventComments.id));
}

function countReactions(db: Database, commentIds: string[]): Promise<ReactionCountRow[]> {
  if (commentIds.length === 0) return Promise.resolve([]);
  return db
    .select({ commentId: commentReactions.commentId, reaction: commentReactions.reaction, count: sql<number>`count(*)::int` })
    .from(commentReactions)
    .where(and(inArray(commentReactions.commentId, commentIds), userIsActive(commentReactions.userId)))
    .groupBy(commentReactions.commentId, commentReactions.reaction);
}

function findReactionsOf(db: Database, userId: string, commentIds: string[]): Promise<OwnReactionRow[]> {
  if (commentIds.length === 0) return Promise.resolve([]);
  return db
    .select({ commentId: commentReactions.commentId, reaction: commentReactions.reaction })
    .from(commentReactions)
    .where(and(eq(commentReactions.userId, userId), inArray(commentReactions.commentId, commentIds)));
}

function present(
  tops: readonly EventCommentRow[],
  replies: readonly EventCommentRow[],
  counts: readonly ReactionCountRow[],
  medias: readonly MediaRow[],
  mine: readonly OwnReactionRow[],
  relation: ViewerRelation,
): CommentView[] {
  const own = new Set(mine.map((row) => `${row.commentId}:${row.reaction}`));
  const reactionsOf = (commentId: string): ReactionSummary[] =>
    counts
      .filter((row) => row.commentId === commentId)
      .map(({ reaction, count }) => ({ reaction, count, reactedByMe: own.has(`${commentId}:${reaction}`) }))
      .sort((a, b) => reactionOrder(a.reaction) - reactionOrder(b.reaction));
  const view = (row: EventCommentRow, children: CommentView[]): CommentView => ({
    row,
    medias: medias
      .filter((media) => media.commentId === row.id)
      .map((media) => ({ mediaId: media.imageId, url: imagePath(media.imageId), alt: media.alt, width: media.width, height: media.height })),
    replies: children,
    reactions: reactionsOf(row.id),
    canDelete: mayDeleteComment(row, relation),
  });
  return tops.map((top) =>
    view(
      top,
      replies.filter((reply) => reply.parentCommentId === top.id).map((reply) => view(reply, [])),
    ),
  );
}

function reactionOrder(reaction: string): number {
  const index = (COMMENT_REACTIONS as readonly string[]).indexOf(reaction);
  return index === -1 ? COMMENT_REACTIONS.length : index;
}

/** The latest reactions (with who made them) of each comment, at most `most` per comment. */
export async function findLatestReactions(db: Database, commentIds: readonly string[], most: number) {
  if (commentIds.length === 0) return [];
  const ranked = db
    .select({
      id: commentReactions.id,
      commentId: commentReactions.commentId,
      userId: commentReactions.userId,
      reaction: commentReactions.reaction,
      rank: sql<number>`row_number() over (partition by ${commentReactions.commentId} order by ${commentReactions.createdAt} desc, ${commentReactions.id} desc)`.as("rank"),
    })
    .from(commentReactions)
    .where(and(inArray(commentReactions.commentId, [...commentIds]), userIsActive(commentReactions.userId)))
    .as("ranked");
  return db
    .select({ id: ranked.id, commentId: ranked.commentId, userId: ranked.userId, reaction: ranked.reaction })
    .from(ranked)
    .where(sql`${ranked.rank} <= ${most}`)
    .orderBy(asc(ranked.commentId), asc(ranked.rank));
}

/** A live comment: not deleted, its author active, and (a reply) its top comment live too. */
export async function findLiveComment(db: Database, commentId: string): Promise<EventCommentRow | null> {
  if (!isUuid(commentId)) return null;
  const [row] = await db
    .select()
    .from(eventComments)
    .where(and(eq(eventComments.id, commentId), isNull(eventComments.deletedAt), userIsActive(eventComments.authorUserId)));
  if (!row) return null;
  // A reply under a deleted comment is gone with it.
  if (row.parentCommentId) {
    const parent = await findLiveComment(db, row.parentCommentId);
    if (!parent) return null;
  }
  return row;
}

// ---------------------------------------------------------------- cursors

/** Opaque page cursor: base64url of the last comment's (createdAt, id). */
export function encodeCommentCursor(key: CommentKey): string {
  return encodeInstantCursor(key);
}

export function decodeCommentCursor(cursor: string): CommentKey {
  return decodeInstantCursor(cursor, eventMessages.invalidCursor);
}

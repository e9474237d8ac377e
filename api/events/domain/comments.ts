// Comments on an event page (spec 2 §3 Comment, §7 "comments; comment; react to a comment;
// remove a reaction"). Who may read is who may see the event (viewing.ts). Who may write:
// a member with a confirmed e-mail who hosts the event (creator, co-host) or attends it
// with an approved RSVP. A comment's author and the event's hosts may delete it.
// Replies are one level deep: a reply to a reply attaches to the top comment.
// Reactions are a small fixed set of emoji, one of each kind per member and comment,
// made idempotent by a unique index (insert … on conflict do nothing).
import { and, asc, desc, eq, gte, inArray, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../db/client.js";
import { commentReactions, eventComments, type EventCommentRow, type EventRow } from "../../db/schema.js";
import type { DomainDeps } from "../../kernel/deps.js";
import { badUserInput, DomainError, notFound } from "../../kernel/errors.js";
import { isUuid } from "../../kernel/ids.js";
import { userIsActive } from "../../account/domain/visibility.js";
import { findUserById } from "../../account/domain/users.js";
import { COMMENT_MAX_LENGTH, COMMENT_REACTIONS, commentMessages, eventMessages, type CommentReaction } from "../../../contract/events/messages.js";
import { mayEditEvent, relationOf, type ViewerRelation } from "./access.js";
import { findEventWithAttendee } from "./viewing.js";
import { decodeInstantCursor, encodeInstantCursor } from "../../kernel/instant-cursor.js";

/** Posting limit per member, over all events: this many comments per window. */
export const COMMENT_RATE_LIMIT = { comments: 10, windowMs: 60_000 } as const;
export const MAX_COMMENTS_PAGE = 50;

export interface ReactionSummary {
  reaction: string;
  count: number;
  reactedByMe: boolean;
}

/** A comment as the API shows it: the row, its replies (oldest first), its reactions counted. */
export interface CommentView {
  row: EventCommentRow;
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

// ---------------------------------------------------------------- reading

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
  const threads = await cached(deps, `comment-threads:${key}`, () => loadThreads(deps.db, event.id, page.first, after), (value) => [
    eventTag,
    ...new Set([...value.tops, ...value.replies].map((row) => `user:${row.authorUserId}`)),
  ]);
  const shown = threads.tops.slice(0, page.first);
  const ids = [...shown, ...threads.replies].map((row) => row.id);
  const mine = relation.viewerId
    ? await cached(deps, `my-comment-reactions:${relation.viewerId}:${key}`, () => findReactionsOf(deps.db, relation.viewerId!, ids), () => [eventTag])
    : [];
  const last = shown.at(-1);
  return {
    comments: present(shown, threads.replies, threads.counts, mine, relation),
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
  const [counts, mine] = await Promise.all([
    countReactions(db, ids),
    relation.viewerId ? findReactionsOf(db, relation.viewerId, ids) : Promise.resolve([]),
  ]);
  return present([row], replies, counts, mine, relation)[0];
}

type ReactionCountRow = { commentId: string; reaction: string; count: number };
type OwnReactionRow = { commentId: string; reaction: string };

function cached<T>(deps: DomainDeps, key: string, load: () => Promise<T>, tagsOf: (value: T) => readonly string[]): Promise<T> {
  return deps.cache ? deps.cache.get(key, load, tagsOf) : load();
}

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
  const counts = await countReactions(db, [...shown, ...replies].map((row) => row.id));
  return { tops, replies, counts };
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

// ---------------------------------------------------------------- rules

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

// ---------------------------------------------------------------- writing

export interface CommentCommand {
  eventId: string;
  comment: string;
  /** A reply: the comment answered (a reply's reply attaches to its top comment). */
  parentCommentId?: string | null;
}

/** Posts a comment or a reply. Returns the top comment it now belongs to, and the new comment's id. */
export async function postComment(
  deps: DomainDeps,
  userId: string,
  command: CommentCommand,
): Promise<{ commentId: string; topCommentId: string; relation: ViewerRelation }> {
  if (!isUuid(command.eventId)) throw notFound(eventMessages.notFound);
  const { event, relation } = await eventForWriter(deps, userId, command.eventId);
  const body = commentBody.safeParse(command.comment);
  if (!body.success) {
    const message = body.error.issues[0]?.message ?? commentMessages.commentRequired;
    throw badUserInput(message, { comment: message });
  }

  let parentId: string | null = null;
  if (command.parentCommentId) {
    const parent = isUuid(command.parentCommentId) ? await findLiveComment(deps.db, command.parentCommentId) : null;
    if (!parent || parent.eventId !== event.id) throw notFound(commentMessages.notFound);
    parentId = parent.parentCommentId ?? parent.id;
  }

  const now = deps.clock();
  await refuseWhenTooFast(deps.db, userId, now);
  const [inserted] = await deps.db
    .insert(eventComments)
    .values({ eventId: event.id, authorUserId: userId, parentCommentId: parentId, body: body.data, createdAt: now })
    .returning({ id: eventComments.id });
  return { commentId: inserted.id, topCommentId: parentId ?? inserted.id, relation };
}

/** Adds the viewer's reaction; reacting again with the same emoji changes nothing. */
export async function reactToComment(deps: DomainDeps, userId: string, commentId: string, reaction: string) {
  if (!isCommentReaction(reaction)) throw badUserInput(commentMessages.reactionInvalid, { reaction: commentMessages.reactionInvalid });
  const comment = await liveCommentOrNotFound(deps.db, commentId);
  const { relation } = await eventForWriter(deps, userId, comment.eventId);
  await deps.db
    .insert(commentReactions)
    .values({ commentId: comment.id, userId, reaction, createdAt: deps.clock() })
    .onConflictDoNothing({ target: [commentReactions.commentId, commentReactions.userId, commentReactions.reaction] });
  return { topCommentId: comment.parentCommentId ?? comment.id, relation };
}

/** Takes back the viewer's reaction; one that was not there is already gone. Anyone who may see the event may take theirs back. */
export async function removeCommentReaction(deps: DomainDeps, userId: string, commentId: string, reaction: string) {
  if (!isCommentReaction(reaction)) throw badUserInput(commentMessages.reactionInvalid, { reaction: commentMessages.reactionInvalid });
  const comment = await liveCommentOrNotFound(deps.db, commentId);
  const { relation } = await eventForViewer(deps, userId, comment.eventId);
  await deps.db
    .delete(commentReactions)
    .where(and(eq(commentReactions.commentId, comment.id), eq(commentReactions.userId, userId), eq(commentReactions.reaction, reaction)));
  return { topCommentId: comment.parentCommentId ?? comment.id, relation };
}

/** Deletes a comment (and so its replies, which are shown only under it): its author or the event's hosts. */
export async function deleteComment(deps: DomainDeps, userId: string, commentId: string): Promise<void> {
  const comment = await liveCommentOrNotFound(deps.db, commentId);
  const { relation } = await eventForViewer(deps, userId, comment.eventId);
  if (!mayDeleteComment(comment, relation)) throw new DomainError("AUTH_NOT_AUTHORIZED", commentMessages.onlyAuthorOrHostDeletes);
  await deps.db
    .update(eventComments)
    .set({ deletedAt: deps.clock() })
    .where(and(eq(eventComments.id, comment.id), isNull(eventComments.deletedAt)));
}

async function eventForViewer(deps: DomainDeps, userId: string, eventId: string) {
  const { event, attendee } = await findEventWithAttendee(deps, userId, eventId);
  return { event, relation: relationOf(event, userId, attendee) };
}

async function eventForWriter(deps: DomainDeps, userId: string, eventId: string) {
  const found = await eventForViewer(deps, userId, eventId);
  const user = await findUserById(deps.db, userId);
  if (!user?.emailVerifiedAt) throw new DomainError("AUTH_NOT_AUTHORIZED", commentMessages.emailNotVerified);
  if (!mayComment(found.relation)) throw new DomainError("AUTH_NOT_AUTHORIZED", commentMessages.notAllowed);
  return found;
}

async function findLiveComment(db: Database, commentId: string): Promise<EventCommentRow | null> {
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

async function liveCommentOrNotFound(db: Database, commentId: string): Promise<EventCommentRow> {
  const row = await findLiveComment(db, commentId);
  if (!row) throw notFound(commentMessages.notFound);
  return row;
}

/** At most COMMENT_RATE_LIMIT.comments comments per member per window, counted in the database (so across instances). */
async function refuseWhenTooFast(db: Database, userId: string, now: Date): Promise<void> {
  const since = new Date(now.getTime() - COMMENT_RATE_LIMIT.windowMs);
  const recent = await db
    .select({ createdAt: eventComments.createdAt })
    .from(eventComments)
    .where(and(eq(eventComments.authorUserId, userId), gte(eventComments.createdAt, since)))
    .orderBy(asc(eventComments.createdAt))
    .limit(COMMENT_RATE_LIMIT.comments);
  if (recent.length < COMMENT_RATE_LIMIT.comments) return;
  const retryAfterMs = Math.max(1_000, recent[0].createdAt.getTime() + COMMENT_RATE_LIMIT.windowMs - now.getTime());
  throw new DomainError("RATE_LIMITED", commentMessages.tooFast, { retryAfterMs });
}

// ---------------------------------------------------------------- cursors

/** Opaque page cursor: base64url of the last comment's (createdAt, id). */
export function encodeCommentCursor(key: CommentKey): string {
  return encodeInstantCursor(key);
}

export function decodeCommentCursor(cursor: string): CommentKey {
  return decodeInstantCursor(cursor, eventMessages.invalidCursor);
}

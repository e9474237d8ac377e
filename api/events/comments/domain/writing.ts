// Writing comments on an event page (spec 2 §7 "comment; react to a comment; remove a
// reaction"), and deleting them. Who may write or delete: rules.ts. Replies are one level
// deep: a reply to a reply attaches to the top comment. Reactions are one of each kind per
// member and comment, made idempotent by a unique index (insert … on conflict do nothing).
// A comment's images are its author's uploads (api/media), attached as it is posted and
// deleted with it (docs/decisions/0056).
import { and, asc, eq, gte, inArray, isNull, or } from "drizzle-orm";
import type { Database } from "../../../db/client.js";
import { commentMedia, commentReactions, eventComments, type EventCommentRow } from "../../../db/schema.js";
import type { DomainDeps } from "../../../kernel/deps.js";
import { badUserInput, DomainError, notFound } from "../../../kernel/errors.js";
import { isUuid } from "../../../kernel/ids.js";
import { findUserThroughCache } from "../../../account/domain/users.js";
import { COMMENT_MAX_IMAGES, commentMessages, eventMessages } from "../../../../contract/events/messages.js";
import { deleteImages, ownImage } from "../../../media/domain/images.js";
import { relationOf, type ViewerRelation } from "../../domain/access.js";
import { findEventWithAttendee } from "../../domain/viewing.js";
import { findLiveComment } from "./reading.js";
import { commentBody, commentImageAlt, isCommentReaction, mayComment, mayDeleteComment } from "./rules.js";

/** Posting limit per member, over all events: this many comments per window. */
export const COMMENT_RATE_LIMIT = { comments: 10, windowMs: 60_000 } as const;

export interface CommentCommand {
  eventId: string;
  comment: string;
  /** A reply: the comment answered (a reply's reply attaches to its top comment). */
  parentCommentId?: string | null;
  /** Images to attach, in order: the author's own uploads, each with its description. */
  medias?: readonly { imageId: string; alt: string }[] | null;
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
  const medias = await attachableImages(deps.db, userId, command.medias ?? []);

  const now = deps.clock();
  await refuseWhenTooFast(deps.db, userId, now);
  const inserted = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(eventComments)
      .values({ eventId: event.id, authorUserId: userId, parentCommentId: parentId, body: body.data, createdAt: now })
      .returning({ id: eventComments.id });
    if (medias.length > 0) await tx.insert(commentMedia).values(medias.map((media, position) => ({ commentId: row.id, position, ...media })));
    return row;
  });
  return { commentId: inserted.id, topCommentId: parentId ?? inserted.id, relation };
}

/**
 * The images a new comment may carry: at most COMMENT_MAX_IMAGES, each described, each one
 * the author uploaded and no other comment carries. Messages name the field
 * (`medias.<index>.alt`, `medias.<index>.imageId`) so a form shows them beside the image.
 */
async function attachableImages(db: Database, userId: string, medias: readonly { imageId: string; alt: string }[]) {
  if (medias.length > COMMENT_MAX_IMAGES) throw badUserInput(commentMessages.tooManyImages, { medias: commentMessages.tooManyImages });
  const checked: { imageId: string; alt: string }[] = [];
  for (const [index, media] of medias.entries()) {
    const alt = commentImageAlt.safeParse(media.alt);
    if (!alt.success) {
      const message = alt.error.issues[0]?.message ?? commentMessages.imageAltRequired;
      throw badUserInput(message, { [`medias.${index}.alt`]: message });
    }
    const image = await ownImage({ db }, userId, media.imageId);
    if (checked.some((earlier) => earlier.imageId === image.id)) {
      throw badUserInput(commentMessages.imageRepeated, { [`medias.${index}.imageId`]: commentMessages.imageRepeated });
    }
    checked.push({ imageId: image.id, alt: alt.data });
  }
  if (checked.length === 0) return checked;
  const taken = await db
    .select({ imageId: commentMedia.imageId })
    .from(commentMedia)
    .where(inArray(commentMedia.imageId, checked.map((media) => media.imageId)));
  if (taken.length > 0) {
    const index = checked.findIndex((media) => media.imageId === taken[0].imageId);
    throw badUserInput(commentMessages.imageInAnotherComment, { [`medias.${index}.imageId`]: commentMessages.imageInAnotherComment });
  }
  return checked;
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

/**
 * Deletes a comment (and so its replies, which are shown only under it): its author or the
 * event's hosts. The images of the comment and of its replies are deleted with it, so their
 * addresses stop serving them.
 */
export async function deleteComment(deps: DomainDeps, userId: string, commentId: string): Promise<void> {
  const comment = await liveCommentOrNotFound(deps.db, commentId);
  const { relation } = await eventForViewer(deps, userId, comment.eventId);
  if (!mayDeleteComment(comment, relation)) throw new DomainError("AUTH_NOT_AUTHORIZED", commentMessages.onlyAuthorOrHostDeletes);
  await deps.db.transaction(async (tx) => {
    await tx
      .update(eventComments)
      .set({ deletedAt: deps.clock() })
      .where(and(eq(eventComments.id, comment.id), isNull(eventComments.deletedAt)));
    const images = await tx
      .select({ imageId: commentMedia.imageId })
      .from(commentMedia)
      .innerJoin(eventComments, eq(eventComments.id, commentMedia.commentId))
      .where(or(eq(eventComments.id, comment.id), eq(eventComments.parentCommentId, comment.id)));
    await deleteImages(tx, images.map((image) => image.imageId));
  });
}

async function eventForViewer(deps: DomainDeps, userId: string, eventId: string) {
  const { event, attendee, managesClub } = await findEventWithAttendee(deps, userId, eventId);
  return { event, relation: relationOf(event, userId, attendee, managesClub) };
}

async function eventForWriter(deps: DomainDeps, userId: string, eventId: string) {
  const found = await eventForViewer(deps, userId, eventId);
  const user = await findUserThroughCache(deps, userId);
  if (!user?.emailVerifiedAt) throw new DomainError("AUTH_NOT_AUTHORIZED", commentMessages.emailNotVerified);
  if (!mayComment(found.relation)) throw new DomainError("AUTH_NOT_AUTHORIZED", commentMessages.notAllowed);
  return found;
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

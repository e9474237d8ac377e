// Comments on the event page, server side: the page's comments (a page at a time, from the
// ?comments= cursor), and the one action every comment form posts to (post, reply, react,
// take a reaction back, delete). Without JavaScript the action redirects back to the event
// page's comments; a form with errors is shown again by the comments route, text kept.
// With JavaScript (a fetcher, marked by the `js` field) it answers with data instead.
// A comment's images come in the same multipart form, with or without JavaScript: they are
// uploaded as the event editor's image is (POST /api/media/images), then attached as the
// comment is posted (docs/decisions/0056).
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type RouterContextProvider } from "react-router";
import { commentMessages as m } from "../../../contract/events/messages";
import { ApiError } from "~/.server/platform/api-errors.server";
import { requireUser } from "~/.server/platform/page-guards.server";
import { getApi, getSession } from "~/.server/platform/request-context.server";
import { fieldErrorsOf, loadOrThrow, refusalOrThrow, refusalStatus, refusalWithCode } from "~/.server/platform/responses.server";
import {
  DeleteCommentDocument,
  EventCommentImagesDocument,
  EventCommentsDocument,
  EventCommentTargetDocument,
  PostCommentDocument,
  ReactToCommentDocument,
  RemoveCommentReactionDocument,
} from "~/graphql/generated";
import { chosenImages, commentFormSchema, type CommentForm } from "~/lib/events/comment-form";
import { COMMENTS_CURSOR_PARAM, COMMENTS_PAGE_SIZE, eventCommentsPath } from "~/lib/events/comments";

type Ctx = Readonly<RouterContextProvider>;

/** The refusals a comment form shows itself; anything else becomes the page's answer (404, sign-in, 503). */
const shownRefusal = refusalWithCode("BAD_USER_INPUT", "AUTH_NOT_AUTHORIZED", "RATE_LIMITED", "NOT_FOUND", "CONFLICT");

/**
 * The event page's comments: the newest page, or the one after the `?comments=` cursor.
 * Signed out, the answer is the same for every visitor, so it may be part of the shared
 * cached page: a change to comments or reactions purges that page (the database's change
 * feed announces the event, docs/decisions/0007 and 0012).
 */
export async function loadEventComments(context: Ctx, slug: string, url: URL) {
  const cursor = url.searchParams.get(COMMENTS_CURSOR_PARAM) || null;
  const api = getApi(context);
  const load = (after: string | null) => api.query(EventCommentsDocument, { slugOrId: slug, first: COMMENTS_PAGE_SIZE, after });
  try {
    const { event } = await loadOrThrow(context, () => load(cursor), url);
    return { ...event.bySlugOrId.comments, cursor };
  } catch (error) {
    // A cursor that is not ours (edited by hand): the newest comments instead.
    if (!(cursor && error instanceof ApiError && error.code === "BAD_USER_INPUT")) throw error;
    const { event } = await loadOrThrow(context, () => load(null), url);
    return { ...event.bySlugOrId.comments, cursor: null };
  }
}

/** The comments route's own page (reached without JavaScript, or by its URL): the event it comments on. */
export async function loadCommentTarget(context: Ctx, slug: string, url: URL) {
  requireUser(context, url);
  const { event } = await loadOrThrow(context, () => getApi(context).query(EventCommentTargetDocument, { slugOrId: slug }), url);
  const found = event.bySlugOrId;
  const cursor = url.searchParams.get(COMMENTS_CURSOR_PARAM) || null;
  return { slug: found.slug, eventName: found.displayName, canComment: found.comments.canComment, cursor };
}

/** Post, reply, react, take a reaction back or delete; then back to the comments. */
export async function commentAction(context: Ctx, request: Request, slug: string, url: URL) {
  requireUser(context, url);
  const formData = await request.formData();
  const viaFetcher = formData.get("js") === "1";
  const back = eventCommentsPath(slug, url.searchParams.get(COMMENTS_CURSOR_PARAM) || null);
  const parentCommentId = String(formData.get("parentCommentId") ?? "") || null;
  const submission = parseWithZod(formData, { schema: commentFormSchema });
  if (submission.status !== "success") {
    return data({ ok: false as const, result: submission.reply(), parentCommentId, commentId: null, error: null, message: null }, { status: 400 });
  }
  const form = submission.value;
  const api = getApi(context);
  const session = getSession(context);
  try {
    const { event } = await loadOrThrow(context, () => api.query(EventCommentTargetDocument, { slugOrId: slug }), url);
    const eventId = event.bySlugOrId.eventId;
    let flash: string | null = null;
    switch (form.intent) {
      case "comment": {
        const images = chosenImages(form);
        const medias = [];
        for (const { slot, image, alt } of images) {
          try {
            const stored = await api.uploadImage(new Uint8Array(await image.arrayBuffer()), image.type);
            medias.push({ imageId: stored.imageId, alt });
          } catch (error) {
            // A file the API refuses (not really an image): its message beside that image; nothing is posted.
            if (!(error instanceof ApiError && error.code === "BAD_USER_INPUT")) throw error;
            const fieldErrors = { [`media[${slot}].image`]: [error.message] };
            return data({ ok: false as const, result: submission.reply({ fieldErrors }), parentCommentId, commentId: null, error: null, message: null }, { status: 400 });
          }
        }
        await api.query(PostCommentDocument, { input: { eventId, comment: form.comment, parentCommentId: form.parentCommentId ?? null, medias } });
        flash = form.parentCommentId ? m.replied : m.posted;
        break;
      }
      case "react":
        await api.query(ReactToCommentDocument, { commentId: form.commentId, reaction: form.reaction });
        break;
      case "unreact":
        await api.query(RemoveCommentReactionDocument, { commentId: form.commentId, reaction: form.reaction });
        break;
      case "delete":
        await api.query(DeleteCommentDocument, { commentId: form.commentId });
        flash = m.deleted;
        break;
    }
    // Through a fetcher the message comes back with the answer. A flash in the session would be
    // taken by whichever reload reaches the server first, and a reload that a later click
    // cancels takes it with it.
    if (viaFetcher) return data({ ok: true as const, result: null, parentCommentId, commentId: answeredCommentId(form), error: null, message: flash });
    if (flash) session.flash({ kind: "success", message: flash });
    return redirect(back);
  } catch (error) {
    const refusal = refusalOrThrow(context, error, url, shownRefusal);
    const status = refusalStatus(refusal);
    if (form.intent === "comment") {
      const fieldErrors = fieldErrorsOf(refusal, imageFieldNames(form));
      const formErrors = Object.keys(fieldErrors).length > 0 ? [] : [refusal.message];
      return data({ ok: false as const, result: submission.reply({ fieldErrors, formErrors }), parentCommentId, commentId: null, error: null, message: null }, { status });
    }
    if (viaFetcher) return data({ ok: false as const, result: null, parentCommentId, commentId: answeredCommentId(form), error: refusal.message, message: null }, { status });
    session.flash({ kind: "danger", message: refusal.message });
    return redirect(back);
  }
}

/** The API names an image by its place among those sent (`medias.<n>.alt`): the form's slot it came from (`media[<slot>].alt`). */
function imageFieldNames(form: Extract<CommentForm, { intent: "comment" }>): Record<string, string> {
  return Object.fromEntries([
    ["medias", ""],
    ...chosenImages(form).flatMap(({ slot }, index) => [
      [`medias.${index}.alt`, `media[${slot}].alt`],
      [`medias.${index}.imageId`, `media[${slot}].image`],
    ]),
  ]);
}

/** The comment a reaction or deletion was about (a fetcher shared by the list's items shows its answer on that one). */
function answeredCommentId(form: CommentForm): string | null {
  return form.intent === "comment" ? null : form.commentId;
}

/** One image of a comment at full size, read through the event (whoever may see its comments); 404 when the comment or the image is not there. */
export async function loadCommentImage(context: Ctx, params: { slug: string; commentId: string; mediaId: string }, url: URL) {
  const { event } = await loadOrThrow(context, () => getApi(context).query(EventCommentImagesDocument, { slugOrId: params.slug, commentId: params.commentId }), url);
  const found = event.bySlugOrId;
  const comment = found.comment;
  const index = comment?.medias.findIndex((media) => media.mediaId === params.mediaId) ?? -1;
  if (!comment || index < 0) throw data(commentImageMissing, { status: 404 });
  return { slug: found.slug, eventName: found.displayName, commentId: comment.commentId, authorName: comment.author.name, image: comment.medias[index], position: index + 1, count: comment.medias.length };
}

const commentImageMissing = "This image is no longer there: its comment may have been deleted.";

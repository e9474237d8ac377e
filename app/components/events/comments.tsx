import type { SubmissionResult } from "@conform-to/react";
import { useCallback, useEffect, useRef, useState, type JSX, type MouseEvent } from "react";
import { Form, href, Link, useFetcher, useNavigation } from "react-router";
import {
  COMMENT_MAX_IMAGES,
  COMMENT_REACTION_NAMES,
  COMMENT_REACTIONS,
  commentMessages as m,
  type CommentReaction,
} from "../../../contract/events/messages";
import { ACCEPTED_IMAGE_TYPES, imageFileRefusal, mediaMessages } from "../../../contract/media/messages";
import { SMALL_IMAGE_SIZE, smallImagePath } from "../../../contract/media/rest";
import { Avatar } from "~/components/ui/avatar";
import { Alert } from "~/components/ui/alert";
import { Toast } from "~/components/ui/toast";
import { Field } from "~/components/ui/field";
import type { EventCommentsQuery } from "~/graphql/generated";
import { useHydrated } from "~/hooks/use-hydrated";
import { useFullMediaSrc, useMediaSrc } from "~/hooks/use-media-src";
import { COMMENTS_ANCHOR, COMMENTS_CURSOR_PARAM, commentImagePath, commentsActionPath, formatCommentTime, type CommentActionData } from "~/lib/events/comments";

export type PageComments = EventCommentsQuery["event"]["bySlugOrId"]["comments"] & { cursor: string | null };
type CommentParts = Omit<PageComments["nodes"][number], "replies">;
type ReactionCount = CommentParts["reactionCounts"][number];
type CommentImage = CommentParts["medias"][number];
/** Shows what a fetcher's answer says was done; nothing for no message. */
type Notify = (message: string | null) => void;

/**
 * Deleting goes through one fetcher shared by the list and its items: the deleted item leaves
 * the page, and the list still holds the answer to say it was done.
 */
const DELETE_FETCHER_KEY = "comment-delete";

/** Calls `onAnswer` once for each answer a fetcher settles with (not again when it renders again). */
function useEachAnswer(fetcher: { state: string; data?: CommentActionData }, onAnswer: (answer: CommentActionData) => void) {
  const handled = useRef<CommentActionData | undefined>(undefined);
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data || handled.current === fetcher.data) return;
    handled.current = fetcher.data;
    onAnswer(fetcher.data);
  }, [fetcher.state, fetcher.data, onAnswer]);
}

/** What a fetcher's posting or deleting answered, as a toast that restarts for each answer. */
function useNotice(): [JSX.Element | null, Notify] {
  const [notice, setNotice] = useState<{ id: number; message: string } | null>(null);
  const notify = useCallback<Notify>((message) => {
    if (message) setNotice((last) => ({ id: (last?.id ?? 0) + 1, message }));
  }, []);
  const toast = notice ? <Toast key={notice.id} flash={{ kind: "success", message: notice.message }} /> : null;
  return [toast, notify];
}

/** Marks a submission as made by a fetcher (JavaScript running): the action answers with data, not a redirect. */
function FetcherMark() {
  return useHydrated() ? <input type="hidden" name="js" value="1" /> : null;
}

/**
 * The event page's comments (spec 2 §3 Comment): newest first, ten at a time, each with
 * its replies and reactions. Every control is a real form posting to the comments route;
 * with JavaScript they post through fetchers (no reload, pending states, optimistic
 * reactions). Comment text is rendered as text, never as markup.
 */
export function EventComments({
  slug,
  timeZone,
  comments,
  signedIn,
}: {
  slug: string;
  timeZone: string;
  comments: PageComments;
  signedIn: boolean;
}) {
  const action = commentsActionPath(slug, comments.cursor);
  const eventPath = href("/events/:slug", { slug });
  const [toast, notify] = useNotice();
  const removal = useFetcher<CommentActionData>({ key: DELETE_FETCHER_KEY });
  useEachAnswer(removal, (answer) => notify(answer.message));
  return (
    <section id={COMMENTS_ANCHOR} className="comments stack" aria-labelledby="comments-title">
      <h2 id="comments-title">Comments</h2>
      {toast}
      {comments.canComment ? (
        <CommentComposer action={action} label="Add a comment" submitLabel="Post" pendingLabel="Posting…" onPosted={notify} />
      ) : signedIn ? (
        <p className="muted">Hosts and approved guests can comment.</p>
      ) : (
        <p>
          <Link to={`${href("/auth/login")}?to=${encodeURIComponent(eventPath)}`} data-auth-modal="login">
            {m.signInToComment}
          </Link>
        </p>
      )}
      {comments.nodes.length === 0 ? (
        <p className="muted">{comments.cursor ? "No older comments." : "No comments yet."}</p>
      ) : (
        <ol className="comment-list">
          {comments.nodes.map((comment) => (
            <li key={comment.commentId}>
              <CommentItem comment={comment} slug={slug} action={action} timeZone={timeZone} canComment={comments.canComment} />
              {comment.replies.length > 0 ? (
                <ol className="comment-replies" aria-label={`Replies to ${comment.author.name}`}>
                  {comment.replies.map((reply) => (
                    <li key={reply.commentId}>
                      <CommentItem comment={reply} slug={slug} action={action} timeZone={timeZone} canComment={comments.canComment} />
                    </li>
                  ))}
                </ol>
              ) : null}
              {comments.canComment ? <ReplyDisclosure action={action} comment={comment} notify={notify} /> : null}
            </li>
          ))}
        </ol>
      )}
      {comments.pageInfo.hasNextPage || comments.cursor ? (
        <nav className="row" aria-label="Comment pages">
          {comments.cursor ? <Link to={`${eventPath}#${COMMENTS_ANCHOR}`}>Newest comments</Link> : null}
          {comments.pageInfo.hasNextPage && comments.pageInfo.endCursor ? (
            <Link to={`${eventPath}?${new URLSearchParams({ [COMMENTS_CURSOR_PARAM]: comments.pageInfo.endCursor })}#${COMMENTS_ANCHOR}`}>
              Older comments
            </Link>
          ) : null}
        </nav>
      ) : null}
    </section>
  );
}

function CommentItem({ comment, slug, action, timeZone, canComment }: { comment: CommentParts; slug: string; action: string; timeZone: string; canComment: boolean }) {
  const remove = useFetcher<CommentActionData>({ key: DELETE_FETCHER_KEY });
  const deleting = remove.state !== "idle" && remove.formData?.get("commentId") === comment.commentId;
  return (
    <article className="comment" id={`comment-${comment.commentId}`} aria-label={`Comment by ${comment.author.name}`}>
      <header className="comment-head">
        <Avatar url={comment.author.avatarUrl} size={28} />
        <strong>{comment.author.name}</strong>
        <time className="muted small" dateTime={comment.createdAt}>
          {formatCommentTime(comment.createdAt, timeZone)}
        </time>
      </header>
      <p className="comment-body">{comment.comment}</p>
      {comment.medias.length > 0 ? <CommentImages medias={comment.medias} slug={slug} comment={comment} /> : null}
      <div className="comment-actions">
        <Reactions comment={comment} action={action} canReact={canComment} />
        {comment.canDelete ? (
          <remove.Form method="post" action={action}>
            <FetcherMark />
            <input type="hidden" name="commentId" value={comment.commentId} />
            <button type="submit" name="intent" value="delete" className="link-button small" disabled={deleting} aria-busy={deleting || undefined}>
              {deleting ? "Deleting…" : "Delete"}
            </button>
          </remove.Form>
        ) : null}
      </div>
      {remove.data?.error && remove.data.commentId === comment.commentId ? <p className="field-error">{remove.data.error}</p> : null}
    </article>
  );
}

/**
 * A comment's images with their descriptions as alt text: loaded lazily, the small copy
 * where it is enough (narrow screens pick it from the srcset), and only it in lite mode.
 * Each thumbnail links to the image's full-size page (read through the event, as the comments
 * are); with JavaScript the link opens it in a modal <dialog> instead, closed by its button or
 * Escape, focus back on the thumbnail.
 */
function CommentImages({ medias, slug, comment }: { medias: readonly CommentImage[]; slug: string; comment: CommentParts }) {
  const mediaSrc = useMediaSrc();
  const fullSrc = useFullMediaSrc();
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLAnchorElement | null>(null);
  const [shown, setShown] = useState<CommentImage | null>(null);
  const open = (media: CommentImage) => (event: MouseEvent<HTMLAnchorElement>) => {
    // A new tab, a download: the link as it is.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    opener.current = event.currentTarget;
    setShown(media);
  };
  useEffect(() => {
    if (shown && !dialog.current?.open) dialog.current?.showModal();
  }, [shown]);
  const closed = () => {
    setShown(null);
    opener.current?.focus();
  };
  const titleId = `lightbox-title-${comment.commentId}`;
  return (
    <>
      <ul className="comment-media" aria-label="Images">
        {medias.map((media) => {
          const src = mediaSrc(media.url) ?? media.url;
          const small = mediaSrc(smallImagePath(media.url)) ?? src;
          return (
            <li key={media.mediaId}>
              <a href={commentImagePath(slug, comment.commentId, media.mediaId)} onClick={open(media)} className="comment-media-link" aria-haspopup="dialog">
                <img
                  src={src}
                  srcSet={small === src ? undefined : `${small} ${SMALL_IMAGE_SIZE}w, ${src} ${media.width}w`}
                  sizes="(max-width: 480px) 45vw, 12rem"
                  alt={media.alt}
                  width={media.width}
                  height={media.height}
                  loading="lazy"
                  decoding="async"
                />
                <span className="visually-hidden"> (open full size)</span>
              </a>
            </li>
          );
        })}
      </ul>
      {shown ? (
        <dialog ref={dialog} className="lightbox" aria-labelledby={titleId} onClose={closed}>
          <form method="dialog" className="lightbox-bar">
            <p id={titleId} className="lightbox-title">
              Image in {comment.author.name}&apos;s comment
            </p>
            <button type="submit" className="button button-secondary" autoFocus>
              Close
            </button>
          </form>
          <figure className="lightbox-figure">
            <img src={fullSrc(shown.url)} alt={shown.alt} width={shown.width} height={shown.height} />
            <figcaption>{shown.alt}</figcaption>
          </figure>
        </dialog>
      ) : null}
    </>
  );
}

/** The emoji offered, each with its count; a member who may comment toggles their own. Others see the counts only. */
function Reactions({ comment, action, canReact }: { comment: CommentParts; action: string; canReact: boolean }) {
  const counts = new Map(comment.reactionCounts.map((count) => [count.reaction, count]));
  if (!canReact) {
    if (comment.reactionCounts.length === 0) return null;
    return (
      <ul className="reactions" aria-label="Reactions">
        {comment.reactionCounts.map((count) => (
          <li key={count.reaction} className="reaction">
            <span aria-hidden="true">{count.reaction}</span> {count.count}
            <span className="visually-hidden"> {reactionName(count.reaction)}</span>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className="reactions" aria-label="Reactions">
      {COMMENT_REACTIONS.map((reaction) => (
        <li key={reaction}>
          <ReactionButton commentId={comment.commentId} reaction={reaction} count={counts.get(reaction)} action={action} />
        </li>
      ))}
    </ul>
  );
}

function ReactionButton({ commentId, reaction, count, action }: { commentId: string; reaction: CommentReaction; count?: ReactionCount; action: string }) {
  const fetcher = useFetcher<CommentActionData>();
  // Optimistic: while the change is on its way, show it as done.
  const pendingIntent = fetcher.formData?.get("intent");
  let mine = count?.reactedByMe ?? false;
  let total = count?.count ?? 0;
  if (pendingIntent === "react" && !mine) [mine, total] = [true, total + 1];
  if (pendingIntent === "unreact" && mine) [mine, total] = [false, Math.max(0, total - 1)];
  const name = COMMENT_REACTION_NAMES[reaction];
  return (
    <fetcher.Form method="post" action={action} className="reaction-form">
      <FetcherMark />
      <input type="hidden" name="commentId" value={commentId} />
      <input type="hidden" name="reaction" value={reaction} />
      <button
        type="submit"
        name="intent"
        value={mine ? "unreact" : "react"}
        className={`reaction ${mine ? "is-mine" : ""}`}
        aria-pressed={mine}
        aria-label={`${name}${total > 0 ? `, ${total}` : ""}`}
        title={mine ? `Remove your ${name} reaction` : `React with ${name}`}
      >
        <span aria-hidden="true">{reaction}</span>
        {total > 0 ? <span aria-hidden="true"> {total}</span> : null}
      </button>
      {fetcher.data?.error ? <span className="field-error">{fetcher.data.error}</span> : null}
    </fetcher.Form>
  );
}

function reactionName(reaction: string): string {
  return (COMMENT_REACTION_NAMES as Record<string, string>)[reaction] ?? reaction;
}

/** "Reply" opens the reply form in place (a disclosure, so it works without JavaScript too). */
function ReplyDisclosure({ action, comment, notify }: { action: string; comment: CommentParts; notify: Notify }) {
  const details = useRef<HTMLDetailsElement>(null);
  return (
    <details className="comment-reply" ref={details}>
      <summary className="small">Reply</summary>
      <CommentComposer
        action={action}
        parentCommentId={comment.commentId}
        label={`Reply to ${comment.author.name}`}
        submitLabel="Reply"
        pendingLabel="Replying…"
        onPosted={(message) => {
          if (details.current) details.current.open = false;
          notify(message);
        }}
      />
    </details>
  );
}

type ComposerProps = {
  action: string;
  parentCommentId?: string;
  label: string;
  submitLabel: string;
  pendingLabel: string;
  /** The action's answer to a form posted without JavaScript (shown again with its errors, text kept). */
  lastResult?: SubmissionResult<string[]> | null;
  /** Post as a navigation (the comments route's own page) instead of through a fetcher. */
  navigate?: boolean;
  /** Called with the action's message once a comment posted through the fetcher is in. */
  onPosted?: Notify;
};

/**
 * The comment (or reply) form. Through a fetcher, a posted comment clears the form (it is
 * drawn anew) and appears in the list as the page's data reloads.
 */
export function CommentComposer(props: ComposerProps) {
  const fetcher = useFetcher<CommentActionData>();
  const [generation, setGeneration] = useState(0);
  const { onPosted } = props;
  useEachAnswer(fetcher, (answer) => {
    if (!answer.ok) return;
    setGeneration((value) => value + 1);
    onPosted?.(answer.message);
  });
  const answer = fetcher.data && !fetcher.data.ok ? fetcher.data.result : undefined;
  return <ComposerForm key={generation} {...props} fetcher={fetcher} lastResult={answer ?? props.lastResult ?? undefined} />;
}

function ComposerForm({
  action,
  parentCommentId,
  label,
  submitLabel,
  pendingLabel,
  lastResult,
  navigate,
  fetcher,
}: ComposerProps & { fetcher: ReturnType<typeof useFetcher<CommentActionData>> }) {
  // The server checks the form (app/.server/events/comments.server.ts); its answer brings the
  // errors and the typed text back. No form library ships to the event page for this.
  const formError = lastResult?.error?.[""]?.[0];
  const commentErrors = lastResult?.error?.comment ?? undefined;
  const typed = lastResult?.initialValue?.comment;
  const navigation = useNavigation();
  const busy = navigate ? navigation.state === "submitting" : fetcher.state !== "idle";
  const FormElement = navigate ? Form : fetcher.Form;
  return (
    <FormElement
      method="post"
      action={action}
      encType="multipart/form-data"
      id={parentCommentId ? `reply-${parentCommentId}` : "comment"}
      noValidate
      className="comment-form stack"
    >
      {formError ? <Alert kind="danger">{formError}</Alert> : null}
      {navigate ? null : <FetcherMark />}
      <input type="hidden" name="intent" value="comment" />
      {parentCommentId ? <input type="hidden" name="parentCommentId" value={parentCommentId} /> : null}
      <Field label={label} errors={commentErrors}>
        {({ id, describedBy, invalid }) => (
          <textarea
            name="comment"
            defaultValue={typeof typed === "string" ? typed : ""}
            id={id}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            rows={parentCommentId ? 2 : 3}
            maxLength={4000}
          />
        )}
      </Field>
      <ImageSlots lastResult={lastResult} />
      <div>
        <button type="submit" className="button button-primary" disabled={busy} aria-busy={busy || undefined}>
          {busy ? pendingLabel : submitLabel}
        </button>
      </div>
    </FormElement>
  );
}

/**
 * Up to COMMENT_MAX_IMAGES images, each a file with its description beside it (alt text is
 * required: the images say something). Real file fields posted with the form (multipart), so
 * they work without JavaScript; with it, a chosen picture is previewed and a file too large or
 * of another type is named at once. The server checks again, and the API checks the bytes.
 */
function ImageSlots({ lastResult }: { lastResult?: SubmissionResult<string[]> | null }) {
  const errors = lastResult?.error ?? {};
  const typed = (lastResult?.initialValue as { media?: ({ alt?: unknown } | undefined)[] } | undefined)?.media ?? [];
  const slots = Array.from({ length: COMMENT_MAX_IMAGES }, (_, index) => index);
  const answered = slots.some((index) => errors[`media[${index}].image`] || errors[`media[${index}].alt`] || typed[index]?.alt);
  return (
    <details className="comment-images" open={answered || undefined}>
      <summary className="small">Add images</summary>
      <p className="field-hint">
        {mediaMessages.imageHint} Up to {COMMENT_MAX_IMAGES} images, each with a description of what it shows for people who cannot see it.
      </p>
      <div className="comment-image-slots">
        {slots.map((index) => (
          <ImageSlot
            key={index}
            index={index}
            lastResult={lastResult}
            imageErrors={errors[`media[${index}].image`] ?? undefined}
            altErrors={errors[`media[${index}].alt`] ?? undefined}
            typedAlt={typeof typed[index]?.alt === "string" ? (typed[index].alt as string) : ""}
          />
        ))}
      </div>
    </details>
  );
}

function ImageSlot({
  index,
  lastResult,
  imageErrors,
  altErrors,
  typedAlt,
}: {
  index: number;
  lastResult?: SubmissionResult<string[]> | null;
  imageErrors?: string[];
  altErrors?: string[];
  typedAlt: string;
}) {
  // What the browser found of the file chosen since the server last answered (a newer answer wins).
  const [chosen, setChosen] = useState<{ preview: string | null; problem: string | null; answer: unknown } | null>(null);
  const preview = chosen?.preview;
  useEffect(() => (preview ? () => URL.revokeObjectURL(preview) : undefined), [preview]);
  const current = chosen && chosen.answer === lastResult ? chosen : null;
  const shownImageErrors = current ? (current.problem ? [current.problem] : undefined) : imageErrors;
  const number = index + 1;
  return (
    <div className="comment-image-slot">
      <Field label={`Image ${number}`} errors={shownImageErrors}>
        {({ id, describedBy, invalid }) => (
          <input
            type="file"
            name={`media[${index}].image`}
            id={id}
            accept={ACCEPTED_IMAGE_TYPES.join(",")}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              if (!file) return setChosen(null);
              const problem = imageFileRefusal(file);
              setChosen({ preview: problem ? null : URL.createObjectURL(file), problem, answer: lastResult });
            }}
          />
        )}
      </Field>
      {current?.preview ? <img className="comment-image-preview" src={current.preview} alt={`Preview of image ${number}`} width={96} height={96} /> : null}
      <Field label={`Description of image ${number}`} errors={altErrors}>
        {({ id, describedBy, invalid }) => (
          <input
            type="text"
            name={`media[${index}].alt`}
            id={id}
            defaultValue={typedAlt}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            maxLength={600}
          />
        )}
      </Field>
    </div>
  );
}

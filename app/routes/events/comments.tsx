import { href, Link, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/comments";
import { commentAction, loadCommentTarget } from "~/.server/events/comments.server";
import { CommentComposer } from "~/components/events/comments";
import { GeneralErrorBoundary } from "~/components/ui/error-boundary";
import { commentsActionPath, eventCommentsPath } from "~/lib/events/comments";
import type { RouteHandle } from "~/lib/route-handle";

export const handle: RouteHandle = {
  title: (data) => `Events/${(data as { eventName?: string } | undefined)?.eventName ?? "Event"}/Comment`,
  backTo: href("/events"),
};

export const meta: Route.MetaFunction = () => [{ title: "Comment" }, { name: "robots", content: "noindex" }];

/** The event a comment is for; the page itself is where a form posted without JavaScript shows its errors. */
export function loader({ context, params, url }: Route.LoaderArgs) {
  return loadCommentTarget(context, params.slug, url);
}

/** Every comment form of the event page posts here: post, reply, react, take a reaction back, delete. */
export function action({ request, context, params, url }: Route.ActionArgs) {
  return commentAction(context, request, params.slug, url);
}

/** Without JavaScript a comment with errors lands here: the same form, the message next to the field, the text kept. */
export default function CommentPage() {
  const { slug, eventName, canComment, cursor } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const reply = answer?.parentCommentId ?? undefined;
  return (
    <div className="page-center">
      <div className="card narrow stack">
        <h1>{reply ? "Reply" : "Comment"} on {eventName}</h1>
        {canComment ? (
          <CommentComposer
            action={commentsActionPath(slug, cursor)}
            parentCommentId={reply}
            label={reply ? "Your reply" : "Add a comment"}
            submitLabel={reply ? "Reply" : "Post"}
            pendingLabel={reply ? "Replying…" : "Posting…"}
            lastResult={answer?.result}
            navigate
          />
        ) : (
          <p className="muted">Hosts and approved guests can comment.</p>
        )}
        <p>
          <Link to={eventCommentsPath(slug, cursor)}>Back to the event</Link>
        </p>
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}

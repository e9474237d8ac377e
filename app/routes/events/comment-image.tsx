import { Link, useLoaderData } from "react-router";
import type { Route } from "./+types/comment-image";
import { loadCommentImage } from "~/.server/events/comments.server";
import { GeneralErrorBoundary } from "~/components/ui/error-boundary";
import { useFullMediaSrc } from "~/hooks/use-media-src";
import { eventCommentPath } from "~/lib/events/comments";

export const meta: Route.MetaFunction = ({ data }) => [{ title: data ? `Image ${data.position} of ${data.authorName}'s comment` : "Comment image" }, { name: "robots", content: "noindex" }];

/** A comment image at full size: read through the event, so only those who may see its comments see it. */
export function loader({ context, params, url }: Route.LoaderArgs) {
  return loadCommentImage(context, params, url);
}

/** Where a thumbnail leads without JavaScript: the picture, its description, and the way back to the comment. */
export default function CommentImage() {
  const { slug, eventName, commentId, authorName, image, position, count } = useLoaderData<typeof loader>();
  const fullSrc = useFullMediaSrc();
  return (
    <div className="page-center">
      <div className="card stack comment-image-page">
        <h1>
          Image {count > 1 ? `${position} of ${count} ` : ""}in {authorName}&apos;s comment on {eventName}
        </h1>
        <figure className="stack-sm">
          <img src={fullSrc(image.url)} alt={image.alt} width={image.width} height={image.height} className="comment-image-full" />
          <figcaption>{image.alt}</figcaption>
        </figure>
        <p>
          <Link to={eventCommentPath(slug, commentId)}>Back to the comment</Link>
        </p>
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}

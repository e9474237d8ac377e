import { data, href, useLoaderData } from "react-router";
import type { Route } from "./+types/decline";
import { getApi } from "~/.server/platform/request-context.server";
import { loadOrThrow } from "~/.server/platform/responses.server";
import { DeclineConfirm } from "~/components/events/decline";
import { GeneralErrorBoundary } from "~/components/ui/error-boundary";
import { EventPageDocument } from "~/graphql/generated";
import type { RouteHandle } from "~/lib/route-handle";

export const handle: RouteHandle = {
  title: (data) => `Events/${(data as { eventName?: string } | undefined)?.eventName ?? "Event"}`,
  backTo: href("/events"),
};

export const meta: Route.MetaFunction = () => [{ title: "Decline" }, { name: "robots", content: "noindex" }];

/** Without JavaScript the event page's "Can't go" leads here: the same question as the dialog. */
export async function loader({ context, params, url }: Route.LoaderArgs) {
  const { event } = await loadOrThrow(context, () => getApi(context).query(EventPageDocument, { slugOrId: params.slug }), url);
  return data({ slug: params.slug, eventName: event.bySlugOrId.displayName });
}

export default function Decline() {
  const { slug, eventName } = useLoaderData<typeof loader>();
  return (
    <div className="page-center">
      <div className="card narrow">
        <DeclineConfirm slug={slug} eventName={eventName} />
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}

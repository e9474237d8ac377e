import { href, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/event";
import { loadEventPage, rsvpAction } from "~/.server/events/event-page.server";
import { EventDetails, EventHero } from "~/components/events/event-details";
import { RsvpPanel } from "~/components/events/rsvp-panel";
import { GeneralErrorBoundary } from "~/components/ui/error-boundary";
import { eventMetaTags } from "~/lib/events/seo";
import type { RouteHandle } from "~/lib/route-handle";

export const handle: RouteHandle = {
  title: (data) => `Events/${(data as { event?: { displayName: string } } | undefined)?.event?.displayName ?? "Event"}`,
  backTo: href("/events"),
};

/** Shareable for a few seconds when signed out (docs/decisions/0007-anonymous-page-cache.md). */
export function loader({ context, params, url }: Route.LoaderArgs) {
  return loadEventPage(context, params.slug, url);
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ data: loaderData }) => {
  if (!loaderData) return [{ title: "Event not found" }, { name: "robots", content: "noindex" }];
  return eventMetaTags(loaderData.event, loaderData.site.publicUrl, loaderData.site.productName);
};

/** RSVP accept/decline. Signed-out visitors are sent through sign-up or login and brought back here. */
export function action({ request, context, params, url }: Route.ActionArgs) {
  return rsvpAction(context, request, params.slug, url);
}

export default function EventPage() {
  const { event, signedIn } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>()?.result;
  return (
    <article className="event-page">
      <EventHero event={event} />
      <div className="event-layout">
        <EventDetails event={event} />
        <aside className="event-side">
          <RsvpPanel event={event} signedIn={signedIn} result={result} />
        </aside>
      </div>
    </article>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}

import { lazy } from "react";
import { data, href, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/event";
import { loadEventPage, rsvpAction } from "~/.server/events/event-page.server";
import { loadEventComments } from "~/.server/events/comments.server";
import { EventComments } from "~/components/events/comments";
import { EventDetails, EventHero } from "~/components/events/event-details";
import { HostBar, RoleLabels } from "~/components/events/host-bar";
import { eventRoleLabels, mayManageAttendees } from "../../../contract/events/roles";
import { RsvpPanel } from "~/components/events/rsvp-panel";
import { GeneralErrorBoundary } from "~/components/ui/error-boundary";
import { eventMetaTags } from "~/lib/events/seo";
import type { RouteHandle } from "~/lib/route-handle";

// Only a ticket holder's page shows their ticket: the others (every signed-out visitor's) do not
// download it. Rendered outside any Suspense boundary, so the server's document always holds it.
// A guest who is going also sees "Invite friends" there, where the host lets guests invite others.
const TicketHolderSide = lazy(() => import("~/components/events/my-ticket").then((module) => ({ default: module.TicketHolderSide })));

export const handle: RouteHandle = {
  title: (data) => `Events/${(data as { event?: { displayName: string } } | undefined)?.event?.displayName ?? "Event"}`,
  backTo: href("/events"),
};

/** Shareable for a few seconds when signed out (docs/decisions/0007-anonymous-page-cache.md). */
export async function loader({ context, params, url }: Route.LoaderArgs) {
  // Both calls go to the API in one batch; a change to the comments purges the shared page too.
  const [page, comments] = await Promise.all([loadEventPage(context, params.slug, url), loadEventComments(context, params.slug, url)]);
  return data({ ...page.data, comments }, page.init ?? undefined);
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
  const { event, site, signedIn, myTickets, comments } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const result = answer?.result;
  const roleLabels = event.my ? eventRoleLabels(event.my) : [];
  const canEdit = event.my?.canEdit ?? false;
  const canManageAttendees = event.my ? mayManageAttendees(event.my.permissions) : false;
  return (
    <article className="event-page">
      {canEdit || canManageAttendees ? (
        <HostBar event={event} roleLabels={roleLabels} canEdit={canEdit} canManageAttendees={canManageAttendees} />
      ) : (
        <RoleLabels labels={roleLabels} />
      )}
      <EventHero event={event} />
      <div className="event-layout">
        <EventDetails event={event} publicUrl={site.publicUrl} />
        <aside className={myTickets ? "event-side stack has-ticket" : "event-side"}>
          {myTickets ? (
            <TicketHolderSide event={event} tickets={myTickets} answer={answer} />
          ) : null}
          <RsvpPanel event={event} signedIn={signedIn} result={result} />
        </aside>
        <EventComments slug={event.slug} timeZone={event.timeZone} comments={comments} signedIn={signedIn} />
      </div>
    </article>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}

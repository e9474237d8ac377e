import { Form, href, Link, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/claim-ticket";
import { claimAction, loadClaimPage } from "~/.server/events/ticket-shares.server";
import { Alert } from "~/components/ui/alert";
import { GeneralErrorBoundary } from "~/components/ui/error-boundary";
import { StatusButton } from "~/components/ui/status-button";
import { formatEventDay, formatEventTimeRange } from "~/lib/format";
import type { RouteHandle } from "~/lib/route-handle";

export const handle: RouteHandle = { title: () => "Events/A shared place", backTo: href("/events") };

export const meta: Route.MetaFunction = () => [{ title: "A place shared with you" }, { name: "robots", content: "noindex" }];

/** What a share link offers; signed-out visitors sign in (or up) first and come back here. */
export function loader({ context, params, url }: Route.LoaderArgs) {
  return loadClaimPage(context, params.token, url);
}

export function action({ context, params, url }: Route.ActionArgs) {
  return claimAction(context, params.token, url);
}

export default function ClaimTicketPage() {
  const { offer } = useLoaderData<typeof loader>();
  const error = useActionData<typeof action>()?.error;
  const { event } = offer;
  return (
    <section className="stack card narrow">
      <h1>A place shared with you</h1>
      <p>
        <strong>{offer.sharedBy.name}</strong> shared a {offer.ticketType} place at <strong>{event.displayName}</strong>.
      </p>
      <p className="muted">
        {formatEventDay(event.startDate, event.timeZone)}, {formatEventTimeRange(event.startDate, event.endDate, event.timeZone)}
      </p>
      {error ? <Alert>{error}</Alert> : null}
      {offer.status === "SHARING" ? (
        <Form method="post">
          <StatusButton pendingText="Taking the place…">Take this place</StatusButton>
        </Form>
      ) : (
        <Alert kind="info">{offer.status === "SHARED" ? "This place was already taken." : "The person who shared this place took the link back."}</Alert>
      )}
      <Link to={href("/events/:slug", { slug: event.slug })}>See the event</Link>
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}

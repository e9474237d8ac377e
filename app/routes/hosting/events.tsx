import { href, Link, useLoaderData } from "react-router";
import type { Route } from "./+types/events";
import { loadManagedEvents } from "~/.server/hosting/manage.server";
import { GeneralErrorBoundary } from "~/components/ui/error-boundary";
import { formatEventDay } from "~/lib/format";
import { createEventPath, manageEventPath } from "~/lib/clubs/event-paths";
import type { RouteHandle } from "~/lib/route-handle";
import { approvalMessages } from "../../../contract/hosting/messages";

export const handle: RouteHandle = {
  title: "Manage events",
  // In a club's manager area, back to the club.
  backTo: (data) => {
    const clubId = (data as { clubId?: string } | undefined)?.clubId;
    return clubId ? href("/my/rep-clubs/:id", { id: clubId }) : href("/events");
  },
};
export const meta: Route.MetaFunction = () => [{ title: "Manage events" }, { name: "robots", content: "noindex" }];

/**
 * /rep-club/events (spec 2 §2): the events the member manages, with their counts. Also a club's
 * events at /my/rep-clubs/{club_id}/events (404 unless the viewer may manage them).
 */
export async function loader({ context, url, params }: Route.LoaderArgs) {
  const clubId = "club_id" in params ? params.club_id : undefined;
  return { clubId, events: await loadManagedEvents(context, url, clubId) };
}

export default function ManagedEvents() {
  const { clubId, events } = useLoaderData<typeof loader>();
  return (
    <section className="stack-lg">
      <div className="page-head">
        <h1>Manage events</h1>
        <Link to={`${createEventPath(clubId)}?tab=info`} className="button button-primary">
          Create event
        </Link>
      </div>
      {events.length === 0 ? (
        <p className="empty">{approvalMessages.noData}</p>
      ) : (
        <ul className="managed-events">
          {events.map(({ event, summary, labels, actions }) => (
            <li key={event.eventId} className="card managed-event">
              <h2>
                <Link to={manageEventPath(clubId, event.eventId)}>{event.displayName}</Link>
                {event.status === "DRAFT" ? <span className="pill pill-warn">Draft</span> : null}
                {event.status === "CANCELLED" ? <span className="pill pill-danger">Cancelled</span> : null}
              </h2>
              <p className="muted small">
                {formatEventDay(event.startDate, event.timeZone)} · {labels.join(", ")}
              </p>
              <p className="managed-counts">
                <span>{summary.approved} approved</span> <span>{summary.pending} pending</span> <span>{summary.checkedIn} checked in</span>
              </p>
              <p className="manage-links">
                {actions.includes("VIEW_ALL_ATTENDEES") || actions.includes("VIEW_OWN_ATTENDEES") ? (
                  <Link to={manageEventPath(clubId, event.eventId, "approval")}>
                    Attendees
                    <span className="visually-hidden"> of {event.displayName}</span>
                  </Link>
                ) : null}{" "}
                <Link to={href("/events/:slug", { slug: event.slug })}>
                  Event page
                  <span className="visually-hidden"> of {event.displayName}</span>
                </Link>
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}

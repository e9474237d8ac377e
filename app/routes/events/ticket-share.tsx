import { Form, href, Link, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/ticket-share";
import { loadSharePage, shareAction } from "~/.server/events/ticket-shares.server";
import { ShareLink } from "~/components/events/event-actions";
import { Alert } from "~/components/ui/alert";
import { GeneralErrorBoundary } from "~/components/ui/error-boundary";
import { StatusButton } from "~/components/ui/status-button";
import type { RouteHandle } from "~/lib/route-handle";
import { PROFILE_DEFAULTS } from "../../../contract/account/profile";

export const handle: RouteHandle = {
  title: (data) => `Events/${(data as { event?: { displayName: string } } | undefined)?.event?.displayName ?? "Event"}/Share places`,
  backTo: href("/events"),
};

export const meta: Route.MetaFunction = () => [{ title: "Share your places" }, { name: "robots", content: "noindex" }];

/** The holder of a ticket for several people shares its other places by link (spec 2 §3 share status). */
export function loader({ context, params, url }: Route.LoaderArgs) {
  return loadSharePage(context, params.slug, url);
}

export function action({ context, params, request, url }: Route.ActionArgs) {
  return shareAction(context, request, params.slug, url);
}

export default function TicketSharePage() {
  const { event, tickets } = useLoaderData<typeof loader>();
  const error = useActionData<typeof action>()?.error;
  return (
    <section className="stack card narrow">
      <h1>Share your places</h1>
      <p className="muted">
        {event.displayName}. You keep one place; each link gives one of the others to the friend who opens it, as a ticket of their own.
      </p>
      {error ? <Alert>{error}</Alert> : null}
      {tickets.map((ticket) => (
        <section key={ticket.ticketId} className="stack ticket-shares" aria-labelledby={`ticket-${ticket.ticketId}`}>
          <h2 id={`ticket-${ticket.ticketId}`}>
            {ticket.count > 1 ? `${ticket.count} × ${ticket.ticketType}` : ticket.ticketType}
          </h2>
          {ticket.shares.length ? (
            <ul className="share-list">
              {ticket.shares.map((share, index) => (
                <li key={share.shareId} className="share-item stack">
                  {share.link ? (
                    <>
                      <ShareLink eventUrl={share.link} title={`A place at ${event.displayName}`} label={`Share link ${index + 1}`} />
                      <Form method="post">
                        <input type="hidden" name="shareId" value={share.shareId} />
                        <StatusButton name="intent" value="revoke" variant="secondary" pendingText="Taking back…">
                          Take back link {index + 1}
                        </StatusButton>
                      </Form>
                    </>
                  ) : share.status === "SHARED" ? (
                    <p>
                      Place {index + 1}: taken by <strong>{share.claimedBy || PROFILE_DEFAULTS.name}</strong>
                    </p>
                  ) : (
                    <p className="muted">Place {index + 1}: link taken back</p>
                  )}
                </li>
              ))}
            </ul>
          ) : null}
          {ticket.offerable > 0 ? (
            <Form method="post">
              <input type="hidden" name="ticketId" value={ticket.ticketId} />
              <StatusButton name="intent" value="share" pendingText="Making a link…">
                Share a place
              </StatusButton>
            </Form>
          ) : (
            <p className="muted small">Every other place on this ticket is offered or given.</p>
          )}
        </section>
      ))}
      <Link to={href("/events/:slug", { slug: event.slug })}>Back to the event</Link>
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}

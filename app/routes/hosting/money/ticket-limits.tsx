import { href, Link, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/ticket-limits";
import { displayTicketsAction, loadTicketLimits, raiseLimitAction } from "~/.server/hosting/money/ticket-limits.server";
import { DisplayedTicketsForm, RaiseLimitForm } from "~/components/hosting/money/ticket-limits";
import { GeneralErrorBoundary } from "~/components/ui/error-boundary";
import { moneyTexts as t } from "~/lib/hosting/money/texts";
import type { RouteHandle } from "~/lib/route-handle";

export const handle: RouteHandle = {
  title: (data) => `Events/${(data as { event?: { displayName: string } } | undefined)?.event?.displayName ?? "Event"}/Ticket limits`,
  backTo: href("/events"),
};

export const meta: Route.MetaFunction = ({ data: loaderData }) => [
  { title: loaderData ? `Ticket limits: ${loaderData.event.displayName}` : "Ticket limits" },
  { name: "robots", content: "noindex" },
];

/** /rep-club/events/{id}/tickets (spec 2 §7 increase max tickets, change displayed tickets): the producer and managers. */
export function loader({ context, params, url }: Route.LoaderArgs) {
  return loadTicketLimits(context, url, params.id);
}

export async function action({ context, request, params, url }: Route.ActionArgs) {
  const formData = await request.formData();
  if (formData.get("intent") === "display") return displayTicketsAction(context, formData, url, params.id);
  return raiseLimitAction(context, formData, url, params.id);
}

export default function TicketLimits() {
  const { event } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const limited = event.managedTickets.filter((ticket) => ticket.balance.limitedAmount !== null && ticket.balance.limitedAmount !== undefined);
  return (
    <section className="stack-lg money-page">
      <div className="stack-sm">
        <p className="muted small">
          <Link to={href("/events/:slug", { slug: event.slug })}>{event.displayName}</Link>
        </p>
        <h2>{t.ticketsTitle}</h2>
      </div>
      {event.managedTickets.length === 0 ? (
        <p className="muted">
          No tickets yet. <Link to={`${href("/events/edit/:id", { id: event.eventId })}?tab=guest`}>Add one in the editor</Link>.
        </p>
      ) : (
        <>
          <DisplayedTicketsForm tickets={event.managedTickets} error={answer && "message" in answer ? answer.message : undefined} />
          <section className="card stack" aria-labelledby="limits-heading">
            <h2 id="limits-heading">Raise a limit</h2>
            {limited.length === 0 ? (
              <p className="muted">None of the tickets has a limit.</p>
            ) : (
              limited.map((ticket) => (
                <RaiseLimitForm
                  key={`${ticket.eventTicketId}-${ticket.balance.limitedAmount}`}
                  ticket={ticket}
                  lastResult={answer && "result" in answer && answer.eventTicketId === ticket.eventTicketId ? answer.result : undefined}
                />
              ))
            )}
          </section>
        </>
      )}
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}

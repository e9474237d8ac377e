import { href, useLoaderData } from "react-router";
import type { Route } from "./+types/ticket";
import { loadTicketPage } from "~/.server/events/ticket.server";
import { PrintableTicket } from "~/components/events/my-ticket";
import { GeneralErrorBoundary } from "~/components/ui/error-boundary";
import type { RouteHandle } from "~/lib/route-handle";

export const handle: RouteHandle = {
  title: (data) => `Events/${(data as { event?: { displayName: string } } | undefined)?.event?.displayName ?? "Event"}/Ticket`,
  backTo: href("/events"),
  headerSearch: false,
};

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data ? `Ticket: ${data.event.displayName}` : "Ticket" },
  { name: "robots", content: "noindex" },
];

/** The viewer's ticket, print-friendly ("Print ticket"). Only its holder sees it: 404 for anyone else. */
export function loader({ context, params, url }: Route.LoaderArgs) {
  return loadTicketPage(context, params.slug, url);
}

export default function TicketPage() {
  return <PrintableTicket data={useLoaderData<typeof loader>()} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}

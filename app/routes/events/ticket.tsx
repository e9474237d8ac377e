import { href, Link, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/ticket";
import { loadTicketPage } from "~/.server/events/ticket.server";
import { transferAction } from "~/.server/events/ticket-transfer.server";
import { plusOnesAction } from "~/.server/events/plus-ones.server";
import { PlusOnesForm } from "~/components/events/plus-ones-form";
import { PrintableTicket } from "~/components/events/my-ticket";
import { TicketTransferForm, TransferredTickets } from "~/components/events/ticket-transfer";
import { GeneralErrorBoundary } from "~/components/ui/error-boundary";
import type { RouteHandle } from "~/lib/route-handle";
import { ticketTransferMessages } from "../../../contract/events/messages";

export const handle: RouteHandle = {
  title: (data) => `Events/${(data as { event?: { displayName: string } } | undefined)?.event?.displayName ?? "Event"}/Ticket`,
  backTo: href("/events"),
  headerSearch: false,
};

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data ? `Ticket: ${data.event.displayName}` : "Ticket" },
  { name: "robots", content: "noindex" },
];

/**
 * The viewer's ticket, print-friendly ("Print ticket"), with the form that transfers it to
 * another member, and where the viewer's transferred tickets went. Only its holder (or the
 * sender of a transferred one) sees it: 404 for anyone else.
 */
export function loader({ context, params, url }: Route.LoaderArgs) {
  return loadTicketPage(context, params.slug, url);
}

/** "Transfer ticket", or "Save plus-ones" (intent plus-ones). */
export async function action({ context, params, request, url }: Route.ActionArgs) {
  const form = await request.clone().formData();
  if (form.get("intent") === "plus-ones") return plusOnesAction(context, form, params.slug, url);
  return transferAction(context, request, params.slug, url);
}

export default function TicketPage() {
  const page = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const refusedPlusOnes = answer && "plusOnes" in answer ? answer.plusOnes : null;
  const lastAnswer = answer && "result" in answer ? answer : undefined;
  return (
    <div className="stack">
      {page.tickets.length ? (
        <PrintableTicket data={page} />
      ) : (
        <p className="no-print">
          <Link to={href("/events/:slug", { slug: page.event.slug })}>Back to the event</Link>
        </p>
      )}
      {page.plusOnes.map((ticket) => (
        <PlusOnesForm key={ticket.ticketId} ticket={ticket} refused={refusedPlusOnes} />
      ))}
      <TransferredTickets tickets={page.transferred} />
      {page.tickets.map((ticket) =>
        ticket.canTransfer ? (
          <TicketTransferForm key={ticket.ticketId} slug={page.event.slug} ticket={ticket} lastAnswer={lastAnswer} />
        ) : (
          <p key={ticket.ticketId} className="muted no-print">
            {ticketTransferMessages.scannedNote}
          </p>
        ),
      )}
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}

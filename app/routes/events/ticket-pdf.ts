import type { Route } from "./+types/ticket-pdf";
import { ticketPdfResponse } from "~/.server/events/ticket-pdf.server";

/** GET: the viewer's ticket as a PDF ("Download PDF"); the sign-in redirect when signed out, 404 for anyone without one. */
export function loader({ context, params, url }: Route.LoaderArgs) {
  return ticketPdfResponse(context, params.slug, url);
}

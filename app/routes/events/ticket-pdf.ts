import type { Route } from "./+types/ticket-pdf";

/** GET: the viewer's ticket as a PDF ("Download PDF"); the sign-in redirect when signed out, 404 for anyone without one. */
export async function loader({ context, params, url }: Route.LoaderArgs) {
  // Loaded on the first ticket asked for: @react-pdf/renderer and its fonts are not held by
  // the web thread until then (docs/decisions/0042).
  const { ticketPdfResponse } = await import("~/.server/events/ticket-pdf.server");
  return ticketPdfResponse(context, params.slug, url);
}

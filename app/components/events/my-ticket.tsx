import { escapeHtml } from "~/lib/html";
import { href } from "react-router";
import { Link } from "~/components/ui/link";
import { CLOCK_ICON_MARKUP, PIN_ICON_MARKUP } from "~/components/ui/icons";
import { useHydrated } from "~/hooks/use-hydrated";
import { formatEventDay, formatEventTimeRange } from "~/lib/format";

/** A held ticket as the server prepared it: its QR code is inline SVG made on the server from the ticket's pass. */
export interface TicketWithQr {
  ticketId: string;
  ticketType: string;
  count: number;
  qrSvg: string;
  /** "Gift from @sam" or "Transferred from @sam"; absent or null for one's own. */
  origin?: string | null;
}

/** The printable ticket's data (app/.server/events/ticket.server.ts). */
export interface PrintableTicketData {
  event: { slug: string; displayName: string; day: string; time: string; venue: string | null };
  attendeeName: string;
  tickets: TicketWithQr[];
}

function ticketLabel(ticket: Pick<TicketWithQr, "count" | "ticketType">): string {
  return ticket.count > 1 ? `${ticket.count} × ${ticket.ticketType}` : ticket.ticketType;
}

/** The QR code (an <svg role="img"> with its label, made by the server from trusted output of `qrcode`). */
function TicketQr({ svg }: { svg: string }) {
  return <div className="ticket-qr" dangerouslySetInnerHTML={{ __html: svg }} />;
}

export interface MyTicketEvent {
  slug: string;
  startDate: string;
  endDate: string;
  timeZone: string;
  location: { address: string | null } | null;
}

/**
 * "Your ticket" on the event page, for a signed-in viewer holding an ACTIVE ticket: the QR
 * code to show at the door, the ticket, when and where, and the ways to keep it. Nothing in
 * it needs React: its content is markup (myTicketMarkup), the same string on the server and
 * in the browser (docs/decisions/0036).
 */
export function MyTicket({ event, tickets }: { event: MyTicketEvent; tickets: TicketWithQr[] }) {
  return <section className="card my-ticket stack" aria-labelledby="my-ticket-title" dangerouslySetInnerHTML={{ __html: myTicketMarkup(event, tickets) }} />;
}

/** The inside of "Your ticket" as HTML, every value escaped; its links are marked for useLinkNavigation. */
function myTicketMarkup(event: MyTicketEvent, tickets: TicketWithQr[]): string {
  const ticketPage = escapeHtml(href("/events/:slug/ticket", { slug: event.slug }));
  let markup = `<h2 id="my-ticket-title">${tickets.length > 1 ? "Your tickets" : "Your ticket"}</h2>`;
  for (const ticket of tickets) {
    const origin = ticket.origin ? `<span class="muted"> · ${escapeHtml(ticket.origin)}</span>` : "";
    // The QR code is trusted output of `qrcode`, made by the server from the ticket's pass.
    markup += `<div class="my-ticket-pass"><div class="ticket-qr">${ticket.qrSvg}</div><p class="my-ticket-type"><strong>${escapeHtml(ticketLabel(ticket))}</strong>${origin}</p></div>`;
  }
  const day = formatEventDay(event.startDate, event.timeZone);
  const time = formatEventTimeRange(event.startDate, event.endDate, event.timeZone);
  markup += `<ul class="facts"><li class="with-icon">${CLOCK_ICON_MARKUP}<span>${escapeHtml(day)}<br/>${escapeHtml(time)}</span></li>`;
  if (event.location?.address) markup += `<li class="with-icon">${PIN_ICON_MARKUP}<span>${escapeHtml(event.location.address)}</span></li>`;
  markup +=
    `</ul><p class="muted small">Show the QR code at the door.</p>` +
    `<div class="button-row"><a class="button button-secondary" href="${ticketPage}" data-link="">Print ticket</a>` +
    `<a href="${escapeHtml(href("/events/:slug/ticket.pdf", { slug: event.slug }))}" class="button button-secondary" download="">Download PDF</a></div>` +
    `<p class="small">Can&#39;t go? <a href="${ticketPage}" data-link="">Transfer your ticket</a> to another member.</p>`;
  if (tickets.some((ticket) => ticket.count > 1)) {
    markup += `<p class="small">Bringing friends? <a href="${escapeHtml(href("/events/:slug/ticket/share", { slug: event.slug }))}" data-link="">Share your other places</a> so each has a ticket of their own.</p>`;
  }
  return markup;
}

/** The print-friendly ticket page: one ticket per printed page, the site's chrome left out on paper. */
export function PrintableTicket({ data }: { data: PrintableTicketData }) {
  const hydrated = useHydrated();
  const { event } = data;
  return (
    <div className="ticket-print stack">
      <div className="ticket-print-actions no-print">
        <Link to={href("/events/:slug", { slug: event.slug })}>Back to the event</Link>
        {hydrated ? (
          <button type="button" className="button" onClick={() => window.print()}>
            Print
          </button>
        ) : (
          <p className="muted">Use your browser&apos;s Print command to print this ticket.</p>
        )}
      </div>
      {data.tickets.map((ticket) => (
        <article key={ticket.ticketId} className="ticket-sheet card" aria-label={`Ticket: ${ticketLabel(ticket)}`}>
          <p className="eyebrow">Ticket</p>
          <h1>{event.displayName}</h1>
          {ticket.origin ? <p className="ticket-origin">{ticket.origin}</p> : null}
          <dl className="ticket-facts">
            <div>
              <dt>Date</dt>
              <dd>
                {event.day}
                <br />
                {event.time}
              </dd>
            </div>
            {event.venue ? (
              <div>
                <dt>Venue</dt>
                <dd>{event.venue}</dd>
              </div>
            ) : null}
            <div>
              <dt>Ticket</dt>
              <dd>{ticketLabel(ticket)}</dd>
            </div>
            <div>
              <dt>Attendee</dt>
              <dd>{data.attendeeName}</dd>
            </div>
          </dl>
          <TicketQr svg={ticket.qrSvg} />
          <p className="muted small text-center">Show this code at the door.</p>
        </article>
      ))}
    </div>
  );
}

import { href, Link } from "react-router";
import { ClockIcon, PinIcon } from "~/components/ui/icons";
import { useHydrated } from "~/hooks/use-hydrated";
import { formatEventDay, formatEventTimeRange } from "~/lib/format";
import { InviteFriends, type InviteFriendsAnswer } from "./invite-friends";

/**
 * A held ticket as the server prepared it: its QR code is inline SVG made on the server from the
 * ticket's pass; both null where the event admits by name (no QR passes, ADR 0100).
 */
export interface TicketWithQr {
  ticketId: string;
  ticketType: string;
  count: number;
  qrSvg: string | null;
  /** The pass the QR code carries, as text: door staff without a camera type it in. */
  code: string | null;
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

/** The accessible name of the code under a ticket's QR code (the door's field has the same words). */
export const TICKET_CODE_LABEL = "Ticket code";

/** In place of the QR code where the event does not use QR passes. */
export const ADMITTED_BY_NAME = "No QR code for this event: give the name on your ticket at the door.";

/** The ticket's QR code and its code as text, or where the event admits by name, that. */
function TicketPass({ ticket }: { ticket: Pick<TicketWithQr, "ticketId" | "qrSvg" | "code"> }) {
  if (!ticket.qrSvg || !ticket.code) return <p className="ticket-by-name">{ADMITTED_BY_NAME}</p>;
  return (
    <>
      <TicketQr svg={ticket.qrSvg} />
      <TicketCode ticketId={ticket.ticketId} code={ticket.code} />
    </>
  );
}

/** A QR code (an <svg role="img"> with its label, made by the server from trusted output of `qrcode`). */
export function TicketQr({ svg }: { svg: string }) {
  return <div className="ticket-qr" dangerouslySetInnerHTML={{ __html: svg }} />;
}

/** The code under the QR code, as the door's "Ticket code" field takes it: typed or pasted when no camera reads the QR code. */
function TicketCode({ ticketId, code }: { ticketId: string; code: string }) {
  const labelId = `ticket-code-${ticketId}`;
  return (
    <div className="ticket-code" role="group" aria-labelledby={labelId}>
      <span id={labelId} className="ticket-code-label">
        {TICKET_CODE_LABEL}
      </span>
      <code className="ticket-code-value" translate="no">
        {code}
      </code>
    </div>
  );
}

export interface MyTicketEvent {
  slug: string;
  startDate: string;
  endDate: string;
  timeZone: string;
  location: { address: string | null } | null;
}

/** What "Invite friends" needs of the event: whether the host lets guests invite others, and whether the viewer is going. */
type InvitingEvent = { eventId: string; optInAllowGuestInviteOthers: boolean; my: { isGoing: boolean } | null };

/**
 * The ticket holder's side of the event page: their ticket, and "Invite friends" where the
 * host lets guests invite others (in this module, which only a ticket holder's page loads).
 * `answer` is the page's action answer (an RSVP's, a waiting list's, or a refused invitation's).
 */
export function TicketHolderSide({ event, tickets, answer }: { event: MyTicketEvent & InvitingEvent; tickets: TicketWithQr[]; answer: object | undefined }) {
  return (
    <>
      <MyTicket event={event} tickets={tickets} />
      {event.optInAllowGuestInviteOthers && event.my?.isGoing ? <InviteFriends eventId={event.eventId} answer={answer && "invite" in answer ? (answer.invite as InviteFriendsAnswer) : undefined} /> : null}
    </>
  );
}

/**
 * "Your ticket" on the event page, for a signed-in viewer holding an ACTIVE ticket: the QR
 * code to show at the door, the ticket, when and where, and the ways to keep it.
 */
export function MyTicket({ event, tickets }: { event: MyTicketEvent; tickets: TicketWithQr[] }) {
  const ticketPage = href("/events/:slug/ticket", { slug: event.slug });
  return (
    <section className="card my-ticket stack" aria-labelledby="my-ticket-title">
      <h2 id="my-ticket-title">{tickets.length > 1 ? "Your tickets" : "Your ticket"}</h2>
      {tickets.map((ticket) => (
        <div key={ticket.ticketId} className="my-ticket-pass">
          <TicketPass ticket={ticket} />
          <p className="my-ticket-type">
            <strong>{ticketLabel(ticket)}</strong>
            {ticket.origin ? <span className="muted">{` · ${ticket.origin}`}</span> : null}
          </p>
        </div>
      ))}
      <ul className="facts">
        <li className="with-icon">
          <ClockIcon />
          <span>
            {formatEventDay(event.startDate, event.timeZone)}
            <br />
            {formatEventTimeRange(event.startDate, event.endDate, event.timeZone)}
          </span>
        </li>
        {event.location?.address ? (
          <li className="with-icon">
            <PinIcon />
            <span>{event.location.address}</span>
          </li>
        ) : null}
      </ul>
      {tickets.some((ticket) => ticket.qrSvg) ? <p className="muted small">Show the QR code at the door.</p> : null}
      <div className="button-row">
        <Link to={ticketPage} className="button button-secondary">
          Print ticket
        </Link>
        <a href={href("/events/:slug/ticket.pdf", { slug: event.slug })} className="button button-secondary" download>
          Download PDF
        </a>
      </div>
      <p className="small">
        Can&apos;t go? <Link to={ticketPage}>Transfer your ticket</Link> to another member.
      </p>
      {tickets.some((ticket) => ticket.count > 1) ? (
        <p className="small">
          Bringing friends? <Link to={href("/events/:slug/ticket/share", { slug: event.slug })}>Share your other places</Link> so each has a ticket of their own.
        </p>
      ) : null}
    </section>
  );
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
          <TicketPass ticket={ticket} />
          {ticket.qrSvg ? <p className="muted small text-center">Show this code at the door.</p> : null}
        </article>
      ))}
    </div>
  );
}

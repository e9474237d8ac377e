import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { asReactMarkup } from "../react-markup.test-support";
import { ClockIcon, PinIcon } from "~/components/ui/icons";
import { Link } from "~/components/ui/link";
import { formatEventDay, formatEventTimeRange } from "~/lib/format";
import { MyTicket, type MyTicketEvent, type TicketWithQr } from "./my-ticket";

const QR = `<svg role="img" aria-label="Ticket QR code to show at the door" class="ticket-qr-code" viewBox="0 0 37 37"><path d="M0 0h37v37H0z"/></svg>\n`;

const event: MyTicketEvent = {
  slug: "rooftop-jazz-night",
  startDate: "2026-12-03T00:30:00.000Z",
  endDate: "2026-12-03T04:00:00.000Z",
  timeZone: "America/New_York",
  location: { address: "The Skyline Terrace, 230 Fifth Ave, New York, NY 10001" },
};
const own: TicketWithQr = { ticketId: "t-1", ticketType: "General Admission", count: 1, qrSvg: QR };
const group: TicketWithQr = { ticketId: "t-2", ticketType: `VIP <b>&</b> "Friends"`, count: 3, qrSvg: QR, origin: `Gift from @<script>sam</script>` };

/** "Your ticket" as React elements: what the component was before it became markup. */
function ReferenceMyTicket({ event, tickets }: { event: MyTicketEvent; tickets: TicketWithQr[] }) {
  const label = (ticket: TicketWithQr) => (ticket.count > 1 ? `${ticket.count} × ${ticket.ticketType}` : ticket.ticketType);
  return (
    <section className="card my-ticket stack" aria-labelledby="my-ticket-title">
      <h2 id="my-ticket-title">{tickets.length > 1 ? "Your tickets" : "Your ticket"}</h2>
      {tickets.map((ticket) => (
        <div key={ticket.ticketId} className="my-ticket-pass">
          <div className="ticket-qr" dangerouslySetInnerHTML={{ __html: ticket.qrSvg }} />
          <p className="my-ticket-type">
            <strong>{label(ticket)}</strong>
            {ticket.origin ? <span className="muted"> · {ticket.origin}</span> : null}
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
      <p className="muted small">Show the QR code at the door.</p>
      <div className="button-row">
        <Link to={`/events/${event.slug}/ticket`} className="button button-secondary">
          Print ticket
        </Link>
        <a href={`/events/${event.slug}/ticket.pdf`} className="button button-secondary" download>
          Download PDF
        </a>
      </div>
      <p className="small">
        Can&apos;t go? <Link to={`/events/${event.slug}/ticket`}>Transfer your ticket</Link> to another member.
      </p>
      {tickets.some((ticket) => ticket.count > 1) ? (
        <p className="small">
          Bringing friends? <Link to={`/events/${event.slug}/ticket/share`}>Share your other places</Link> so each has a ticket of their own.
        </p>
      ) : null}
    </section>
  );
}

describe("Your ticket as markup", () => {
  test.each([
    ["one ticket of one's own", event, [own]],
    ["a gift of three places and one's own, at a hidden address", { ...event, location: { address: null } }, [own, group]],
    ["no location", { ...event, location: null }, [group]],
  ] as const)("%s: the same HTML as the React elements", (_label, ticketEvent, tickets) => {
    const markup = asReactMarkup(<MyTicket event={ticketEvent} tickets={[...tickets]} />);
    const reference = asReactMarkup(<ReferenceMyTicket event={ticketEvent} tickets={[...tickets]} />);
    expect(markup).toBe(reference);
  });

  test("a ticket's type and origin are text, the QR code is kept as drawn", () => {
    const markup = renderToStaticMarkup(<MyTicket event={event} tickets={[group]} />);
    expect(markup).not.toContain("<script>");
    expect(markup).not.toContain("<b>&");
    expect(markup).toContain("3 × VIP &lt;b&gt;&amp;&lt;/b&gt; &quot;Friends&quot;");
    expect(markup).toContain(QR);
    expect(markup).toContain("Share your other places");
  });
});

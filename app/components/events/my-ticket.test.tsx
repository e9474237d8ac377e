import { describe, expect, test } from "vitest";
import { renderAt } from "../render-at.test-support";
import { MyTicket, PrintableTicket } from "./my-ticket";
import type { MyTicketEvent, PrintableTicketData, TicketWithQr } from "./my-ticket";

const QR = `<svg role="img" aria-label="Ticket QR code to show at the door" class="ticket-qr-code" viewBox="0 0 37 37"><path d="M0 0h37v37H0z"/></svg>\n`;

const event: MyTicketEvent = {
  slug: "rooftop-jazz-night",
  startDate: "2026-12-03T00:30:00.000Z",
  endDate: "2026-12-03T04:00:00.000Z",
  timeZone: "America/New_York",
  location: { address: "The Skyline Terrace, 230 Fifth Ave, New York, NY 10001" },
};
const CODE = "1.q83vEjRWV4mrze8BI0VniQ.Xf-3kL_9a2Wq0c1ZzYbBnA";
/** The code under a QR code: a group named "Ticket code" holding the pass as text, exactly. */
const codeUnder = (ticketId: string, code = CODE) =>
  `<div class="ticket-code" role="group" aria-labelledby="ticket-code-${ticketId}"><span id="ticket-code-${ticketId}" class="ticket-code-label">Ticket code</span><code class="ticket-code-value" translate="no">${code}</code></div>`;
const own: TicketWithQr = { ticketId: "t-1", ticketType: "General Admission", count: 1, qrSvg: QR, code: CODE };
const group: TicketWithQr = { ticketId: "t-2", ticketType: `VIP <b>&</b> "Friends"`, count: 3, qrSvg: QR, code: "1.second.pass", origin: `Gift from @<script>sam</script>` };

describe("Your ticket", () => {
  test("one ticket of one's own: its QR code and type, when and where, print, download and transfer", () => {
    const html = renderAt(<MyTicket event={event} tickets={[own]} />);
    expect(html).toMatch(/^<section class="card my-ticket stack" aria-labelledby="my-ticket-title"><h2 id="my-ticket-title">Your ticket<\/h2>/);
    expect(html).toContain(`<div class="my-ticket-pass"><div class="ticket-qr">${QR}</div>${codeUnder("t-1")}<p class="my-ticket-type"><strong>General Admission</strong></p></div>`);
    expect(html).toMatch(/<ul class="facts"><li class="with-icon"><svg [^>]+>.*?<\/svg><span>[^<]+<br\/>[^<]+<\/span><\/li><li class="with-icon"><svg [^>]+>.*?<\/svg><span>The Skyline Terrace, 230 Fifth Ave, New York, NY 10001<\/span><\/li><\/ul>/);
    expect(html).toContain(`<p class="muted small">Show the QR code at the door.</p>`);
    expect(html).toMatch(/<div class="button-row"><a class="button button-secondary" href="\/events\/rooftop-jazz-night\/ticket"[^>]*>Print ticket<\/a>/);
    expect(html).toContain(`<a href="/events/rooftop-jazz-night/ticket.pdf" class="button button-secondary" download="">Download PDF</a></div>`);
    expect(html).toMatch(/<p class="small">Can&#x27;t go\? <a href="\/events\/rooftop-jazz-night\/ticket"[^>]*>Transfer your ticket<\/a> to another member.<\/p><\/section>$/);
    expect(html).not.toContain("Share your other places");
  });

  test("several places: the tickets heading, each ticket's origin, and sharing the other places", () => {
    const html = renderAt(<MyTicket event={{ ...event, location: null }} tickets={[own, group]} />);
    expect(html).toContain(`<h2 id="my-ticket-title">Your tickets</h2>`);
    expect(html.split(`<div class="ticket-qr">${QR}</div>`)).toHaveLength(3);
    // Each QR code with its own code under it.
    expect(html).toContain(`<div class="ticket-qr">${QR}</div>${codeUnder("t-1")}`);
    expect(html).toContain(`<div class="ticket-qr">${QR}</div>${codeUnder("t-2", "1.second.pass")}`);
    expect(html).toMatch(/<p class="small">Bringing friends\? <a href="\/events\/rooftop-jazz-night\/ticket\/share"[^>]*>Share your other places<\/a> so each has a ticket of their own.<\/p>/);
    // No place: the facts give the time alone.
    expect(html.match(/<li class="with-icon">/g)).toHaveLength(1);
  });

  test("an event that admits by name: no QR code nor code, the ticket and what to do at the door", () => {
    const html = renderAt(<MyTicket event={event} tickets={[{ ...own, qrSvg: null, code: null }]} />);
    expect(html).toContain(`<div class="my-ticket-pass"><p class="ticket-by-name">No QR code for this event: give the name on your ticket at the door.</p><p class="my-ticket-type"><strong>General Admission</strong></p></div>`);
    expect(html).not.toContain("ticket-qr");
    expect(html).not.toContain("Ticket code");
    expect(html).not.toContain("Show the QR code at the door.");
  });

  test("a ticket's type and origin are text, the QR code is kept as drawn", () => {
    const html = renderAt(<MyTicket event={event} tickets={[group]} />);
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<b>&");
    expect(html).toContain(`<strong>3 × VIP &lt;b&gt;&amp;&lt;/b&gt; &quot;Friends&quot;</strong><span class="muted"> · Gift from @&lt;script&gt;sam&lt;/script&gt;</span>`);
    expect(html).toContain(QR);
  });
});

describe("The printable ticket", () => {
  const data: PrintableTicketData = {
    event: { slug: "rooftop-jazz-night", displayName: "Rooftop Jazz Night", day: "Wed, Dec 2, 2026", time: "7:30 PM – 11:00 PM EST", venue: null },
    attendeeName: "Robin Ticketholder",
    tickets: [own, group],
  };

  test("each sheet prints its code as text under its QR code, for typing at a door without a camera", () => {
    const html = renderAt(<PrintableTicket data={data} />);
    const sheets = html.split(`<article class="ticket-sheet card"`).slice(1);
    expect(sheets).toHaveLength(2);
    expect(sheets[0]).toContain(`<div class="ticket-qr">${QR}</div>${codeUnder("t-1")}<p class="muted small text-center">Show this code at the door.</p>`);
    expect(sheets[1]).toContain(`<div class="ticket-qr">${QR}</div>${codeUnder("t-2", "1.second.pass")}`);
    expect(sheets[1]).not.toContain(CODE);
  });
});

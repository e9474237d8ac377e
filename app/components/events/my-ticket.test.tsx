import { describe, expect, test } from "vitest";
import { renderAt } from "../render-at.test-support";
import { MyTicket } from "./my-ticket";
import type { MyTicketEvent, TicketWithQr } from "./my-ticket";

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

describe("Your ticket", () => {
  test("one ticket of one's own: its QR code and type, when and where, print, download and transfer", () => {
    const html = renderAt(<MyTicket event={event} tickets={[own]} />);
    expect(html).toMatch(/^<section class="card my-ticket stack" aria-labelledby="my-ticket-title"><h2 id="my-ticket-title">Your ticket<\/h2>/);
    expect(html).toContain(`<div class="my-ticket-pass"><div class="ticket-qr">${QR}</div><p class="my-ticket-type"><strong>General Admission</strong></p></div>`);
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
    expect(html).toMatch(/<p class="small">Bringing friends\? <a href="\/events\/rooftop-jazz-night\/ticket\/share"[^>]*>Share your other places<\/a> so each has a ticket of their own.<\/p>/);
    // No place: the facts give the time alone.
    expect(html.match(/<li class="with-icon">/g)).toHaveLength(1);
  });

  test("a ticket's type and origin are text, the QR code is kept as drawn", () => {
    const html = renderAt(<MyTicket event={event} tickets={[group]} />);
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<b>&");
    expect(html).toContain(`<strong>3 × VIP &lt;b&gt;&amp;&lt;/b&gt; &quot;Friends&quot;</strong><span class="muted"> · Gift from @&lt;script&gt;sam&lt;/script&gt;</span>`);
    expect(html).toContain(QR);
  });
});

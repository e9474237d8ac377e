import { describe, expect, test } from "vitest";
import { renderAt, renderWithMediaHost } from "../render-at.test-support";
import { EventCards, type ListedEvent } from "./event-card";

const jazz: ListedEvent = {
  eventId: "e-1",
  slug: "rooftop-jazz-night",
  displayName: "Rooftop Jazz Night",
  eventType: "CONCERT",
  avatarUrl: "/media/events/e-1.webp",
  startDate: "2026-12-03T00:30:00.000Z",
  timeZone: "America/New_York",
  isFeatured: true,
  status: "PUBLISHED",
  location: { address: "The Skyline Terrace, 230 Fifth Ave, New York, NY 10001" },
  approvedAttendees: 12,
  optInShowGuestCount: true,
  tickets: [
    { kind: "FREE", price: 0, currency: "USD" },
    { kind: "PAID", price: 2500, currency: "USD" },
  ],
  my: { isGoing: true, isPending: false },
  distanceKm: 3.4,
};
const hostile: ListedEvent = {
  ...jazz,
  eventId: "e-2",
  slug: "a-b",
  displayName: `<script>alert("x")</script> & 'friends'`,
  // A type this build has no label for (one added to the API later): the card says "Event".
  eventType: "NOT_A_TYPE" as ListedEvent["eventType"],
  avatarUrl: `/media/x.webp" onerror="alert(1)`,
  location: { address: "<b>Pier 39</b>" },
  isFeatured: false,
  status: "PUBLISHED",
  optInShowGuestCount: false,
  my: { isGoing: false, isPending: true },
  distanceKm: null,
};
const bare: ListedEvent = { ...jazz, eventId: "e-3", slug: "bare", avatarUrl: null, location: null, my: null, isFeatured: false, tickets: [], distanceKm: undefined };

/** The `<li>` of the card of `slug` in the grid's HTML. */
function cardOf(html: string, slug: string): string {
  const start = html.indexOf(`href="/events/${slug}"`);
  expect(start, slug).toBeGreaterThan(-1);
  return html.slice(html.lastIndexOf("<li", start), html.indexOf("</li>", start) + 5);
}

describe("EventCards", () => {
  test("a card is one link to its event, with its picture, date badge, type, pills, time, distance, place, price and guests", () => {
    const card = cardOf(renderAt(<EventCards events={[jazz]} distanceUnit="mi" />), jazz.slug);
    expect(card).toMatch(/^<li class="event-card"><a class="event-card-link" href="\/events\/rooftop-jazz-night"[^>]*>/);
    expect(card).toContain(`<img src="/media/events/e-1.webp" alt="" loading="lazy" width="320" height="180"/>`);
    expect(card).toContain(`<span class="date-badge" aria-hidden="true"><span>DEC</span><strong>2</strong></span>`);
    expect(card).toContain(`<p class="eyebrow">Concert<span class="pill pill-brand">Featured</span><span class="pill pill-success">Going</span></p>`);
    expect(card).toContain(`<h2 class="event-card-title">Rooftop Jazz Night</h2>`);
    expect(card).toContain(`<p class="muted">Wed, Dec 2, 2026 · 7:30 PM EST</p>`);
    expect(card).toContain(`<p class="muted event-card-distance">2.1 mi away</p>`);
    expect(card).toContain(`<p class="muted with-icon"><svg`);
    expect(card).toContain(`</svg> The Skyline Terrace, 230 Fifth Ave, New York, NY 10001</p>`);
    expect(card).toContain(`<p class="event-card-foot"><span>Free – $25.00</span><span class="muted">12 going</span></p>`);
  });

  test("an event with no picture, place, tickets or viewer: the placeholder, and nothing else optional", () => {
    const card = cardOf(renderAt(<EventCards events={[bare]} />), bare.slug);
    expect(card).toContain(`<div class="event-card-placeholder"></div>`);
    expect(card).not.toContain("<img");
    expect(card).not.toContain("pill");
    expect(card).not.toContain("event-card-distance");
    expect(card).not.toContain("with-icon");
  });

  test("a cancelled event says so, and no longer says the viewer is going", () => {
    const cancelled: ListedEvent = { ...jazz, eventId: "e-4", slug: "cancelled-jazz", status: "CANCELLED" };
    const card = cardOf(renderAt(<EventCards events={[cancelled]} />), cancelled.slug);
    expect(card).toContain(`<p class="eyebrow">Concert<span class="pill pill-danger">Cancelled</span><span class="pill pill-brand">Featured</span></p>`);
  });

  test("an event's values are text: they cannot add markup or attributes", () => {
    const card = cardOf(renderAt(<EventCards events={[hostile]} />), hostile.slug);
    expect(card).not.toMatch(/<script|<b>|" onerror=/);
    expect(card).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#x27;friends&#x27;");
    expect(card).toContain(`<p class="eyebrow">Event<span class="pill pill-warn">RSVP Pending</span></p>`);
    expect(card).not.toContain("going</span>");
  });

  test("the grid lists the cards in order, with the list's own attributes", () => {
    const html = renderAt(<EventCards events={[jazz, bare]} className="is-loading" aria-busy />);
    expect(html).toMatch(/^<ul aria-busy="true" class="event-grid is-loading"><li class="event-card">/);
    expect(html.indexOf("/events/rooftop-jazz-night")).toBeLessThan(html.indexOf("/events/bare"));
    expect(renderAt(<EventCards events={[]} />)).toBe('<ul class="event-grid"></ul>');
  });
});

describe("the card's picture (spec 1 §3)", () => {
  test("a relative picture is loaded from the media host; none keeps the placeholder", () => {
    const html = renderWithMediaHost(<EventCards events={[jazz, bare]} />, "https://media.example.com");
    expect(html).toContain(`<img src="https://media.example.com/media/events/e-1.webp" alt="" loading="lazy" width="320" height="180"/>`);
    expect(html.match(/<div class="event-card-placeholder"><\/div>/g)).toHaveLength(1);
  });
});

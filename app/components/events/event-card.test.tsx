import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { asReactMarkup } from "../react-markup.test-support";
import { PinIcon } from "~/components/ui/icons";
import { eventDateBadge, EVENT_TYPE_LABELS, formatEventClock, formatEventDay, priceSummary } from "~/lib/format";
import { formatDistance, type DistanceUnit } from "~/lib/events/near";
import { EventCards, eventCardMarkup, type ListedEvent } from "./event-card";

const jazz: ListedEvent = {
  eventId: "e-1",
  slug: "rooftop-jazz-night",
  displayName: "Rooftop Jazz Night",
  eventType: "CONCERT",
  avatarUrl: "/media/events/e-1.webp",
  startDate: "2026-12-03T00:30:00.000Z",
  timeZone: "America/New_York",
  isFeatured: true,
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
  optInShowGuestCount: false,
  my: { isGoing: false, isPending: true },
  distanceKm: null,
};
const bare: ListedEvent = { ...jazz, eventId: "e-3", slug: "bare", avatarUrl: null, location: null, my: null, isFeatured: false, tickets: [], distanceKm: undefined };

/** The card as React would write it (what the component was before it became markup). */
function ReferenceCard({ event, distanceUnit = "km" }: { event: ListedEvent; distanceUnit?: DistanceUnit }) {
  const badge = eventDateBadge(event.startDate, event.timeZone);
  return (
    <li className="event-card">
      <a className="event-card-link" href={`/events/${event.slug}`} data-link="">
        <div className="event-card-media">
          {event.avatarUrl ? <img src={event.avatarUrl} alt="" loading="lazy" width={320} height={180} /> : <div className="event-card-placeholder" />}
          <span className="date-badge" aria-hidden="true">
            <span>{badge.month}</span>
            <strong>{badge.day}</strong>
          </span>
        </div>
        <div className="event-card-body">
          <p className="eyebrow">
            {EVENT_TYPE_LABELS[event.eventType] ?? "Event"}
            {event.isFeatured ? <span className="pill pill-brand">Featured</span> : null}
            {event.my?.isGoing ? <span className="pill pill-success">Going</span> : null}
            {event.my?.isPending ? <span className="pill pill-warn">RSVP Pending</span> : null}
          </p>
          <h2 className="event-card-title">{event.displayName}</h2>
          <p className="muted">{`${formatEventDay(event.startDate, event.timeZone)} · ${formatEventClock(event.startDate, event.timeZone)}`}</p>
          {event.distanceKm != null ? <p className="muted event-card-distance">{formatDistance(event.distanceKm, distanceUnit)}</p> : null}
          {event.location?.address ? (
            <p className="muted with-icon">
              <PinIcon />
              {` ${event.location.address}`}
            </p>
          ) : null}
          <p className="event-card-foot">
            <span>{priceSummary(event.tickets)}</span>
            {event.optInShowGuestCount ? <span className="muted">{`${event.approvedAttendees} going`}</span> : null}
          </p>
        </div>
      </a>
    </li>
  );
}

describe("eventCardMarkup", () => {
  test.each([
    ["a featured paid event the member goes to, with its distance", jazz, "mi" as const],
    ["values with markup in them", hostile, "km" as const],
    ["an event with no image, place, tickets or viewer", bare, "km" as const],
  ])("writes what React would write: %s", (_, event, unit) => {
    expect(eventCardMarkup(event, unit)).toBe(asReactMarkup(<ReferenceCard event={event} distanceUnit={unit} />));
  });

  test("escapes every value: an event's text cannot add markup", () => {
    const html = eventCardMarkup(hostile);
    expect(html).not.toMatch(/<script|<b>|" onerror=/);
    expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;friends&#39;");
  });

  test("the grid lists the cards in order, with the list's own attributes", () => {
    const html = renderToStaticMarkup(<EventCards events={[jazz, bare]} className="is-loading" aria-busy />);
    expect(html).toBe(`<ul aria-busy="true" class="event-grid is-loading">${eventCardMarkup(jazz)}${eventCardMarkup(bare)}</ul>`);
    expect(renderToStaticMarkup(<EventCards events={[]} />)).toBe('<ul class="event-grid"></ul>');
  });
});

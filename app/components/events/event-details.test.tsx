import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { asReactMarkup } from "../react-markup.test-support";
import { Avatar } from "~/components/ui/avatar";
import { CalendarIcon, ClockIcon, PinIcon } from "~/components/ui/icons";
import {
  calendarFilePath,
  eventPageUrl,
  googleCalendarUrl,
  mapSearchUrl,
  offersCalendar,
  outlookCalendarUrl,
} from "~/lib/events/calendar";
import { EVENT_TYPE_LABELS, formatEventDay, formatEventTimeRange } from "~/lib/format";
import { ShareLink } from "./event-actions";
import { EventDetails, type PageEvent } from "./event-details";

const PUBLIC_URL = "https://events.example.com";

const jazz = {
  eventId: "e-1",
  updatedAt: "2026-11-27T02:15:19.556Z",
  slug: "rooftop-jazz-night",
  displayName: "Rooftop Jazz Night",
  eventType: "CONCERT",
  description: "Two sets of standards and originals on an open-air terrace.\nDoors at 7:30.",
  terms: "Ages 21+ with ID.",
  avatarUrl: null,
  startDate: "2026-12-03T00:30:00.000Z",
  endDate: "2026-12-03T04:00:00.000Z",
  timeZone: "America/New_York",
  status: "PUBLISHED",
  isPrivate: false,
  isListed: true,
  isFeatured: false,
  isStarted: false,
  isExpired: false,
  isListFull: false,
  ageLimit: 21,
  optInAgeLimit: true,
  optInShowMusicEmbed: true,
  musicEmbedUrl: "https://music.example.com/set?a=1&b=2",
  ticketTermsPurchasePolicy: null,
  location: { address: "The Skyline Terrace, 230 Fifth Ave, New York, NY 10001", latitude: 40.7441, longitude: -73.9882, isOnlyVisibleToApprovedAttendees: false },
  createdBy: { userId: "u-1", name: "Maya Chen", userName: "mayachen", avatarUrl: null, isVerified: true, tier: "VERIFIED" },
  approvedAttendees: 2,
  optInShowGuestCount: true,
  optInShowGuestList: true,
  guestPreview: [
    { userId: "u-2", name: "Sam Rivera", avatarUrl: null },
    { userId: "u-3", name: "Noor Haddad", avatarUrl: "/media/u-3.webp" },
  ],
  tickets: [],
  my: null,
  optInDisclosureOrPrivacyPolicy: false,
  disclosureTitle: null,
  disclosureFileUrl: null,
  optInSocialAccountRequirements: false,
  socialAccountRequirements: [],
  optInQuestionRequirements: false,
  questionRequirements: [],
  seriesDates: [
    { slug: "rooftop-jazz-night-2", startDate: "2026-12-10T00:30:00.000Z", timeZone: "America/New_York" },
    { slug: "rooftop-jazz-night-3", startDate: "2026-12-17T00:30:00.000Z", timeZone: "America/New_York" },
  ],
} as unknown as PageEvent;

/** Every value a host or guest writes, hostile; a private, cancelled event with its address kept back. */
const hostile = {
  ...jazz,
  slug: "a-b",
  displayName: `<script>alert("x")</script> & 'friends'`,
  eventType: "NOT_A_TYPE",
  description: `<img src=x onerror="alert(1)"> & "quoted"`,
  terms: `<b>bold</b> 'single'`,
  isPrivate: true,
  status: "CANCELLED",
  musicEmbedUrl: `https://x.example/" onmouseover="alert(1)`,
  location: { address: null, latitude: null, longitude: null, isOnlyVisibleToApprovedAttendees: true },
  createdBy: { ...jazz.createdBy, name: `<i>Host</i> "&"`, avatarUrl: `/media/h.webp" onerror="alert(1)` },
  guestPreview: [{ userId: "u-9", name: `"><script>x</script>`, avatarUrl: null }],
  seriesDates: [],
} as unknown as PageEvent;

/** Nothing optional: no description, terms, music, guests, dates, age limit or location. */
const bare = {
  ...jazz,
  slug: "bare",
  description: null,
  terms: null,
  optInAgeLimit: false,
  optInShowMusicEmbed: false,
  optInShowGuestList: false,
  location: null,
  seriesDates: [],
} as unknown as PageEvent;

/** The column as React elements: what the component was before its blocks became markup. */
function ReferenceEventDetails({ event, headingLevel = 1, publicUrl = "" }: { event: PageEvent; headingLevel?: 1 | 2; publicUrl?: string }) {
  const Title = headingLevel === 1 ? "h1" : "h2";
  const day = formatEventDay(event.startDate, event.timeZone);
  const time = formatEventTimeRange(event.startDate, event.endDate, event.timeZone);
  const eventUrl = eventPageUrl(publicUrl, event.slug);
  const mapUrl = mapSearchUrl(event);
  return (
    <div className="event-main stack">
      <p className="eyebrow">
        {EVENT_TYPE_LABELS[event.eventType] ?? "Event"}
        {event.isPrivate ? <span className="pill">Private</span> : null}
        {event.optInAgeLimit && event.ageLimit ? <span className="pill" title={`For guests aged ${event.ageLimit} or older`}>{event.ageLimit}+</span> : null}
        {event.status === "CANCELLED" ? <span className="pill pill-danger">Cancelled</span> : null}
      </p>
      <Title>{event.displayName}</Title>
      <div className="host-line">
        <Avatar name={event.createdBy.name} url={event.createdBy.avatarUrl} size={28} />
        <span>
          Hosted by <strong>{event.createdBy.name}</strong>
        </span>
      </div>
      <ul className="facts">
        <li className="with-icon">
          <ClockIcon />
          <span>
            <strong>{day}</strong>
            <br />
            {time}
          </span>
        </li>
        <li className="with-icon">
          <PinIcon />
          <span>{event.location?.address ?? (event.location?.isOnlyVisibleToApprovedAttendees ? "Address shown to approved guests" : "Location to be announced")}</span>
        </li>
      </ul>
      <section className="event-actions" aria-label="Add to calendar and share">
        {offersCalendar(event) ? (
          <div className="event-calendar">
            <h2 id="event-calendar-title" className="with-icon event-actions-title">
              <CalendarIcon />
              <span>Add to calendar</span>
            </h2>
            <ul className="event-calendar-links" aria-labelledby="event-calendar-title">
              <li>
                <a className="button button-secondary button-small" href={calendarFilePath(event.slug)} download={`${event.slug}.ics`}>
                  Calendar file (.ics)
                </a>
              </li>
              <li>
                <a className="button button-secondary button-small" href={googleCalendarUrl(event, eventUrl)} target="_blank" rel="noopener noreferrer">
                  Google Calendar<span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              </li>
              <li>
                <a className="button button-secondary button-small" href={outlookCalendarUrl(event, eventUrl)} target="_blank" rel="noopener noreferrer">
                  Outlook<span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              </li>
            </ul>
          </div>
        ) : null}
        {mapUrl ? (
          <p>
            <a className="with-icon event-action-link" href={mapUrl} target="_blank" rel="noopener noreferrer">
              <PinIcon />
              <span>
                Open in Maps<span className="visually-hidden"> (opens in a new tab)</span>
              </span>
            </a>
          </p>
        ) : null}
        <ShareLink eventUrl={eventUrl} title={event.displayName} />
      </section>
      {event.description ? (
        <section>
          <h2>About</h2>
          <p className="prose">{event.description}</p>
        </section>
      ) : null}
      {event.seriesDates.length > 0 ? (
        <section>
          <h2>More dates</h2>
          <ul className="series-dates">
            {event.seriesDates.map((date) => (
              <li key={date.slug}>
                <a href={`/events/${date.slug}`} data-link="">
                  {formatEventDay(date.startDate, date.timeZone)}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {event.optInShowMusicEmbed && event.musicEmbedUrl ? (
        <section>
          <h2>Music</h2>
          <a href={event.musicEmbedUrl} target="_blank" rel="noopener noreferrer">
            Listen to the host's music<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </section>
      ) : null}
      {event.optInShowGuestList && event.guestPreview.length > 0 ? (
        <section>
          <h2>Guests</h2>
          <ul className="guest-preview">
            {event.guestPreview.map((guest) => (
              <li key={guest.userId} title={guest.name}>
                <Avatar name={guest.name} url={guest.avatarUrl} size={36} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {event.terms ? (
        <section>
          <h2>Terms</h2>
          <p className="prose muted">{event.terms}</p>
        </section>
      ) : null}
    </div>
  );
}

describe("the event's details as markup", () => {
  test.each([
    ["a concert with every block", jazz, 1, PUBLIC_URL],
    ["hostile values, private, cancelled, address kept back", hostile, 1, PUBLIC_URL],
    ["nothing optional, in the editor's preview (h2, relative links)", bare, 2, ""],
  ] as const)("%s: the same HTML as the React elements", (_label, event, headingLevel, publicUrl) => {
    const markup = asReactMarkup(<EventDetails event={event} headingLevel={headingLevel} publicUrl={publicUrl} />);
    const reference = asReactMarkup(<ReferenceEventDetails event={event} headingLevel={headingLevel} publicUrl={publicUrl} />);
    expect(markup).toBe(reference);
  });

  test("the calendar links, kept per event, change with every field they are made of", () => {
    const place = jazz.location!;
    const variants: [PageEvent, string][] = [
      [jazz, PUBLIC_URL],
      [jazz, "https://other.example.com"],
      [{ ...jazz, slug: "rooftop-jazz-night-2" } as PageEvent, PUBLIC_URL],
      [{ ...jazz, displayName: "Rooftop Jazz Night (late set)" } as PageEvent, PUBLIC_URL],
      [{ ...jazz, description: "Moved indoors." } as PageEvent, PUBLIC_URL],
      [{ ...jazz, description: null } as PageEvent, PUBLIC_URL],
      [{ ...jazz, startDate: "2026-12-03T01:00:00.000Z" } as PageEvent, PUBLIC_URL],
      [{ ...jazz, endDate: "2026-12-03T05:00:00.000Z" } as PageEvent, PUBLIC_URL],
      [{ ...jazz, location: { ...place, address: "Pier 17, New York" } } as PageEvent, PUBLIC_URL],
      [{ ...jazz, location: { ...place, latitude: 40.7 } } as PageEvent, PUBLIC_URL],
      [{ ...jazz, location: { ...place, longitude: -74 } } as PageEvent, PUBLIC_URL],
      [{ ...jazz, location: null } as PageEvent, PUBLIC_URL],
    ];
    // Each after the others, twice over: a markup kept for one must never answer another.
    for (const [event, publicUrl] of [...variants, ...variants]) {
      const markup = asReactMarkup(<EventDetails event={event} publicUrl={publicUrl} />);
      expect(markup).toBe(asReactMarkup(<ReferenceEventDetails event={event} publicUrl={publicUrl} />));
    }
  });

  test("no value a host or guest wrote comes out as markup", () => {
    const markup = renderToStaticMarkup(<EventDetails event={hostile} publicUrl={PUBLIC_URL} />);
    expect(markup).not.toContain("<script>");
    expect(markup).not.toContain("<img src=x");
    expect(markup).not.toContain("<b>bold");
    expect(markup).not.toContain("<i>Host");
    expect(markup).not.toMatch(/" onerror=|" onmouseover=/);
    expect(markup).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; &quot;quoted&quot;");
    expect(markup).toContain(`<li title="&quot;&gt;&lt;script&gt;x&lt;/script&gt;">`);
    expect(markup).toContain("Address shown to approved guests");
    // A cancelled event offers no calendar.
    expect(markup).not.toContain("event-calendar-links");
  });

  test("a music address that is not a web address is no link", () => {
    const scripted = { ...jazz, musicEmbedUrl: "javascript:alert(1)" } as PageEvent;
    const markup = renderToStaticMarkup(<EventDetails event={scripted} publicUrl={PUBLIC_URL} />);
    expect(markup).not.toContain("javascript:");
    expect(markup).not.toContain("Listen to the host");
  });

  test("the calendar links are absolute on the event page and name the list they head", () => {
    const markup = renderToStaticMarkup(<EventDetails event={jazz} publicUrl={PUBLIC_URL} />);
    expect(markup).toContain(`<ul class="event-calendar-links" aria-labelledby="event-calendar-title">`);
    expect(markup).toContain(encodeURIComponent(`${PUBLIC_URL}/events/rooftop-jazz-night`));
    expect(markup).toContain(`value="${PUBLIC_URL}/events/rooftop-jazz-night"`);
  });
});

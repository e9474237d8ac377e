import { describe, expect, test } from "vitest";
import { renderAt } from "../render-at.test-support";
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
    { user: { userId: "u-2", name: "Sam Rivera", avatarUrl: null }, repScore: null },
    { user: { userId: "u-3", name: "Noor Haddad", avatarUrl: "/media/u-3.webp" }, repScore: null },
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
  guestPreview: [{ user: { userId: "u-9", name: `"><script>x</script>`, avatarUrl: null }, repScore: null }],
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

describe("the event's details", () => {
  test("a concert with every block: type and age, title, host, when and where, calendar, maps, share, about, dates, music, guests, terms", () => {
    const html = renderAt(<EventDetails event={jazz} publicUrl={PUBLIC_URL} />);
    expect(html).toMatch(/^<div class="event-main stack"><p class="eyebrow">Concert<span class="pill" title="For guests aged 21 or older">21\+<\/span><\/p><h1>Rooftop Jazz Night<\/h1>/);
    expect(html).toContain(`<div class="host-line"><img class="avatar avatar-sm" src="/images/default-avatar.svg" alt="" width="28" height="28" loading="lazy"/><span>Hosted by <strong>Maya Chen</strong></span></div>`);
    expect(html).toMatch(/<ul class="facts"><li class="with-icon"><svg [^>]+>.*?<\/svg><span><strong>[^<]+<\/strong><br\/>[^<]+<\/span><\/li><li class="with-icon"><svg [^>]+>.*?<\/svg><span>The Skyline Terrace, 230 Fifth Ave, New York, NY 10001<\/span><\/li><\/ul>/);
    expect(html).toContain(`<section class="event-actions" aria-label="Add to calendar and share"><div class="event-calendar"><h2 id="event-calendar-title" class="with-icon event-actions-title">`);
    expect(html).toContain(`<a class="button button-secondary button-small" href="/events/rooftop-jazz-night/calendar.ics" download="rooftop-jazz-night.ics">Calendar file (.ics)</a>`);
    expect(html).toContain(`target="_blank" rel="noopener noreferrer">Google Calendar<span class="visually-hidden"> (opens in a new tab)</span></a>`);
    expect(html).toContain(`target="_blank" rel="noopener noreferrer">Outlook<span class="visually-hidden"> (opens in a new tab)</span></a>`);
    expect(html).toMatch(/<p><a class="with-icon event-action-link" href="[^"]+" target="_blank" rel="noopener noreferrer"><svg [^>]+>.*?<\/svg><span>Open in Maps<span class="visually-hidden"> \(opens in a new tab\)<\/span><\/span><\/a><\/p>/);
    expect(html).toContain(`<section><h2>About</h2><p class="prose">Two sets of standards and originals on an open-air terrace.\nDoors at 7:30.</p></section>`);
    expect(html).toMatch(/<section><h2>More dates<\/h2><ul class="series-dates"><li><a href="\/events\/rooftop-jazz-night-2"[^>]*>[^<]+<\/a><\/li><li><a href="\/events\/rooftop-jazz-night-3"[^>]*>[^<]+<\/a><\/li><\/ul><\/section>/);
    expect(html).toContain(
      `<section><h2>Music</h2><a href="https://music.example.com/set?a=1&amp;b=2" target="_blank" rel="noopener noreferrer">Listen to the host&#x27;s music<span class="visually-hidden"> (opens in a new tab)</span></a></section>`,
    );
    expect(html).toContain(
      `<section><h2>Guests</h2><ul class="guest-preview"><li title="Sam Rivera"><img class="avatar " src="/images/default-avatar.svg" alt="" width="36" height="36" loading="lazy"/><span class="visually-hidden">Sam Rivera</span></li><li title="Noor Haddad"><img class="avatar " src="/media/u-3.webp" alt="" width="36" height="36" loading="lazy"/><span class="visually-hidden">Noor Haddad</span></li></ul></section>`,
    );
    expect(html).toMatch(/<section><h2>Terms<\/h2><p class="prose muted">Ages 21\+ with ID.<\/p><\/section><\/div>$/);
  });

  test("guests' rep scores, when the host shows them: beside each picture, read with the name", () => {
    const scored = { ...jazz, guestPreview: [{ user: { userId: "u-2", name: "Sam Rivera", avatarUrl: null }, repScore: 87 }] } as unknown as PageEvent;
    const html = renderAt(<EventDetails event={scored} publicUrl={PUBLIC_URL} />);
    expect(html).toContain(
      `<ul class="guest-preview"><li title="Sam Rivera"><img class="avatar " src="/images/default-avatar.svg" alt="" width="36" height="36" loading="lazy"/><span class="visually-hidden">Sam Rivera</span><span class="guest-score"><span class="visually-hidden">Rep score </span>87</span></li></ul>`,
    );
  });

  test("nothing optional, in the editor's preview: the title is an h2, the links relative, the place to be announced", () => {
    const html = renderAt(<EventDetails event={bare} headingLevel={2} />);
    expect(html).toContain("<h2>Rooftop Jazz Night</h2>");
    expect(html).not.toContain("<h1>");
    expect(html).toContain("<span>Location to be announced</span>");
    expect(html).toContain(`value="/events/bare"`);
    for (const block of ["About", "More dates", "Music", "Guests", "Terms"]) expect(html).not.toContain(`<h2>${block}</h2>`);
    expect(html).not.toContain("Open in Maps");
  });

  test("no value a host or guest wrote comes out as markup", () => {
    const html = renderAt(<EventDetails event={hostile} publicUrl={PUBLIC_URL} />);
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<img src=x");
    expect(html).not.toContain("<b>bold");
    expect(html).not.toContain("<i>Host");
    expect(html).not.toMatch(/" onerror=|" onmouseover=/);
    expect(html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; &quot;quoted&quot;");
    expect(html).toContain(`<li title="&quot;&gt;&lt;script&gt;x&lt;/script&gt;">`);
    expect(html).toContain(`<p class="eyebrow">Event<span class="pill">Private</span><span class="pill" title="For guests aged 21 or older">21+</span><span class="pill pill-danger">Cancelled</span></p>`);
    expect(html).toContain("Address shown to approved guests");
    // A cancelled event offers no calendar.
    expect(html).not.toContain("event-calendar-links");
  });

  test("a music address that is a script is not followed: React writes its blocking URL instead", () => {
    const scripted = { ...jazz, musicEmbedUrl: "javascript:alert(1)" } as PageEvent;
    const html = renderAt(<EventDetails event={scripted} publicUrl={PUBLIC_URL} />);
    expect(html).not.toContain("alert(1)");
    expect(html).toMatch(/<h2>Music<\/h2><a href="javascript:throw new Error\(&#x27;React has blocked a javascript: URL as a security precaution.&#x27;\)"/);
  });

  test("the calendar links are absolute on the event page and name the list they head", () => {
    const html = renderAt(<EventDetails event={jazz} publicUrl={PUBLIC_URL} />);
    expect(html).toContain(`<ul class="event-calendar-links" aria-labelledby="event-calendar-title">`);
    expect(html).toContain(encodeURIComponent(`${PUBLIC_URL}/events/rooftop-jazz-night`));
    expect(html).toContain(`value="${PUBLIC_URL}/events/rooftop-jazz-night"`);
  });
});

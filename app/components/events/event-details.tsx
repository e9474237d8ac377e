import { escapeHtml } from "~/lib/html";
import { href } from "react-router";
import { EventActions, html } from "~/components/events/event-actions";
import { avatarMarkup } from "~/components/ui/avatar";
import { CLOCK_ICON_MARKUP, PIN_ICON_MARKUP } from "~/components/ui/icons";
import type { EventPageQuery } from "~/graphql/generated";
import { EVENT_TYPE_LABELS, formatEventDay, formatEventTimeRange } from "~/lib/format";

export type PageEvent = EventPageQuery["event"]["bySlugOrId"];

/** The event page's picture across the top, or its placeholder. */
export function EventHero({ event }: { event: PageEvent }) {
  return (
    <div className="event-hero">
      {event.avatarUrl ? (
        <img src={event.avatarUrl} alt="" width={1200} height={630} fetchPriority="high" />
      ) : (
        <div className="event-hero-placeholder" aria-hidden="true" />
      )}
    </div>
  );
}

/**
 * The event page's main column: type, title, host, when and where, calendar and share, about,
 * guests and terms. The editor's Preview tab shows it under its own h1, with the title as h2.
 * Inside each of its blocks it is written as markup, the same string on the server and in the
 * browser, every value escaped: nothing there needs React but the share box, and the column
 * was some 60 elements of the page's render (docs/decisions/0036). `publicUrl` makes the
 * shared and calendar links absolute (the editor's preview leaves them relative).
 */
export function EventDetails({ event, headingLevel = 1, publicUrl = "" }: { event: PageEvent; headingLevel?: 1 | 2; publicUrl?: string }) {
  const Title = headingLevel === 1 ? "h1" : "h2";
  return (
    <div className="event-main stack">
      <p className="eyebrow" dangerouslySetInnerHTML={html(eyebrowMarkup(event))} />
      <Title>{event.displayName}</Title>
      <div
        className="host-line"
        dangerouslySetInnerHTML={html(`${avatarMarkup(event.createdBy.name, event.createdBy.avatarUrl, 28)}<span>Hosted by <strong>${escapeHtml(event.createdBy.name)}</strong></span>`)}
      />
      <ul className="facts" dangerouslySetInnerHTML={html(factsMarkup(event))} />
      <EventActions event={event} publicUrl={publicUrl} />
      {event.description ? <section dangerouslySetInnerHTML={html(`<h2>About</h2><p class="prose">${escapeHtml(event.description)}</p>`)} /> : null}
      {event.seriesDates.length > 0 ? <section dangerouslySetInnerHTML={html(`<h2>More dates</h2><ul class="series-dates">${seriesDatesMarkup(event.seriesDates)}</ul>`)} /> : null}
      {event.optInShowMusicEmbed && event.musicEmbedUrl && isWebAddress(event.musicEmbedUrl) ? (
        <section
          dangerouslySetInnerHTML={html(
            `<h2>Music</h2><a href="${escapeHtml(event.musicEmbedUrl)}" target="_blank" rel="noopener noreferrer">Listen to the host&#39;s music<span class="visually-hidden"> (opens in a new tab)</span></a>`,
          )}
        />
      ) : null}
      {event.optInShowGuestList && event.guestPreview.length > 0 ? (
        <section
          dangerouslySetInnerHTML={html(
            `<h2>Guests</h2><ul class="guest-preview">${event.guestPreview.map((guest) => `<li title="${escapeHtml(guest.name)}">${avatarMarkup(guest.name, guest.avatarUrl, 36)}</li>`).join("")}</ul>`,
          )}
        />
      ) : null}
      {event.terms ? <section dangerouslySetInnerHTML={html(`<h2>Terms</h2><p class="prose muted">${escapeHtml(event.terms)}</p>`)} /> : null}
    </div>
  );
}

/**
 * Only a web address becomes a link. React blocks a `javascript:` href for its own elements,
 * and this column is markup; the API accepts https addresses of known music hosts only.
 */
function isWebAddress(url: string): boolean {
  return /^https?:\/\//i.test(url);
}

/** The type, then the private, age and cancelled pills. */
function eyebrowMarkup(event: PageEvent): string {
  let markup = escapeHtml(EVENT_TYPE_LABELS[event.eventType] ?? "Event");
  if (event.isPrivate) markup += `<span class="pill">Private</span>`;
  if (event.optInAgeLimit && event.ageLimit) markup += `<span class="pill" title="For guests aged ${Number(event.ageLimit)} or older">${Number(event.ageLimit)}+</span>`;
  if (event.status === "CANCELLED") markup += `<span class="pill pill-danger">Cancelled</span>`;
  return markup;
}

/** When (day and time range in the event's zone) and where (the address the viewer may see). */
function factsMarkup(event: PageEvent): string {
  const day = formatEventDay(event.startDate, event.timeZone);
  const time = formatEventTimeRange(event.startDate, event.endDate, event.timeZone);
  const place = event.location?.address ?? (event.location?.isOnlyVisibleToApprovedAttendees ? "Address shown to approved guests" : "Location to be announced");
  return (
    `<li class="with-icon">${CLOCK_ICON_MARKUP}<span><strong>${escapeHtml(day)}</strong><br/>${escapeHtml(time)}</span></li>` +
    `<li class="with-icon">${PIN_ICON_MARKUP}<span>${escapeHtml(place)}</span></li>`
  );
}

/** The series' other dates, each a link to its own page (marked for useLinkNavigation). */
function seriesDatesMarkup(dates: PageEvent["seriesDates"]): string {
  return dates
    .map((date) => `<li><a href="${escapeHtml(href("/events/:slug", { slug: date.slug }))}" data-link="">${escapeHtml(formatEventDay(date.startDate, date.timeZone))}</a></li>`)
    .join("");
}

import { escapeHtml } from "~/lib/html";
import type { HTMLAttributes, Ref } from "react";
import { href } from "react-router";
import type { EventCardFragment } from "~/graphql/generated";
import { eventDateBadge, EVENT_TYPE_LABELS, formatEventClock, formatEventDay, priceSummary } from "~/lib/format";
import { PIN_ICON_MARKUP } from "~/components/ui/icons";
import { formatDistance, type DistanceUnit } from "~/lib/events/near";

export type ListedEvent = EventCardFragment & { distanceKm?: number | null };

/**
 * A grid of listed events: a `<ul className="event-grid">` of cards, each one link to its
 * event. The cards are written as markup (eventCardMarkup), the same string on the server and
 * in the browser: a card is about 17 elements and nothing in it needs React (its link is
 * marked for useLinkNavigation), as the approval table's rows (docs/decisions/0036).
 */
export function EventCards({
  events,
  distanceUnit = "km",
  className,
  ref,
  ...rest
}: { events: ListedEvent[]; distanceUnit?: DistanceUnit; ref?: Ref<HTMLUListElement> } & Omit<HTMLAttributes<HTMLUListElement>, "children" | "dangerouslySetInnerHTML">) {
  let html = "";
  for (const event of events) html += eventCardMarkup(event, distanceUnit);
  return <ul {...rest} ref={ref} className={className ? `event-grid ${className}` : "event-grid"} dangerouslySetInnerHTML={{ __html: html }} />;
}

/** One listed event as HTML, every value escaped; in a Near Me list (distanceKm set) with its distance in the chosen unit. */
export function eventCardMarkup(event: ListedEvent, distanceUnit: DistanceUnit = "km"): string {
  const badge = eventDateBadge(event.startDate, event.timeZone);
  const media = event.avatarUrl
    ? `<img src="${escapeHtml(event.avatarUrl)}" alt="" loading="lazy" width="320" height="180"/>`
    : `<div class="event-card-placeholder"></div>`;
  let pills = "";
  if (event.isFeatured) pills += `<span class="pill pill-brand">Featured</span>`;
  if (event.my?.isGoing) pills += `<span class="pill pill-success">Going</span>`;
  if (event.my?.isPending) pills += `<span class="pill pill-warn">RSVP Pending</span>`;
  const when = `${formatEventDay(event.startDate, event.timeZone)} · ${formatEventClock(event.startDate, event.timeZone)}`;
  const distance = event.distanceKm != null ? `<p class="muted event-card-distance">${escapeHtml(formatDistance(event.distanceKm, distanceUnit))}</p>` : "";
  const place = event.location?.address ? `<p class="muted with-icon">${PIN_ICON_MARKUP} ${escapeHtml(event.location.address)}</p>` : "";
  const going = event.optInShowGuestCount ? `<span class="muted">${Number(event.approvedAttendees)} going</span>` : "";
  return (
    `<li class="event-card"><a class="event-card-link" href="${escapeHtml(href("/events/:slug", { slug: event.slug }))}" data-link="">` +
    `<div class="event-card-media">${media}<span class="date-badge" aria-hidden="true"><span>${escapeHtml(badge.month)}</span><strong>${escapeHtml(badge.day)}</strong></span></div>` +
    `<div class="event-card-body"><p class="eyebrow">${escapeHtml(EVENT_TYPE_LABELS[event.eventType] ?? "Event")}${pills}</p>` +
    `<h2 class="event-card-title">${escapeHtml(event.displayName)}</h2><p class="muted">${escapeHtml(when)}</p>${distance}${place}` +
    `<p class="event-card-foot"><span>${escapeHtml(priceSummary(event.tickets))}</span>${going}</p></div></a></li>`
  );
}

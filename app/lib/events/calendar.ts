import type { EventAttributes } from "ics";

/**
 * Add to calendar, share and map for the public event page: the pure parts,
 * shared by the page (links) and the .ics resource route (the file's attributes).
 * Everything is worked out from what the API returned for the viewer, so an address the
 * API hid is never in a link or a file.
 */

/** What the calendar links and the .ics file are made of (the EventPage query's shape). */
export interface CalendarEvent {
  eventId: string;
  slug: string;
  displayName: string;
  description?: string | null;
  startDate: string;
  endDate: string;
  status: string;
  location?: { address?: string | null; latitude?: number | null; longitude?: number | null } | null;
}

/** What the Google and Outlook links are made of. */
export type CalendarLinkEvent = Pick<CalendarEvent, "slug" | "displayName" | "description" | "startDate" | "endDate" | "location">;

/** Calendar apps show a few lines; links also have to stay well under URL length limits. */
export const CALENDAR_DESCRIPTION_MAX = 300;

/** The event page's absolute address, the one shared and put in calendars. */
export function eventPageUrl(publicUrl: string, slug: string): string {
  return `${publicUrl.replace(/\/$/, "")}/events/${encodeURIComponent(slug)}`;
}

/** The .ics download's path (the resource route `events/:slug/calendar.ics`). */
export function calendarFilePath(slug: string): string {
  return `/events/${encodeURIComponent(slug)}/calendar.ics`;
}

/** A cancelled event is not offered for calendars (the .ics route still answers STATUS:CANCELLED). */
export function offersCalendar(event: Pick<CalendarEvent, "status">): boolean {
  return event.status !== "CANCELLED";
}

/** One line of at most `max` characters, cut at a word with an ellipsis. */
export function shortenText(text: string | null | undefined, max = CALENDAR_DESCRIPTION_MAX): string {
  const flat = (text ?? "").replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const atWord = cut.lastIndexOf(" ");
  return `${(atWord > max / 2 ? cut.slice(0, atWord) : cut).trimEnd()}…`;
}

/** The shortened description, then the event's link (calendar apps rarely show a URL field). */
export function calendarDetails(event: Pick<CalendarEvent, "description">, eventUrl: string): string {
  const about = shortenText(event.description);
  return about ? `${about}\n\n${eventUrl}` : eventUrl;
}

/** The address the viewer may see, or null (the API hides a restricted one). */
export function visibleAddress(event: Pick<CalendarEvent, "location">): string | null {
  const address = event.location?.address?.trim();
  return address ? address : null;
}

function visibleCoordinates(event: Pick<CalendarEvent, "location">): { lat: number; lon: number } | null {
  const lat = event.location?.latitude;
  const lon = event.location?.longitude;
  return typeof lat === "number" && typeof lon === "number" && Number.isFinite(lat) && Number.isFinite(lon) ? { lat, lon } : null;
}

/** An instant in UTC: `2026-11-26T02:00:00Z` (seconds, no milliseconds). */
export function utcIso(iso: string): string {
  const time = new Date(iso);
  if (Number.isNaN(time.getTime())) throw new RangeError(`Not a date: ${iso}`);
  return time.toISOString().replace(/\.\d{3}Z$/, "Z");
}

/** The same instant in iCalendar's basic form, as Google wants it: `20261126T020000Z`. */
export function utcBasic(iso: string): string {
  return utcIso(iso).replace(/[-:]/g, "");
}

/**
 * A query string with every value percent-encoded (spaces as %20, not "+": Outlook
 * shows a "+" as it is), keys in the order given, empty values left out.
 */
function query(params: [string, string | null | undefined][]): string {
  return params
    .filter((pair): pair is [string, string] => Boolean(pair[1]))
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join("&");
}

/** Google Calendar's "add event" template, times in UTC. */
export function googleCalendarUrl(event: CalendarLinkEvent, eventUrl: string): string {
  return `https://calendar.google.com/calendar/render?${query([
    ["action", "TEMPLATE"],
    ["text", event.displayName],
    ["dates", `${utcBasic(event.startDate)}/${utcBasic(event.endDate)}`],
    ["details", calendarDetails(event, eventUrl)],
    ["location", visibleAddress(event)],
  ])}`;
}

/** Outlook.com's "add event" compose deep link, times in UTC. */
export function outlookCalendarUrl(event: CalendarLinkEvent, eventUrl: string): string {
  return `https://outlook.live.com/calendar/0/deeplink/compose?${query([
    ["path", "/calendar/action/compose"],
    ["rru", "addevent"],
    ["subject", event.displayName],
    ["startdt", utcIso(event.startDate)],
    ["enddt", utcIso(event.endDate)],
    ["body", calendarDetails(event, eventUrl)],
    ["location", visibleAddress(event)],
  ])}`;
}

/** Google Maps search: by coordinates when the API gave them, otherwise by the address; null when nothing is visible. */
export function mapSearchUrl(event: Pick<CalendarEvent, "location">): string | null {
  const address = visibleAddress(event);
  const coordinates = visibleCoordinates(event);
  const target = coordinates ? `${coordinates.lat},${coordinates.lon}` : address;
  return target ? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(target)}` : null;
}

/**
 * The .ics file's one VEVENT, for the `ics` package. The UID is the event's own, so
 * importing the file again (after a change, or once it is cancelled) updates the same
 * calendar entry instead of adding a second one.
 */
export function icsEventAttributes(
  event: CalendarEvent,
  site: { eventUrl: string; productName: string; host: string },
): EventAttributes {
  const address = visibleAddress(event);
  const coordinates = visibleCoordinates(event);
  return {
    uid: `event-${event.eventId}@${site.host}`,
    productId: site.productName,
    title: event.displayName,
    description: calendarDetails(event, site.eventUrl),
    url: site.eventUrl,
    start: new Date(event.startDate).getTime(),
    startInputType: "utc",
    startOutputType: "utc",
    end: new Date(event.endDate).getTime(),
    endInputType: "utc",
    endOutputType: "utc",
    status: offersCalendar(event) ? "CONFIRMED" : "CANCELLED",
    ...(address ? { location: address } : {}),
    ...(coordinates ? { geo: coordinates } : {}),
  };
}

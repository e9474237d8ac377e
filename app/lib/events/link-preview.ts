// What an event's link-preview image (/events/:slug/og.png) shows: its title, its date and
// time in its own zone, and its venue only when the venue is public. Never a location kept
// for approved guests, whoever asks: the card is made once and shown to everyone.
import { formatEventDay, formatEventTimeRange } from "~/lib/format";

/** The size every link-preview image has (Open Graph's recommended 1.91:1). */
export const LINK_PREVIEW_SIZE = { width: 1200, height: 630 } as const;

export interface LinkPreviewEvent {
  displayName: string;
  startDate: string;
  endDate: string;
  timeZone: string;
  location?: { address?: string | null; isOnlyVisibleToApprovedAttendees: boolean } | null;
}

export interface LinkPreviewCard {
  title: string;
  /** "Sat, Dec 12, 2026 · 7:00 PM – 11:00 PM PST" in the event's zone: `day` and `time` together. */
  when: string;
  day: string;
  time: string;
  /** The address when it is public; null when there is none or it is kept for approved guests. */
  venue: string | null;
}

function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
}

export function linkPreviewCard(event: LinkPreviewEvent): LinkPreviewCard {
  const location = event.location;
  const venue = location && !location.isOnlyVisibleToApprovedAttendees && location.address ? clip(location.address, 80) : null;
  const day = formatEventDay(event.startDate, event.timeZone);
  const time = formatEventTimeRange(event.startDate, event.endDate, event.timeZone);
  return { title: clip(event.displayName, 90), when: `${day} · ${time}`, day, time, venue };
}

/** The image's path; `version` (the event's updatedAt) makes a changed event a new URL for crawlers' caches. */
export function linkPreviewPath(slug: string, version?: string): string {
  const path = `/events/${encodeURIComponent(slug)}/og.png`;
  return version ? `${path}?v=${new Date(version).getTime()}` : path;
}

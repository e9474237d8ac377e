import { clockTime, monthDayYear, zonedParts, type ZonedParts } from "./zoned-time";

/**
 * A value worked out from a string key, kept for the next time the same key comes. Pages
 * show the same few dates, currencies and events again and again, so a small bounded map is
 * enough: once it holds `limit` values it is emptied and fills again with what is in use.
 * Only for values that the key decides entirely, and that no caller changes. (It lives here,
 * with the formatting that every page loads, so the browser gets no file of its own for it.)
 */
export function memoized<T>(cache: Map<string, T>, key: string, make: () => T, limit = 2_000): T {
  let value = cache.get(key);
  if (value === undefined) {
    if (cache.size >= limit) cache.clear();
    value = make();
    cache.set(key, value);
  }
  return value;
}

// Building Intl formatters is the expensive part of formatting, and every page shows the
// same few dates and currencies: both are kept.
const currencyFormats = new Map<string, Intl.NumberFormat>();
const zonedInstants = new Map<string, ZonedParts>();

function zoned(iso: string, timeZone: string): ZonedParts {
  return memoized(zonedInstants, `${iso}|${timeZone}`, () => zonedParts(iso, timeZone));
}

/** Money is integer cents with a currency; NaN shows "---" (spec 1 §9). */
export function formatMoney(cents: number, currency = "USD"): string {
  if (!Number.isFinite(cents)) return "---";
  const format = memoized(
    currencyFormats,
    currency,
    () => new Intl.NumberFormat("en-US", { style: "currency", currency, currencyDisplay: "narrowSymbol" }),
  );
  return format.format(cents / 100);
}

const UTC_DAY = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", month: "short", day: "numeric", year: "numeric" });

/** "Jun 30, 2026": a day in UTC (a formatter made once: one per call costs some 50 µs). */
export function formatUtcDay(iso: string): string {
  return UTC_DAY.format(new Date(iso));
}

/** "Sat, Dec 12, 2026" in the event's own time zone. */
export function formatEventDay(iso: string, timeZone: string): string {
  const p = zoned(iso, timeZone);
  return `${p.weekday}, ${monthDayYear(p)}`;
}

/** "7:00 PM – 11:00 PM PST", or with both days when the event spans midnight. */
export function formatEventTimeRange(startIso: string, endIso: string, timeZone: string): string {
  const start = zoned(startIso, timeZone);
  const end = zoned(endIso, timeZone);
  const sameDay = start.year === end.year && start.month === end.month && start.day === end.day;
  const endText = sameDay ? `${clockTime(end)} ${end.zone}` : `${end.weekday}, ${end.month} ${end.day}, ${clockTime(end)} ${end.zone}`;
  return `${clockTime(start)} – ${endText}`;
}

/** "7:00 PM PST": a start time with its zone, for cards. */
export function formatEventClock(iso: string, timeZone: string): string {
  const p = zoned(iso, timeZone);
  return `${clockTime(p)} ${p.zone}`;
}

/** "Dec 12, 2026, 7:00 PM": when something happened, in the event's zone. */
export function formatEventMoment(iso: string, timeZone: string): string {
  const p = zoned(iso, timeZone);
  return `${monthDayYear(p)}, ${clockTime(p)}`;
}

/** Short date for cards: "DEC" / "12" in the event's zone. */
export function eventDateBadge(iso: string, timeZone: string): { month: string; day: string } {
  const p = zoned(iso, timeZone);
  return { month: p.month.toUpperCase(), day: p.day };
}

export const EVENT_TYPE_LABELS: Record<string, string> = {
  ART_SHOW: "Art show",
  COMEDY_SHOW: "Comedy show",
  CONCERT: "Concert",
  CONFERENCE: "Conference",
  FESTIVAL: "Festival",
  PARTY: "Party",
  PODCAST: "Podcast",
  SPORTING: "Sporting",
  WORKSHOP: "Workshop",
  OTHER: "Other",
  NONE: "Event",
};

/** "Free", "$25.00", "From $15.00", or "Free – $40.00" for a set of tickets. */
export function priceSummary(tickets: { kind: string; price: number; currency: string }[]): string {
  if (tickets.length === 0) return "";
  const paid = tickets.filter((t) => t.kind === "PAID" && t.price > 0).sort((a, b) => a.price - b.price);
  if (paid.length === 0) return "Free";
  const cheapest = paid[0];
  const dearest = paid[paid.length - 1];
  if (paid.length < tickets.length) return `Free – ${formatMoney(dearest.price, dearest.currency)}`;
  return paid.length > 1 && cheapest.price !== dearest.price
    ? `From ${formatMoney(cheapest.price, cheapest.currency)}`
    : formatMoney(cheapest.price, cheapest.currency);
}

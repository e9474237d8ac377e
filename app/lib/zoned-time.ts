// Dates and times in an event's own zone with the platform's Intl (no date library: these
// run in the browser on the event page, and Intl already knows every zone). en-US words.

export interface ZonedParts {
  /** "Sat" */
  weekday: string;
  /** "Dec" */
  month: string;
  /** "12" (no leading zero) */
  day: string;
  /** "2026" */
  year: string;
  /** "7" (1–12) */
  hour: string;
  /** "05" */
  minute: string;
  /** "PM" */
  dayPeriod: string;
  /** "PST", or "GMT+1" where the zone has no common abbreviation */
  zone: string;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      weekday: "short",
      month: "short",
      day: "numeric",
      year: "numeric",
      hour: "numeric",
      minute: "2-digit",
      hour12: true,
      timeZoneName: "short",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The parts of an instant as a clock in `timeZone` shows it. */
export function zonedParts(iso: string, timeZone: string): ZonedParts {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(iso))) parts[part.type] = part.value;
  return {
    weekday: parts.weekday ?? "",
    month: parts.month ?? "",
    day: parts.day ?? "",
    year: parts.year ?? "",
    hour: parts.hour ?? "",
    minute: parts.minute ?? "",
    dayPeriod: (parts.dayPeriod ?? "").toUpperCase(),
    zone: parts.timeZoneName ?? "",
  };
}

/** "7:05 PM" */
export const clockTime = (p: ZonedParts) => `${p.hour}:${p.minute} ${p.dayPeriod}`;
/** "Dec 12, 2026" */
export const monthDayYear = (p: ZonedParts) => `${p.month} ${p.day}, ${p.year}`;

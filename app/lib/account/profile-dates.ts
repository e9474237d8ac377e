import { formatInTimeZone } from "date-fns-tz";

/** An instant as "MMM d, yyyy" (UTC, so the server's and the browser's renders agree). */
export function formatShortDate(iso: string): string {
  return formatInTimeZone(iso, "UTC", "MMM d, yyyy");
}

// Door times are shown in the event's own time zone (DESIGN.md §3 Time).
import { formatInTimeZone } from "date-fns-tz";

/** "9:41 PM" in the event's zone, with the day when it is not the same day as `now`. */
export function doorTime(iso: string, timeZone: string, now: Date = new Date()): string {
  const sameDay = formatInTimeZone(iso, timeZone, "yyyy-MM-dd") === formatInTimeZone(now, timeZone, "yyyy-MM-dd");
  return formatInTimeZone(iso, timeZone, sameDay ? "h:mm:ss a" : "MMM d, h:mm:ss a");
}

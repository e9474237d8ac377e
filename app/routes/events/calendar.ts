import type { Route } from "./+types/calendar";

/** GET: the event as an .ics file ("Add to calendar"), as the requesting viewer may see it. */
export async function loader({ context, params, url }: Route.LoaderArgs) {
  // Loaded on the first calendar file asked for: ics and its schema library are not held by
  // the web thread until then (docs/decisions/0042).
  const { calendarFileResponse } = await import("~/.server/events/calendar.server");
  return calendarFileResponse(context, params.slug, url);
}

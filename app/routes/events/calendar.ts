import type { Route } from "./+types/calendar";
import { calendarFileResponse } from "~/.server/events/calendar.server";

/** GET: the event as an .ics file ("Add to calendar"), as the requesting viewer may see it. */
export function loader({ context, params, url }: Route.LoaderArgs) {
  return calendarFileResponse(context, params.slug, url);
}

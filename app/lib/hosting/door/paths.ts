// The door's URLs, for links and redirects alike.
import { href } from "react-router";

export const ZONE_PARAM = "zone";

/** The path of the door page at a zone. */
export function doorPath(eventId: string, zoneId: string | null | undefined): string {
  const path = href("/rep-club/events/:id/door", { id: eventId });
  return zoneId ? `${path}?${new URLSearchParams({ [ZONE_PARAM]: zoneId })}` : path;
}

// The door's URLs, for links and redirects alike.
import { href } from "react-router";

export const ZONE_PARAM = "zone";

/** The path of the door page at a zone, with a search for a guest by name. */
export function doorPath(eventId: string, zoneId: string | null | undefined, search?: string | null): string {
  const path = href("/rep-club/events/:id/door", { id: eventId });
  const query = new URLSearchParams({ ...(zoneId ? { [ZONE_PARAM]: zoneId } : {}), ...(search ? { q: search } : {}) });
  const encoded = query.toString();
  return encoded ? `${path}?${encoded}` : path;
}

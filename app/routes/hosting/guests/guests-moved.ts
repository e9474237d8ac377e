import { href, redirect } from "react-router";
import type { Route } from "./+types/guests-moved";

/**
 * The guest list's former address (/rep-club/events/{id}/guests): moved for good to the spec's
 * /rep-club/events/{id}/guest (spec 2 §2), its query (the search) kept. A bookmarked form post
 * is sent on with its method and body (308).
 */
function movedTo(url: URL, id: string): string {
  return `${href("/rep-club/events/:id/guest", { id })}${url.search}`;
}

export function loader({ params, url }: Route.LoaderArgs) {
  return redirect(movedTo(url, params.id), 301);
}

export function action({ params, url }: Route.ActionArgs) {
  return redirect(movedTo(url, params.id), 308);
}

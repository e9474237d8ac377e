import { data } from "react-router";
import type { Route } from "./+types/search-suggestions";
import { ApiError } from "~/.server/platform/api-errors.server";
import { getApi, getSession } from "~/.server/platform/request-context.server";
import { EventListDocument, PeopleSearchDocument, type PeopleSearchQuery } from "~/graphql/generated";
import { EVENT_SEARCH_PAGE_SIZE } from "~/lib/events/constants";

export interface SearchSuggestions {
  q: string;
  events: { eventId: string; slug: string; displayName: string; startDate: string; timeZone: string }[];
  people: NonNullable<PeopleSearchQuery["user"]["search"]>;
  error: string | null;
}

const noStore = { "Cache-Control": "private, no-store" };

/** GET ?q= → the header's suggestions: 10 events and up to 10 people, for members. An empty query asks nothing. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const q = url.searchParams.get("q")?.trim() ?? "";
  const none = (status: number, error: string | null = null) => data<SearchSuggestions>({ q, events: [], people: [], error }, { status, headers: noStore });
  if (!getSession(context).user) return none(401);
  if (!q) return none(200);
  try {
    // The list's own documents (one batched API request); only what the suggestions show is sent on.
    const [{ event }, { user }] = await Promise.all([
      getApi(context).query(EventListDocument, { first: EVENT_SEARCH_PAGE_SIZE, criteria: { keyword: q } }),
      getApi(context).query(PeopleSearchDocument, { q }),
    ]);
    const events = event.search.nodes.map(({ eventId, slug, displayName, startDate, timeZone }) => ({ eventId, slug, displayName, startDate, timeZone }));
    return data<SearchSuggestions>({ q, events, people: user.search ?? [], error: null }, { headers: noStore });
  } catch (error) {
    if (error instanceof ApiError && error.code === "RATE_LIMITED") return none(429, error.message);
    if (error instanceof ApiError && error.status < 500) return none(400, error.message);
    return none(503);
  }
}

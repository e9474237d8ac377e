// The public event listing through the read cache (docs/decisions/0027-cached-event-listing.md):
// a page of the listing or of a word search, and its count, are the same for every viewer,
// so they are kept under the normalised words and the page key. Any change to any event
// (or to what the change feed announces as one: tickets, attendees, a host's account)
// drops them all (the `event:*` tag): a page depends on rows it did not return, such as a
// new event that now matches. Time drops them too: a page is kept only until the first of
// its events ends, a count until the first counted event ends.
import { anyOf, readThrough } from "../../cache/read-cache.js";
import type { DomainDeps } from "../../kernel/deps.js";
import type { EventSearchCriteria, EventSearchKey, FoundEvent } from "./search.js";

/**
 * The cache key of a listing every viewer sees alike, or null: "My Events" is the viewer's,
 * Near Me hides places per viewer, and "This Week" gains events as time passes.
 * `words` is the normalised prefix query (null when the keyword had no searchable word).
 */
export function sharedListingKey(criteria: EventSearchCriteria, keyword: string | undefined, words: string | null): string | null {
  if (criteria.onlyMyEvents || criteria.near || criteria.onlyThisWeek) return null;
  const searched = keyword ? `q=${words ?? ""}` : "all";
  return `${criteria.onlyFeatured ? "featured" : "listed"}|${searched}`;
}

function pageKeyOf(first: number, after: EventSearchKey | null): string {
  if (!after) return `${first}`;
  return `${first}|${after.startAt.toISOString()}|${after.id}|${after.rank ?? ""}`;
}

const LISTING_TAGS = [anyOf("event")] as const;

/** Milliseconds until the first of these events ends (a listing shows only events not yet over). */
function untilFirstEnd(endTimes: Date[], now: Date): number {
  if (endTimes.length === 0) return Number.POSITIVE_INFINITY;
  return Math.min(...endTimes.map((end) => end.getTime())) - now.getTime();
}

/** The rows of one page (one more than asked for, to tell whether another follows). */
export function cachedListingPage(
  deps: DomainDeps,
  listingKey: string,
  request: { first: number; after: EventSearchKey | null },
  load: () => Promise<FoundEvent[]>,
): Promise<FoundEvent[]> {
  return readThrough(
    deps.cache,
    `event-listing:${listingKey}|${pageKeyOf(request.first, request.after)}`,
    load,
    () => LISTING_TAGS,
    (rows) => untilFirstEnd(rows.map((row) => row.endAt), deps.clock()),
  );
}

/** How many events the listing holds, and when the first of them ends. */
export interface ListingCount {
  count: number;
  firstEnd: Date | null;
}

export async function cachedListingCount(deps: DomainDeps, listingKey: string, load: () => Promise<ListingCount>): Promise<number> {
  const { count } = await readThrough(
    deps.cache,
    `event-listing-count:${listingKey}`,
    load,
    () => LISTING_TAGS,
    ({ firstEnd }) => untilFirstEnd(firstEnd ? [firstEnd] : [], deps.clock()),
  );
  return count;
}

import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { Link, useFetcher } from "react-router";
import { useHydrated } from "~/hooks/use-hydrated";
import type { DistanceUnit } from "~/lib/events/near";
import { EventCards, type ListedEvent } from "./event-card";

interface EventPage {
  nodes: ListedEvent[];
  pageInfo: { hasNextPage: boolean; endCursor?: string | null };
}

/**
 * The event list with its "More events" link. Without JavaScript the link opens the
 * next page. With it, the next page is fetched and appended when the link scrolls into view
 * or is followed, without duplicates; the link keeps focus (or, after the last page, the first
 * new event takes it) and a live region says what was added. Remount it (key) for another list.
 */
export function InfiniteEventList({
  first,
  moreHref,
  distanceUnit,
  busy = false,
  children,
}: {
  first: EventPage;
  /** The URL of the page after a cursor (the same list, with ?after=). */
  moreHref: (cursor: string) => string;
  distanceUnit?: DistanceUnit;
  busy?: boolean;
  /** Shown beside the "More events" link (e.g. "Back to first page"). */
  children?: React.ReactNode;
}) {
  const hydrated = useHydrated();
  const fetcher = useFetcher<EventPage>();
  const [events, setEvents] = useState(first.nodes);
  const [pageInfo, setPageInfo] = useState(first.pageInfo);
  const [announcement, setAnnouncement] = useState("");
  const listRef = useRef<HTMLUListElement>(null);
  const moreRef = useRef<HTMLAnchorElement>(null);
  /** The cursor last asked for: each page is loaded once. */
  const requested = useRef<string | null>(null);
  /** Where to move focus after an append: the index of the first new event, when the link had focus and goes away. */
  const focusAfterAppend = useRef<number | null>(null);
  const appended = useRef<EventPage | null>(null);

  const cursor = pageInfo.hasNextPage ? (pageInfo.endCursor ?? null) : null;
  const loading = fetcher.state !== "idle";
  const { load } = fetcher;

  const loadMore = () => {
    if (!cursor || requested.current === cursor) return;
    requested.current = cursor;
    load(moreHref(cursor));
  };

  // Append a fetched page once.
  useEffect(() => {
    const page = fetcher.data;
    if (fetcher.state !== "idle" || !page?.nodes || appended.current === page) return;
    appended.current = page;
    const seen = new Set(events.map((event) => event.eventId));
    const fresh = page.nodes.filter((event) => !seen.has(event.eventId));
    const linkHadFocus = moreRef.current !== null && document.activeElement === moreRef.current;
    focusAfterAppend.current = linkHadFocus && !page.pageInfo.hasNextPage && fresh.length ? events.length : null;
    setEvents([...events, ...fresh]);
    setPageInfo(page.pageInfo);
    const count = `${fresh.length} more event${fresh.length === 1 ? "" : "s"} loaded.`;
    setAnnouncement(page.pageInfo.hasNextPage ? count : `${count} That is all of them.`);
  }, [fetcher.data, fetcher.state, events]);

  useLayoutEffect(() => {
    const index = focusAfterAppend.current;
    if (index === null) return;
    focusAfterAppend.current = null;
    listRef.current?.querySelectorAll<HTMLAnchorElement>(":scope > li a")[index]?.focus();
  }, [events]);

  // Load the next page as the link comes into view.
  useEffect(() => {
    const link = moreRef.current;
    if (!hydrated || !link || !cursor || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) loadMore();
    }, { rootMargin: "200px 0px" });
    observer.observe(link);
    return () => observer.disconnect();
    // loadMore reads the current cursor; the observer is renewed with it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hydrated, cursor]);

  const isBusy = busy || loading;
  return (
    <>
      <EventCards ref={listRef} events={events} distanceUnit={distanceUnit} className={busy ? "is-loading" : undefined} aria-busy={isBusy || undefined} />
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
      <nav className="pager" aria-label="Pages">
        {children}
        {cursor ? (
          <Link
            ref={moreRef}
            to={moreHref(cursor)}
            className="button button-secondary"
            aria-disabled={loading || undefined}
            onClick={(event) => {
              if (!hydrated) return;
              event.preventDefault();
              loadMore();
            }}
          >
            {loading ? "Loading more events…" : "More events"}
          </Link>
        ) : null}
      </nav>
    </>
  );
}

import { data, href, Link, useLoaderData } from "react-router";
import type { Route } from "./+types/search";
import { ApiError } from "~/.server/platform/api-errors.server";
import { getApi } from "~/.server/platform/request-context.server";
import { loadOrThrow } from "~/.server/platform/responses.server";
import { EventCards } from "~/components/events/event-card";
import { PeopleList } from "~/components/events/people-list";
import { GeneralErrorBoundary } from "~/components/ui/error-boundary";
import { EventSearchResultsDocument, PeopleSearchDocument } from "~/graphql/generated";
import { EVENT_SEARCH_PAGE_SIZE } from "~/lib/events/constants";
import type { RouteHandle } from "~/lib/route-handle";

export const handle: RouteHandle = { title: "Search", backTo: href("/events") };
export const meta: Route.MetaFunction = ({ data }) => [
  { title: data?.q ? `Search: ${data.q}` : "Search" },
  { name: "robots", content: "noindex" },
];

/** /search?q= (spec 1 §2.2): filter All; People and Pies are shown but disabled. Empty queries are ignored. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const q = url.searchParams.get("q")?.trim() ?? "";
  if (!q) return data({ q, nodes: [], totalCount: 0, people: [], peopleLimited: false });
  // Sent together (one batched API request): the events, and the people for the All filter's People section.
  // People search has its own per-member limit: over it, the events still show, without people.
  const api = getApi(context);
  const [{ event }, people] = await loadOrThrow(
    context,
    () =>
      Promise.all([
        api.query(EventSearchResultsDocument, { first: EVENT_SEARCH_PAGE_SIZE, criteria: { keyword: q } }),
        api.query(PeopleSearchDocument, { q }).then(
          ({ user }) => user.search,
          (error: unknown) => {
            if (error instanceof ApiError && error.code === "RATE_LIMITED") return null;
            throw error;
          },
        ),
      ]),
    url,
  );
  return data({ q, nodes: event.search.nodes, totalCount: event.search.totalCount, people: people ?? [], peopleLimited: people === null });
}

export default function Search() {
  const { q, nodes, totalCount, people, peopleLimited } = useLoaderData<typeof loader>();
  return (
    <section className="stack-lg">
      <h1>{q ? `Results for “${q}”` : "Search"}</h1>
      <div className="tabs" role="tablist" aria-label="Search filter">
        <span className="tab tab-active" role="tab" aria-selected="true">
          All
        </span>
        <span className="tab" role="tab" aria-selected="false" aria-disabled="true">
          People
        </span>
        <span className="tab" role="tab" aria-selected="false" aria-disabled="true">
          Pies
        </span>
      </div>
      {!q ? (
        <p className="muted">Type in the search box above to find events and people.</p>
      ) : nodes.length === 0 && people.length === 0 ? (
        <div className="empty">
          <h2>No results</h2>
          <p className="muted">Nothing matches “{q}”. Try another word.</p>
          <Link to={href("/events")} className="button button-secondary">
            Explore all events
          </Link>
        </div>
      ) : (
        <>
          <section className="stack" aria-labelledby="search-events">
            <h2 id="search-events">Events</h2>
            <p className="muted">
              {totalCount} event{totalCount === 1 ? "" : "s"}
            </p>
            {nodes.length ? (
              <EventCards events={nodes} />
            ) : null}
          </section>
          <section className="stack" aria-labelledby="search-people">
            <h2 id="search-people">People</h2>
            {people.length ? (
              <PeopleList people={people} />
            ) : peopleLimited ? (
              <p className="muted">People search is resting for a minute: you searched many times in a row.</p>
            ) : (
              <p className="muted">No one matches “{q}”.</p>
            )}
          </section>
        </>
      )}
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}

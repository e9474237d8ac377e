import { data, href, Link, useLoaderData } from "react-router";
import type { Route } from "./+types/search";
import { getApi } from "~/.server/platform/request-context.server";
import { loadOrThrow } from "~/.server/platform/responses.server";
import { EventCard } from "~/components/events/event-card";
import { GeneralErrorBoundary } from "~/components/ui/error-boundary";
import { EventListDocument } from "~/graphql/generated";
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
  if (!q) return data({ q, nodes: [], totalCount: 0 });
  const { event } = await loadOrThrow(
    context,
    () => getApi(context).query(EventListDocument, { first: EVENT_SEARCH_PAGE_SIZE, criteria: { keyword: q } }),
    url,
  );
  return data({ q, nodes: event.search.nodes, totalCount: event.search.totalCount });
}

export default function Search() {
  const { q, nodes, totalCount } = useLoaderData<typeof loader>();
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
        <p className="muted">Type in the search box above to find events.</p>
      ) : nodes.length === 0 ? (
        <div className="empty">
          <h2>No results</h2>
          <p className="muted">Nothing matches “{q}”. Try another word.</p>
          <Link to={href("/events")} className="button button-secondary">
            Explore all events
          </Link>
        </div>
      ) : (
        <>
          <p className="muted">
            {totalCount} event{totalCount === 1 ? "" : "s"}
          </p>
          <ul className="event-grid">
            {nodes.map((event) => (
              <EventCard key={event.eventId} event={event} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}

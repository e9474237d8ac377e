import { data, Form, href, Link, useLoaderData, useNavigation } from "react-router";
import type { Route } from "./+types/index";
import { getApi, getSession } from "~/.server/platform/request-context.server";
import { requireUser } from "~/.server/platform/page-guards.server";
import { loadOrThrow } from "~/.server/platform/responses.server";
import { EventCard } from "~/components/events/event-card";
import { EventListDocument, type EventSearchCriteria } from "~/graphql/generated";
import { EVENT_SEARCH_PAGE_SIZE } from "~/lib/events/constants";
import type { RouteHandle } from "~/lib/route-handle";
import { GeneralErrorBoundary } from "~/components/ui/error-boundary";

const TABS = [
  { id: "explore", label: "Explore", criteria: {} },
  { id: "mine", label: "My Events", criteria: { onlyMyEvents: true } },
  { id: "this-week", label: "This Week", criteria: { onlyThisWeek: true } },
] as const satisfies readonly { id: string; label: string; criteria: EventSearchCriteria }[];

// The list has its own search (it keeps the tab and works without JS): no second box in the header.
export const handle: RouteHandle = { title: "Events", headerSearch: false, didYouKnow: true };

export const meta: Route.MetaFunction = () => [{ title: "Events" }, { name: "robots", content: "noindex" }];

export async function loader({ context, url }: Route.LoaderArgs) {
  const tab = TABS.find((t) => t.id === url.searchParams.get("tab")) ?? TABS[0];
  // The list is public; "My Events" needs a member (visitors are sent to sign in and back).
  if (tab.id === "mine") requireUser(context, url);
  const signedIn = Boolean(getSession(context).user);
  const keyword = url.searchParams.get("q")?.trim() || undefined;
  const after = url.searchParams.get("after") || undefined;
  const { event } = await loadOrThrow(
    context,
    () =>
      getApi(context).query(EventListDocument, {
        first: EVENT_SEARCH_PAGE_SIZE,
        after,
        criteria: { ...tab.criteria, keyword },
      }),
    url,
  );
  return data({ signedIn, tab: tab.id, keyword: keyword ?? "", after: after ?? null, ...event.search });
}

export default function Events() {
  const { signedIn, tab, keyword, nodes, pageInfo, totalCount, after } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location?.pathname === "/events";
  const tabHref = (id: string) => `${href("/events")}?tab=${id}${keyword ? `&q=${encodeURIComponent(keyword)}` : ""}`;
  return (
    <section className="stack-lg">
      <div className="page-head">
        <h1>Events</h1>
        <Form method="get" className="inline-search" role="search">
          <input type="hidden" name="tab" value={tab} />
          <label htmlFor="events-q" className="visually-hidden">
            Search events
          </label>
          <input id="events-q" type="search" name="q" defaultValue={keyword} placeholder="Search by name" />
          <button type="submit" className="button button-secondary">
            Search
          </button>
        </Form>
      </div>
      {signedIn ? null : (
        <div className="card sign-in-cta">
          <p>Sign in to RSVP and to see the events you're going to.</p>
          <Link to="/auth/login?to=%2Fevents" className="button button-primary">
            Sign In
          </Link>
        </div>
      )}
      <nav className="tabs" aria-label="Event lists">
        {TABS.map((t) => (
          <Link key={t.id} to={tabHref(t.id)} className={`tab ${t.id === tab ? "tab-active" : ""}`} aria-current={t.id === tab ? "page" : undefined}>
            {t.label}
          </Link>
        ))}
      </nav>
      <p className="muted" aria-live="polite">
        {totalCount === 0 ? "" : `${totalCount} event${totalCount === 1 ? "" : "s"}`}
      </p>
      {nodes.length === 0 ? (
        <div className="empty">
          <h2>{tab === "mine" ? "No events yet" : "No events found"}</h2>
          <p className="muted">
            {tab === "mine" ? "Events you RSVP to or host will show here." : keyword ? `Nothing matches “${keyword}”.` : "Check back soon for new events."}
          </p>
          {tab !== "explore" || keyword ? (
            <Link to={href("/events")} className="button button-secondary">
              Explore all events
            </Link>
          ) : null}
        </div>
      ) : (
        <ul className={`event-grid ${loading ? "is-loading" : ""}`} aria-busy={loading || undefined}>
          {nodes.map((event) => (
            <EventCard key={event.eventId} event={event} />
          ))}
        </ul>
      )}
      <nav className="pager" aria-label="Pages">
        {after ? (
          <Link to={tabHref(tab)} className="button button-ghost">
            Back to first page
          </Link>
        ) : null}
        {pageInfo.hasNextPage && pageInfo.endCursor ? (
          <Link to={`${tabHref(tab)}&after=${encodeURIComponent(pageInfo.endCursor)}`} className="button button-secondary">
            More events
          </Link>
        ) : null}
      </nav>
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}

import { data, Form, href, Link, redirect, useLoaderData, useLocation, useNavigation } from "react-router";
import type { Route } from "./+types/index";
import { ApiError } from "~/.server/platform/api-errors.server";
import { getApi, getSession } from "~/.server/platform/request-context.server";
import { requireUser } from "~/.server/platform/page-guards.server";
import { loadOrThrow } from "~/.server/platform/responses.server";
import { InfiniteEventList } from "~/components/events/infinite-event-list";
import { NearMeForm } from "~/components/events/near-me-form";
import { EventListDocument, type EventSearchCriteria } from "~/graphql/generated";
import { EVENT_SEARCH_PAGE_SIZE } from "~/lib/events/constants";
import { nearChoiceFrom, nearParams } from "~/lib/events/near";
import type { RouteHandle } from "~/lib/route-handle";
import { GeneralErrorBoundary } from "~/components/ui/error-boundary";

const TABS = [
  { id: "explore", label: "Explore", criteria: {} },
  { id: "mine", label: "My Events", criteria: { onlyMyEvents: true } },
  // Near a point: the criteria's near is added from the URL (lat/lng or city, radius).
  { id: "near", label: "Near Me", criteria: {} },
  { id: "this-week", label: "This Week", criteria: { onlyThisWeek: true } },
] as const satisfies readonly { id: string; label: string; criteria: EventSearchCriteria }[];

// The list has its own search (it keeps the tab and works without JS): no second box in the header.
export const handle: RouteHandle = { title: "Events", headerSearch: false, didYouKnow: true };

export const meta: Route.MetaFunction = () => [{ title: "Events" }, { name: "robots", content: "noindex" }];

/** A page link the API cannot read (an edited or stale cursor): the list from its first page, with the API's words in a toast. */
function fromTheFirstPage(context: Route.LoaderArgs["context"], url: URL, message: string) {
  getSession(context).flash({ kind: "danger", message });
  const first = new URLSearchParams(url.searchParams);
  first.delete("after");
  return redirect(first.size ? `${url.pathname}?${first}` : url.pathname);
}

export async function loader({ context, url }: Route.LoaderArgs) {
  const tab = TABS.find((t) => t.id === url.searchParams.get("tab")) ?? TABS[0];
  // The list is public; "My Events" needs a member (visitors are sent to sign in and back).
  if (tab.id === "mine") requireUser(context, url);
  const signedIn = Boolean(getSession(context).user);
  const keyword = url.searchParams.get("q")?.trim() || undefined;
  const after = url.searchParams.get("after") || undefined;
  const choice = tab.id === "near" ? nearChoiceFrom(url.searchParams) : null;
  const near = choice ? { latitude: choice.latitude, longitude: choice.longitude, radiusKm: choice.radiusKm } : undefined;
  const { event } = await loadOrThrow(
    context,
    () =>
      getApi(context)
        .query(EventListDocument, {
          first: EVENT_SEARCH_PAGE_SIZE,
          after,
          criteria: { ...tab.criteria, keyword, near },
        })
        .catch((error: unknown) => {
          if (after && error instanceof ApiError && error.code === "BAD_USER_INPUT") throw fromTheFirstPage(context, url, error.message);
          throw error;
        }),
    url,
  );
  return data({
    signedIn,
    tab: tab.id,
    keyword: keyword ?? "",
    after: after ?? null,
    near: choice
      ? { cityId: choice.city?.id ?? null, cityName: choice.city?.name ?? null, radius: choice.radius, unit: choice.unit, params: nearParams(choice) }
      : null,
    ...event.search,
  });
}

export default function Events() {
  const { signedIn, tab, keyword, nodes, pageInfo, after, near } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const location = useLocation();
  const loading = navigation.state === "loading" && navigation.location?.pathname === "/events";
  /** The list's URL: the tab, the words, the Near Me point and radius (on that tab), a page cursor. */
  const listHref = (id: string, cursor?: string) => {
    const params = new URLSearchParams({ tab: id });
    if (keyword) params.set("q", keyword);
    if (id === "near" && near) for (const [name, value] of Object.entries(near.params)) params.set(name, value);
    if (cursor) params.set("after", cursor);
    return `${href("/events")}?${params}`;
  };
  const nearWhere = near ? (near.cityName ?? "your location") : null;
  return (
    <section className="stack-lg">
      <div className="page-head">
        <h1>Events</h1>
        <Form method="get" className="inline-search" role="search">
          <input type="hidden" name="tab" value={tab} />
          {near ? Object.entries(near.params).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />) : null}
          <label htmlFor="events-q" className="visually-hidden">
            Search events
          </label>
          <input id="events-q" type="search" name="q" defaultValue={keyword} placeholder="Search by name" />
          <button type="submit" className="button button-secondary">
            Search
          </button>
        </Form>
        {signedIn ? (
          <Link to={href("/rep-club/events/create")} className="button button-primary">
            Create event
          </Link>
        ) : null}
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
          <Link key={t.id} to={listHref(t.id)} className={`tab ${t.id === tab ? "tab-active" : ""}`} aria-current={t.id === tab ? "page" : undefined}>
            {t.label}
          </Link>
        ))}
      </nav>
      {near ? (
        <NearMeForm
          // Its selects start from the URL's choice: a new choice renders them anew (keys unique among the section's children).
          key={`near-${location.search}`}
          keyword={keyword}
          cityId={near.cityId}
          radius={near.radius}
          location={near.params.lat && near.params.lng ? { lat: near.params.lat, lng: near.params.lng } : null}
        />
      ) : null}
      {nodes.length === 0 ? (
        <div className="empty">
          <h2>{tab === "mine" ? "No events yet" : near ? `No events near ${nearWhere}` : "No events found"}</h2>
          <p className="muted">
            {tab === "mine"
              ? "Events you RSVP to or host will show here."
              : keyword
                ? `Nothing matches “${keyword}”.`
                : near
                  ? "Try a larger distance or another city."
                  : "Check back soon for new events."}
          </p>
          {tab !== "explore" || keyword ? (
            <Link to={href("/events")} className="button button-secondary">
              Explore all events
            </Link>
          ) : null}
        </div>
      ) : (
        <InfiniteEventList
          // A new list (tab, words, place, page) starts over.
          key={`list-${location.search}`}
          first={{ nodes, pageInfo }}
          moreHref={(cursor) => listHref(tab, cursor)}
          distanceUnit={near?.unit}
          busy={loading}
        >
          {after ? (
            <Link to={listHref(tab)} className="button button-ghost">
              Back to first page
            </Link>
          ) : null}
        </InfiniteEventList>
      )}
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}

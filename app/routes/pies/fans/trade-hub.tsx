import { Form, Link, useLoaderData, useLocation } from "react-router";
import type { Route } from "./+types/trade-hub";
import { loadTradeHub } from "~/.server/pies/fans.server";
import { PieAwardModal } from "~/components/pies/pie-award";
import { PieCard, PieCardList, PieSlider, PieAreaNav } from "~/components/pies/pie-cards";
import { GeneralErrorBoundary } from "~/components/ui/error-boundary";
import type { RouteHandle } from "~/lib/route-handle";
import { PIE_LIST_TABS, pieFanTexts as t } from "../../../../contract/pies/fans-messages";

export const handle: RouteHandle = { title: t.tradeHubTitle };
export const meta: Route.MetaFunction = () => [{ title: t.tradeHubTitle }, { name: "robots", content: "noindex" }];

/**
 * /legacy/trade-hub and the members' /home (spec 3 §2, spec 1 §2.4 home list tabs Featured,
 * Newcomers, Watchlist; ADRs 0069, 0068): the featured pie, the random slider, and one tab's pies
 * (?tab=, a keyword ?q=, the next page ?after=).
 */
export function loader({ context, url }: Route.LoaderArgs) {
  return loadTradeHub(context, url);
}

export default function TradeHub() {
  const { viewerId, tab, keyword, after, list, featured, slider, award } = useLoaderData<typeof loader>();
  const current = PIE_LIST_TABS.find((entry) => entry.value === tab)!;
  // Also the members' /home (ADR 0068): the links keep to the address the member is on.
  const path = useLocation().pathname;
  const query = (values: Record<string, string>) => `${path}?${new URLSearchParams(values)}`;
  return (
    <section className="stack-lg">
      <h1>{t.tradeHubTitle}</h1>
      {award ? <PieAwardModal award={award} /> : null}
      <PieAreaNav />
      {featured ? (
        <section className="stack-sm pie-featured" aria-labelledby="featured-pie-title">
          <h2 id="featured-pie-title">{t.featuredPieTitle}</h2>
          <PieCard pie={featured} viewerId={viewerId} />
        </section>
      ) : null}
      <PieSlider pies={slider} title={t.sliderTitle} />
      <nav aria-label="Pie lists">
        <ul className="pie-tabs">
          {PIE_LIST_TABS.map((entry) => (
            <li key={entry.value}>
              <Link
                to={query({ tab: entry.value })}
                className={`wizard-step${entry.value === tab ? " wizard-step-current" : ""}`}
                aria-current={entry.value === tab ? "page" : undefined}
              >
                {entry.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Form method="get" action={path} role="search" className="row search-form">
        <input type="hidden" name="tab" value={tab} />
        <label htmlFor="pie-keyword" className="visually-hidden">
          {t.keyword}
        </label>
        <input id="pie-keyword" type="search" name="q" defaultValue={keyword} maxLength={100} placeholder={t.keyword} />
        <button type="submit" className="button">
          {t.search}
        </button>
      </Form>
      <section className="stack" aria-labelledby="pie-list-title">
        <h2 id="pie-list-title">
          {current.label} ({list.totalCount.toLocaleString("en-US")})
        </h2>
        {list.nodes.length === 0 ? (
          <p className="empty">{tab === "watchlist" && !keyword ? t.emptyWatchlist : t.noData}</p>
        ) : (
          <PieCardList pies={list.nodes} viewerId={viewerId} label={current.label} />
        )}
        <p className="row">
          {after ? <Link to={query({ tab, ...(keyword ? { q: keyword } : {}) })}>First page</Link> : null}
          {list.pageInfo.hasNextPage && list.pageInfo.endCursor ? (
            <Link to={query({ tab, ...(keyword ? { q: keyword } : {}), after: list.pageInfo.endCursor })}>More pies</Link>
          ) : null}
        </p>
      </section>
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}

import { href, Link, useLoaderData } from "react-router";
import type { Route } from "./+types/trade-history";
import { loadTradeHistory } from "~/.server/clubs/points/points.server";
import { GeneralErrorBoundary } from "~/components/ui/error-boundary";
import { formatEventDay } from "~/lib/format";
import { formatPoints, pointsTexts as t } from "~/lib/clubs/points-forms";
import { TRADE_STATE_LABELS } from "../../../../contract/clubs/points-messages";

export const meta: Route.MetaFunction = () => [{ title: "Trade History" }, { name: "robots", content: "noindex" }];

/** /rep-points/trade-history (spec 3 §2 "Trade History"): the member's settled trades, sent and received, newest first. */
export async function loader({ context, url }: Route.LoaderArgs) {
  return loadTradeHistory(context, url);
}

export default function TradeHistory() {
  const { trades, paged } = useLoaderData<typeof loader>();
  const path = href("/rep-points/trade-history");
  return (
    <section className="stack" aria-label="Trade History">
      {trades.nodes.length === 0 ? (
        <p className="empty">{t.noTrades}</p>
      ) : (
        <ul className="stack-sm points-trades">
          {trades.nodes.map((trade) => {
            const other = trade.incoming ? trade.from : trade.to;
            return (
              <li key={trade.tradeId} className="card stack-sm points-trade">
                <p>
                  <strong>{formatPoints(trade.points)} points</strong> {trade.incoming ? "from" : "to"} {other.name}
                  {other.userName ? <span className="muted"> @{other.userName}</span> : null}
                  <span className={`pill ${trade.state === "ACCEPTED" ? "pill-success" : "pill-warn"}`}>{TRADE_STATE_LABELS[trade.state]}</span>
                </p>
                <p className="muted">
                  {trade.club.name} · {formatEventDay(trade.settledAt ?? trade.createdAt, "UTC")}
                </p>
              </li>
            );
          })}
        </ul>
      )}
      <p className="row">
        {paged ? <Link to={path}>{t.newestHistory}</Link> : null}
        {trades.pageInfo.hasNextPage && trades.pageInfo.endCursor ? <Link to={`${path}?after=${encodeURIComponent(trades.pageInfo.endCursor)}`}>{t.olderTrades}</Link> : null}
      </p>
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}

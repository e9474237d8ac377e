import { href, Link, useLoaderData } from "react-router";
import type { Route } from "./+types/my-points";
import { loadMyPoints } from "~/.server/clubs/points/points.server";
import { GeneralErrorBoundary } from "~/components/ui/error-boundary";
import { formatEventDay } from "~/lib/format";
import { PointsStandingCard } from "~/components/clubs/points-standing";
import { pointsTexts as t, REASON_LABELS, signedPoints } from "~/lib/clubs/points-forms";

export const meta: Route.MetaFunction = () => [{ title: "Your Rep Points" }, { name: "robots", content: "noindex" }];

/** /rep-points/my-points (spec 3 §2 "Your Rep Points"): balance, tier and progress per club, and every change with its reason. */
export async function loader({ context, url }: Route.LoaderArgs) {
  return loadMyPoints(context, url);
}

/** The member on the other side of a trade, after a middle dot; nothing for other entries. */
const counterparty = (member: { name: string; userName?: string | null } | null | undefined) =>
  member ? ` · ${member.name}${member.userName ? ` (@${member.userName})` : ""}` : "";

export default function MyRepPoints() {
  const { standings, history, paged } = useLoaderData<typeof loader>();
  const path = href("/rep-points/my-points");
  return (
    <div className="stack-lg">
      <section className="stack" aria-labelledby="balances-title">
        <h2 id="balances-title">{t.balancesTitle}</h2>
        {standings.length === 0 ? (
          <p className="empty">{t.noClubs}</p>
        ) : (
          <ul className="points-standings stack">
            {standings.map((standing) => (
              <li key={standing.club.clubId}>
                <PointsStandingCard standing={standing} title={<h3>{standing.club.name}</h3>} progressId={`progress-${standing.club.clubId}`} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="stack" aria-labelledby="history-title">
        <h2 id="history-title">{t.historyTitle}</h2>
        {history.nodes.length === 0 ? (
          <p className="empty">{t.noHistory}</p>
        ) : (
          <ul className="points-history stack-sm">
            {history.nodes.map((entry) => (
              <li key={entry.entryId} className="points-entry">
                <span className={`points-amount ${entry.amount < 0 ? "points-out" : "points-in"}`}>{signedPoints(entry.amount)}</span>
                <span className="points-entry-body">
                  <strong>{entry.reason}</strong>
                  <span className="muted">
                    {`${REASON_LABELS[entry.reasonCode]} · ${entry.club.name}${counterparty(entry.counterparty)} · ${formatEventDay(entry.createdAt, "UTC")}`}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        )}
        <p className="row">
          {paged ? <Link to={path}>{t.newestHistory}</Link> : null}
          {history.pageInfo.hasNextPage && history.pageInfo.endCursor ? <Link to={`${path}?after=${encodeURIComponent(history.pageInfo.endCursor)}`}>{t.olderHistory}</Link> : null}
        </p>
      </section>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}

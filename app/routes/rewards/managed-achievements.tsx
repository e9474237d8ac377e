import { data, Link, useLoaderData } from "react-router";
import type { Route } from "./+types/managed-achievements";
import { badgeHomeOf, loadManagedAchievements } from "~/.server/rewards/managed-achievements.server";
import { GeneralErrorBoundary } from "~/components/ui/error-boundary";
import { achievementTexts as t, categoryLabel, DEFAULT_BADGE_IMAGE, issuerCrumb, statusLabel, supplyLabel } from "~/lib/rewards/achievement-texts";
import type { RouteHandle } from "~/lib/route-handle";

export const handle: RouteHandle = { title: (data) => issuerCrumb(data, "Achievements") };
export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData ? `${loaderData.issuer.name}: achievements` : "Achievements" }, { name: "robots", content: "noindex" }];

/**
 * An issuer's achievements for those who manage them: a club's (spec 3 §2
 * /my/rep-clubs/{club_id}/achievements) or the pie hub's (/legacy/pie-hub/achievements).
 */
export async function loader({ context, url, params }: Route.LoaderArgs) {
  return data(await loadManagedAchievements(context, url, badgeHomeOf(params)));
}

export default function ManagedAchievements() {
  const { issuer, canCreate, achievements } = useLoaderData<typeof loader>();
  return (
    <section className="stack-lg">
      <div className="page-head">
        <h1>
          {issuer.name}: {t.clubListTitle}
        </h1>
        {canCreate ? (
          <Link to={issuer.createPath} className="button button-primary">
            {t.create}
          </Link>
        ) : null}
      </div>
      {achievements.length === 0 ? (
        <p className="empty">{t.clubListEmpty}</p>
      ) : (
        <ul className="badge-list">
          {achievements.map((a) => (
            <li key={a.achievementId}>
              <Link to={a.path} className="badge-card">
                <img src={a.imageSrc ?? DEFAULT_BADGE_IMAGE} alt="" width={64} height={64} className="badge-image" />
                <span className="stack-sm">
                  <strong>{a.displayName}</strong>
                  <span className="muted">
                    {categoryLabel(a.category, a.tier)} · {statusLabel(a.status)}
                    {a.isHidden ? ` · ${t.hidden}` : ""}
                  </span>
                  <span className="muted">
                    {t.supply}: {supplyLabel(a.awardedCount, a.maxSupply)}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}

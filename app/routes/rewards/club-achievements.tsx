import { data, href, Link, useLoaderData } from "react-router";
import type { Route } from "./+types/club-achievements";
import { loadClubAchievements } from "~/.server/rewards/club-achievements.server";
import { GeneralErrorBoundary } from "~/components/ui/error-boundary";
import { achievementTexts as t, categoryLabel, DEFAULT_BADGE_IMAGE, statusLabel, supplyLabel } from "~/lib/rewards/achievement-texts";
import type { RouteHandle } from "~/lib/route-handle";

export const handle: RouteHandle = { title: "Club/Achievements" };
export const meta: Route.MetaFunction = () => [{ title: "Club achievements" }, { name: "robots", content: "noindex" }];

/** A club's achievements for its reward managers (spec 3 §2 /my/rep-clubs/{club_id}/achievements). */
export async function loader({ context, url, params }: Route.LoaderArgs) {
  return data(await loadClubAchievements(context, url, params.club_id));
}

export default function ClubAchievements() {
  const { club, achievements } = useLoaderData<typeof loader>();
  return (
    <section className="stack-lg">
      <div className="page-head">
        <h1>
          {club.name}: {t.clubListTitle}
        </h1>
        <Link to={href("/my/rep-clubs/:club_id/achievements/create", { club_id: club.clubId })} className="button button-primary">
          {t.create}
        </Link>
      </div>
      {achievements.length === 0 ? (
        <p className="empty">{t.clubListEmpty}</p>
      ) : (
        <ul className="badge-list">
          {achievements.map((a) => (
            <li key={a.achievementId}>
              <Link to={href("/rep-club/:club_id/achievement/:achievementId", { club_id: club.clubId, achievementId: a.achievementId })} className="badge-card">
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

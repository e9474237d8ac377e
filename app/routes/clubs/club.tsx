import { href, Link, useLoaderData } from "react-router";
import type { Route } from "./+types/club";
import { loadManagedClub } from "~/.server/clubs/clubs.server";
import { webEnv } from "~/.server/platform/env.server";
import { ClubCard } from "~/components/clubs/club-card";
import { GeneralErrorBoundary } from "~/components/ui/error-boundary";
import { clubTexts as t, wizardPath } from "~/lib/clubs/forms";
import { clubPagePath, joinLinkPath } from "~/lib/clubs/discover";
import type { RouteHandle } from "~/lib/route-handle";

export const handle: RouteHandle = {
  title: (data) => `Rep clubs/${(data as { club?: { name: string } } | undefined)?.club?.name ?? "Club"}`,
  backTo: href("/my/rep-clubs"),
};
export const meta: Route.MetaFunction = ({ data }) => [{ title: data ? data.club.name : "Club" }, { name: "robots", content: "noindex" }];

/** /my/rep-clubs/{id} (spec 3 §2): the club for its managers, with links to its manager area. 404 for anyone else. */
export async function loader({ context, url, params }: Route.LoaderArgs) {
  const club = await loadManagedClub(context, url, params.id);
  return { club, previewPath: wizardPath("preview", club.clubId), publicUrl: webEnv().publicUrl };
}

export default function ManagedClub() {
  const { club, previewPath, publicUrl } = useLoaderData<typeof loader>();
  const can = (permission: string) => club.myPermissions.includes(permission as never);
  const clubParams = { club_id: club.clubId };
  return (
    <section className="stack-lg">
      <div className="page-head">
        <h1>{club.name}</h1>
        {club.published ? <span className="pill pill-success pill-lg">{t.published}</span> : <span className="pill pill-warn pill-lg">{t.unpublished}</span>}
      </div>
      <ClubCard club={club} />
      <nav aria-label="Club manager area" className="card stack-sm">
        <h2>Manage</h2>
        <ul className="manage-links stack-sm">
          {can("MANAGE_EVENTS") ? (
            <>
              <li>
                <Link to={href("/my/rep-clubs/:club_id/events", clubParams)}>{t.events}</Link>
              </li>
              <li>
                <Link to={`${href("/my/rep-clubs/:club_id/events/create", clubParams)}?tab=info`}>{t.createEvent}</Link>
              </li>
              <li>
                <Link to={href("/my/rep-clubs/:club_id/events/revenue", clubParams)}>{t.revenue}</Link>
              </li>
            </>
          ) : null}
          {can("MANAGE_OFFERS") ? (
            <li>
              <Link to={href("/my/rep-clubs/:club_id/offers", clubParams)}>{t.offers}</Link>
            </li>
          ) : null}
          {can("MANAGE_REWARDS") ? (
            <>
              <li>
                <Link to={href("/my/rep-clubs/:club_id/rep-points", clubParams)}>{t.repPoints}</Link>
              </li>
              <li>
                <Link to={href("/my/rep-clubs/:club_id/achievements", clubParams)}>{t.achievements}</Link>
              </li>
            </>
          ) : null}
          {can("MANAGE_TEAM") ? (
            <li>
              <Link to={href("/my/rep-clubs/:club_id/team", clubParams)}>{t.team}</Link>
            </li>
          ) : null}
          {can("MANAGE_ACCOUNTS") ? (
            <li>
              <Link to={href("/my/rep-clubs/:club_id/accounts", clubParams)}>{t.accounts}</Link>
            </li>
          ) : null}
          {can("EDIT_CLUB") ? (
            <>
              <li>
                <Link to={href("/my/rep-clubs/:club_id/loyalty-tiers", clubParams)}>{t.loyaltyTiers}</Link>
              </li>
              <li>
                <Link to={href("/my/rep-clubs/:id/edit", { id: club.clubId })}>{t.edit}</Link>
              </li>
              {club.published ? null : (
                <li>
                  <Link to={previewPath}>{t.publish}</Link>
                </li>
              )}
            </>
          ) : null}
        </ul>
      </nav>
      {club.published ? (
        <section className="card stack-sm" aria-labelledby="club-share-title">
          <h2 id="club-share-title">{t.shareTitle}</h2>
          <p>
            <Link to={clubPagePath(club)}>{t.publicPage}</Link>
          </p>
          {club.access === "PRIVATE" && club.joinCode ? (
            <>
              <p className="muted">{t.joinLinkHint}</p>
              <p>
                <code className="join-link">{new URL(joinLinkPath(club.slug, club.joinCode), publicUrl).toString()}</code>
              </p>
            </>
          ) : null}
        </section>
      ) : null}
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}

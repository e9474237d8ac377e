import { href, Link, useLoaderData } from "react-router";
import type { Route } from "./+types/club";
import { loadManagedClub } from "~/.server/clubs/clubs.server";
import { ClubCard } from "~/components/clubs/club-card";
import { GeneralErrorBoundary } from "~/components/ui/error-boundary";
import { clubTexts as t, wizardPath } from "~/lib/clubs/forms";
import type { RouteHandle } from "~/lib/route-handle";

export const handle: RouteHandle = {
  title: (data) => `Rep clubs/${(data as { club?: { name: string } } | undefined)?.club?.name ?? "Club"}`,
  backTo: href("/my/rep-clubs"),
};
export const meta: Route.MetaFunction = ({ data }) => [{ title: data ? data.club.name : "Club" }, { name: "robots", content: "noindex" }];

/** /my/rep-clubs/{id} (spec 3 §2): the club for its managers, with links to its manager area. 404 for anyone else. */
export async function loader({ context, url, params }: Route.LoaderArgs) {
  const club = await loadManagedClub(context, url, params.id);
  return { club, previewPath: wizardPath("preview", club.clubId) };
}

export default function ManagedClub() {
  const { club, previewPath } = useLoaderData<typeof loader>();
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
          {can("EDIT_CLUB") ? (
            <>
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
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}

import { href, Link, useLoaderData } from "react-router";
import type { Route } from "./+types/index";
import { loadManagedClubs } from "~/.server/clubs/clubs.server";
import { GeneralErrorBoundary } from "~/components/ui/error-boundary";
import { clubTexts as t } from "~/lib/clubs/forms";
import type { RouteHandle } from "~/lib/route-handle";

export const handle: RouteHandle = { title: "Rep clubs", backTo: href("/events") };
export const meta: Route.MetaFunction = () => [{ title: t.indexTitle }, { name: "robots", content: "noindex" }];

/** /my/rep-clubs (spec 3 §2): how to create a club, and the clubs the member owns or manages. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const clubs = await loadManagedClubs(context, url);
  return {
    owned: clubs.filter((club) => club.myPermissions.includes("TRANSFER_OWNERSHIP")),
    managed: clubs.filter((club) => !club.myPermissions.includes("TRANSFER_OWNERSHIP")),
  };
}

type ClubItem = Awaited<ReturnType<typeof loader>>["owned"][number];

function ClubList({ title, clubs }: { title: string; clubs: ClubItem[] }) {
  if (clubs.length === 0) return null;
  return (
    <section className="stack-sm" aria-label={title}>
      <h2>{title}</h2>
      <ul className="managed-events">
        {clubs.map((club) => (
          <li key={club.clubId} className="card managed-event">
            <h3>
              <Link to={href("/my/rep-clubs/:id", { id: club.clubId })}>{club.name}</Link>
              {club.published ? <span className="pill pill-success">{t.published}</span> : <span className="pill pill-warn">{t.unpublished}</span>}
            </h3>
            {club.description ? <p className="muted small">{club.description}</p> : null}
            {club.myPermissions.includes("MANAGE_EVENTS") ? (
              <p className="manage-links">
                <Link to={href("/my/rep-clubs/:club_id/events", { club_id: club.clubId })}>
                  {t.events}
                  <span className="visually-hidden"> of {club.name}</span>
                </Link>
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function RepClubs() {
  const { owned, managed } = useLoaderData<typeof loader>();
  return (
    <section className="stack-lg">
      <div className="page-head">
        <h1>{t.indexTitle}</h1>
        <Link to={href("/my/rep-clubs/create")} className="button button-primary">
          {t.create}
        </Link>
      </div>
      <section className="card stack-sm" aria-labelledby="how-heading">
        <h2 id="how-heading">{t.howTitle}</h2>
        <ol>
          {t.howSteps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>
      <ClubList title={t.owned} clubs={owned} />
      <ClubList title={t.managed} clubs={managed} />
      {owned.length + managed.length === 0 ? <p className="empty">{t.none}</p> : null}
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}

import { href, Link, redirect, useLoaderData } from "react-router";
import type { Route } from "./+types/alternate";
import { loadManagedClubs } from "~/.server/clubs/clubs.server";
import { notFoundResponse } from "~/.server/platform/responses.server";
import { GeneralErrorBoundary } from "~/components/ui/error-boundary";
import { decideRepClubAlternate, REP_CLUB_ALTERNATES, repClubAlternateOf } from "~/lib/clubs/rep-club-alternates";
import type { RouteHandle } from "~/lib/route-handle";

export const handle: RouteHandle = { title: "Rep clubs", backTo: href("/my/rep-clubs") };
export const meta: Route.MetaFunction = ({ data }) => [{ title: data ? `${data.title}: choose a club` : "Choose a club" }, { name: "robots", content: "noindex" }];

/**
 * The /rep-club/ alternates without a club id (spec 3 §2; ADR 0061): /rep-club/team,
 * rep-points, loyalty-tiers, offers, offers/create, achievements, achievements/create. One
 * module registered once per URL; the URL says which page of /my/rep-clubs/{club_id}/ it stands for.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const alternate = repClubAlternateOf(url.pathname);
  if (!alternate) throw notFoundResponse();
  const decision = decideRepClubAlternate(alternate, await loadManagedClubs(context, url));
  if (decision.kind === "redirect") throw redirect(decision.to);
  return {
    title: REP_CLUB_ALTERNATES[alternate].title,
    choices: decision.kind === "pick" ? decision.clubs.map(({ club, to }) => ({ clubId: club.clubId, name: club.name, to })) : [],
  };
}

export default function RepClubAlternate() {
  const { title, choices } = useLoaderData<typeof loader>();
  return (
    <section className="stack-lg">
      <h1>{title}: choose a club</h1>
      {choices.length === 0 ? (
        <div className="card stack">
          <p>You don't manage a club where you can open this page.</p>
          <p>
            <Link to={href("/my/rep-clubs/create")} className="button">
              Create club
            </Link>
          </p>
          <p>
            <Link to={href("/my/rep-clubs")}>Your rep clubs</Link>
          </p>
        </div>
      ) : (
        <nav aria-label="Your clubs" className="card stack-sm">
          <ul className="manage-links stack-sm">
            {choices.map((choice) => (
              <li key={choice.clubId}>
                <Link to={choice.to}>{choice.name}</Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}

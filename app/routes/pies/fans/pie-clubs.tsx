import { Link, useLoaderData } from "react-router";
import type { Route } from "./+types/pie-clubs";
import { loadPieClubs } from "~/.server/pies/fans.server";
import { PieCardList, PieAreaNav } from "~/components/pies/pie-cards";
import { GeneralErrorBoundary } from "~/components/ui/error-boundary";
import type { RouteHandle } from "~/lib/route-handle";
import { SLICES_PAGE, pieFanTexts as t } from "../../../../contract/pies/fans-messages";

export const handle: RouteHandle = { title: t.pieClubsTitle };
export const meta: Route.MetaFunction = () => [{ title: t.pieClubsTitle }, { name: "robots", content: "noindex" }];

/**
 * /legacy/pie-clubs (spec 3 §2; §6 "users see my pies and my moderated pies separately"; ADR 0069):
 * the member's own pie, the pies they moderate, and the pies whose slices make them a member.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  return loadPieClubs(context, url);
}

export default function PieClubs() {
  const { viewerId, mine, moderated, held } = useLoaderData<typeof loader>();
  return (
    <section className="stack-lg">
      <h1>{t.pieClubsTitle}</h1>
      <PieAreaNav />
      <section className="stack" aria-labelledby="my-pie-title">
        <h2 id="my-pie-title">{t.myPie}</h2>
        {mine.length === 0 ? (
          <p className="empty">
            {t.noData}. <Link to="/legacy/pie-hub">Pie hub</Link>
          </p>
        ) : (
          <PieCardList pies={mine} viewerId={viewerId} label={t.myPie} />
        )}
      </section>
      <section className="stack" aria-labelledby="moderated-title">
        <h2 id="moderated-title">{t.moderatedPies}</h2>
        {moderated.length === 0 ? <p className="empty">{t.noData}</p> : <PieCardList pies={moderated} viewerId={viewerId} label={t.moderatedPies} />}
      </section>
      <section className="stack" aria-labelledby="held-title">
        <h2 id="held-title">
          {t.heldPies} ({held.totalCount.toLocaleString("en-US")})
        </h2>
        {held.nodes.length === 0 ? (
          <p className="empty">{t.noData}</p>
        ) : (
          <PieCardList pies={held.nodes.map((node) => node.pie)} viewerId={viewerId} label={t.heldPies} />
        )}
        <p>
          <Link to={SLICES_PAGE}>{t.seeAllSlices}</Link>
        </p>
      </section>
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}

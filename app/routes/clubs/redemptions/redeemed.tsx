import { href, Link, useLoaderData } from "react-router";
import type { Route } from "./+types/redeemed";
import { loadMyRedemptions } from "~/.server/clubs/redemptions/redemptions.server";
import { GeneralErrorBoundary } from "~/components/ui/error-boundary";
import type { RouteHandle } from "~/lib/route-handle";
import { OFFER_TABS, OFFER_TAB_LABELS, REDEMPTION_TYPE_LABELS } from "../../../../contract/clubs/offer-messages";
import { TicketQr } from "~/components/events/my-ticket";

export const handle: RouteHandle = { title: "Offers/Redeemed" };
export const meta: Route.MetaFunction = () => [{ title: "Redeemed offers" }, { name: "robots", content: "noindex" }];

/** /offers/redeemed (ADR 0066): the member's redemptions with what each revealed. Behind redeemOffers; 404 while it is off. */
export async function loader({ context, request, url }: Route.LoaderArgs) {
  return { redemptions: await loadMyRedemptions(context, request, url) };
}

export default function Redeemed() {
  const { redemptions } = useLoaderData<typeof loader>();
  return (
    <section className="stack-lg">
      <h1>Offers</h1>
      <nav aria-label="Offer tabs" className="tabs">
        {OFFER_TABS.map((t) => (
          <Link key={t} to={t === "all" ? href("/offers") : href("/offers/:tab", { tab: t })} className="tab">
            {OFFER_TAB_LABELS[t]}
          </Link>
        ))}
        <Link to="/offers/redeemed" aria-current="page" className="tab">
          Redeemed
        </Link>
      </nav>
      {redemptions.length === 0 ? (
        <p className="empty">You have not redeemed any offers yet.</p>
      ) : (
        <ul className="stack">
          {redemptions.map((r) => (
            <li key={r.redemptionId} className="card stack-sm">
              <h2>{r.offer.title}</h2>
              <p className="muted">
                <Link to={href("/rep-clubs/:id/offers", { id: r.offer.club.slug })}>{r.offer.club.name}</Link> · {new Date(r.createdUtc).toLocaleDateString("en-US", { timeZone: "UTC" })}
                {r.pointsSpent > 0 ? ` · ${r.pointsSpent.toLocaleString("en-US")} points` : ""}
              </p>
              <p>
                {REDEMPTION_TYPE_LABELS[r.redemptionType]}: <strong>{r.revealed}</strong>
              </p>
              {r.sharedEmail ? <p className="muted">Shared with the club: {r.sharedEmail}</p> : null}
              {r.qrSvg ? <TicketQr svg={r.qrSvg} /> : null}
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

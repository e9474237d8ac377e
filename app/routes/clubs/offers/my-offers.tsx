import { href, Link, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/my-offers";
import { loadMyClubsOffers } from "~/.server/clubs/offers/offers.server";
import { newBuyKey, redeemAction } from "~/.server/clubs/redemptions/redemptions.server";
import { notFoundResponse } from "~/.server/platform/responses.server";
import { OfferWithRedeem } from "~/components/clubs/redemptions/offer-with-redeem";
import { GeneralErrorBoundary } from "~/components/ui/error-boundary";
import type { RouteHandle } from "~/lib/route-handle";
import { OFFER_TABS, OFFER_TAB_CATEGORY, OFFER_TAB_LABELS, offerMessages as m, type OfferTab } from "../../../../contract/clubs/offer-messages";

export const handle: RouteHandle = { title: "Offers" };
export const meta: Route.MetaFunction = () => [{ title: "Offers" }, { name: "robots", content: "noindex" }];

/**
 * /offers and /offers/{tab} (spec 3 §2): the offers of the clubs the member belongs to, all or one
 * programme category per tab, each with its Redeem or Buy step as on the club's offers page.
 * Shown only while the redeemOffers feature flag is on; 404 otherwise.
 */
export async function loader({ context, request, url, params }: Route.LoaderArgs) {
  const tab = ((params as { tab?: string }).tab ?? "all") as OfferTab;
  if (!(OFFER_TABS as readonly string[]).includes(tab)) throw notFoundResponse();
  const offers = await loadMyClubsOffers(context, request, url, OFFER_TAB_CATEGORY[tab]);
  return { tab, offers, buyKey: newBuyKey() };
}

/** Redeems a reward or buys a paid offer (ADR 0066, 0080). */
export async function action({ context, request, url, params }: Route.ActionArgs) {
  const tab = (params as { tab?: string }).tab ?? "all";
  if (!(OFFER_TABS as readonly string[]).includes(tab)) throw notFoundResponse();
  return redeemAction(context, request, url);
}

export default function MyOffers() {
  const { tab, offers, buyKey } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  return (
    <section className="stack-lg">
      <h1>Offers</h1>
      <nav aria-label="Offer tabs" className="tabs">
        {OFFER_TABS.map((t) => (
          <Link key={t} to={t === "all" ? href("/offers") : href("/offers/:tab", { tab: t })} aria-current={t === tab ? "page" : undefined} className="tab">
            {OFFER_TAB_LABELS[t]}
          </Link>
        ))}
        <Link to="/offers/redeemed" className="tab">
          Redeemed
        </Link>
      </nav>
      {offers.length === 0 ? (
        <p className="empty">{m.noOffers}</p>
      ) : (
        <div className="offer-grid">
          {offers.map((offer) => (
            <OfferWithRedeem key={offer.offerId} offer={offer} standing={offer.myRedemption} refused={refused} buyKey={buyKey} clubName={offer.club.name} />
          ))}
        </div>
      )}
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}

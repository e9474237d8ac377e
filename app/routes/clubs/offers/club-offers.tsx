import { useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/club-offers";
import { loadPublicClubOffers } from "~/.server/clubs/offers/offers.server";
import { webEnv } from "~/.server/platform/env.server";
import { loadOfferStandings, newBuyKey, redeemAction } from "~/.server/clubs/redemptions/redemptions.server";
import { OfferWithRedeem } from "~/components/clubs/redemptions/offer-with-redeem";
import { GeneralErrorBoundary } from "~/components/ui/error-boundary";
import type { RouteHandle } from "~/lib/route-handle";
import { OFFER_CATEGORIES, OFFER_CATEGORY_LABELS, offerMessages as m } from "../../../../contract/clubs/offer-messages";

export const handle: RouteHandle = { title: (data) => `Rep clubs/${(data as { club?: { name: string } } | undefined)?.club?.name ?? "Club"}/Offers` };
export const meta: Route.MetaFunction = ({ data }) => {
  if (!data) return [{ title: "Offers" }];
  const title = `${data.club.name}: Offers`;
  const description = `What members of ${data.club.name} can earn, buy and get.`;
  return [
    { title },
    { name: "description", content: description },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: data.canonical },
    { name: "twitter:card", content: "summary" },
    { tagName: "link", rel: "canonical", href: data.canonical },
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "OfferCatalog",
        name: title,
        url: data.canonical,
        itemListElement: data.offers.map((offer) => ({ "@type": "Offer", name: offer.title, ...(offer.description ? { description: offer.description } : {}) })),
      },
    },
  ];
};

/** /rep-clubs/{id}/offers (spec 3 §2): a club's published offers by programme category, with what each takes and gives. Public. */
export async function loader({ context, request, url, params }: Route.LoaderArgs) {
  const { club, offers } = await loadPublicClubOffers(context, url, params.id);
  // The member's standing and the Redeem step, while redeemOffers is on (ADR 0066).
  const standings = await loadOfferStandings(context, request, url, club.clubId);
  // Buy's idempotency key: one order per offer and page (ADR 0080).
  return { club, offers, standings, buyKey: newBuyKey(), canonical: `${webEnv().publicUrl.replace(/\/+$/, "")}/rep-clubs/${club.slug}/offers` };
}

/** Redeems a reward or buys a paid offer (redeemOffers on; 404 otherwise). */
export async function action({ context, request, url }: Route.ActionArgs) {
  return redeemAction(context, request, url);
}

export default function PublicClubOffers() {
  const { club, offers, standings, buyKey } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  return (
    <section className="stack-lg">
      <h1>{club.name}: Offers</h1>
      {club.description ? <p>{club.description}</p> : null}
      {offers.length === 0 ? <p className="empty">{m.noOffers}</p> : null}
      {OFFER_CATEGORIES.map((category) => {
        const inCategory = offers.filter((offer) => offer.subType === category);
        if (inCategory.length === 0) return null;
        return (
          <section key={category} className="stack" aria-labelledby={`offers-${category}`}>
            <h2 id={`offers-${category}`}>{OFFER_CATEGORY_LABELS[category]}</h2>
            <div className="offer-grid">
              {inCategory.map((offer) => (
                <OfferWithRedeem key={offer.offerId} offer={offer} standing={standings[offer.offerId]} refused={refused} buyKey={buyKey} />
              ))}
            </div>
          </section>
        );
      })}
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}

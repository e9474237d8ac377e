import { useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/club-offers";
import { loadPublicClubOffers } from "~/.server/clubs/offers/offers.server";
import { webEnv } from "~/.server/platform/env.server";
import { loadOfferStandings, newBuyKey, redeemAction } from "~/.server/clubs/redemptions/redemptions.server";
import { OfferWithRedeem } from "~/components/clubs/redemptions/offer-with-redeem";
import { claimAction, loadMyClaims } from "~/.server/clubs/earning/claims.server";
import { ClaimPanel } from "~/components/clubs/earning/claim-panel";
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
  // The member's claims of social-action, survey and download rules (ADR 0079).
  const claims = await loadMyClaims(context, url, club.clubId);
  // Buy's idempotency key: one order per offer and page (ADR 0080).
  return { club, offers, standings, claims, buyKey: newBuyKey(), canonical: `${webEnv().publicUrl.replace(/\/+$/, "")}/rep-clubs/${club.slug}/offers` };
}

/** Claims an earning rule (intent "claim"), or redeems a reward or buys a paid offer (redeemOffers on; 404 otherwise). */
export async function action({ context, request, url }: Route.ActionArgs) {
  const form = await request.clone().formData();
  if (form.get("intent") === "claim") return claimAction(context, url, form);
  return redeemAction(context, request, url);
}

export default function PublicClubOffers() {
  const { club, offers, standings, claims, buyKey } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const refused = answer && "offerId" in answer ? answer : undefined;
  const claimReply = answer && "claim" in answer ? answer.claim : null;
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
                <OfferWithRedeem key={offer.offerId} offer={offer} standing={standings[offer.offerId]} refused={refused} buyKey={buyKey}>
                  {claims?.isMember && claims.claimable.includes(offer.offerId) ? (
                    <ClaimPanel
                      offerId={offer.offerId}
                      points={offer.settings.pointsAmount ?? 0}
                      claim={claims.latest[offer.offerId] ?? null}
                      canClaim={claims.canClaim.includes(offer.offerId)}
                      reply={claimReply?.offerId === offer.offerId ? claimReply : null}
                    />
                  ) : null}
                </OfferWithRedeem>
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

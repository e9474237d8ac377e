import type { ReactNode } from "react";
import type { OfferCardFragment } from "~/graphql/generated";
import type { OfferStanding } from "~/.server/clubs/redemptions/redemptions.server";
import { OfferCard } from "~/components/clubs/offers/offer-card";
import { offerCardView } from "~/lib/clubs/offer-view";
import { RedeemPanel } from "~/components/clubs/redemptions/redeem-panel";

/** What the redeem action answers when it refuses. */
export type RedeemRefusal = { offerId: string | null; error: string } | undefined;

/**
 * An offer's card with the member's Redeem or Buy step and why-not reasons (ADR 0066, 0080), the
 * same on a club's offers page and on /offers. Rewards and paid offers have the step; the rest only the card
 * (and what the page adds under it: a rule's claim, ADR 0079).
 */
export function OfferWithRedeem({
  offer,
  standing,
  refused,
  buyKey,
  clubName,
  children,
}: {
  offer: OfferCardFragment;
  standing: OfferStanding | null | undefined;
  refused: RedeemRefusal;
  buyKey: string;
  clubName?: string;
  children?: ReactNode;
}) {
  const takes = standing && (offer.subType === "REWARD_MEMBERS" || standing.priceCents != null);
  return (
    <div id={`offer-${offer.offerId}`} className="stack-sm" role="group" aria-label={offer.title}>
      <OfferCard offer={offerCardView(offer)} clubName={clubName} />
      {children}
      {takes ? (
        <RedeemPanel
          offerId={offer.offerId}
          standing={standing}
          sharesContact={offer.settings.redemptionType === "CUSTOMER_INFORMATION"}
          error={refused?.offerId === offer.offerId ? refused.error : undefined}
          buyKey={buyKey}
        />
      ) : null}
    </div>
  );
}

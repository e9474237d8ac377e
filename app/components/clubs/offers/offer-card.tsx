import type { OfferCardFragment } from "~/graphql/generated";
import { useMediaSrc } from "~/hooks/use-media-src";
import {
  OFFER_ACCESS_LABELS,
  OFFER_PUBLICATION_LABELS,
  OFFER_STATUS_LABELS,
  OFFER_CATEGORY_LABELS,
  OFFER_TYPE_LABELS,
  offerMessages as m,
  type OfferCategory,
} from "../../../../contract/clubs/offer-messages";
import { PROGRAM_LABELS } from "../../../../contract/clubs/offers";
import type { OfferCardView } from "~/lib/clubs/offer-view";

/** Who may take it, in words. */
export function accessText(offer: Pick<OfferCardView, "access" | "minTierLevel">): string {
  return offer.access === "TIER" ? `Members from loyalty tier level ${offer.minTierLevel ?? 1}` : OFFER_ACCESS_LABELS[offer.access];
}

/** What the offer gives and what it takes, as members read it. */
export function OfferTerms({ offer }: { offer: OfferCardView }) {
  return (
    <dl className="offer-terms">
      <dt>What you get</dt>
      <dd>{offer.gives}</dd>
      <dt>What it takes</dt>
      <dd>{offer.takes}</dd>
      <dt>Who may take it</dt>
      <dd>{accessText(offer)}</dd>
    </dl>
  );
}

/** A programme's name: its category and programme, e.g. "Ways To Buy Points: Points Bundle". */
export const programName = (offer: Pick<OfferCardFragment, "subType" | "program">) =>
  `${OFFER_CATEGORY_LABELS[offer.subType as OfferCategory] ?? offer.subType}: ${PROGRAM_LABELS[offer.program] ?? offer.program}`;

/** An offer as a member sees it. */
export function OfferCard({ offer, clubName }: { offer: OfferCardView; clubName?: string }) {
  const image = useMediaSrc()(offer.imageUrl);
  return (
    <article className="card stack-sm offer-card">
      {image ? <img src={image} alt="" width={96} height={96} className="offer-image" /> : null}
      <h3>
        {offer.title}
        {offer.status === "PENDING" ? <span className="pill pill-warn">{m.comingSoon}</span> : null}
      </h3>
      {clubName ? <p className="muted">{clubName}</p> : null}
      <p className="muted">
        {`${OFFER_TYPE_LABELS[offer.type]} · ${PROGRAM_LABELS[offer.program] ?? offer.program}`}
      </p>
      {offer.description ? <p>{offer.description}</p> : null}
      <OfferTerms offer={offer} />
    </article>
  );
}

/** An offer's state for its managers: status and publication. */
export function OfferStatePills({ offer }: { offer: Pick<OfferCardFragment, "status" | "publication"> }) {
  return (
    <>
      <span className={`pill ${offer.publication === "PUBLISHED" ? "pill-success" : "pill-warn"}`}>{OFFER_PUBLICATION_LABELS[offer.publication]}</span>
      <span className="pill">{OFFER_STATUS_LABELS[offer.status]}</span>
    </>
  );
}

// An offer as a member reads it on a card: what it gives and what it takes already in words.
// A page that only shows offers (the club page) sends this, not the offer's every setting.
import type { OfferCardFragment } from "~/graphql/generated";
import type { OfferCategory } from "../../../contract/clubs/offer-messages";
import { offerGives, requirementText, type OfferRequirement, type OfferSettings } from "../../../contract/clubs/offers";

/** What a card shows of an offer, with what it gives and what it takes in words. */
export type OfferCardView = Pick<OfferCardFragment, "offerId" | "title" | "description" | "imageUrl" | "type" | "program" | "status" | "access" | "minTierLevel"> & {
  /** What the member gets, in words. */
  gives: string;
  /** What it takes: the requirements in words, or "Nothing". */
  takes: string;
};

export function offerCardView(offer: OfferCardFragment): OfferCardView {
  const requirements = offer.requirements as OfferRequirement[];
  return {
    offerId: offer.offerId,
    title: offer.title,
    description: offer.description,
    imageUrl: offer.imageUrl,
    type: offer.type,
    program: offer.program,
    status: offer.status,
    access: offer.access,
    minTierLevel: offer.minTierLevel,
    gives: offerGives(offer.subType as OfferCategory, offer.program, offer.settings as OfferSettings),
    takes: requirements.length === 0 ? "Nothing" : requirements.map(requirementText).join(" · "),
  };
}

// The offers part's GraphQL adapter: thin calls into domain/offers.ts.
import type { Resolvers } from "../../graphql/generated.js";
import { requireViewer } from "../../graphql/context.js";
import type { OfferCategory } from "../../../contract/clubs/offer-messages.js";
import { clubOfOffer, countClubOffers, createOffer, deleteOffer, findOfferForViewer, listClubOffers, listMyClubsOffers, mayManageOffer, setOfferPublication, updateOffer } from "./domain/offers.js";

const asCategory = (subType: string | null | undefined): OfferCategory | null => (subType && subType !== "CUSTOM" ? (subType as OfferCategory) : null);

export const offerResolvers: Resolvers = {
  ClubQuery: {
    offers(_parent, { clubId, category, first }, context) {
      return listClubOffers(context.deps, context.viewer?.userId ?? null, clubId, asCategory(category), first ?? null);
    },
    offer(_parent, { offerId }, context) {
      return findOfferForViewer(context.deps, context.viewer?.userId ?? null, offerId);
    },
    myClubsOffers(_parent, { category }, context) {
      return listMyClubsOffers(context.deps, requireViewer(context).userId, asCategory(category));
    },
  },
  ClubMutation: {
    createOffer(_parent, { clubId, subType, program, input }, context) {
      return createOffer(context.deps, requireViewer(context).userId, clubId, subType, program, input);
    },
    updateOffer(_parent, { offerId, input }, context) {
      return updateOffer(context.deps, requireViewer(context).userId, offerId, input);
    },
    setOfferPublication(_parent, { offerId, publication }, context) {
      return setOfferPublication(context.deps, requireViewer(context).userId, offerId, publication);
    },
    deleteOffer(_parent, { offerId }, context) {
      return deleteOffer(context.deps, requireViewer(context).userId, offerId);
    },
  },
  Club: {
    offerCount: (club, _args, context) => countClubOffers(context.deps, context.viewer?.userId ?? null, club),
  },
  Offer: {
    offerId: (offer) => offer.id,
    club: (offer, _args, context) => clubOfOffer(context.deps, offer),
    startsUtc: (offer) => offer.startsAt?.toISOString() ?? null,
    endsUtc: (offer) => offer.endsAt?.toISOString() ?? null,
    createdUtc: (offer) => offer.createdAt.toISOString(),
    // What a member earns by redeeming (a coupon's code, a pass) and a promo offer's code are
    // given by redemption or claim only: those who may manage the offer see them here, nobody else.
    settings: async (offer, _args, context) => {
      const { promoCode, redemptionDetail, ...shown } = offer.settings;
      if (promoCode == null && redemptionDetail == null) return offer.settings;
      return (await mayManageOffer(context.deps, offer, context.viewer?.userId ?? null)) ? offer.settings : shown;
    },
    canManage: (offer, _args, context) => mayManageOffer(context.deps, offer, context.viewer?.userId ?? null),
  },
};

// The redemptions part's GraphQL adapter: thin calls into domain/redemptions.ts.
import type { Resolvers } from "../../graphql/generated.js";
import { requireViewer } from "../../graphql/context.js";
import { offerPrice } from "../../../contract/clubs/redemption-messages.js";
import { myRedemptions, offerOfRedemption, offerRedemptions, redeemOffer, redemptionCheck } from "./domain/redemptions.js";

export const redemptionResolvers: Resolvers = {
  ClubQuery: {
    myRedemptions(_parent, _args, context) {
      return myRedemptions(context.deps, requireViewer(context).userId);
    },
  },
  ClubMutation: {
    redeemOffer(_parent, { offerId, shareContact }, context) {
      return redeemOffer(context.deps, requireViewer(context).userId, { offerId, shareContact });
    },
  },
  Offer: {
    async myRedemption(offer, _args, context) {
      if (!context.viewer) return null;
      const check = await redemptionCheck(context.deps, context.viewer.userId, offer);
      const price = offerPrice(offer);
      return { canRedeem: check.canRedeem, reasons: check.reasons, pointsCost: check.pointsCost, balance: check.standing?.balance ?? null, tierName: check.standing?.tierName ?? null, redeemedCount: check.redeemedCount, priceCents: price?.cents ?? null, currency: price?.currency ?? null };
    },
    redemptions(offer, _args, context) {
      return offerRedemptions(context.deps, requireViewer(context).userId, offer.id);
    },
  },
  OfferRedemption: {
    redemptionId: (redemption) => redemption.id,
    offer: (redemption, _args, context) => offerOfRedemption(context.deps.db, redemption),
    redemptionType: (redemption) => redemption.redemptionType as never,
    passCode: (redemption) => (redemption.redemptionType === "ACCESS_PASS" ? redemption.id : null),
    createdUtc: (redemption) => redemption.createdAt.toISOString(),
  },
};

// The offer orders part's GraphQL adapter: thin calls into domain/, the viewer required.
import type { Resolvers } from "../../graphql/generated.js";
import { requireViewer } from "../../graphql/context.js";
import { cancelOfferOrder, findOfferOrder, redemptionOfOrder, startOfferOrder } from "./domain/offer-orders.js";

export const offerOrderResolvers: Resolvers = {
  ClubQuery: {
    offerOrder(_parent, { orderId }, context) {
      return findOfferOrder(context.deps, requireViewer(context).userId, orderId);
    },
  },
  ClubMutation: {
    async buyOffer(_parent, { offerId, idempotencyKey, shareContact }, context) {
      const viewerId = requireViewer(context).userId;
      const started = await startOfferOrder(context.deps, viewerId, { offerId, idempotencyKey, shareContact });
      return { order: await findOfferOrder(context.deps, viewerId, started.order.id), checkoutUrl: started.checkoutUrl };
    },
    cancelOfferOrder(_parent, { orderId }, context) {
      return cancelOfferOrder(context.deps, requireViewer(context).userId, orderId);
    },
  },
  ClubOfferOrder: {
    orderId: ({ order }) => order.id,
    offer: ({ offer }) => offer,
    offerTitle: ({ order }) => order.offerTitle,
    clubSlug: ({ clubSlug }) => clubSlug,
    amountCents: ({ order }) => order.amountCents,
    currency: ({ order }) => order.currency,
    status: ({ order }) => order.status,
    refusal: ({ order }) => order.refusal,
    redemption: ({ order }, _args, context) => redemptionOfOrder(context.deps, order),
    createdAt: ({ order }) => order.createdAt.toISOString(),
  },
};

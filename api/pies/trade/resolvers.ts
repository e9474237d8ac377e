// The slice trade part's GraphQL adapter: thin calls into domain/, the viewer required.
import type { Resolvers } from "../../graphql/generated.js";
import { requireViewer } from "../../graphql/context.js";
import {
  cancelSliceOrder,
  confirmSliceOrder,
  findSliceOrder,
  sendPieSlices,
  sendSlicesToMyPie,
  sendSlicesToUser,
  sliceOptionsOf,
  startSliceOrder,
  type SliceOrderView,
} from "./domain/trade.js";

function presentOrder({ order, pie, held }: SliceOrderView) {
  return {
    orderId: order.id,
    pie,
    slices: order.slices,
    price: { cents: order.amountCents, currency: order.currency },
    status: order.status,
    slicesHeld: held,
    createdAt: order.createdAt.toISOString(),
  };
}

export const tradeResolvers: Resolvers = {
  PieQuery: {
    async sliceOptions(_parent, { idOrSlug, custom }, context) {
      const options = await sliceOptionsOf(context.deps, idOrSlug, custom ?? null);
      return options.map((option) => ({ slices: option.slices, price: { cents: option.priceCents, currency: option.currency }, isCustom: option.isCustom }));
    },
    async sliceOrder(_parent, { orderId }, context) {
      return presentOrder(await findSliceOrder(context.deps, requireViewer(context).userId, orderId));
    },
  },
  PieMutation: {
    async buySlices(_parent, { pieId, slices, idempotencyKey }, context) {
      const viewerId = requireViewer(context).userId;
      const { order, checkoutUrl } = await startSliceOrder(context.deps, viewerId, { pieId, slices, idempotencyKey });
      return { order: presentOrder(await findSliceOrder(context.deps, viewerId, order.id)), checkoutUrl };
    },
    async confirmSliceOrder(_parent, { orderId }, context) {
      return presentOrder(await confirmSliceOrder(context.deps, requireViewer(context).userId, orderId));
    },
    async cancelSliceOrder(_parent, { orderId }, context) {
      return presentOrder(await cancelSliceOrder(context.deps, requireViewer(context).userId, orderId));
    },
    sendSlices(_parent, { pieId, userName, slices, idempotencyKey }, context) {
      return sendSlicesToUser(context.deps, requireViewer(context).userId, { pieId, userName, slices, idempotencyKey });
    },
    sendSlicesToMyPie(_parent, { pieId, slices, idempotencyKey }, context) {
      return sendSlicesToMyPie(context.deps, requireViewer(context).userId, { pieId, slices, idempotencyKey });
    },
    sendPieSlices(_parent, { pieId, userName, slices, idempotencyKey }, context) {
      return sendPieSlices(context.deps, requireViewer(context).userId, { pieId, userName, slices, idempotencyKey });
    },
  },
};

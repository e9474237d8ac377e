// The slice trade part's GraphQL adapter: thin calls into domain/, the viewer required.
import type { Resolvers } from "../../graphql/generated.js";
import { requireViewer } from "../../graphql/context.js";
import { sliceBalance } from "../domain/access.js";
import { readPieRow } from "../domain/cached.js";
import {
  cancelSliceOrder,
  confirmSliceOrder,
  findSliceOrder,
  sendPieSlices,
  sendSlicesToMyPie,
  sendSlicesToUser,
  sliceOptionsOf,
  startSliceOrder,
  holder,
} from "./domain/trade.js";

export const tradeResolvers: Resolvers = {
  PieQuery: {
    async sliceOptions(_parent, { idOrSlug, custom }, context) {
      const options = await sliceOptionsOf(context.deps, idOrSlug, custom ?? null);
      return options.map((option) => ({ slices: option.slices, price: { cents: option.priceCents, currency: option.currency }, isCustom: option.isCustom }));
    },
    async sliceOrder(_parent, { orderId }, context) {
      return findSliceOrder(context.deps, requireViewer(context).userId, orderId);
    },
  },
  // An order's pie and the buyer's slices are read only when asked for: the trade page's Buy
  // asks for neither on its way to the payment page.
  PieSliceOrder: {
    orderId: (order) => order.id,
    pie: async (order, _args, context) => (await readPieRow(context.deps, order.pieId))!,
    price: (order) => ({ cents: order.amountCents, currency: order.currency }),
    // Read from the ledger, not the cache: the return page shows it right after the payment.
    slicesHeld: (order, _args, context) => sliceBalance(context.deps.db, order.pieId, holder(order.buyerUserId)),
    createdAt: (order) => order.createdAt.toISOString(),
  },
  PieMutation: {
    async buySlices(_parent, { pieId, slices, idempotencyKey }, context) {
      const viewerId = requireViewer(context).userId;
      return startSliceOrder(context.deps, viewerId, { pieId, slices, idempotencyKey });
    },
    async confirmSliceOrder(_parent, { orderId }, context) {
      return confirmSliceOrder(context.deps, requireViewer(context).userId, orderId);
    },
    async cancelSliceOrder(_parent, { orderId }, context) {
      return cancelSliceOrder(context.deps, requireViewer(context).userId, orderId);
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

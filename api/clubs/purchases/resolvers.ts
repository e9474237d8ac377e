// The points purchases part's GraphQL adapter: thin calls into domain/, the viewer required.
import type { Resolvers } from "../../graphql/generated.js";
import type { GraphQLContext } from "../../graphql/context.js";
import { requireViewer } from "../../graphql/context.js";
import { findClubRow } from "../domain/access.js";
import {
  cancelPointsOrder,
  confirmPointsOrder,
  findPointsOrder,
  pointsSalesOf,
  pointsShop,
  startPointsOrder,
  type PointsOrderView,
  type PointsPackage,
} from "./domain/purchases.js";

function presentPackage(pack: PointsPackage) {
  return {
    offerId: pack.offer.id,
    title: pack.offer.title,
    description: pack.offer.description,
    program: pack.offer.program,
    points: pack.points,
    pointsAmount: pack.basePoints,
    repPointsMultiplier: pack.multiplier,
    priceCents: pack.priceCents,
    currency: pack.currency,
    isDefault: pack.isDefault,
  };
}

async function presentOrder(context: GraphQLContext, { order, balance }: PointsOrderView) {
  const club = await findClubRow(context.deps, order.clubId);
  if (!club) throw new Error(`Club ${order.clubId} is missing.`);
  return {
    orderId: order.id,
    club,
    offerTitle: order.offerTitle,
    points: order.points,
    amountCents: order.amountCents,
    currency: order.currency,
    status: order.status,
    balance,
    createdAt: order.createdAt.toISOString(),
  };
}

export const purchasesResolvers: Resolvers = {
  ClubQuery: {
    async pointsShop(_parent, { clubId }, context) {
      const shop = await pointsShop(context.deps, requireViewer(context).userId, clubId);
      return { club: shop.club, isMember: shop.isMember, packages: shop.packages.map(presentPackage) };
    },
    async pointsOrder(_parent, { orderId }, context) {
      return presentOrder(context, await findPointsOrder(context.deps, requireViewer(context).userId, orderId));
    },
    pointsSales(_parent, { clubId }, context) {
      return pointsSalesOf(context.deps, requireViewer(context).userId, clubId);
    },
  },
  ClubMutation: {
    async buyPoints(_parent, { clubId, offerId, idempotencyKey }, context) {
      const viewerId = requireViewer(context).userId;
      const started = await startPointsOrder(context.deps, viewerId, { clubId, offerId, idempotencyKey });
      const view = await findPointsOrder(context.deps, viewerId, started.order.id);
      return { order: await presentOrder(context, view), checkoutUrl: started.checkoutUrl };
    },
    async confirmPointsOrder(_parent, { orderId }, context) {
      return presentOrder(context, await confirmPointsOrder(context.deps, requireViewer(context).userId, orderId));
    },
    async cancelPointsOrder(_parent, { orderId }, context) {
      return presentOrder(context, await cancelPointsOrder(context.deps, requireViewer(context).userId, orderId));
    },
  },
};

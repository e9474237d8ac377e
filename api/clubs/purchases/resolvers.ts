// The points purchases part's GraphQL adapter: thin calls into domain/, the viewer required.
import type { Resolvers } from "../../graphql/generated.js";
import { requireViewer } from "../../graphql/context.js";
import { findClubRow } from "../domain/access.js";
import {
  cancelPointsOrder,
  confirmPointsOrder,
  buyerBalanceOf,
  findPointsOrder,
  pointsSalesOf,
  pointsShop,
  startPointsOrder,
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

export const purchasesResolvers: Resolvers = {
  // An order's club and the buyer's balance are read only when asked (the buy action asks neither).
  ClubPointsOrder: {
    orderId: (order) => order.id,
    club: async (order, _args, context) => {
      const club = await findClubRow(context.deps, order.clubId);
      if (!club) throw new Error(`Club ${order.clubId} is missing.`);
      return club;
    },
    balance: (order, _args, context) => buyerBalanceOf(context.deps, order),
    createdAt: (order) => order.createdAt.toISOString(),
  },
  ClubQuery: {
    async pointsShop(_parent, { clubId }, context) {
      const shop = await pointsShop(context.deps, requireViewer(context).userId, clubId);
      return { club: shop.club, isMember: shop.isMember, packages: shop.packages.map(presentPackage) };
    },
    async pointsOrder(_parent, { orderId }, context) {
      return findPointsOrder(context.deps, requireViewer(context).userId, orderId);
    },
    pointsSales(_parent, { clubId }, context) {
      return pointsSalesOf(context.deps, requireViewer(context).userId, clubId);
    },
  },
  ClubMutation: {
    async buyPoints(_parent, { clubId, offerId, idempotencyKey }, context) {
      const viewerId = requireViewer(context).userId;
      return startPointsOrder(context.deps, viewerId, { clubId, offerId, idempotencyKey });
    },
    async confirmPointsOrder(_parent, { orderId }, context) {
      return confirmPointsOrder(context.deps, requireViewer(context).userId, orderId);
    },
    async cancelPointsOrder(_parent, { orderId }, context) {
      return cancelPointsOrder(context.deps, requireViewer(context).userId, orderId);
    },
  },
};

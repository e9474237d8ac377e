// The pie hub dashboard part's GraphQL adapter: thin calls into domain/, the viewer required.
import type { Resolvers } from "../../graphql/generated.js";
import { requireViewer } from "../../graphql/context.js";
import { pieUpgradeOptions } from "../../../contract/pies/dashboard-messages.js";
import { heldSlicesOf, pieSales, pieSlugAvailability, releasePieSlices, updatePieAppearance, updatePieSlicePrice } from "./domain/dashboard.js";
import { findPieUpgrade, settlePieUpgradeReturn, startPieUpgrade, type UpgradeView } from "./domain/upgrade.js";
import { activatePieAward, awardPie, pendingPieAward } from "./domain/award.js";
import type { PieAwardRow } from "./db.js";

function presentUpgrade({ order, pie }: UpgradeView) {
  return {
    orderId: order.id,
    pie,
    fromMaxSlices: order.fromMaxSlices,
    toMaxSlices: order.toMaxSlices,
    price: { cents: order.amountCents, currency: order.currency },
    status: order.status,
    createdAt: order.createdAt.toISOString(),
  };
}

const presentAward = (award: PieAwardRow) => ({ awardedAt: award.awardedAt.toISOString(), activatedAt: award.activatedAt?.toISOString() ?? null });

export const dashboardResolvers: Resolvers = {
  Pie: {
    heldSlices: (pie) => heldSlicesOf(pie),
    upgradeOptions: (pie) =>
      pie.operationalState === "ACTIVE" && pie.maxSlices
        ? pieUpgradeOptions(pie.maxSlices).map((option) => ({ maxSlices: option.maxSlices, price: { cents: option.priceCents, currency: pie.currency } }))
        : [],
  },
  PieQuery: {
    async sales(_parent, { pieId, sort, first, after, page: pageNumber }, context) {
      const page = await pieSales(context.deps, requireViewer(context).userId, { pieId, sort: sort ?? "NEWEST", first, after, page: pageNumber });
      return {
        ...page,
        nodes: page.nodes.map((sale) => ({
          saleId: sale.orderId,
          buyerUserName: sale.buyerUserName,
          slices: sale.slices,
          amount: { cents: sale.amountCents, currency: sale.currency },
          soldAt: sale.soldAt.toISOString(),
        })),
      };
    },
    slugAvailability(_parent, { pieId, slug }, context) {
      return pieSlugAvailability(context.deps, requireViewer(context).userId, pieId, slug);
    },
    async upgradeOrder(_parent, { orderId }, context) {
      return presentUpgrade(await findPieUpgrade(context.deps, requireViewer(context).userId, orderId));
    },
    async myPendingAward(_parent, _args, context) {
      const award = await pendingPieAward(context.deps, requireViewer(context).userId);
      return award ? presentAward(award) : null;
    },
  },
  PieMutation: {
    updateAppearance(_parent, { pieId, input }, context) {
      return updatePieAppearance(context.deps, requireViewer(context).userId, pieId, input);
    },
    updateSlicePrice(_parent, { pieId, slicePriceCents }, context) {
      return updatePieSlicePrice(context.deps, requireViewer(context).userId, pieId, slicePriceCents);
    },
    releaseSlices(_parent, { pieId, slices, idempotencyKey }, context) {
      return releasePieSlices(context.deps, requireViewer(context).userId, { pieId, slices, idempotencyKey });
    },
    async upgrade(_parent, { pieId, toMaxSlices, idempotencyKey }, context) {
      const viewerId = requireViewer(context).userId;
      const { order, checkoutUrl } = await startPieUpgrade(context.deps, viewerId, { pieId, toMaxSlices, idempotencyKey });
      return { order: presentUpgrade(await findPieUpgrade(context.deps, viewerId, order.id)), checkoutUrl };
    },
    async returnFromUpgrade(_parent, { orderId, left }, context) {
      return presentUpgrade(await settlePieUpgradeReturn(context.deps, requireViewer(context).userId, orderId, left ?? false));
    },
    async award(_parent, { userName }, context) {
      return presentAward(await awardPie(context.deps, requireViewer(context), userName));
    },
    async activateAward(_parent, _args, context) {
      return presentAward(await activatePieAward(context.deps, requireViewer(context).userId));
    },
  },
};

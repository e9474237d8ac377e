// The pie area's GraphQL adapter: thin calls into domain/, the viewer required for every
// mutation. A pie's fields derive the contract's from the row.
import type { Resolvers } from "../graphql/generated.js";
import { requireViewer } from "../graphql/context.js";
import { notFound } from "../kernel/errors.js";
import { PIE_LAYERS, pieLayerImage, pieMessages as m, type PieAppearance } from "../../contract/pies/messages.js";
import { readMyPie, readPieRow } from "./domain/cached.js";
import { piePermissions } from "../../contract/pies/permissions.js";
import { appearanceVersion } from "../../contract/pies/appearance-version.js";
import { createPie, discardEmptyDraft, savePieAppearance, savePieDetails, savePieSlices, startPie, updatePieDetails } from "./domain/pies.js";
import { checkoutPie } from "./domain/settlement.js";
import { pieFloatPercentage, pieTotalValue, type PieBalance } from "./domain/balance.js";
import type { GraphQLContext } from "../graphql/context.js";
import type { PieRow } from "./db.js";
import { isPublicPie } from "./fans/domain/wishes.js";

/** The chosen layers, bottom to top, each with its picture: the one kept when the layers were saved (ADR 0085); older rows name a built-in file. */
function chosenLayers(pie: { appearance: PieAppearance; layerImages: PieAppearance }) {
  return PIE_LAYERS.flatMap((layer) => {
    const value = pie.appearance[layer];
    return value ? [{ layer, value, imageUrl: pie.layerImages[layer] ?? pieLayerImage(layer, value) }] : [];
  });
}

/** The viewer's permissions on the pie (empty for everyone but its owner and moderators), through the request's loader. */
async function viewerPermissions(context: GraphQLContext, pie: PieRow) {
  const viewerId = context.viewer?.userId ?? null;
  if (!viewerId) return [];
  if (pie.createdBy === viewerId) return piePermissions({ ownerUserId: pie.createdBy, moderators: [] }, viewerId);
  const roles = await context.loaders.pieViewerRoles.load(pie.id);
  return piePermissions({ ownerUserId: pie.createdBy, moderators: roles.map((role) => ({ userId: viewerId, role })) }, viewerId);
}

/** A pie's balance for its team; null for anyone else. */
async function teamBalance(context: GraphQLContext, pie: PieRow): Promise<PieBalance | null> {
  return (await viewerPermissions(context, pie)).length > 0 ? context.loaders.pieBalance.load(pie.id) : null;
}

export const pieResolvers: Resolvers = {
  PieQuery: {
    myPie(_parent, _args, context) {
      return readMyPie(context.deps, requireViewer(context).userId);
    },
    async bySlugOrId(_parent, { idOrSlug }, context) {
      const pie = await readPieRow(context.deps, idOrSlug);
      const viewerId = context.viewer?.userId ?? null;
      // A created pie is public while its creation is paid (ADR 0069: fans may wish it); a draft is its owner's.
      if (!pie || (!isPublicPie(pie) && pie.createdBy !== viewerId)) throw notFound(m.notFound);
      return pie;
    },
  },
  PieMutation: {
    start(_parent, _args, context) {
      return startPie(context.deps, requireViewer(context).userId);
    },
    discardEmptyDraft(_parent, _args, context) {
      return discardEmptyDraft(context.deps, requireViewer(context).userId);
    },
    saveDetails(_parent, { input }, context) {
      return savePieDetails(context.deps, requireViewer(context).userId, input);
    },
    updateDetails(_parent, { pieId, input }, context) {
      return updatePieDetails(context.deps, requireViewer(context).userId, pieId, input);
    },
    saveAppearance(_parent, { input }, context) {
      return savePieAppearance(context.deps, requireViewer(context).userId, input);
    },
    saveSlices(_parent, { input }, context) {
      return savePieSlices(context.deps, requireViewer(context).userId, input);
    },
    create(_parent, _args, context) {
      return createPie(context.deps, requireViewer(context).userId);
    },
    checkout(_parent, _args, context) {
      return checkoutPie(context.deps, requireViewer(context).userId);
    },
  },
  Pie: {
    pieId: (pie) => pie.id,
    slicePrice: (pie) => (pie.slicePriceCents === null ? null : { cents: pie.slicePriceCents, currency: pie.currency }),
    creationPrice: (pie) => (pie.creationPriceCents === null ? null : { cents: pie.creationPriceCents, currency: pie.currency }),
    appearance: (pie) => chosenLayers(pie),
    appearanceVersion: (pie) => appearanceVersion(chosenLayers(pie)),
    // Through a loader: a list of pies (the trade hub) reads its slices for sale in one query.
    availableSlices: (pie, _args, context) => (pie.operationalState === "ACTIVE" ? context.loaders.pieAvailableSlices.load(pie.id) : 0),
    createdUtc: (pie) => pie.createdAt.toISOString(),
    async createdBy(pie, _args, context) {
      const owner = await context.loaders.user.load(pie.createdBy);
      if (!owner) throw new Error(`Owner ${pie.createdBy} of pie ${pie.id} is missing.`);
      return owner;
    },
    // The fan side's counts (fans/, ADR 0069): wishes, and holders with a balance above 0.
    wishersCount: (pie, _args, context) => context.loaders.pieWishersCount.load(pie.id),
    totalMembers: (pie, _args, context) => context.loaders.pieMemberCount.load(pie.id),
    totalValue: (pie) => pieTotalValue(pie),
    // The ledger's whole story of the pie: its team's only.
    async pieBalance(pie, _args, context) {
      const balance = await teamBalance(context, pie);
      if (!balance) return null;
      const availableSlices = pie.operationalState === "ACTIVE" ? await context.loaders.pieAvailableSlices.load(pie.id) : 0;
      return { ...balance, availableSlices };
    },
    async floatPercentage(pie, _args, context) {
      const balance = await teamBalance(context, pie);
      return balance ? pieFloatPercentage(pie, balance.slicesOwnedByUsers) : null;
    },
    // Through a loader: a list of pies (the hub's picker) asks once for the viewer's roles.
    userPermissions: (pie, _args, context) => viewerPermissions(context, pie),
  },
};

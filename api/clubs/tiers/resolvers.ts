// A club's loyalty tiers: thin calls into domain/. A club's tiers read through the area's loader.
import type { Resolvers } from "../../graphql/generated.js";
import { requireViewer } from "../../graphql/context.js";
import { brandColorOf } from "../../../contract/clubs/colors.js";
import { createTier, deleteTier, updateTier } from "./domain/tiers.js";

export const clubTierResolvers: Resolvers = {
  ClubMutation: {
    createTier(_parent, { clubId, input }, context) {
      return createTier(context.deps, requireViewer(context).userId, clubId, input);
    },
    updateTier(_parent, { tierId, input }, context) {
      return updateTier(context.deps, requireViewer(context).userId, tierId, input);
    },
    deleteTier(_parent, { tierId }, context) {
      return deleteTier(context.deps, requireViewer(context).userId, tierId);
    },
  },
  Club: {
    tiers: (club, _args, context) => context.loaders.clubTiers.load(club.id),
  },
  ClubTier: {
    tierId: (tier) => tier.id,
    color: (tier) => brandColorOf(tier.color, (value) => console.warn(`Club tier ${tier.id} has an invalid colour: ${value}`)),
  },
};

// A club's loyalty tiers: thin calls into domain/. A club's tiers read through the area's loader.
import type { Resolvers } from "../../graphql/generated.js";
import { requireViewer } from "../../graphql/context.js";
import { brandColorOf } from "../../../contract/clubs/colors.js";
import { createTier, deleteTier, updateTier } from "./domain/tiers.js";
import { requireClubPermission } from "../domain/access.js";
import { completeImageUploadFor, presignImageUploadFor } from "../../media/graphql-uploads.js";

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
    // Tiers are changed by those who may edit the club: so are their images (docs/decisions/0086).
    async presignTierImageUpload(_parent, { clubId, contentType }, context) {
      const viewer = requireViewer(context);
      await requireClubPermission(context.deps, viewer.userId, clubId, "EDIT_CLUB");
      return presignImageUploadFor(context, viewer.userId, contentType);
    },
    async completeTierImageUpload(_parent, { clubId, uploadId }, context) {
      const viewer = requireViewer(context);
      await requireClubPermission(context.deps, viewer.userId, clubId, "EDIT_CLUB");
      return completeImageUploadFor(context, viewer.userId, uploadId);
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

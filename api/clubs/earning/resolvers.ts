// The earning part's GraphQL adapter: the bonus a manager gives (ADR 0071), claims and their
// decisions, and the member's invite code (ADR 0079).
import type { Resolvers } from "../../graphql/generated.js";
import { requireViewer } from "../../graphql/context.js";
import { giveBonus } from "./domain/earning.js";
import { claimRule, claimsOfOffer, decideClaim, latestClaimsOf, mayClaim } from "./domain/claims.js";
import { invitePoints, myInviteCode } from "./domain/invites.js";
import { isClaimable, isInviteRule } from "../../../contract/clubs/claims.js";

export const earningResolvers: Resolvers = {
  ClubMutation: {
    async giveBonus(_parent, { offerId, userName }, context) {
      const { entry } = await giveBonus(context.deps, requireViewer(context).userId, { offerId, userName });
      return { entry, amount: entry.amount, counterpartyUserId: null };
    },
    claimPoints(_parent, { offerId, note, link }, context) {
      return claimRule(context.deps, requireViewer(context).userId, { offerId, note, link });
    },
    decideClaim(_parent, { claimId, approve, reason }, context) {
      return decideClaim(context.deps, requireViewer(context).userId, { claimId, approve, reason });
    },
  },
  Offer: {
    claimable: (offer) => isClaimable(offer),
    isInviteRule: (offer) => isInviteRule(offer),
    async myClaim(offer, _args, context) {
      if (!context.viewer || !isClaimable(offer)) return null;
      return (await latestClaimsOf(context.deps.db, context.viewer.userId, [offer.id])).get(offer.id) ?? null;
    },
    canClaim(offer, _args, context) {
      return context.viewer ? mayClaim(context.deps, context.viewer.userId, offer) : false;
    },
    claims(offer, _args, context) {
      return claimsOfOffer(context.deps, requireViewer(context).userId, offer);
    },
  },
  Club: {
    async myInviteCode(club, _args, context) {
      if (!context.viewer) return null;
      const isMember = (await context.loaders.myClubMembership.load(club.id)) !== null;
      return myInviteCode(context.deps, club.id, isMember, () => context.loaders.myClubInviteCode.load(club.id));
    },
    invitePoints: (club, _args, context) => invitePoints(context.deps, club.id),
  },
  ClubClaim: {
    claimId: (claim) => claim.id,
    createdUtc: (claim) => claim.createdAt.toISOString(),
    decidedUtc: (claim) => claim.decidedAt?.toISOString() ?? null,
    userName: (claim) => claim.userName ?? null,
    memberName: (claim) => claim.memberName ?? null,
  },
};

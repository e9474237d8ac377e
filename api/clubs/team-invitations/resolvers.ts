// Team invitations' GraphQL adapter: thin calls into domain/, the viewer required for every mutation.
import type { Resolvers } from "../../graphql/generated.js";
import { requireViewer, type GraphQLContext } from "../../graphql/context.js";
import { findClubRow } from "../domain/access.js";
import { myTeamInvitations, pendingTeamInvitationsOf, respondToTeamInvitation, revokeTeamInvitation, inviteTeamMember } from "./domain/invitations.js";

async function userOf(context: GraphQLContext, userId: string) {
  const user = await context.loaders.user.load(userId);
  if (!user) throw new Error(`User ${userId} of a club team invitation is missing.`);
  return user;
}

export const teamInvitationResolvers: Resolvers = {
  Club: {
    pendingTeamInvitations(club, _args, context) {
      return pendingTeamInvitationsOf(context.deps, context.viewer?.userId ?? null, club);
    },
  },
  ClubQuery: {
    myTeamInvitations(_parent, _args, context) {
      return myTeamInvitations(context.deps, requireViewer(context).userId);
    },
  },
  ClubMutation: {
    inviteTeamMember(_parent, { clubId, userName, role, kind }, context) {
      return inviteTeamMember(context.deps, requireViewer(context).userId, { clubId, userName, role, kind });
    },
    revokeTeamInvitation(_parent, { clubId, invitationId }, context) {
      return revokeTeamInvitation(context.deps, requireViewer(context).userId, clubId, invitationId);
    },
    respondToTeamInvitation(_parent, { invitationId, accept }, context) {
      return respondToTeamInvitation(context.deps, requireViewer(context).userId, invitationId, accept);
    },
  },
  ClubTeamInvitation: {
    invitationId: (invitation) => invitation.id,
    // The club's name as it is now: one read per invitation (a member holds few).
    async clubName(invitation, _args, context) {
      return (await findClubRow(context.deps.db, invitation.clubId))?.name ?? "";
    },
    async clubSlug(invitation, _args, context) {
      return (await findClubRow(context.deps.db, invitation.clubId))?.slug ?? "";
    },
    async clubImageUrl(invitation, _args, context) {
      return (await findClubRow(context.deps.db, invitation.clubId))?.imageUrl ?? null;
    },
    invitee: (invitation, _args, context) => userOf(context, invitation.invitedUserId),
    invitedBy: (invitation, _args, context) => userOf(context, invitation.invitedByUserId),
    createdUtc: (invitation) => invitation.createdAt.toISOString(),
    expiresUtc: (invitation) => invitation.expiresAt.toISOString(),
  },
};

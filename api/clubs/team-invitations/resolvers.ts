// Team invitations' GraphQL adapter: thin calls into domain/, the viewer required for every mutation.
import type { Resolvers } from "../../graphql/generated.js";
import { requireViewer, type GraphQLContext } from "../../graphql/context.js";
import { findClubRow } from "../domain/access.js";
import type { ClubRow } from "../db.js";
import { myTeamInvitations, pendingTeamInvitationsOf, respondToTeamInvitation, revokeTeamInvitation, inviteTeamMember } from "./domain/invitations.js";

/** The invitation's club, read once per request however many of its fields are asked. */
const clubReads = new WeakMap<GraphQLContext, Map<string, Promise<ClubRow | null>>>();
function clubOf(context: GraphQLContext, clubId: string): Promise<ClubRow | null> {
  let reads = clubReads.get(context);
  if (!reads) clubReads.set(context, (reads = new Map()));
  let read = reads.get(clubId);
  if (!read) reads.set(clubId, (read = findClubRow(context.deps, clubId)));
  return read;
}

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
    // The club as it is now (its name may have changed since the invitation).
    clubName: async (invitation, _args, context) => (await clubOf(context, invitation.clubId))?.name ?? "",
    clubSlug: async (invitation, _args, context) => (await clubOf(context, invitation.clubId))?.slug ?? "",
    clubImageUrl: async (invitation, _args, context) => (await clubOf(context, invitation.clubId))?.imageUrl ?? null,
    invitee: (invitation, _args, context) => userOf(context, invitation.invitedUserId),
    invitedBy: (invitation, _args, context) => userOf(context, invitation.invitedByUserId),
    createdUtc: (invitation) => invitation.createdAt.toISOString(),
    expiresUtc: (invitation) => invitation.expiresAt.toISOString(),
  },
};

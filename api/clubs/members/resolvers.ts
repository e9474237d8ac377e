// Finding and joining clubs: thin calls into domain/. The club's member fields read through the
// area's loaders, so a page of clubs asks once for its counts and the viewer's memberships.
import type { Resolvers } from "../../graphql/generated.js";
import { limitRate, refreshLoaders, requireViewer } from "../../graphql/context.js";
import { featuredClubs, myMemberships, newestClubs, searchClubs } from "./domain/discover.js";
import { clubJoinCode, isOpenToJoin, joinClubAsViewer, leaveClub } from "./domain/joining.js";
import { CLUB_SEARCH_RATE_LIMIT } from "../../../contract/clubs/members-messages.js";

export const clubMemberResolvers: Resolvers = {
  ClubQuery: {
    async search(_parent, { keyword, first, after }, context) {
      // Per member, or per address when signed out, like the other lookups.
      const who = context.viewer ? `user:${context.viewer.userId}` : `ip:${context.clientIp ?? "unknown"}`;
      await limitRate(context, `club-search:${who}`, CLUB_SEARCH_RATE_LIMIT);
      const page = await searchClubs(context.deps.db, { keyword, first, after });
      return { nodes: page.nodes, totalCount: page.totalCount, pageInfo: { hasNextPage: page.hasNextPage, endCursor: page.endCursor } };
    },
    featured(_parent, { first }, context) {
      return featuredClubs(context.deps.db, first);
    },
    newest(_parent, { first }, context) {
      return newestClubs(context.deps.db, first);
    },
    async myMemberships(_parent, { first }, context) {
      const rows = await myMemberships(context.deps.db, requireViewer(context).userId, first);
      return rows.map((row) => ({ club: row.club, joinedAt: row.joinedAt.toISOString() }));
    },
  },
  ClubMutation: {
    async join(_parent, { clubId, joinCode, ref }, context) {
      const { club } = await joinClubAsViewer(context.deps, context.deps.codeKey, requireViewer(context).userId, clubId, joinCode, ref);
      await refreshLoaders(context);
      return club;
    },
    async joinBySlug(_parent, { slug, joinCode, ref }, context) {
      const { club } = await joinClubAsViewer(context.deps, context.deps.codeKey, requireViewer(context).userId, slug, joinCode, ref);
      await refreshLoaders(context);
      return club;
    },
    async leave(_parent, { clubId }, context) {
      const club = await leaveClub(context.deps, requireViewer(context).userId, clubId);
      await refreshLoaders(context);
      return club;
    },
  },
  Club: {
    async canJoin(club, _args, context) {
      if (!isOpenToJoin(club)) return false;
      if (!context.viewer) return true;
      return !(await context.loaders.myClubMembership.load(club.id));
    },
    async isMember(club, _args, context) {
      return context.viewer ? Boolean(await context.loaders.myClubMembership.load(club.id)) : false;
    },
    memberCount: (club, _args, context) => context.loaders.clubMemberCount.load(club.id),
    async membership(club, _args, context) {
      const membership = context.viewer ? await context.loaders.myClubMembership.load(club.id) : null;
      return membership ? { joinedAt: membership.joinedAt.toISOString() } : null;
    },
    async joinCode(club, _args, context) {
      if (!context.viewer) return null;
      const roles = club.ownerUserId === context.viewer.userId ? null : await context.loaders.myClubRoles.load(club.id);
      return roles === null || roles.length > 0 ? clubJoinCode(context.deps.codeKey, club.id) : null;
    },
  },
};

// The comments part's GraphQL adapter (spec 2 §3 Comment): Event.comments and the comment
// mutations. The rules are in domain/ (reading.ts, rules.ts, writing.ts); mutations answer
// with the top comment the change belongs to, as the page shows it.
import { relationOf, type ViewerRelation } from "../domain/access.js";
import { findCommentPage, findCommentView, findLiveComment } from "./domain/reading.js";
import { deleteComment, postComment, reactToComment, removeCommentReaction } from "./domain/writing.js";
import { MAX_LISTED_REACTIONS } from "../loaders.js";
import type { EventRow } from "../db.js";
import { refreshLoaders, requireViewer, type GraphQLContext } from "../../graphql/context.js";
import type { Resolvers } from "../../graphql/generated.js";

export const commentResolvers: Resolvers = {
  EventMutation: {
    async comment(_parent, { input }, context) {
      const viewer = requireViewer(context);
      const { topCommentId, relation } = await postComment(context.deps, viewer.userId, input);
      await refreshLoaders(context);
      return findCommentView(context.deps.db, topCommentId, relation);
    },
    async reactToComment(_parent, { commentId, reaction }, context) {
      const viewer = requireViewer(context);
      const { topCommentId, relation } = await reactToComment(context.deps, viewer.userId, commentId, reaction);
      await refreshLoaders(context);
      return findCommentView(context.deps.db, topCommentId, relation);
    },
    async removeCommentReaction(_parent, { commentId, reaction }, context) {
      const viewer = requireViewer(context);
      const { topCommentId, relation } = await removeCommentReaction(context.deps, viewer.userId, commentId, reaction);
      await refreshLoaders(context);
      return findCommentView(context.deps.db, topCommentId, relation);
    },
    async deleteComment(_parent, { commentId }, context) {
      const viewer = requireViewer(context);
      await deleteComment(context.deps, viewer.userId, commentId);
      await refreshLoaders(context);
      return true;
    },
  },

  Event: {
    async comments(event, { first, after }, context) {
      return findCommentPage(context.deps, event, await relationTo(event, context), { first, after });
    },
    // Reached through the event, so only by a viewer who may see it: the comments' own check.
    async comment(event, { commentId }, context) {
      const row = await findLiveComment(context.deps.db, commentId);
      if (!row || row.eventId !== event.id) return null;
      return findCommentView(context.deps.db, row.id, await relationTo(event, context));
    },
  },

  CommentConnection: {
    nodes: (page) => page.comments,
    pageInfo: (page) => ({ hasNextPage: page.hasNextPage, endCursor: page.endCursor }),
    canComment: (page) => page.canComment,
  },

  // The parent is the domain's CommentView (scripts/codegen.mjs).
  Comment: {
    commentId: (view) => view.row.id,
    comment: (view) => view.row.body,
    createdAt: (view) => view.row.createdAt.toISOString(),
    parentCommentId: (view) => view.row.parentCommentId,
    async author(view, _args, context) {
      const author = await context.loaders.user.load(view.row.authorUserId);
      if (!author) throw new Error(`Author ${view.row.authorUserId} of comment ${view.row.id} is missing.`);
      return author;
    },
    medias: (view) => view.medias,
    reactionCounts: (view) => view.reactions,
    async reactions(view, { first }, context) {
      const rows = (await context.loaders.commentReactions.load(view.row.id)).slice(0, Math.max(0, Math.min(first, MAX_LISTED_REACTIONS)));
      const users = await context.loaders.user.loadMany(rows.map((row) => row.userId));
      return rows.flatMap((row, index) => {
        const user = users[index];
        return user && !(user instanceof Error) ? [{ reactionId: row.id, reaction: row.reaction, user }] : [];
      });
    },
    replies: (view) => view.replies,
    canDelete: (view) => view.canDelete,
  },
};

async function relationTo(event: EventRow, context: GraphQLContext): Promise<ViewerRelation> {
  const viewerId = context.viewer?.userId ?? null;
  const [attendee, managesClub] = await Promise.all([
    viewerId ? context.loaders.myAttendee.load(event.id) : null,
    viewerId && event.clubId ? context.loaders.managesClubEvents.load(event.clubId) : false,
  ]);
  return relationOf(event, viewerId, attendee, managesClub);
}

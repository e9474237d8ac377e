// A pie's team and ownership, the GraphQL adapter (ADR 0073): thin calls into domain/team.ts,
// the viewer required for every mutation; the team and a pending transfer shown only to the
// pie's owner and moderators (and a transfer to the member asked).
import type { Resolvers } from "../../graphql/generated.js";
import { requireViewer, type GraphQLContext } from "../../graphql/context.js";
import { findPieRow, permissionsOn } from "../domain/access.js";
import DataLoader from "dataloader";
import type { PieOwnershipTransferRow } from "./db.js";
import { answerTransfer, cancelTransfer, deleteModerator, grantModerator, listModerators, pendingTransfersOf, requestTransfer, transfersOfferedTo } from "./domain/team.js";

const pendingLoaders = new WeakMap<GraphQLContext, DataLoader<string, PieOwnershipTransferRow | null>>();

/** A pie's pending transfer, read once a request for every pie asked (isTransfering and pendingTransfer share it). */
function pendingTransferOf(context: GraphQLContext, pieId: string): Promise<PieOwnershipTransferRow | null> {
  let loader = pendingLoaders.get(context);
  if (!loader) {
    loader = new DataLoader(async (ids) => {
      const byPie = await pendingTransfersOf(context.deps.db, ids);
      return ids.map((id) => byPie.get(id) ?? null);
    });
    pendingLoaders.set(context, loader);
  }
  return loader.load(pieId);
}

async function userOf(context: GraphQLContext, userId: string) {
  const user = await context.loaders.user.load(userId);
  if (!user) throw new Error(`User ${userId} is missing.`);
  return user;
}

export const pieTeamResolvers: Resolvers = {
  PieQuery: {
    myTransferRequests(_parent, _args, context) {
      return transfersOfferedTo(context.deps.db, requireViewer(context).userId);
    },
  },
  PieMutation: {
    async grantModerator(_parent, { pieId, userName, pieRole }, context) {
      return (await grantModerator(context.deps, requireViewer(context).userId, { pieId, userName, pieRole })).moderator;
    },
    async deleteModerator(_parent, { pieId, moderatorId }, context) {
      return (await deleteModerator(context.deps, requireViewer(context).userId, pieId, moderatorId)).moderator;
    },
    transferPie(_parent, { pieId, userName }, context) {
      return requestTransfer(context.deps, requireViewer(context).userId, pieId, userName);
    },
    cancelTransfer(_parent, { pieId }, context) {
      return cancelTransfer(context.deps, requireViewer(context).userId, pieId);
    },
    acceptOwnership(_parent, { transferId }, context) {
      return answerTransfer(context.deps, requireViewer(context).userId, transferId, true);
    },
    rejectOwnership(_parent, { transferId }, context) {
      return answerTransfer(context.deps, requireViewer(context).userId, transferId, false);
    },
  },
  Pie: {
    async moderators(pie, _args, context) {
      const permissions = await permissionsOn(context.deps.db, pie, context.viewer?.userId ?? null);
      return permissions.length ? listModerators(context.deps.db, pie.id) : [];
    },
    async isTransfering(pie, _args, context) {
      return (await pendingTransferOf(context, pie.id)) !== null;
    },
    async pendingTransfer(pie, _args, context) {
      const viewerId = context.viewer?.userId ?? null;
      const pending = await pendingTransferOf(context, pie.id);
      if (!pending || !viewerId) return null;
      if (pending.toUserId === viewerId) return pending;
      return (await permissionsOn(context.deps.db, pie, viewerId)).length ? pending : null;
    },
  },
  PieModerator: {
    moderatorId: (row) => row.id,
    user: (row, _args, context) => userOf(context, row.userId),
    pieRole: (row) => row.role,
    assignedUtc: (row) => row.assignedAt.toISOString(),
  },
  PieOwnershipTransfer: {
    transferId: (row) => row.id,
    async pie(row, _args, context) {
      const pie = await findPieRow(context.deps.db, row.pieId);
      if (!pie) throw new Error(`Pie ${row.pieId} of transfer ${row.id} is missing.`);
      return pie;
    },
    from: (row, _args, context) => userOf(context, row.fromUserId),
    to: (row, _args, context) => userOf(context, row.toUserId),
    requestedBy: (row, _args, context) => userOf(context, row.requestedBy),
    requestedUtc: (row) => row.createdAt.toISOString(),
  },
};

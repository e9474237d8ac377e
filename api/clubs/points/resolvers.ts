// The rep points part's GraphQL adapter: thin calls into domain/, the viewer required for every
// field. Clubs and members named by entries and trades are read once per request.
import DataLoader from "dataloader";
import type { Resolvers } from "../../graphql/generated.js";
import type { GraphQLContext } from "../../graphql/context.js";
import { oncePerRequest, requireViewer } from "../../graphql/context.js";
import type { ClubRow } from "../db.js";
import { findClubRow } from "../domain/access.js";
import { grantPoints } from "./domain/points.js";
import { acceptTrade, cancelTrade, rejectTrade, requestTrade } from "./domain/trades.js";
import { clubPointsOverview, myHistory, myStandings, myTradeHistory, myTradeRequests } from "./domain/reading.js";
import { brandColorOf } from "../../../contract/clubs/colors.js";

const clubLoaders = new WeakMap<GraphQLContext, DataLoader<string, ClubRow>>();

function loadClub(context: GraphQLContext, clubId: string): Promise<ClubRow> {
  let loader = clubLoaders.get(context);
  if (!loader) {
    // Each club row is in the read cache (findClubRow): a page of history names them without a query.
    loader = new DataLoader<string, ClubRow>(async (ids) => {
      const rows = await Promise.all(ids.map((id) => findClubRow(context.deps, id)));
      return rows.map((row, i) => row ?? new Error(`Club ${ids[i]} is missing.`));
    });
    clubLoaders.set(context, loader);
  }
  return loader.load(clubId);
}

/** The viewer's standings in every club they belong to, read once per request (myPoints, and each club's myStanding). */
const viewerStandings = oncePerRequest((context) => myStandings(context.deps, requireViewer(context).userId));

async function loadUser(context: GraphQLContext, userId: string) {
  const user = await context.loaders.user.load(userId);
  if (!user) throw new Error(`Member ${userId} is missing.`);
  return user;
}

export const pointsResolvers: Resolvers = {
  ClubQuery: {
    myPoints(_parent, _args, context) {
      return viewerStandings(context);
    },
    myPointsHistory(_parent, { clubId, first, after }, context) {
      return myHistory(context.deps, requireViewer(context).userId, { clubId, first, after });
    },
    myTradeRequests(_parent, _args, context) {
      return myTradeRequests(context.deps, requireViewer(context).userId);
    },
    myTradeHistory(_parent, { first, after }, context) {
      return myTradeHistory(context.deps, requireViewer(context).userId, { first, after });
    },
    pointsOverview(_parent, { clubId }, context) {
      return clubPointsOverview(context.deps, requireViewer(context).userId, clubId);
    },
  },
  ClubMutation: {
    requestPointsTrade(_parent, { clubId, userName, points, idempotencyKey }, context) {
      return requestTrade(context.deps, requireViewer(context).userId, { clubId, userName, amount: points, idempotencyKey });
    },
    acceptPointsTrade(_parent, { tradeId, idempotencyKey }, context) {
      return acceptTrade(context.deps, requireViewer(context).userId, tradeId, idempotencyKey);
    },
    rejectPointsTrade(_parent, { tradeId, idempotencyKey }, context) {
      return rejectTrade(context.deps, requireViewer(context).userId, tradeId, idempotencyKey);
    },
    cancelPointsTrade(_parent, { tradeId, idempotencyKey }, context) {
      return cancelTrade(context.deps, requireViewer(context).userId, tradeId, idempotencyKey);
    },
    async grantPoints(_parent, { clubId, userName, points, reason, idempotencyKey }, context) {
      const { entry } = await grantPoints(context.deps, requireViewer(context).userId, { clubId, userName, amount: points, reason, idempotencyKey });
      return { entry, amount: entry.amount, counterpartyUserId: null };
    },
  },
  Club: {
    async myStanding(club, _args, context) {
      if (!context.viewer) return null;
      const standings = await viewerStandings(context);
      return standings.find((standing) => standing.club.id === club.id) ?? null;
    },
  },
  ClubPointsEntryConnection: {
    totalCount: (page) => page.totalCount(),
  },
  ClubPointsTradeConnection: {
    totalCount: (page) => page.totalCount(),
  },
  ClubPointsTier: {
    color: (tier) => brandColorOf(tier.color, (value) => console.warn(`Club tier ${tier.id} has an invalid colour: ${value}`)),
  },
  ClubPointsEntry: {
    entryId: (view) => view.entry.id,
    club: (view, _args, context) => loadClub(context, view.entry.clubId),
    amount: (view) => view.amount,
    reasonCode: (view) => view.entry.reasonCode,
    reason: (view) => view.entry.reason,
    sourceKind: (view) => view.entry.sourceKind,
    sourceId: (view) => view.entry.sourceId,
    counterparty: (view, _args, context) => (view.counterpartyUserId ? loadUser(context, view.counterpartyUserId) : null),
    createdAt: (view) => view.entry.createdAt.toISOString(),
  },
  ClubPointsTrade: {
    tradeId: (trade) => trade.id,
    club: (trade, _args, context) => loadClub(context, trade.clubId),
    from: (trade, _args, context) => loadUser(context, trade.fromUserId),
    to: (trade, _args, context) => loadUser(context, trade.toUserId),
    points: (trade) => trade.amount,
    createdAt: (trade) => trade.createdAt.toISOString(),
    settledAt: (trade) => trade.settledAt?.toISOString() ?? null,
    incoming: (trade, _args, context) => trade.toUserId === context.viewer?.userId,
  },
  ClubPointsMemberBalance: {
    user: (row, _args, context) => loadUser(context, row.userId),
    joinedAt: (row) => row.joinedAt.toISOString(),
  },
};

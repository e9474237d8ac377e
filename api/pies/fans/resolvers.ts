// The pies' fan side's GraphQL adapter: thin calls into domain/, the viewer required where the
// answer is theirs (ADR 0069).
import type { Resolvers } from "../../graphql/generated.js";
import { refreshLoaders, requireViewer } from "../../graphql/context.js";
import { holdingPies, tradingTransactions } from "./domain/holdings.js";
import { featuredPie, myModeratorPies, myPies, randomSlider, readPies } from "./domain/lists.js";
import { unwishPie, wishPie } from "./domain/wishes.js";

export const pieFanResolvers: Resolvers = {
  PieQuery: {
    search(_parent, { type, keyword, first, after }, context) {
      return readPies(context.deps, context.viewer?.userId ?? null, context.deps.clock(), { type, keyword, first, after });
    },
    randomSlider(_parent, { first }, context) {
      return randomSlider(context.deps, context.viewer?.userId ?? null, context.deps.clock(), first);
    },
    featuredPie(_parent, _args, context) {
      return featuredPie(context.deps, context.deps.clock());
    },
    myPies(_parent, _args, context) {
      return myPies(context.deps.db, requireViewer(context).userId);
    },
    myModeratorPies(_parent, _args, context) {
      return myModeratorPies(context.deps.db, requireViewer(context).userId);
    },
    async holdingPies(_parent, { keyword, sort, first, after }, context) {
      const page = await holdingPies(context.deps.db, requireViewer(context).userId, { keyword, sort, first, after });
      return {
        ...page,
        nodes: page.nodes.map((node) => ({
          pie: node.pie,
          slices: node.slices,
          value: node.valueCents === null ? null : { cents: node.valueCents, currency: node.pie.currency },
          lastReceivedUtc: node.lastReceivedAt.toISOString(),
        })),
      };
    },
    async tradingTransactions(_parent, { pieId, onlyMyTransaction, first, after }, context) {
      const page = await tradingTransactions(context.deps, requireViewer(context).userId, { pieId, onlyMyTransaction, first, after });
      return {
        ...page,
        nodes: await Promise.all(
          page.nodes.map(async (node) => ({
            transactionId: node.id,
            type: node.reason,
            slices: node.slices,
            from: node.fromUserId ? await context.loaders.user.load(node.fromUserId) : null,
            to: node.toUserId ? await context.loaders.user.load(node.toUserId) : null,
            createdUtc: node.createdAt.toISOString(),
          })),
        ),
      };
    },
  },
  PieMutation: {
    async wish(_parent, { pieId }, context) {
      const pie = await wishPie(context.deps, requireViewer(context).userId, pieId);
      await refreshLoaders(context);
      return pie;
    },
    async unwish(_parent, { pieId }, context) {
      const pie = await unwishPie(context.deps, requireViewer(context).userId, pieId);
      await refreshLoaders(context);
      return pie;
    },
  },
  Pie: {
    wished: (pie, _args, context) => context.loaders.pieWishedByViewer.load(pie.id),
    slicesHeld: (pie, _args, context) => context.loaders.pieSlicesHeld.load(pie.id),
  },
};

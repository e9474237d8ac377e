// The home lists and the wish list on GraphQL (ADR 0068): members only.
import type { Resolvers } from "../../graphql/generated.js";
import { requireViewer } from "../../graphql/context.js";
import { homePies, setWish, wishedBy, wishersCount } from "./domain/home.js";

export const pieHomeResolvers: Resolvers = {
  PieQuery: {
    home(_parent, { tab, first, after }, context) {
      return homePies(context.deps.db, requireViewer(context).userId, tab, first, after);
    },
  },
  PieMutation: {
    wish(_parent, { pieId, wished }, context) {
      return setWish(context.deps.db, requireViewer(context).userId, pieId, wished);
    },
  },
  Pie: {
    wishersCount: (pie, _args, context) => wishersCount(context.deps.db, pie.id),
    async wished(pie, _args, context) {
      return (await wishedBy(context.deps.db, context.viewer?.userId ?? null, [pie.id])).has(pie.id);
    },
  },
};

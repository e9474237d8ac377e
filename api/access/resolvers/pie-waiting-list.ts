// The pie waiting list (spec 1 §3, §7). Thin: the rules live in domain/pie-waiting-list.
import { joinPieWaitingList, letOffPieWaitingList } from "../domain/pie-waiting-list.js";
import { refreshLoaders, requireViewer } from "../../graphql/context.js";
import type { Resolvers } from "../../graphql/generated.js";

export const pieWaitingListResolvers: Resolvers = {
  User: {
    isInWaitingList: (user) => user.pieWaitingListJoinedAt !== null,
  },
  UserMutation: {
    async joinPieWaitingList(_parent, _args, context) {
      const user = await joinPieWaitingList(context.deps, requireViewer(context).userId);
      await refreshLoaders(context);
      return user;
    },
    letOffPieWaitingList: (_parent, { userName }, context) => letOffPieWaitingList(context.deps, requireViewer(context), userName),
  },
};

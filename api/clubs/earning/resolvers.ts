// The earning part's GraphQL adapter: the one rule a manager triggers, the bonus.
import type { Resolvers } from "../../graphql/generated.js";
import { requireViewer } from "../../graphql/context.js";
import { giveBonus } from "./domain/earning.js";

export const earningResolvers: Resolvers = {
  ClubMutation: {
    async giveBonus(_parent, { offerId, userName }, context) {
      const { entry } = await giveBonus(context.deps, requireViewer(context).userId, { offerId, userName });
      return { entry, amount: entry.amount, counterpartyUserId: null };
    },
  },
};

// Payout accounts (spec 1 §7): thin over ../payouts.
import { notFound } from "../../kernel/errors.js";
import { commonMessages } from "../../../contract/common/messages.js";
import { completePayoutConnection, disconnectPayoutAccount, payoutProviderOf, startPayoutConnection } from "../domain/payout-accounts.js";
import { refreshLoaders, requireViewer } from "../../graphql/context.js";
import type { GraphQLContext } from "../../graphql/context.js";
import type { Resolvers } from "../../graphql/generated.js";
import type { PayoutAccountRow } from "../../db/schema.js";

function providerOrNotFound(context: GraphQLContext) {
  const provider = payoutProviderOf(context.deps);
  if (!provider) throw notFound(commonMessages.notFound);
  return provider;
}

export const payoutResolvers: Resolvers = {
  UserQuery: {
    payoutConnectionAvailable: (_parent, _args, context) => payoutProviderOf(context.deps) !== null,
  },
  UserMutation: {
    async startPayoutConnection(_parent, _args, context) {
      return startPayoutConnection(context.deps, providerOrNotFound(context), requireViewer(context));
    },
    async completePayoutConnection(_parent, { input }, context) {
      const account = await completePayoutConnection(context.deps, providerOrNotFound(context), requireViewer(context), input);
      await refreshLoaders(context);
      return payoutAccountView(account);
    },
    async disconnectPayoutAccount(_parent, { payoutAccountId }, context) {
      const viewer = requireViewer(context);
      await disconnectPayoutAccount(context.deps, viewer, payoutAccountId);
      await refreshLoaders(context);
      const user = await context.loaders.user.load(viewer.userId);
      if (!user) throw notFound(commonMessages.notFound);
      return user;
    },
  },
};

/** The contract's PayoutAccount from its row. */
export interface PayoutAccountView {
  payoutAccountId: string;
  provider: string;
  label: string;
  connectedAt: string;
}

export function payoutAccountView(account: PayoutAccountRow): PayoutAccountView {
  return { payoutAccountId: account.id, provider: account.provider, label: account.label, connectedAt: account.createdAt.toISOString() };
}

// A club's accounts: thin calls into domain/, the viewer required for every call.
import type { Resolvers } from "../../graphql/generated.js";
import type { GraphQLContext } from "../../graphql/context.js";
import { requireViewer } from "../../graphql/context.js";
import { notFound } from "../../kernel/errors.js";
import { payoutProviderOf } from "../../account/domain/payout-accounts.js";
import { clubAccountsMessages as m } from "../../../contract/clubs/accounts-messages.js";
import { findClubRow, requireClubPermission } from "../domain/access.js";
import { clubPaymentFees, clubPayoutAccountOf, completeClubPayoutConnection, disconnectClubPayoutAccount, startClubPayoutConnection } from "./domain/payout.js";

function providerOrNotFound(context: GraphQLContext) {
  const provider = payoutProviderOf(context.deps);
  if (!provider) throw notFound(m.unavailable);
  return provider;
}

async function clubAfter(context: GraphQLContext, clubId: string) {
  const club = await findClubRow(context.deps, clubId);
  if (!club) throw notFound(m.notConnected);
  return club;
}

export const clubAccountsResolvers: Resolvers = {
  Club: {
    payoutAccount(club, _args, context) {
      return clubPayoutAccountOf(context.deps, requireViewer(context).userId, club.id);
    },
    async paymentFees(club, _args, context) {
      await requireClubPermission(context.deps, requireViewer(context).userId, club.id, "MANAGE_ACCOUNTS");
      return clubPaymentFees();
    },
  },
  ClubMutation: {
    startPayoutConnection(_parent, { clubId }, context) {
      return startClubPayoutConnection(context.deps, providerOrNotFound(context), requireViewer(context).userId, clubId);
    },
    async completePayoutConnection(_parent, { input }, context) {
      const account = await completeClubPayoutConnection(context.deps, providerOrNotFound(context), requireViewer(context).userId, input);
      return clubAfter(context, account.clubId);
    },
    async disconnectPayoutAccount(_parent, { clubId }, context) {
      await disconnectClubPayoutAccount(context.deps, requireViewer(context).userId, clubId);
      return clubAfter(context, clubId);
    },
  },
  ClubPayoutAccount: {
    payoutAccountId: (account) => account.id,
    connectedUtc: (account) => account.createdAt.toISOString(),
    connectedBy: (account, _args, context) => (account.connectedByUserId ? context.loaders.user.load(account.connectedByUserId) : null),
  },
};

// E-mail subscriptions (spec 1 §7): by the token of an e-mailed link, or the viewer's own.
import { DomainError } from "../../kernel/errors.js";
import { commonMessages } from "../../../contract/common/messages.js";
import { addressOfToken, subscriptionsOf, updateSubscriptions } from "../domain/subscriptions.js";
import { requireViewer, type GraphQLContext } from "../../graphql/context.js";
import type { Resolvers } from "../../graphql/generated.js";

async function userRow(context: GraphQLContext, userId: string | undefined) {
  const row = userId ? await context.loaders.user.load(userId) : null;
  if (!row) throw new DomainError("NOT_FOUND", commonMessages.notFound);
  return row;
}

export const subscriptionResolvers: Resolvers = {
  EmailSubscriptionQuery: {
    async byToken(_parent, { token }, context) {
      const email = addressOfToken(context.deps.subscriptionTokens, token);
      return { email, subscriptions: await subscriptionsOf(context.deps.db, email) };
    },
  },
  EmailSubscriptionMutation: {
    async updateByToken(_parent, { token, input }, context) {
      const email = addressOfToken(context.deps.subscriptionTokens, token);
      return { email, subscriptions: await updateSubscriptions(context.deps, email, input) };
    },
    async updateMine(_parent, { input }, context) {
      const viewer = requireViewer(context);
      const user = await userRow(context, viewer.userId);
      return updateSubscriptions(context.deps, user.email, input);
    },
  },
  User: {
    async emailSubscriptions(parent, _args, context) {
      // Personal: only the user themselves reads it (User is only ever the viewer today; keep it so).
      const viewer = requireViewer(context);
      if (parent.id !== viewer.userId) throw new DomainError("AUTH_NOT_AUTHORIZED", commonMessages.notAuthorized);
      return subscriptionsOf(context.deps.db, parent.email);
    },
  },
};

// Terms (spec 1 §3, §4) and e-mail subscriptions (spec 1 §7), plus the User fields they add.
import type { TermsVersionRow } from "../../db/schema.js";
import { DomainError } from "../../kernel/errors.js";
import { acceptTerms, currentTerms, hasAgreedToCurrentTerms } from "../domain/terms.js";
import { commonMessages } from "../../domain/messages.js";
import { addressOfToken, subscriptionsOf, updateSubscriptions } from "../../account/domain/subscriptions.js";
import { refreshLoaders, requireViewer, type GraphQLContext } from "../../graphql/context.js";
import type { Resolvers, Terms } from "../../graphql/generated.js";
import { toUser } from "../../graphql/mappers.js";

const currentByRequest = new WeakMap<GraphQLContext, Promise<TermsVersionRow | null>>();

/** The current terms, read once per request. */
function currentOf(context: GraphQLContext): Promise<TermsVersionRow | null> {
  let pending = currentByRequest.get(context);
  if (!pending) {
    pending = currentTerms(context.deps.db, context.deps.clock());
    currentByRequest.set(context, pending);
  }
  return pending;
}

function toTerms(row: TermsVersionRow): Terms {
  return {
    version: row.version,
    termsAndConditionsUrl: row.termsAndConditionsUrl,
    privacyPolicyUrl: row.privacyPolicyUrl,
    publishedAt: row.publishedAt.toISOString(),
  };
}

async function userRow(context: GraphQLContext, userId: string | undefined) {
  const row = userId ? await context.loaders.user.load(userId) : null;
  if (!row) throw new DomainError("NOT_FOUND", commonMessages.notFound);
  return row;
}

export const legalResolvers: Resolvers = {
  TermsQuery: {
    async current(_parent, _args, context) {
      const row = await currentOf(context);
      return row ? toTerms(row) : null;
    },
  },
  TermsMutation: {
    async accept(_parent, { version }, context) {
      const viewer = requireViewer(context);
      const user = await acceptTerms(context.deps, viewer.userId, version);
      await refreshLoaders(context);
      return toUser(user, context.deps.clock());
    },
  },
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
    async termsVersion(parent, _args, context) {
      return (await userRow(context, parent.userId)).termsVersion;
    },
    async agreedToCurrentTerms(parent, _args, context) {
      const [user, current] = await Promise.all([userRow(context, parent.userId), currentOf(context)]);
      return hasAgreedToCurrentTerms(user, current);
    },
    async userInvitesRemaining(parent, _args, context) {
      return (await userRow(context, parent.userId)).userInvitesRemaining;
    },
    async emailSubscriptions(parent, _args, context) {
      // Personal: only the user themselves reads it (User is only ever the viewer today; keep it so).
      const viewer = requireViewer(context);
      if (parent.userId !== viewer.userId) throw new DomainError("AUTH_NOT_AUTHORIZED", commonMessages.notAuthorized);
      return subscriptionsOf(context.deps.db, (await userRow(context, parent.userId)).email);
    },
  },
};

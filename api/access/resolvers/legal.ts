// Terms (spec 1 §3, §4), plus the User field they add (termsVersion and
// userInvitesRemaining are the users row's columns).
import type { TermsVersionRow } from "../../db/schema.js";
import { acceptTerms, currentTerms, hasAgreedToCurrentTerms } from "../domain/terms.js";
import { refreshLoaders, requireViewer, type GraphQLContext } from "../../graphql/context.js";
import type { Resolvers } from "../../graphql/generated.js";

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

export const legalResolvers: Resolvers = {
  TermsQuery: {
    async current(_parent, _args, context) {
      return currentOf(context);
    },
  },
  TermsMutation: {
    async accept(_parent, { version }, context) {
      const viewer = requireViewer(context);
      const user = await acceptTerms(context.deps, viewer.userId, version);
      await refreshLoaders(context);
      return user;
    },
  },
  Terms: {
    publishedAt: (terms) => terms.publishedAt.toISOString(),
  },
  User: {
    async agreedToCurrentTerms(user, _args, context) {
      return hasAgreedToCurrentTerms(user, await currentOf(context));
    },
  },
};

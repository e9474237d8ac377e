// Terms (spec 1 §3, §4), plus the User field they add (termsVersion and
// userInvitesRemaining are the users row's columns).
import { acceptTerms, currentTerms, hasAgreedToCurrentTerms } from "../domain/terms.js";
import { oncePerRequest, refreshLoaders, requireViewer } from "../../graphql/context.js";
import type { Resolvers } from "../../graphql/generated.js";

/** The current terms, read once per request. */
const currentOf = oncePerRequest((context) => currentTerms(context.deps.db, context.deps.clock()));

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

// Terms (spec 1 §3, §4), plus the User fields they add.
import type { TermsVersionRow } from "../../db/schema.js";
import { DomainError } from "../../kernel/errors.js";
import { acceptTerms, currentTerms, hasAgreedToCurrentTerms } from "../domain/terms.js";
import { commonMessages } from "../../../contract/common/messages.js";
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
  },
};

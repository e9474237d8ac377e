import { DomainError } from "../../kernel/errors.js";
import { commonMessages } from "../../../contract/common/messages.js";
import { setMultiFactorAuthentication } from "../../access/domain/second-factor.js";
import { updateProfile } from "../domain/update-profile.js";
import { searchPeople, peopleSearchRateLimit } from "../domain/people-search.js";
import { limitRate, refreshLoaders, requireViewer } from "../../graphql/context.js";
import type { Resolvers } from "../../graphql/generated.js";

export const userResolvers: Resolvers = {
  UserQuery: {
    async me(_parent, _args, context) {
      const viewer = requireViewer(context, { allowDeactivated: true });
      const user = await context.loaders.user.load(viewer.userId);
      if (!user) throw new DomainError("AUTH_NOT_AUTHENTICATED", commonMessages.notAuthenticated);
      return user;
    },
    async search(_parent, { query, first }, context) {
      const viewer = requireViewer(context);
      if (!query.trim()) return [];
      await limitRate(context, `people-search:${viewer.userId}`, peopleSearchRateLimit);
      return searchPeople(context.deps, query, first);
    },
  },
  UserMutation: {
    async updateProfile(_parent, { input }, context) {
      const viewer = requireViewer(context);
      const user = await updateProfile(context.deps, viewer, input);
      await refreshLoaders(context);
      return user;
    },
    // Codes feature.
    async setMultiFactorAuthentication(_parent, { enabled }, context) {
      const viewer = requireViewer(context);
      const user = await setMultiFactorAuthentication(context.deps, viewer, enabled);
      await refreshLoaders(context);
      return user;
    },
  },
};

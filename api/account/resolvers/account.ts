// Account life cycle (spec 1 §4): status, deactivate/reactivate, e-mail change.
import { confirmEmailChange, requestEmailChange } from "../domain/email-change.js";
import { deactivateAccount, reactivatableUntil, reactivateAccount } from "../domain/lifecycle.js";
import type { UserRow } from "../../db/schema.js";
import { DomainError } from "../../kernel/errors.js";
import { commonMessages } from "../../../contract/common/messages.js";
import { findUserById } from "../domain/users.js";
import { refreshLoaders, requireViewer, type GraphQLContext } from "../../graphql/context.js";
import type { AccountStatus, Resolvers } from "../../graphql/generated.js";

function toAccountStatus(user: UserRow, impersonatedByUserId: string | null): AccountStatus {
  return {
    isDeleted: user.deletedAt !== null,
    deletedAt: user.deletedAt?.toISOString() ?? null,
    reactivatableUntil: reactivatableUntil(user.deletedAt)?.toISOString() ?? null,
    role: user.role,
    impersonatedByUserId,
  };
}

async function viewerRow(context: GraphQLContext): Promise<UserRow> {
  const viewer = requireViewer(context, { allowDeactivated: true });
  const user = await findUserById(context.deps.db, viewer.userId);
  if (!user) throw new DomainError("AUTH_NOT_AUTHENTICATED", commonMessages.notAuthenticated);
  return user;
}

export const accountResolvers: Resolvers = {
  UserQuery: {
    async account(_parent, _args, context) {
      const user = await viewerRow(context);
      return toAccountStatus(user, context.viewer!.impersonatedByUserId);
    },
  },
  UserMutation: {
    async deactivate(_parent, _args, context) {
      await deactivateAccount(context.deps, requireViewer(context));
      await refreshLoaders(context);
      return true;
    },
    async reactivate(_parent, _args, context) {
      const viewer = requireViewer(context, { allowDeactivated: true });
      const user = await reactivateAccount(context.deps, viewer);
      await refreshLoaders(context);
      return toAccountStatus(user, viewer.impersonatedByUserId);
    },
    async updateEmail(_parent, { email }, context) {
      await requestEmailChange(context.deps, requireViewer(context), { email });
      return true;
    },
    async confirmEmailChange(_parent, { token }, context) {
      const user = await confirmEmailChange(context.deps, requireViewer(context), { token });
      await refreshLoaders(context);
      return user;
    },
  },
};

import { deletePasskey, listPasskeys } from "../domain/passkeys.js";
import { requireViewer } from "../../graphql/context.js";
import type { Resolvers } from "../../graphql/generated.js";

const toGraphQL = (p: Awaited<ReturnType<typeof listPasskeys>>[number]) => ({
  ...p,
  createdAt: p.createdAt.toISOString(),
  lastUsedAt: p.lastUsedAt?.toISOString() ?? null,
});

export const passkeyResolvers = {
  UserQuery: {
    async passkeyCredentials(_parent, _args, context) {
      const viewer = requireViewer(context);
      return (await listPasskeys(context.deps, viewer.userId)).map(toGraphQL);
    },
  },
  UserMutation: {
    async deletePasskeyCredential(_parent, { id }, context) {
      const viewer = requireViewer(context);
      await deletePasskey(context.deps, viewer, id);
      return (await listPasskeys(context.deps, viewer.userId)).map(toGraphQL);
    },
  },
} satisfies Resolvers;

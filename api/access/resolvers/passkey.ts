import { deletePasskey, listPasskeys } from "../domain/passkeys.js";
import { requireViewer } from "../../graphql/context.js";
import type { Resolvers } from "../../graphql/generated.js";

export const passkeyResolvers = {
  UserQuery: {
    async passkeyCredentials(_parent, _args, context) {
      const viewer = requireViewer(context);
      return listPasskeys(context.deps, viewer.userId);
    },
  },
  UserMutation: {
    async deletePasskeyCredential(_parent, { id }, context) {
      const viewer = requireViewer(context);
      await deletePasskey(context.deps, viewer, id);
      return listPasskeys(context.deps, viewer.userId);
    },
  },
  // The parent is the domain's Passkey (scripts/codegen.mjs).
  PasskeyCredential: {
    createdAt: (passkey) => passkey.createdAt.toISOString(),
    lastUsedAt: (passkey) => passkey.lastUsedAt?.toISOString() ?? null,
  },
} satisfies Resolvers;

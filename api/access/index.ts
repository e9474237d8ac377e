// The access area (docs/decisions/0016): sign-up, sign-in, codes, passkeys, social
// sign-in, terms, invites and the pie waiting list.
import { defineArea } from "../kernel/area.js";
import { mergeResolvers } from "../graphql/resolvers.js";
import { createAccessRouter } from "./http/router.js";
import { inviteResolvers } from "./resolvers/invite.js";
import { legalResolvers } from "./resolvers/legal.js";
import { passkeyResolvers } from "./resolvers/passkey.js";
import { pieWaitingListResolvers } from "./resolvers/pie-waiting-list.js";

export const accessArea = defineArea({
  name: "access",
  schemaFiles: ["access/schema.graphql"],
  resolvers: mergeResolvers(inviteResolvers, legalResolvers, passkeyResolvers, pieWaitingListResolvers),
  namespaces: ["terms", "invite"],
  createLoaders: () => ({}),
  authRoutes: createAccessRouter,
});

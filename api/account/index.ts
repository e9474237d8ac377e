// The account area (docs/decisions/0016): profile, settings, e-mail and password changes,
// deletion, impersonation, audit and e-mail subscriptions.
import { defineArea } from "../kernel/area.js";
import { mergeResolvers } from "../graphql/resolvers.js";
import { createAccountRouter } from "./http/router.js";
import { createAccountLoaders } from "./loaders.js";
import { accountResolvers } from "./resolvers/account.js";
import { subscriptionResolvers } from "./resolvers/subscriptions.js";
import { userFieldResolvers } from "./resolvers/user-fields.js";
import { userResolvers } from "./resolvers/user.js";

export const accountArea = defineArea({
  name: "account",
  schemaFiles: ["account/schema.graphql"],
  resolvers: mergeResolvers(userResolvers, userFieldResolvers, accountResolvers, subscriptionResolvers),
  namespaces: ["user", "emailSubscription"],
  createLoaders: createAccountLoaders,
  authRoutes: createAccountRouter,
});

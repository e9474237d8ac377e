// The account area (docs/decisions/0016): profile, settings, e-mail and password changes,
// deletion, impersonation, audit and e-mail subscriptions.
import { defineArea } from "../kernel/area.js";
import { mergeResolvers } from "../graphql/resolvers.js";
import { Router } from "express";
import { createAccountRouter } from "./http/router.js";
import { createSocialConnectRouter } from "./http/social-connect-router.js";
import { createAccountLoaders } from "./loaders.js";
import { accountResolvers } from "./resolvers/account.js";
import { profileResolvers } from "./resolvers/profile.js";
import { payoutResolvers } from "./resolvers/payouts.js";
import { subscriptionResolvers } from "./resolvers/subscriptions.js";
import { userFieldResolvers } from "./resolvers/user-fields.js";
import { userResolvers } from "./resolvers/user.js";
import { notificationResolvers } from "./notifications/resolvers.js";
import { createNotificationsRouter } from "./notifications/http/router.js";

export const accountArea = defineArea({
  name: "account",
  schemaFiles: ["account/schema.graphql", "account/notifications/schema.graphql"],
  resolvers: mergeResolvers(
    userResolvers,
    userFieldResolvers,
    accountResolvers,
    subscriptionResolvers,
    profileResolvers,
    payoutResolvers,
    notificationResolvers,
  ),
  namespaces: ["user", "emailSubscription", "notification"],
  createLoaders: createAccountLoaders,
  authRoutes: (deps) => Router().use(createAccountRouter(deps), createSocialConnectRouter(deps)),
  // Server-sent events of the bell (api/account/notifications/http/router.ts).
  httpRoutes: createNotificationsRouter,
});

// A pie's rewards, a part of the rewards area (ADR 0072): promotions and verifiable draws.
import { pieRewardsResolvers } from "./resolvers.js";
import { createPrivacyDocumentRouter } from "./http/privacy-document-router.js";

export const pieRewardsPart = {
  schemaFiles: ["rewards/pie-rewards/schema.graphql"],
  resolvers: pieRewardsResolvers,
  httpRoutes: createPrivacyDocumentRouter,
};

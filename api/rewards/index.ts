// The rewards area (docs/decisions/0016): achievements, the badges clubs issue and award
// (spec 3 §1, §3, §7), and a pie's rewards with their verifiable draws (pie-rewards/, ADR 0072).
import { defineArea } from "../kernel/area.js";
import { mergeResolvers } from "../graphql/resolvers.js";
import { rewardsResolvers } from "./resolvers.js";
import { pieRewardsPart } from "./pie-rewards/index.js";

export const rewardsArea = defineArea({
  name: "rewards",
  schemaFiles: ["rewards/schema.graphql", ...pieRewardsPart.schemaFiles],
  resolvers: mergeResolvers(rewardsResolvers, pieRewardsPart.resolvers),
  namespaces: ["rewards"],
  createLoaders: () => ({}),
  // The reward privacy policy's PDF upload (ADR 0077).
  httpRoutes: pieRewardsPart.httpRoutes,
});

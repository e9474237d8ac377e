// The rewards area (docs/decisions/0016): achievements, the badges clubs issue and award
// (spec 3 §1, §3, §7). Rewards of the legacy pie area are not built.
import { defineArea } from "../kernel/area.js";
import { rewardsResolvers } from "./resolvers.js";

export const rewardsArea = defineArea({
  name: "rewards",
  schemaFiles: ["rewards/schema.graphql"],
  resolvers: rewardsResolvers,
  namespaces: ["rewards"],
  createLoaders: () => ({}),
});

// The hosting area's money part: earnings, payouts and ticket limits (spec 2 §7).
import type { HostingPart } from "../index.js";
import { moneyResolvers } from "./resolvers.js";

export const moneyPart: HostingPart = {
  schemaFiles: ["hosting/money/schema.graphql"],
  resolvers: moneyResolvers,
};

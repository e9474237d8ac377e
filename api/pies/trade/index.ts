// The slice trade (ADR 0070): buying slices through the payment provider, sending them, and the
// hub's send page, as one part of the pies area.
import { tradeResolvers } from "./resolvers.js";

export const pieTradePart = {
  schemaFiles: ["pies/trade/schema.graphql"],
  resolvers: tradeResolvers,
};

// The pie area (docs/decisions/0016, ADR 0063): the owner's pie through the creation wizard,
// its creation paid at checkout (domain/settlement.ts, called from the platform's payment
// outcome handler), and the public pie page's reads; the slice trade part (trade/: buying and
// sending slices, ADR 0070) is kept in a folder of its own.
import { defineArea } from "../kernel/area.js";
import { mergeResolvers } from "../graphql/resolvers.js";
import { pieResolvers } from "./resolvers.js";
import { tradeResolvers } from "./trade/resolvers.js";

export const piesArea = defineArea({
  name: "pies",
  schemaFiles: ["pies/schema.graphql", "pies/trade/schema.graphql"],
  resolvers: mergeResolvers(pieResolvers, tradeResolvers),
  namespaces: ["pie"],
  createLoaders: () => ({}),
});

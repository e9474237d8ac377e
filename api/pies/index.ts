// The pie area (docs/decisions/0016, ADR 0063): the owner's pie through the creation wizard,
// its creation paid at checkout (domain/settlement.ts, called from the platform's payment
// outcome handler), and the public pie page's reads.
import { defineArea } from "../kernel/area.js";
import { pieResolvers } from "./resolvers.js";

export const piesArea = defineArea({
  name: "pies",
  schemaFiles: ["pies/schema.graphql"],
  resolvers: pieResolvers,
  namespaces: ["pie"],
  createLoaders: () => ({}),
});

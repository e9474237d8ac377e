// The pie area (docs/decisions/0016, ADR 0063): the owner's pie through the creation wizard,
// its creation paid at checkout (domain/settlement.ts, called from the platform's payment
// outcome handler), and the public pie page's reads.
import { defineArea } from "../kernel/area.js";
import { mergeResolvers } from "../graphql/resolvers.js";
import { pieResolvers } from "./resolvers.js";
import { pieHomeResolvers } from "./home/resolvers.js";

export const piesArea = defineArea({
  name: "pies",
  // home/: the /home lists and the wish list (ADR 0068).
  schemaFiles: ["pies/schema.graphql", "pies/home/schema.graphql"],
  resolvers: mergeResolvers(pieResolvers, pieHomeResolvers),
  namespaces: ["pie"],
  createLoaders: () => ({}),
});

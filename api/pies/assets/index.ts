// The pie's appearance pictures (ADR 0085): the individual asset catalogue and the pie's own
// uploads, as one part of the pies area.
import { assetResolvers } from "./resolvers.js";

export const pieAssetsPart = {
  schemaFiles: ["pies/assets/schema.graphql"],
  resolvers: assetResolvers,
};

// The pies' fan side (ADR 0069): the trade hub's lists, wishes, the pies a member holds and a
// pie's trading transactions, as one part of the pies area.
import { pieFanResolvers } from "./resolvers.js";

export const pieFansPart = {
  schemaFiles: ["pies/fans/schema.graphql"],
  resolvers: pieFanResolvers,
};

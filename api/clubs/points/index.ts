// The clubs area's rep points part (ADR 0058): the points ledger, members' balances and trades.
import type { ClubsPart } from "../index.js";
import { pointsResolvers } from "./resolvers.js";

export const pointsPart: ClubsPart = {
  schemaFiles: ["clubs/points/schema.graphql"],
  resolvers: pointsResolvers,
};

// The clubs area's points purchases part (ADR 0065): members buy rep points packages.
import type { ClubsPart } from "../index.js";
import { purchasesResolvers } from "./resolvers.js";

export const purchasesPart: ClubsPart = {
  schemaFiles: ["clubs/purchases/schema.graphql"],
  resolvers: purchasesResolvers,
};

// The clubs area's redemptions part (ADR 0066): members redeem a club's rewards. api/clubs/index.ts lists it among the area's parts.
import type { ClubsPart } from "../index.js";
import { redemptionResolvers } from "./resolvers.js";

export const redemptionsPart: ClubsPart = {
  schemaFiles: ["clubs/redemptions/schema.graphql"],
  resolvers: redemptionResolvers,
};

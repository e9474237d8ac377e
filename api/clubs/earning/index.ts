// The clubs area's earning part (ADR 0067, ADR 0071): rules that award points when their action
// happens. api/clubs/index.ts lists it among the area's parts.
import type { ClubsPart } from "../index.js";
import { earningResolvers } from "./resolvers.js";

export const earningPart: ClubsPart = {
  schemaFiles: ["clubs/earning/schema.graphql"],
  resolvers: earningResolvers,
};

// The clubs area's offers part (spec 3 §3 Club.offers, §4; ADR 0060). api/clubs/index.ts lists it among the area's parts.
import type { ClubsPart } from "../index.js";
import { offerResolvers } from "./resolvers.js";

export const offersPart: ClubsPart = {
  schemaFiles: ["clubs/offers/schema.graphql"],
  resolvers: offerResolvers,
};

// A club's loyalty tiers (spec 3 §3 tiers; §7 create or update tiers and tier image uploads; ADR 0059).
import type { ClubsPart } from "../index.js";
import { clubTierResolvers } from "./resolvers.js";

export const clubTiersPart: ClubsPart = {
  schemaFiles: ["clubs/tiers/schema.graphql"],
  resolvers: clubTierResolvers,
};

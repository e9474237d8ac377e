// Finding and joining clubs (spec 3 §2 /rep-clubs, §3 canJoin, isMember, memberCount, membership; ADR 0059).
import type { ClubsPart } from "../index.js";
import { clubMemberResolvers } from "./resolvers.js";

export const clubMembersPart: ClubsPart = {
  schemaFiles: ["clubs/members/schema.graphql"],
  resolvers: clubMemberResolvers,
};

// A club's accounts (ADR 0061), a part of the clubs area.
import type { ClubsPart } from "../index.js";
import { clubAccountsResolvers } from "./resolvers.js";

export const clubAccountsPart: ClubsPart = {
  schemaFiles: ["clubs/accounts/schema.graphql"],
  resolvers: clubAccountsResolvers,
};

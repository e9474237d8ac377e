// Invitations to a club's team (ADR 0061), a part of the clubs area.
import type { ClubsPart } from "../index.js";
import { teamInvitationResolvers } from "./resolvers.js";

export const teamInvitationsPart: ClubsPart = {
  schemaFiles: ["clubs/team-invitations/schema.graphql"],
  resolvers: teamInvitationResolvers,
};

// A pie's team and ownership (ADR 0073): moderators granted and deleted by role, and the
// ownership transfer requested, answered by the member asked, or cancelled; one part of the pies area.
import { pieTeamResolvers } from "./resolvers.js";

export const pieTeamPart = {
  schemaFiles: ["pies/team/schema.graphql"],
  resolvers: pieTeamResolvers,
};

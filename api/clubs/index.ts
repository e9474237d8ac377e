// The clubs area (docs/decisions/0016, ADR 0028): rep clubs, their owners and teams, and the
// permission a club manager holds on the club's events.
import { defineArea } from "../kernel/area.js";
import { clubResolvers } from "./resolvers.js";
import { createClubLoaders } from "./loaders.js";

export const clubsArea = defineArea({
  name: "clubs",
  schemaFiles: ["clubs/schema.graphql"],
  resolvers: clubResolvers,
  namespaces: ["club"],
  createLoaders: createClubLoaders,
});

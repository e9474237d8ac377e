// The events area (docs/decisions/0016): event pages, search and RSVP.
import { defineArea } from "../kernel/area.js";
import { createEventLoaders } from "./loaders.js";
import { eventResolvers } from "./resolvers.js";

export const eventsArea = defineArea({
  name: "events",
  schemaFiles: ["events/schema.graphql"],
  resolvers: eventResolvers,
  namespaces: ["event"],
  createLoaders: createEventLoaders,
});

// The events area (docs/decisions/0016): event pages, search and RSVP.
import { defineArea } from "../kernel/area.js";
import { createEventLoaders } from "./loaders.js";
import { eventResolvers } from "./resolvers.js";
import { commentResolvers } from "./comment-resolvers.js";
import { ticketShareResolvers } from "./ticket-share-resolvers.js";
import { mergeResolvers } from "../graphql/resolvers.js";

export const eventsArea = defineArea({
  name: "events",
  schemaFiles: ["events/schema.graphql"],
  resolvers: mergeResolvers(eventResolvers, commentResolvers, ticketShareResolvers),
  namespaces: ["event"],
  createLoaders: createEventLoaders,
});

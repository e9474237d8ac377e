// The events area's comments part: comments on an event page, replies and reactions
// (spec 2 §3 Comment). api/events/index.ts lists it among the area's parts.
import type { EventsPart } from "../index.js";
import { commentResolvers } from "./resolvers.js";

export const commentsPart: EventsPart = {
  schemaFile: "events/comments/schema.graphql",
  resolvers: commentResolvers,
};

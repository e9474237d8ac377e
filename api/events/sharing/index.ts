// The events area's sharing part: the places of a ticket offered to someone else by link
// (spec 2 §3 ticket share status). api/events/index.ts lists it among the area's parts.
import type { EventsPart } from "../index.js";
import { ticketShareResolvers } from "./resolvers.js";

export const sharingPart: EventsPart = {
  schemaFile: "events/sharing/schema.graphql",
  resolvers: ticketShareResolvers,
};

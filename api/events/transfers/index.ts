// The events area's transfers part: held tickets sent to other members, and where a ticket
// came from (spec 2 §3). api/events/index.ts lists it among the area's parts.
import type { EventsPart } from "../index.js";
import { ticketTransferResolvers } from "./resolvers.js";

export const transfersPart: EventsPart = {
  schemaFile: "events/transfers/schema.graphql",
  resolvers: ticketTransferResolvers,
};

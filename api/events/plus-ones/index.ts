// The events area's plus-ones part (ADR 0068): changing a held ticket's plus-ones before the
// event starts. api/events/index.ts lists it among the area's parts.
import type { EventsPart } from "../index.js";
import { plusOnesResolvers } from "./resolvers.js";

export const plusOnesPart: EventsPart = {
  schemaFile: "events/plus-ones/schema.graphql",
  resolvers: plusOnesResolvers,
};

// The events area (docs/decisions/0016): event pages, search, RSVP and the event editor in
// its core (this folder: schema.graphql and editor.graphql, resolvers.ts, domain/, tables/),
// and parts kept in folders of their own, each with its schema.graphql, resolvers, domain/
// and tables: checkout/ (paid tickets), comments/, sharing/ (shared places of a ticket),
// disclosure/ (the uploaded, watermarked document guests accept),
// transfers/ (tickets sent to other members, and where a ticket came from),
// plus-ones/ (changing the guests a ticket brings).
// This file puts the core and the parts together as one area, like api/hosting/index.ts.
import { Router } from "express";
import { defineArea, type ApiArea, type HttpRouteDeps } from "../kernel/area.js";
import { mergeResolvers } from "../graphql/resolvers.js";
import type { Resolvers } from "../graphql/generated.js";
import { createEventLoaders } from "./loaders.js";
import { eventResolvers } from "./resolvers.js";
import { checkoutPart } from "./checkout/index.js";
import { commentsPart } from "./comments/index.js";
import { sharingPart } from "./sharing/index.js";
import { disclosurePart } from "./disclosure/index.js";
import { transfersPart } from "./transfers/index.js";
import { plusOnesPart } from "./plus-ones/index.js";

/** One part of the area: its schema file (relative to api/), resolvers and, if any, HTTP routes. */
export interface EventsPart {
  schemaFile: string;
  resolvers: Resolvers;
  httpRoutes?: ApiArea["httpRoutes"];
}

/** The core's schema files (relative to api/): the event and its page, then the editor's inputs and mutations. */
const coreSchemaFiles = ["events/schema.graphql", "events/editor.graphql"];

const parts: EventsPart[] = [checkoutPart, commentsPart, sharingPart, disclosurePart, transfersPart, plusOnesPart];

export const eventsArea = defineArea({
  name: "events",
  schemaFiles: [...coreSchemaFiles, ...parts.map((part) => part.schemaFile)],
  resolvers: mergeResolvers(eventResolvers, ...parts.map((part) => part.resolvers)),
  namespaces: ["event"],
  createLoaders: createEventLoaders,
  httpRoutes(deps: HttpRouteDeps) {
    const router = Router();
    for (const part of parts) if (part.httpRoutes) router.use(part.httpRoutes(deps));
    return router;
  },
});

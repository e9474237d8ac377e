// The hosting area (docs/decisions/0016): what a host and their staff do to run an event
// (spec 2, host side). It is kept in parts, each a folder with its schema.graphql,
// resolvers, domain/ and tables; this file puts the parts together as one area.
import { defineArea, type ApiArea, type HttpRouteDeps } from "../kernel/area.js";
import { mergeResolvers } from "../graphql/resolvers.js";
import type { Resolvers } from "../graphql/generated.js";
import { Router } from "express";
import { moneyPart } from "./money/index.js";
import { approvalsPart } from "./approvals/index.js";
import { doorPart } from "./door/index.js";
import { guestsPart } from "./guests/index.js";

/** One part of the area: its schema files (relative to api/), resolvers and, if any, HTTP routes. */
export interface HostingPart {
  schemaFiles: string[];
  resolvers: Resolvers;
  httpRoutes?: ApiArea["httpRoutes"];
}

const parts: HostingPart[] = [approvalsPart, guestsPart, doorPart, moneyPart];

export const hostingArea = defineArea({
  name: "hosting",
  schemaFiles: parts.flatMap((part) => part.schemaFiles),
  resolvers: mergeResolvers(...parts.map((part) => part.resolvers)),
  namespaces: [],
  createLoaders: () => ({}),
  httpRoutes(deps: HttpRouteDeps) {
    const router = Router();
    for (const part of parts) if (part.httpRoutes) router.use(part.httpRoutes(deps));
    return router;
  },
});

// The door (spec 2 §3 scanning zones, §4 check-in, §7 scan and checked-in summary): a part of the hosting area.
import type { HostingPart } from "../index.js";
import { doorResolvers } from "./resolvers.js";
import { doorHttpRoutes } from "./http/summary-stream.js";

export const doorPart: HostingPart = {
  schemaFiles: ["hosting/door/schema.graphql"],
  resolvers: doorResolvers,
  httpRoutes: doorHttpRoutes,
};

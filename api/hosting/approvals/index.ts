// Attendee management, a part of the hosting area (api/hosting/index.ts).
import type { HostingPart } from "../index.js";
import { approvalResolvers } from "./resolvers.js";
import { createExportRouter } from "./http/export-router.js";

export const approvalsPart: HostingPart = {
  schemaFiles: ["hosting/approvals/schema.graphql"],
  resolvers: approvalResolvers,
  httpRoutes: createExportRouter,
};

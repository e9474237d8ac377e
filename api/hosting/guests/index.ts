// The hosting area's guest-list part: guest lists and saved lists, contacts, invitations
// and messages to attendees. api/hosting/index.ts lists it among the area's parts.
import type { HostingPart } from "../index.js";
import { createGuestExportRouter } from "./http/export-router.js";
import { guestResolvers } from "./resolvers.js";

export const guestsPart: HostingPart = {
  schemaFiles: ["hosting/guests/schema.graphql", "hosting/guests/contacts.graphql"],
  resolvers: guestResolvers,
  httpRoutes: (deps) => createGuestExportRouter(deps),
};

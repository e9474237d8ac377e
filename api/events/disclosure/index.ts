// The events area's disclosure part: the document hosts upload for guests to accept, stamped
// with the platform's watermark, and the check of that watermark (docs/decisions/0024).
// Accepting it, and the signed copy e-mailed then, are in domain/settings.ts's confirmPrivacyPolicy.
import type { EventsPart } from "../index.js";
import { disclosureResolvers } from "./resolvers.js";
import { createDisclosureUploadRouter } from "./http/upload-router.js";

export const disclosurePart: EventsPart = {
  schemaFile: "events/disclosure/schema.graphql",
  resolvers: disclosureResolvers,
  httpRoutes: createDisclosureUploadRouter,
};

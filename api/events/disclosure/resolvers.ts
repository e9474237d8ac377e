// The disclosure part's GraphQL adapter: EventQuery.validatePdfWatermark (signed in).
import { requireViewer } from "../../graphql/context.js";
import type { Resolvers } from "../../graphql/generated.js";
import { validatePdfWatermark } from "./domain/watermark-check.js";

export const disclosureResolvers: Resolvers = {
  EventQuery: {
    validatePdfWatermark(_parent, { fileUrl }, context) {
      requireViewer(context);
      return validatePdfWatermark(context.deps, fileUrl);
    },
  },
};

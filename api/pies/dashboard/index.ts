// The pie hub's dashboard and edit page (ADR 0074): sales, the edit tabs' changes, releasing
// slices, upgrades paid through the payment provider, and pie awards, as one part of the pies area.
import { dashboardResolvers } from "./resolvers.js";

export const pieDashboardPart = {
  schemaFiles: ["pies/dashboard/schema.graphql"],
  resolvers: dashboardResolvers,
};

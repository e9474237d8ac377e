// The clubs area's offer orders part (ADR 0080): members buy paid offers through the payment provider.
import type { ClubsPart } from "../index.js";
import { offerOrderResolvers } from "./resolvers.js";

export const offerOrdersPart: ClubsPart = {
  schemaFiles: ["clubs/offer-orders/schema.graphql"],
  resolvers: offerOrderResolvers,
};

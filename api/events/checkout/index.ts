// The events area's checkout part: paid ticket orders, their cost, bookings and the checkout
// at the payment provider (spec 2 §3 Booking, §7). api/events/index.ts lists it among the area's parts.
import type { EventsPart } from "../index.js";
import { checkoutResolvers } from "./resolvers.js";

export const checkoutPart: EventsPart = {
  schemaFile: "events/checkout/schema.graphql",
  resolvers: checkoutResolvers,
};

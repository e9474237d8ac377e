// The checkout part's GraphQL adapter: what an order of paid tickets costs, the viewer's
// bookings, and starting or leaving a checkout; thin calls into domain/. The parent of
// Booking's field resolvers is the bookings row (scripts/codegen.mjs).
import { quoteTickets, simulateTicketCost, type Quote } from "./domain/order.js";
import { myReferralCode } from "./domain/referrals.js";
import { cancelBooking, findBooking, startCheckout } from "./domain/checkout.js";
import { refreshLoaders, requireViewer } from "../../graphql/context.js";
import type { Resolvers } from "../../graphql/generated.js";

export const checkoutResolvers: Resolvers = {
  EventQuery: {
    async ticketCost(_parent, { input }, context) {
      return costView(await quoteTickets(context.deps, context.viewer?.userId ?? null, input));
    },
    booking(_parent, { bookingId }, context) {
      return findBooking(context.deps, requireViewer(context).userId, bookingId);
    },
    myReferralCode(_parent, _args, context) {
      return myReferralCode(context.deps.db, requireViewer(context).userId);
    },
    async simulateTicketCost(_parent, { eventId, items, isAllInPricing }, context) {
      return costView(await simulateTicketCost(context.deps, requireViewer(context).userId, eventId, items, isAllInPricing));
    },
  },

  EventMutation: {
    async purchaseTickets(_parent, { input }, context) {
      const viewer = requireViewer(context);
      const started = await startCheckout(context.deps, viewer.userId, input);
      await refreshLoaders(context);
      return started;
    },
    async cancelBooking(_parent, { bookingId }, context) {
      const booking = await cancelBooking(context.deps, requireViewer(context).userId, bookingId);
      context.deps.placesMayHaveOpened();
      await refreshLoaders(context);
      return booking;
    },
  },

  Booking: {
    transactionId: (booking) => booking.id,
    transactionStatus: (booking) => booking.status,
    items: (booking) =>
      booking.items.map((item) => ({
        entityId: item.eventTicketId,
        name: item.name,
        price: item.unitPriceCents,
        quantity: item.quantity,
        isFree: item.unitPriceCents === 0,
        productType: "EVENT_TICKET",
      })),
    subTotal: (booking) => booking.subtotalCents,
    totalGratuity: (booking) => booking.gratuityCents,
    serviceFee: (booking) => booking.serviceFeeCents,
    processingFee: (booking) => booking.processingFeeCents,
    totalTaxes: (booking) => booking.taxCents,
    totalPrice: (booking) => booking.totalCents,
    taxRate: (booking) => percentOf(booking.taxRateBasisPoints),
    paidDateUtc: (booking) => booking.paidAt?.toISOString() ?? null,
    createdAtUtc: (booking) => booking.createdAt.toISOString(),
    expiresAt: (booking) => booking.expiresAt.toISOString(),
    giftRecipient: (booking, _args, context) => (booking.recipientUserId ? context.loaders.user.load(booking.recipientUserId) : null),
    async event(booking, _args, context) {
      const event = await context.loaders.event.load(booking.eventId);
      if (!event) throw new Error(`Event ${booking.eventId} of booking ${booking.id} is missing.`);
      return event;
    },
  },
};

const percentOf = (basisPoints: number) => basisPoints / 100;

function costView({ taxRateBasisPoints, ...quote }: Quote) {
  return { ...quote, taxRate: percentOf(taxRateBasisPoints) };
}

// The money part's GraphQL adapter: thin calls into domain/, the viewer required.
import type { PayoutRequestRow } from "./db.js";
import { eventEarnings } from "./domain/earnings.js";
import { listPayoutRequests, payoutInfo, requestPayout } from "./domain/payouts.js";
import { listPayoutQueue, settlePayoutAsStaff } from "./domain/payout-queue.js";
import { changeDisplayedTickets, increaseMaxTickets } from "./domain/ticket-limits.js";
import { refreshLoaders, requireViewer } from "../../graphql/context.js";
import type { PayoutRequest, Resolvers } from "../../graphql/generated.js";
import { toEventTicket } from "../../events/ticket-views.js";
import { bookingWithRefunds, cancelEvent, refundBooking } from "./domain/refunds.js";
import { presentHeldTicket } from "../../events/transfers/resolvers.js";
import { toAttendeeBooking, toBookingRefund } from "./refund-views.js";

export const moneyResolvers: Resolvers = {
  EventQuery: {
    earnings(_parent, { filter }, context) {
      return eventEarnings(context.deps, requireViewer(context).userId, filter ?? {});
    },
    payoutInfo(_parent, { eventId }, context) {
      return payoutInfo(context.deps, requireViewer(context).userId, eventId);
    },
    async payoutRequests(_parent, { eventId, first, after }, context) {
      const page = await listPayoutRequests(context.deps, requireViewer(context).userId, eventId, first ?? 20, after ?? null);
      return { nodes: page.nodes.map(toPayoutRequest), pageInfo: { hasNextPage: page.hasNextPage, endCursor: page.endCursor }, totalCount: page.totalCount };
    },
    async payoutQueue(_parent, { status, page }, context) {
      const queue = await listPayoutQueue(context.deps, requireViewer(context), status ?? "PENDING", page ?? 1);
      return {
        totalCount: queue.totalCount,
        nodes: queue.nodes.map(({ request, event, requester }) => ({
          request: toPayoutRequest(request),
          eventName: event.displayName,
          eventSlug: event.slug,
          requesterName: requester.name ?? requester.email,
          requesterEmail: requester.email,
        })),
      };
    },
  },
  MyEventStatus: {
    // Read only when asked for (the event page).
    async refundedTickets(status, _args, context) {
      if (!context.viewer) return [];
      const [refunded, types] = await Promise.all([
        context.loaders.myRefundedTickets.load(status.eventId),
        context.loaders.ticketsOfEvent.load(status.eventId),
      ]);
      const names = new Map(types.map((type) => [type.id, type.ticketType]));
      return Promise.all(refunded.map((ticket) => presentHeldTicket(ticket, names.get(ticket.eventTicketId) ?? "", context)));
    },
  },
  Booking: {
    async refunds(booking, _args, context) {
      return (await bookingWithRefunds(context.deps.db, booking.id)).refunds.map(toBookingRefund);
    },
  },
  EventMutation: {
    async refundBooking(_parent, { eventId, bookingId, ticketId }, context) {
      const refunded = await refundBooking(context.deps, requireViewer(context).userId, { eventId, bookingId, ticketId });
      await refreshLoaders(context);
      return toAttendeeBooking(refunded);
    },
    async cancel(_parent, { eventId }, context) {
      const event = await cancelEvent(context.deps, requireViewer(context).userId, eventId);
      await refreshLoaders(context);
      context.loaders.event.prime(event.id, event);
      return event;
    },
    async settlePayout(_parent, { input }, context) {
      return toPayoutRequest(await settlePayoutAsStaff(context.deps, requireViewer(context), input));
    },
    async requestPayout(_parent, { input }, context) {
      return toPayoutRequest(await requestPayout(context.deps, requireViewer(context).userId, input));
    },
    async increaseMaxTickets(_parent, { eventId, eventTicketId, limitedAmount }, context) {
      const ticket = await increaseMaxTickets(context.deps, requireViewer(context).userId, eventId, eventTicketId, limitedAmount);
      context.deps.placesMayHaveOpened();
      await refreshLoaders(context);
      return toEventTicket(ticket, { showAmounts: true });
    },
    async changeDisplayedTickets(_parent, { eventId, displayedTicketIds }, context) {
      const tickets = await changeDisplayedTickets(context.deps, requireViewer(context).userId, eventId, displayedTicketIds);
      await refreshLoaders(context);
      return tickets.map((ticket) => toEventTicket(ticket, { showAmounts: true }));
    },
  },
};

function toPayoutRequest(row: PayoutRequestRow): PayoutRequest {
  return {
    requestId: row.id,
    eventId: row.eventId,
    amount: row.amountCents,
    currency: row.currency,
    status: row.status,
    requestedAt: row.createdAt.toISOString(),
    paidDate: row.paidAt?.toISOString() ?? null,
    note: row.note,
  };
}

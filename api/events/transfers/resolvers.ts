// The transfers part's GraphQL adapter: sending a held ticket to another member, the viewer's
// transferred tickets, and who a ticket came from or went to. Rules: domain/transfer.ts.
import type { UserTicketRow } from "../db.js";
import { toUserTicket } from "../ticket-views.js";
import { findTransferredTickets, transferTicket } from "./domain/transfer.js";
import { refreshLoaders, requireViewer, type GraphQLContext } from "../../graphql/context.js";
import type { Resolvers, ResolversParentTypes } from "../../graphql/generated.js";

export const ticketTransferResolvers: Resolvers = {
  EventMutation: {
    async transferTicket(_parent, { input }, context) {
      const viewer = requireViewer(context);
      const { event, recipient } = await transferTicket(context.deps, viewer.userId, input);
      await refreshLoaders(context);
      context.loaders.event.prime(event.id, event);
      return { event, recipient };
    },
  },

  MyEventStatus: {
    // Read only when asked for (the ticket page), not on every event page.
    async transferredTickets(status, _args, context) {
      if (!context.viewer) return [];
      const [transferred, types] = await Promise.all([
        findTransferredTickets(context.deps.db, context.viewer.userId, status.eventId),
        context.loaders.ticketsOfEvent.load(status.eventId),
      ]);
      const names = new Map(types.map((type) => [type.id, type.ticketType]));
      return Promise.all(transferred.map((ticket) => presentHeldTicket(ticket, names.get(ticket.eventTicketId) ?? "", context)));
    },
  },
};

/** A ticket of the viewer's as the contract shows it, with the other member it names; no pass, no shares. */
export async function presentHeldTicket(ticket: UserTicketRow, ticketType: string, context: GraphQLContext): Promise<ResolversParentTypes["UserTicket"]> {
  return { ...toUserTicket(ticket, ticketType), passToken: null, shares: [], associatedUser: await associatedUserOf(ticket, context) };
}

/** The other member a ticket names (read through the user loader; most tickets name none). */
export async function associatedUserOf(ticket: Pick<UserTicketRow, "associatedUserId">, context: GraphQLContext) {
  return ticket.associatedUserId ? await context.loaders.user.load(ticket.associatedUserId) : null;
}

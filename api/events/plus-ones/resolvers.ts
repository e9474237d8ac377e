// Plus-ones on GraphQL (ADR 0068): the limit and whether the viewer may still change them on
// each held ticket, and the change itself (the viewer's own ticket only).
import type { Resolvers } from "../../graphql/generated.js";
import { requireViewer } from "../../graphql/context.js";
import { toUserTicket } from "../ticket-views.js";
import { plusOnesLimit, setPlusOnes, ticketTypeName, viewerMayChangePlusOnes } from "./domain/plus-ones.js";

export const plusOnesResolvers: Resolvers = {
  UserTicket: {
    maxAdditionalGuests(ticket, _args, context) {
      return ticket.eventTicketId ? plusOnesLimit(context.deps.db, ticket.eventTicketId) : 0;
    },
    canChangePlusOnes(ticket, _args, context) {
      const viewerId = context.viewer?.userId;
      if (!viewerId || !ticket.ticketId) return false;
      return viewerMayChangePlusOnes(context.deps.db, viewerId, ticket.ticketId, context.deps.clock());
    },
  },
  EventMutation: {
    async setPlusOnes(_parent, { ticketId, additionalGuests }, context) {
      const viewer = requireViewer(context);
      const ticket = await setPlusOnes(context.deps.db, viewer.userId, ticketId, additionalGuests, context.deps.clock());
      return { ...toUserTicket(ticket, await ticketTypeName(context.deps.db, ticket.eventTicketId)), shares: [] };
    },
  },
};

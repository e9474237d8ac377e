// The sharing part's GraphQL adapter: sharing places of a ticket (spec 2 §3 share status):
// the offer behind a link, the holder's shares on their tickets (Event.my reads them through
// sharesOfHeldTickets), and the share, take-back and claim mutations. Rules: domain/ticket-shares.ts.
import type { UserTicketRow } from "../db.js";
import type { TicketShareRow } from "./db.js";
import { claimShare, findShareByToken, offerPlace, revokeShare, shareLinkToken, sharesOfTickets } from "./domain/ticket-shares.js";
import { refreshLoaders, requireViewer, type GraphQLContext } from "../../graphql/context.js";
import type { Resolvers, ResolversParentTypes } from "../../graphql/generated.js";

type TicketShareParent = ResolversParentTypes["TicketShare"];

export const ticketShareResolvers: Resolvers = {
  EventQuery: {
    async ticketShare(_parent, { token }, context) {
      requireViewer(context);
      const found = await findShareByToken(context.deps, token);
      if (!found) return null;
      const [event, sharer, tickets] = await Promise.all([
        context.loaders.event.load(found.share.eventId),
        context.loaders.user.load(found.share.sharerUserId),
        context.loaders.ticketsOfEvent.load(found.share.eventId),
      ]);
      if (!event || event.deletedAt || !sharer) return null;
      const ticketType = tickets.find((ticket) => ticket.id === found.ticket.eventTicketId)?.ticketType ?? "";
      return { status: found.share.status, event, ticketType, sharedBy: sharer };
    },
  },

  EventMutation: {
    async shareTicket(_parent, { ticketId }, context) {
      const viewer = requireViewer(context);
      const share = await offerPlace(context.deps, viewer.userId, ticketId);
      await refreshLoaders(context);
      return presentShare(share, context);
    },
    async revokeTicketShare(_parent, { shareId }, context) {
      const viewer = requireViewer(context);
      const share = await revokeShare(context.deps, viewer.userId, shareId);
      await refreshLoaders(context);
      return presentShare(share, context);
    },
    async claimTicketShare(_parent, { token }, context) {
      const viewer = requireViewer(context);
      const ticket = await claimShare(context.deps, viewer.userId, token);
      await refreshLoaders(context);
      const event = await context.loaders.event.load(ticket.eventId);
      if (!event) throw new Error("the claimed ticket's event vanished");
      return event;
    },
  },
};

/** The viewer's shares of the tickets they hold, by ticket; one query, and none unless a ticket holds several places or was shared. */
export async function sharesOfHeldTickets(held: UserTicketRow[], context: GraphQLContext): Promise<Map<string, TicketShareParent[]>> {
  const viewerId = context.viewer?.userId;
  const shareable = held.filter((ticket) => ticket.ownerUserId === viewerId && (ticket.count > 1 || ticket.shareStatus !== "DEFAULT"));
  const byTicket = new Map<string, TicketShareParent[]>();
  if (!shareable.length) return byTicket;
  for (const share of await sharesOfTickets(context.deps.db, shareable.map((ticket) => ticket.id))) {
    const list = byTicket.get(share.userTicketId) ?? [];
    list.push(await presentShare(share, context));
    byTicket.set(share.userTicketId, list);
  }
  return byTicket;
}

async function presentShare(share: TicketShareRow, context: GraphQLContext): Promise<TicketShareParent> {
  return {
    shareId: share.id,
    status: share.status,
    token: share.status === "SHARING" ? shareLinkToken(context.deps.ticketPassKey, share.id) : null,
    createdAt: share.createdAt.toISOString(),
    claimedBy: share.claimedByUserId ? await context.loaders.user.load(share.claimedByUserId) : null,
  };
}

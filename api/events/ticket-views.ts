// A ticket type and a held ticket as the contract shows them. Not resolver parents of their
// own (see scripts/codegen.mjs): what they show depends on the event's viewer.
import type { EventTicketRow, UserTicketRow } from "./db.js";
import { isTicketFull } from "./domain/tickets.js";
import type { EventTicket, MyEventStatus, UserTicket } from "../graphql/generated.js";

/** Amounts are shown only when the host opted in (optInShowTicketAmount) or to the event's staff. */
export function toEventTicket(ticket: EventTicketRow, options: { showAmounts: boolean }): EventTicket {
  const shown = options.showAmounts || ticket.optInShowTicketAmount;
  return {
    eventTicketId: ticket.id,
    ticketType: ticket.ticketType,
    kind: ticket.kind,
    price: ticket.priceCents,
    currency: ticket.currency,
    color: ticket.color,
    note: ticket.note,
    isActive: ticket.isActive,
    isFull: isTicketFull(ticket),
    isPrivate: ticket.isPrivate,
    isRequiredApproval: ticket.isRequiredApproval,
    optInShowTicketAmount: ticket.optInShowTicketAmount,
    additionalGuests: ticket.additionalGuests,
    gratuityPercentage: ticket.gratuityPercentage,
    visibleStartAt: ticket.visibleStartAt?.toISOString() ?? null,
    visibleEndAt: ticket.visibleEndAt?.toISOString() ?? null,
    balance: shown
      ? {
          limitedAmount: ticket.limitedAmount,
          availableAmount: ticket.availableAmount,
          releasedAmount: ticket.releasedAmount,
          lockedAmount: ticket.lockedAmount,
        }
      : { limitedAmount: null, availableAmount: null, releasedAmount: 0, lockedAmount: 0 },
  };
}

export function toUserTicket(ticket: UserTicketRow, ticketType: string): Omit<UserTicket, "shares" | "associatedUser" | "maxAdditionalGuests" | "canChangePlusOnes"> {
  return {
    ticketId: ticket.id,
    eventTicketId: ticket.eventTicketId,
    ticketType,
    status: ticket.status,
    count: ticket.count,
    additionalGuests: ticket.additionalGuests,
    grantKind: ticket.grantKind,
    createdAt: ticket.createdAt.toISOString(),
    shareStatus: ticket.shareStatus,
    isRefunded: ticket.refundId !== null,
    firstSeen: ticket.firstSeenAt?.toISOString() ?? null,
    originalTicketId: ticket.originalTicketId,
    parentTicketId: ticket.parentTicketId,
    receivedVia: ticket.receivedVia,
  };
}

/** The parent of MyEventStatus's field resolvers: what `Event.my` computes, and the event it is about. */
export type MyEventStatusParent = Omit<MyEventStatus, "waitingTicketIds" | "missingSocialAccounts" | "tickets" | "transferredTickets" | "refundedTickets"> & {
  eventId: string;
  /** The event admits with QR passes (optInUseQrPass); off, its tickets carry none (ADR 0100). */
  usesQrPass: boolean;
  /** The viewer's tickets: shown, with their passes and shares, only where asked for (the event page, not a list card). */
  heldTickets: UserTicketRow[];
};

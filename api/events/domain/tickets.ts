import type { EventTicketRow } from "../../db/schema.js";
import { badUserInput } from "../../kernel/errors.js";
import { eventMessages } from "../../../contract/events/messages.js";

type TicketWindow = Pick<EventTicketRow, "isActive" | "visibleStartAt" | "visibleEndAt">;

/** Active and inside its visibility window. */
export function isTicketOnSale(ticket: TicketWindow, now: Date): boolean {
  if (!ticket.isActive) return false;
  if (ticket.visibleStartAt && ticket.visibleStartAt > now) return false;
  if (ticket.visibleEndAt && ticket.visibleEndAt <= now) return false;
  return true;
}

/** Offered on the public event page: on sale and not a private (host-assigned) ticket. */
export function isTicketPublic(ticket: TicketWindow & Pick<EventTicketRow, "isPrivate">, now: Date): boolean {
  return !ticket.isPrivate && isTicketOnSale(ticket, now);
}

export function isTicketFull(ticket: Pick<EventTicketRow, "limitedAmount" | "availableAmount">): boolean {
  return ticket.limitedAmount !== null && (ticket.availableAmount ?? 0) <= 0;
}

/**
 * The places a held ticket takes on its ticket type's capacity (ADR 0068): each of its `count`
 * tickets admits its holder and brings `additionalGuests` plus-ones.
 */
export function placesOf(ticket: { count: number; additionalGuests?: number | null }): number {
  return ticket.count * (1 + (ticket.additionalGuests ?? 0));
}

/** The plus-ones asked for a ticket (absent: none): a whole number up to the ticket's additionalGuests, or BAD_USER_INPUT on additionalGuests. */
export function checkPlusOnes(ticket: Pick<EventTicketRow, "additionalGuests">, asked: number | null | undefined): number {
  const plusOnes = asked ?? 0;
  if (Number.isInteger(plusOnes) && plusOnes >= 0 && plusOnes <= ticket.additionalGuests) return plusOnes;
  const message = eventMessages.plusOnesRange(ticket.additionalGuests);
  throw badUserInput(message, { additionalGuests: message });
}

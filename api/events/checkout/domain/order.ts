// An order of paid tickets and what it costs (spec 2 §7 "Calculate ticket cost"): the order
// is checked as a purchase would be (the event open, the tickets public and on sale, at most
// MAX_TICKETS_PER_ORDER, one currency) and priced by pricing.ts. checkout.ts buys it.
import { and, eq, inArray } from "drizzle-orm";
import { eventTickets, type AttendeeRow, type BookingItem, type EventRow, type EventTicketRow } from "../../../db/schema.js";
import type { DomainDeps } from "../../../kernel/deps.js";
import { badUserInput } from "../../../kernel/errors.js";
import { isUuid } from "../../../kernel/ids.js";
import { checkoutMessages, eventMessages } from "../../../../contract/events/messages.js";
import { calculateTicketCost, type TicketCost } from "./pricing.js";
import { checkPlusOnes, isTicketOnSale } from "../../domain/tickets.js";
import { findEventWithAttendee } from "../../domain/viewing.js";

export const MAX_TICKETS_PER_ORDER = 10;

export interface TicketOrder {
  /** The event's id or slug. */
  eventId: string;
  items: readonly { eventTicketId: string; quantity: number; additionalGuests?: number | null }[];
  /** A gift: the member (user name or e-mail) the tickets are issued to. */
  giftRecipient?: string | null;
}

export type Quote = TicketCost & { currency: string };

/** What the order costs, checked as a purchase would be (without holding anything). */
export async function quoteTickets(deps: DomainDeps, viewerId: string | null, order: TicketOrder): Promise<Quote> {
  return quoteOf(await priceOrder(deps, viewerId, order));
}

/** The order's lines at the tickets' prices, checked as a purchase would be. */
export async function priceOrder(
  deps: DomainDeps,
  viewerId: string | null,
  order: TicketOrder,
): Promise<{ event: EventRow; attendee: AttendeeRow | null; lines: BookingItem[]; currency: string }> {
  const { event, attendee } = await findEventWithAttendee(deps, viewerId, order.eventId);
  const now = deps.clock();
  if (event.status !== "PUBLISHED") throw badUserInput(eventMessages.eventNotOpen);
  if (event.endAt <= now) throw badUserInput(eventMessages.eventEnded);
  const items = order.items.filter((item) => item.quantity !== 0);
  const total = items.reduce((sum, item) => sum + item.quantity, 0);
  if (!items.length || items.some((item) => !Number.isInteger(item.quantity) || item.quantity < 0) || total > MAX_TICKETS_PER_ORDER) {
    throw badUserInput(checkoutMessages.quantityRange, { quantity: checkoutMessages.quantityRange });
  }
  const notForSale = () => badUserInput(checkoutMessages.ticketNotForSale, { eventTicketId: checkoutMessages.ticketNotForSale });
  if (items.some((item) => !isUuid(item.eventTicketId)) || new Set(items.map((item) => item.eventTicketId)).size !== items.length) throw notForSale();
  const tickets = await deps.db
    .select()
    .from(eventTickets)
    .where(and(eq(eventTickets.eventId, event.id), inArray(eventTickets.id, items.map((item) => item.eventTicketId))));
  const byId = new Map<string, EventTicketRow>(tickets.map((ticket) => [ticket.id, ticket]));
  const lines = items.map((item) => {
    const ticket = byId.get(item.eventTicketId);
    if (!ticket || ticket.kind !== "PAID" || ticket.isPrivate || !isTicketOnSale(ticket, now)) throw notForSale();
    const additionalGuests = checkPlusOnes(ticket, item.additionalGuests);
    return {
      eventTicketId: ticket.id,
      name: ticket.ticketType,
      unitPriceCents: ticket.priceCents,
      quantity: item.quantity,
      gratuityPercentage: ticket.gratuityPercentage,
      ...(additionalGuests ? { additionalGuests } : {}),
    };
  });
  const currencies = new Set(tickets.map((ticket) => ticket.currency));
  if (currencies.size > 1) throw badUserInput(checkoutMessages.oneCurrency);
  return { event, attendee, lines, currency: [...currencies][0] };
}

export function quoteOf({ event, lines, currency }: { event: EventRow; lines: BookingItem[]; currency: string }): Quote {
  return { ...calculateTicketCost(lines, event.isAllInPricing), currency };
}

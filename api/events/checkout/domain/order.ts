// An order of paid tickets and what it costs (spec 2 §7 "Calculate ticket cost"): the order
// is checked as a purchase would be (the event open, the tickets public and on sale, at most
// MAX_TICKETS_PER_ORDER, one currency) and priced by pricing.ts. checkout.ts buys it.
import { and, eq, inArray } from "drizzle-orm";
import { eventTickets, type AttendeeRow, type BookingItem, type EventRow, type EventTicketRow } from "../../../db/schema.js";
import type { DomainDeps } from "../../../kernel/deps.js";
import { badUserInput } from "../../../kernel/errors.js";
import { isUuid } from "../../../kernel/ids.js";
import { checkoutMessages, eventMessages, ticketEditorMessages } from "../../../../contract/events/messages.js";
import { TICKET_LIMITS } from "../../../../contract/events/editor.js";
import { editableEvent } from "../../domain/editing.js";
import { calculateTicketCost, type TicketCost } from "./pricing.js";
import { findReferral } from "./referrals.js";
import { checkPlusOnes, isTicketOnSale } from "../../domain/tickets.js";
import { findEventWithAttendee } from "../../domain/viewing.js";

export const MAX_TICKETS_PER_ORDER = 10;

export interface TicketOrder {
  /** The event's id or slug. */
  eventId: string;
  items: readonly { eventTicketId: string; quantity: number; additionalGuests?: number | null }[];
  /** A gift: the member (user name or e-mail) the tickets are issued to. */
  giftRecipient?: string | null;
  /** Another member's referral code (spec 2 §7 "calculate ticket cost … optional referralCode"). */
  referralCode?: string | null;
}

export type Quote = TicketCost & { currency: string; referralCode: string | null };

type Referral = { code: string; referrerUserId: string } | null;

/** What the order costs, checked as a purchase would be (without holding anything). */
export async function quoteTickets(deps: DomainDeps, viewerId: string | null, order: TicketOrder): Promise<Quote> {
  return quoteOf(await priceOrder(deps, viewerId, order));
}

/** The order's lines at the tickets' prices, checked as a purchase would be. */
export async function priceOrder(deps: DomainDeps, viewerId: string | null, order: TicketOrder): Promise<PricedOrder> {
  const { event, attendee, items } = await checkOrder(deps, viewerId, order);
  const tickets = await ticketsOf(deps, event.id, items);
  const referral = await findReferral(deps.db, viewerId, order.referralCode);
  return { event, attendee, referral, ...linesOf(items, tickets, deps.clock()) };
}

export interface PricedOrder extends OrderLines {
  event: EventRow;
  attendee: AttendeeRow | null;
  referral: Referral;
}

export interface OrderLines {
  lines: BookingItem[];
  currency: string;
  /** One ticket of the order that needs the host's approval makes the whole order a request. */
  requiresApproval: boolean;
}

export type OrderItem = TicketOrder["items"][number];

/** The event's tickets the items name. */
export function ticketsOf(deps: DomainDeps, eventId: string, items: readonly OrderItem[]): Promise<EventTicketRow[]> {
  return deps.db
    .select()
    .from(eventTickets)
    .where(and(eq(eventTickets.eventId, eventId), inArray(eventTickets.id, items.map((item) => item.eventTicketId))));
}

/** The event open for purchases and the order's items, checked before any ticket is read: what is left to price them. */
export async function checkOrder(deps: DomainDeps, viewerId: string | null, order: TicketOrder): Promise<{ event: EventRow; attendee: AttendeeRow | null; items: OrderItem[] }> {
  const { event, attendee } = await findEventWithAttendee(deps, viewerId, order.eventId);
  const now = deps.clock();
  if (event.status !== "PUBLISHED") throw badUserInput(eventMessages.eventNotOpen);
  if (event.endAt <= now) throw badUserInput(eventMessages.eventEnded);
  const items = order.items.filter((item) => item.quantity !== 0);
  const total = items.reduce((sum, item) => sum + item.quantity, 0);
  if (!items.length || items.some((item) => !Number.isInteger(item.quantity) || item.quantity < 0) || total > MAX_TICKETS_PER_ORDER) {
    throw badUserInput(checkoutMessages.quantityRange, { quantity: checkoutMessages.quantityRange });
  }
  if (items.some((item) => !isUuid(item.eventTicketId)) || new Set(items.map((item) => item.eventTicketId)).size !== items.length) throw notForSale();
  return { event, attendee, items };
}

const notForSale = () => badUserInput(checkoutMessages.ticketNotForSale, { eventTicketId: checkoutMessages.ticketNotForSale });

/**
 * The items priced from their tickets' rows (the event's own, as read or as held): each ticket
 * paid, public and on sale, its plus-ones within its limit, all in one currency.
 */
export function linesOf(items: readonly OrderItem[], tickets: readonly EventTicketRow[], now: Date): OrderLines {
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
  return { lines, currency: [...currencies][0], requiresApproval: tickets.some((ticket) => ticket.isRequiredApproval) };
}

export function quoteOf({ event, lines, currency, referral }: { event: EventRow; lines: BookingItem[]; currency: string; referral: Referral }): Quote {
  return { ...calculateTicketCost(lines, pricingOf(event)), currency, referralCode: referral?.code ?? null };
}

/** The event's settings its tickets are priced under. */
export function pricingOf(event: Pick<EventRow, "isAllInPricing" | "taxRateBasisPoints" | "isTaxInclusive">) {
  return { isAllInPricing: event.isAllInPricing, taxRateBasisPoints: event.taxRateBasisPoints, isTaxInclusive: event.isTaxInclusive };
}

/** A ticket a host tries a price for: not saved, not on sale. */
export interface SimulatedTicket {
  price: number;
  quantity: number;
  gratuityPercentage?: number | null;
}

/**
 * Spec 2 §7 "Simulate ticket cost (items, isAllInPricing)": what a buyer would pay and the host
 * receive for tickets at these prices, under the event's tax settings (and its all-in pricing
 * unless another is asked), priced by the checkout's own calculateTicketCost. The event's
 * editors only (its creator and co-hosts).
 */
export async function simulateTicketCost(
  deps: DomainDeps,
  userId: string,
  eventId: string,
  tickets: readonly SimulatedTicket[],
  isAllInPricing?: boolean | null,
): Promise<Quote> {
  const event = await editableEvent(deps, userId, eventId);
  const total = tickets.reduce((sum, ticket) => sum + ticket.quantity, 0);
  if (!tickets.length || tickets.some((ticket) => !Number.isInteger(ticket.quantity) || ticket.quantity < 1) || total > MAX_TICKETS_PER_ORDER) {
    throw badUserInput(checkoutMessages.quantityRange, { quantity: checkoutMessages.quantityRange });
  }
  if (tickets.some((ticket) => !Number.isInteger(ticket.price) || ticket.price < TICKET_LIMITS.minPriceCents || ticket.price > TICKET_LIMITS.maxPriceCents)) {
    throw badUserInput(ticketEditorMessages.priceRange, { price: ticketEditorMessages.priceRange });
  }
  const gratuityOf = (ticket: SimulatedTicket) => ticket.gratuityPercentage ?? 0;
  if (tickets.some((ticket) => !Number.isInteger(gratuityOf(ticket)) || gratuityOf(ticket) < 0 || gratuityOf(ticket) > TICKET_LIMITS.maxGratuityPercent)) {
    throw badUserInput(ticketEditorMessages.gratuityRange, { gratuityPercentage: ticketEditorMessages.gratuityRange });
  }
  const [priced] = await deps.db.select({ currency: eventTickets.currency }).from(eventTickets).where(eq(eventTickets.eventId, event.id)).limit(1);
  const lines = tickets.map((ticket, index) => ({
    eventTicketId: `simulated-${index + 1}`,
    name: "Ticket",
    unitPriceCents: ticket.price,
    quantity: ticket.quantity,
    gratuityPercentage: gratuityOf(ticket),
  }));
  const settings = { ...pricingOf(event), ...(isAllInPricing == null ? {} : { isAllInPricing }) };
  return { ...calculateTicketCost(lines, settings), currency: priced?.currency ?? "USD", referralCode: null };
}

// Ticket limits (spec 2 §7 "increase max tickets; change displayed tickets"), for those who
// may edit tickets (EDIT_TICKETS). Raising a limit is one UPDATE computed from the row's own
// counts, so RSVPs and checkouts running at the same moment keep their places and the
// available amount stays exact. The displayed tickets are the ones on sale on the event
// page, in the order given; the others are taken off sale (their holders keep them).
import { and, eq, sql } from "drizzle-orm";
import { eventTickets, type EventTicketRow } from "../../../db/schema.js";
import type { DomainDeps } from "../../../kernel/deps.js";
import { badUserInput, notFound } from "../../../kernel/errors.js";
import { isUuid } from "../../../kernel/ids.js";
import { TICKET_LIMITS } from "../../../../contract/events/editor.js";
import { moneyMessages as m } from "../../../../contract/hosting/money-messages.js";
import { eventForAction } from "./team.js";

/** Raises a limited ticket's limit; the places it adds become available at once. */
export async function increaseMaxTickets(deps: DomainDeps, userId: string, slugOrId: string, eventTicketId: string, limitedAmount: number): Promise<EventTicketRow> {
  const { event } = await eventForAction(deps, userId, slugOrId, "EDIT_TICKETS", m.ticketsNotAllowed);
  if (!isUuid(eventTicketId)) throw notFound(m.ticketNotFound);
  if (!Number.isInteger(limitedAmount) || limitedAmount < 1 || limitedAmount > TICKET_LIMITS.maxAmount) {
    const message = m.limitRange(TICKET_LIMITS.maxAmount);
    throw badUserInput(message, { limitedAmount: message });
  }
  const [raised] = await deps.db
    .update(eventTickets)
    .set({
      availableAmount: sql`${eventTickets.availableAmount} + (${limitedAmount}::int - ${eventTickets.limitedAmount})`,
      limitedAmount,
      updatedAt: deps.clock(),
    })
    .where(and(eq(eventTickets.id, eventTicketId), eq(eventTickets.eventId, event.id), sql`${eventTickets.limitedAmount} < ${limitedAmount}::int`))
    .returning();
  if (raised) return raised;
  const [ticket] = await deps.db.select().from(eventTickets).where(and(eq(eventTickets.id, eventTicketId), eq(eventTickets.eventId, event.id)));
  if (!ticket) throw notFound(m.ticketNotFound);
  if (ticket.limitedAmount === null) throw badUserInput(m.limitUnlimited, { limitedAmount: m.limitUnlimited });
  const message = m.limitNotRaised(ticket.limitedAmount);
  throw badUserInput(message, { limitedAmount: message });
}

/** Shows the listed tickets on the event page in that order; the event's other tickets are taken off sale. */
export async function changeDisplayedTickets(deps: DomainDeps, userId: string, slugOrId: string, displayedTicketIds: readonly string[]): Promise<EventTicketRow[]> {
  const { event } = await eventForAction(deps, userId, slugOrId, "EDIT_TICKETS", m.ticketsNotAllowed);
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const tickets = await tx.select().from(eventTickets).where(eq(eventTickets.eventId, event.id)).orderBy(eventTickets.sortOrder, eventTickets.createdAt).for("update");
    const ids = new Set(tickets.map((ticket) => ticket.id));
    if (new Set(displayedTicketIds).size !== displayedTicketIds.length || displayedTicketIds.some((id) => !ids.has(id))) {
      throw badUserInput(m.displayedTicketsInvalid, { displayedTicketIds: m.displayedTicketsInvalid });
    }
    const hidden = tickets.filter((ticket) => !displayedTicketIds.includes(ticket.id)).map((ticket) => ticket.id);
    const order = [...displayedTicketIds, ...hidden];
    const saved: EventTicketRow[] = [];
    for (const [index, id] of order.entries()) {
      const [row] = await tx
        .update(eventTickets)
        .set({ sortOrder: index, isActive: index < displayedTicketIds.length, updatedAt: now })
        .where(eq(eventTickets.id, id))
        .returning();
      saved.push(row);
    }
    return saved;
  });
}

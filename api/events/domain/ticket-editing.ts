// The editor's Tickets tab (spec 2 §3 "Event ticket"): adding a ticket type to an event and
// changing one. Who may: those who may edit the event. A ticket's limit is changed by one
// conditional UPDATE, so it can never fall below the places already taken, whatever RSVPs
// run at the same moment.
import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { eventTickets, type EventTicketRow } from "../../db/schema.js";
import type { DomainDeps } from "../../kernel/deps.js";
import { badUserInput, notFound } from "../../kernel/errors.js";
import { isUuid } from "../../kernel/ids.js";
import { parseInput } from "../../kernel/validation.js";
import { TICKET_LIMITS } from "../../../contract/events/editor.js";
import { ticketEditorMessages as m } from "../../../contract/events/messages.js";
import { editableEvent } from "./editing.js";

export interface TicketCommand {
  /** Absent: a new ticket type. */
  eventTicketId?: string | null;
  ticketType: string;
  kind: "FREE" | "PAID";
  /** Integer cents; ignored (0) for a free ticket. */
  price?: number | null;
  /** Null: no limit. */
  limitedAmount?: number | null;
  additionalGuests?: number | null;
  isRequiredApproval: boolean;
  isPrivate: boolean;
  isActive: boolean;
  optInShowTicketAmount: boolean;
  note?: string | null;
  color?: string | null;
  gratuityPercentage?: number | null;
  /** ISO instants: when the ticket goes on sale and comes off it; null: always. */
  visibleStartAt?: string | null;
  visibleEndAt?: string | null;
}

const ticketSchema = z
  .object({
    ticketType: z.string().trim().min(1, m.nameRequired).max(TICKET_LIMITS.name, m.nameTooLong),
    kind: z.enum(["FREE", "PAID"]),
    price: z.number().int().nullish(),
    limitedAmount: z.number().int().min(1, m.limitRange).max(TICKET_LIMITS.maxAmount, m.limitRange).nullish(),
    additionalGuests: z.number().int().min(0, m.guestsRange).max(TICKET_LIMITS.maxAdditionalGuests, m.guestsRange).nullish(),
    isRequiredApproval: z.boolean(),
    isPrivate: z.boolean(),
    isActive: z.boolean(),
    optInShowTicketAmount: z.boolean(),
    note: z.string().trim().max(TICKET_LIMITS.note, m.noteTooLong).nullish(),
    color: z.string().regex(/^#[0-9a-fA-F]{6}$/, m.colorInvalid).nullish(),
    gratuityPercentage: z.number().int(m.gratuityRange).min(0, m.gratuityRange).max(TICKET_LIMITS.maxGratuityPercent, m.gratuityRange).nullish(),
    visibleStartAt: z.iso.datetime({ offset: true }).nullish(),
    visibleEndAt: z.iso.datetime({ offset: true }).nullish(),
  })
  .superRefine((ticket, context) => {
    if (ticket.visibleStartAt && ticket.visibleEndAt && new Date(ticket.visibleEndAt) <= new Date(ticket.visibleStartAt)) {
      context.addIssue({ code: "custom", path: ["visibleEndAt"], message: m.saleEndsBeforeStart });
    }
    if (ticket.kind !== "PAID") return;
    const price = ticket.price ?? 0;
    if (price < TICKET_LIMITS.minPriceCents || price > TICKET_LIMITS.maxPriceCents) {
      context.addIssue({ code: "custom", path: ["price"], message: m.priceRange });
    }
  });

const validTicket = (command: TicketCommand) => parseInput(ticketSchema, command);

/** Adds a ticket type to the event, or changes one of its ticket types. */
export async function saveTicket(deps: DomainDeps, userId: string, eventId: string, command: TicketCommand): Promise<EventTicketRow> {
  const event = await editableEvent(deps, userId, eventId);
  const ticket = validTicket(command);
  const columns = {
    ticketType: ticket.ticketType,
    kind: ticket.kind,
    priceCents: ticket.kind === "PAID" ? (ticket.price ?? 0) : 0,
    additionalGuests: ticket.additionalGuests ?? 0,
    isRequiredApproval: ticket.isRequiredApproval,
    isPrivate: ticket.isPrivate,
    isActive: ticket.isActive,
    optInShowTicketAmount: ticket.optInShowTicketAmount,
    note: ticket.note || null,
    color: ticket.color ? ticket.color.toLowerCase() : null,
    gratuityPercentage: ticket.gratuityPercentage ?? 0,
    visibleStartAt: ticket.visibleStartAt ? new Date(ticket.visibleStartAt) : null,
    visibleEndAt: ticket.visibleEndAt ? new Date(ticket.visibleEndAt) : null,
    updatedAt: deps.clock(),
  };
  const limit = ticket.limitedAmount ?? null;

  if (!command.eventTicketId) {
    const [{ count }] = await deps.db.select({ count: sql<number>`count(*)::int` }).from(eventTickets).where(eq(eventTickets.eventId, event.id));
    const [created] = await deps.db
      .insert(eventTickets)
      .values({ ...columns, eventId: event.id, sortOrder: count, limitedAmount: limit, availableAmount: limit, creatorUserId: userId })
      .returning();
    return created!;
  }

  if (!isUuid(command.eventTicketId)) throw notFound(m.notFound);
  const [updated] = await deps.db
    .update(eventTickets)
    .set({
      ...columns,
      limitedAmount: limit,
      // What is left is the new limit less the places taken (issued and in checkout); no limit, nothing to count.
      availableAmount: limit === null ? null : sql`${limit}::int - ${eventTickets.releasedAmount} - ${eventTickets.lockedAmount}`,
    })
    .where(
      and(
        eq(eventTickets.id, command.eventTicketId),
        eq(eventTickets.eventId, event.id),
        limit === null ? undefined : sql`${eventTickets.releasedAmount} + ${eventTickets.lockedAmount} <= ${limit}::int`,
      ),
    )
    .returning();
  if (updated) return updated;

  const [existing] = await deps.db
    .select()
    .from(eventTickets)
    .where(and(eq(eventTickets.id, command.eventTicketId), eq(eventTickets.eventId, event.id)));
  if (!existing) throw notFound(m.notFound);
  const taken = existing.releasedAmount + existing.lockedAmount;
  const message = m.limitBelowTaken(taken);
  throw badUserInput(message, { limitedAmount: message });
}

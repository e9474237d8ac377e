// Changing a held ticket's plus-ones (ADR 0068): the ticket row locked, its ticket type's
// places taken or given back by the difference in one conditional UPDATE, so concurrent
// changes and RSVPs never take more places than a limited ticket has.
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../../db/client.js";
import { events, eventTickets, userTickets, type UserTicketRow } from "../../../db/schema.js";
import { conflict, notFound } from "../../../kernel/errors.js";
import { isUuid } from "../../../kernel/ids.js";
import { eventMessages } from "../../../../contract/events/messages.js";
import { checkPlusOnes } from "../../domain/tickets.js";

/**
 * Moves `places` (more plus-ones: positive; fewer: negative) between a ticket type's available
 * and released amounts; false when a limited ticket has too few left.
 */
export async function movePlusOnePlaces(tx: Database, eventTicketId: string, places: number, now: Date): Promise<boolean> {
  if (places === 0) return true;
  const moved = await tx
    .update(eventTickets)
    .set({
      availableAmount: sql`case when ${eventTickets.limitedAmount} is null then ${eventTickets.availableAmount} else ${eventTickets.availableAmount} - ${places} end`,
      releasedAmount: sql`greatest(${eventTickets.releasedAmount} + ${places}, 0)`,
      updatedAt: now,
    })
    .where(and(eq(eventTickets.id, eventTicketId), places > 0 ? sql`(${eventTickets.limitedAmount} is null or ${eventTickets.availableAmount} >= ${places})` : undefined))
    .returning({ id: eventTickets.id });
  return moved.length > 0;
}

/**
 * A held ticket's plus-ones set to `next` inside the caller's transaction, the row already locked:
 * an ACTIVE ticket takes or gives back places for each of its count (a PENDING one holds none yet).
 */
export async function changePlusOnes(tx: Database, held: UserTicketRow, next: number, now: Date): Promise<void> {
  if (held.additionalGuests === next) return;
  if (held.status === "ACTIVE" && !(await movePlusOnePlaces(tx, held.eventTicketId, held.count * (next - held.additionalGuests), now))) {
    throw conflict(eventMessages.plusOnesSoldOut, { additionalGuests: eventMessages.plusOnesSoldOut });
  }
  await tx.update(userTickets).set({ additionalGuests: next, updatedAt: now }).where(eq(userTickets.id, held.id));
}

/** The viewer's own ticket's plus-ones, before its event starts; the ticket as it is then. */
export async function setPlusOnes(db: Database, viewerId: string, ticketId: string, asked: number, now: Date): Promise<UserTicketRow> {
  const missing = () => notFound(eventMessages.ticketNotFound);
  if (!isUuid(ticketId)) throw missing();
  return db.transaction(async (tx) => {
    const [held] = await tx
      .select()
      .from(userTickets)
      .where(and(eq(userTickets.id, ticketId), eq(userTickets.ownerUserId, viewerId), inArray(userTickets.status, ["ACTIVE", "PENDING"])))
      .for("update");
    if (!held) throw missing();
    const [[event], [type]] = await Promise.all([
      tx.select({ startAt: events.startAt, status: events.status }).from(events).where(eq(events.id, held.eventId)),
      tx.select().from(eventTickets).where(eq(eventTickets.id, held.eventTicketId)),
    ]);
    if (!event || !type) throw missing();
    if (event.startAt <= now || event.status === "CANCELLED") throw conflict(eventMessages.plusOnesClosed);
    const next = checkPlusOnes(type, asked);
    await changePlusOnes(tx, held, next, now);
    return { ...held, additionalGuests: next };
  });
}

/** Whether the viewer may change a ticket's plus-ones now (the ticket page's form shows only then). */
export function mayChangePlusOnes(ticket: Pick<UserTicketRow, "status">, event: { startAt: Date; status: string }, now: Date): boolean {
  return (ticket.status === "ACTIVE" || ticket.status === "PENDING") && event.startAt > now && event.status !== "CANCELLED";
}

/** The most plus-ones a ticket type admits. */
export async function plusOnesLimit(db: Database, eventTicketId: string): Promise<number> {
  const [type] = await db.select({ additionalGuests: eventTickets.additionalGuests }).from(eventTickets).where(eq(eventTickets.id, eventTicketId));
  return type?.additionalGuests ?? 0;
}

/** Whether the viewer holds the ticket and may change its plus-ones now. */
export async function viewerMayChangePlusOnes(db: Database, viewerId: string, ticketId: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ status: userTickets.status, ownerUserId: userTickets.ownerUserId, startAt: events.startAt, eventStatus: events.status })
    .from(userTickets)
    .innerJoin(events, eq(events.id, userTickets.eventId))
    .where(eq(userTickets.id, ticketId));
  return Boolean(row && row.ownerUserId === viewerId && mayChangePlusOnes(row, { startAt: row.startAt, status: row.eventStatus }, now));
}

/** A ticket type's name. */
export async function ticketTypeName(db: Database, eventTicketId: string): Promise<string> {
  const [type] = await db.select({ ticketType: eventTickets.ticketType }).from(eventTickets).where(eq(eventTickets.id, eventTicketId));
  return type?.ticketType ?? "";
}

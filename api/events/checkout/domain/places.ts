// A paid ticket's places: taken from its available amount by one conditional UPDATE, so
// concurrent buyers can never take more places than a limited ticket has.
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../../db/client.js";
import { eventTickets, type BookingItem, type EventTicketRow } from "../../../db/schema.js";
import { placesOf } from "../../domain/tickets.js";

/** An order line, as booked or as ordered (plus-ones absent or null: none). */
type PlacesLine = Pick<BookingItem, "eventTicketId" | "quantity"> & { additionalGuests?: number | null };

/** The ticket can spare `places`: it is unlimited, or that many are still available. */
const canSpare = (places: number) => sql`(${eventTickets.limitedAmount} is null or ${eventTickets.availableAmount} >= ${places})`;

/**
 * Moves a line's places from available to released (a late payment whose hold had ended takes
 * them again), if enough are left or the ticket is unlimited. False when too few are left.
 */
export async function takePlaces(tx: Database, line: PlacesLine, now: Date): Promise<boolean> {
  const places = linePlaces(line);
  const taken = await tx
    .update(eventTickets)
    .set({ availableAmount: sql`${eventTickets.availableAmount} - ${places}`, releasedAmount: sql`${eventTickets.releasedAmount} + ${places}`, updatedAt: now })
    .where(and(eq(eventTickets.id, line.eventTicketId), canSpare(places)))
    .returning({ id: eventTickets.id });
  return taken.length > 0;
}

/**
 * Holds a line's places on one of the event's tickets (available to locked), if enough are left
 * or the ticket is unlimited, and answers the ticket's row as the hold left it; null otherwise.
 */
export async function holdPlaces(tx: Database, eventId: string, line: PlacesLine, now: Date): Promise<EventTicketRow | null> {
  const places = linePlaces(line);
  const [held] = await tx
    .update(eventTickets)
    .set({ availableAmount: sql`${eventTickets.availableAmount} - ${places}`, lockedAmount: sql`${eventTickets.lockedAmount} + ${places}`, updatedAt: now })
    .where(and(eq(eventTickets.id, line.eventTicketId), eq(eventTickets.eventId, eventId), canSpare(places)))
    .returning();
  return held ?? null;
}

/** The places an order line takes: each ticket and its plus-ones (ADR 0068). */
export function linePlaces(line: Pick<PlacesLine, "quantity" | "additionalGuests">): number {
  return placesOf({ count: line.quantity, additionalGuests: line.additionalGuests });
}

/** Thrown inside a transaction that takes several lines' places, so none of them is kept when one has too few. */
export class NoPlacesLeft extends Error {
  constructor(readonly eventTicketId: string) {
    super(`Too few places left on ticket ${eventTicketId}.`);
  }
}

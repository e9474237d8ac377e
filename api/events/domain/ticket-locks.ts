// A ticket moving to another member (transfer, claimed share) and a refund of the booking that
// paid for it take the booking's row first, in that order everywhere (ADR 0053): a refund
// (booking `for update`) then sees every ticket the booking's places have become, and a
// transfer that waited finds the ticket already refunded. Two moves of tickets of one booking
// only share the lock, so they do not wait for each other.
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.js";
import { bookings, userTickets } from "../../db/schema.js";

/** Takes a share lock on the booking that paid for the ticket (none for a ticket without one). */
export async function lockBookingOfTicket(tx: Database, ticketId: string): Promise<void> {
  // A ticket's transactionId never changes, so reading it before any lock is safe.
  const [ticket] = await tx.select({ transactionId: userTickets.transactionId }).from(userTickets).where(eq(userTickets.id, ticketId));
  if (!ticket?.transactionId) return;
  await tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, ticket.transactionId)).for("share");
}

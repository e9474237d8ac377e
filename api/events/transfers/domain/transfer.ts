// Transferring a held ticket to another member (spec 2 §3 TRANSFER_OUT/IN_EVENT_TICKET; as on
// Eventbrite, Luma or Dice). The sender's ticket becomes TRANSFERRED, so its pass admits no one;
// the recipient gets a new ticket (parentTicketId and originalTicketId lead back) with a pass
// of its own, and is approved and e-mailed. The place moves with it: the ticket type's
// balance does not change. The paying booking's row is share-locked first (a refund of it takes
// turns with the transfer), then the sender's ticket row, so of two transfers of
// one ticket exactly one happens; the two attendee records are then locked in one order.
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Database } from "../../../db/client.js";
import { attendees, events, eventTickets, ticketShares, userTickets, type EventRow, type UserRow, type UserTicketRow } from "../../../db/schema.js";
import type { DomainDeps } from "../../../kernel/deps.js";
import { conflict, notFound } from "../../../kernel/errors.js";
import { isUuid } from "../../../kernel/ids.js";
import { eventMessages, ticketTransferMessages as m } from "../../../../contract/events/messages.js";
import { findUserById } from "../../../account/domain/users.js";
import { lockAttendee } from "../../domain/rsvp.js";
import { lockBookingOfTicket } from "../../domain/ticket-locks.js";
import { leaveOnTicketTaken } from "../../domain/waiting-list.js";
import { assertRecipientMayJoin, findRecipient, handleOf, lockRecipientAttendee } from "./recipient.js";
import { mailTicketReceived, recordMovement, type TicketMail } from "./records.js";

export interface TransferCommand {
  ticketId: string;
  /** The recipient's user name (with or without "@") or e-mail. */
  recipient: string;
}

export interface Transferred {
  event: EventRow;
  recipient: UserRow;
  ticket: UserTicketRow;
}

export async function transferTicket(deps: DomainDeps & TicketMail, senderId: string, command: TransferCommand): Promise<Transferred> {
  if (!isUuid(command.ticketId)) throw notFound(m.notYours);
  const recipient = await findRecipient(deps.db, command.recipient, senderId);
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    // The paying booking first: a refund of it running now either sees the recipient's ticket or is seen here.
    await lockBookingOfTicket(tx, command.ticketId);
    const [held] = await tx.select().from(userTickets).where(eq(userTickets.id, command.ticketId)).for("update");
    if (!held || held.ownerUserId !== senderId) throw notFound(m.notYours);
    assertTransferable(held);
    const event = await openEvent(tx, held.eventId, now);
    assertRecipientMayJoin(event, recipient);
    const [openShare] = await tx
      .select({ id: ticketShares.id })
      .from(ticketShares)
      .where(and(eq(ticketShares.userTicketId, held.id), eq(ticketShares.status, "SHARING")));
    if (openShare) throw conflict(m.openShares);

    // Both attendee records, in one order (two members sending each other tickets cannot deadlock).
    const [first, second] = [senderId, recipient.id].sort();
    await lockAttendee(tx, event.id, first, now);
    await lockAttendee(tx, event.id, second, now);
    const sending = await lockAttendee(tx, event.id, senderId, now);
    const receiving = await lockRecipientAttendee(tx, event.id, recipient.id, now);

    await tx
      .update(userTickets)
      .set({ status: "TRANSFERRED", transferredAt: now, associatedUserId: recipient.id, updatedAt: now })
      .where(eq(userTickets.id, held.id));
    const [ticket] = await tx
      .insert(userTickets)
      .values({
        eventId: held.eventId,
        eventTicketId: held.eventTicketId,
        attendeeId: receiving.id,
        ownerUserId: recipient.id,
        status: "ACTIVE",
        count: held.count,
        // The whole group moves: its plus-ones keep their places (ADR 0068).
        additionalGuests: held.additionalGuests,
        isShareable: held.count > 1,
        parentTicketId: held.id,
        originalTicketId: held.originalTicketId ?? held.id,
        associatedUserId: senderId,
        receivedVia: "TRANSFER_IN_EVENT_TICKET",
        // The purchase still pays for it (the door checks that booking).
        transactionId: held.transactionId,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await leaveOnTicketTaken(tx, held.eventTicketId, recipient.id);
    await tx
      .update(attendees)
      .set({ state: "APPROVED", stateChangedAt: now, approvedAt: now, inviterUserId: receiving.inviterUserId ?? senderId, updatedAt: now })
      .where(eq(attendees.id, receiving.id));
    await settleSender(tx, sending.id, now);

    const [type] = await tx.select().from(eventTickets).where(eq(eventTickets.id, held.eventTicketId));
    const moved = { ...type, count: held.count };
    await recordMovement(tx, { eventId: event.id, userId: senderId, type: "TRANSFER_OUT_EVENT_TICKET", ticket: moved, isAllInPricing: event.isAllInPricing, recipientUserId: recipient.id, now });
    await recordMovement(tx, { eventId: event.id, userId: recipient.id, type: "TRANSFER_IN_EVENT_TICKET", ticket: moved, isAllInPricing: event.isAllInPricing, now });
    const sender = await findUserById(tx, senderId);
    const senderName = sender?.name ?? `@${sender ? handleOf(sender) : ""}`;
    await mailTicketReceived(tx, deps, { to: recipient.email, name: recipient.name, senderName, event, kind: "TRANSFER" });
    return { event, recipient, ticket };
  });
}

/** Why a held ticket cannot be sent on, in the order its holder needs to hear it. */
function assertTransferable(ticket: UserTicketRow): void {
  if (ticket.status === "TRANSFERRED") throw conflict(m.alreadyTransferred);
  if (ticket.status === "CANCELLED") throw conflict(m.cancelled);
  if (ticket.status === "PENDING") throw conflict(m.pending);
  if (ticket.firstSeenAt) throw conflict(m.alreadyScanned);
}

async function openEvent(tx: Database, eventId: string, now: Date): Promise<EventRow> {
  const [event] = await tx.select().from(events).where(eq(events.id, eventId));
  if (!event || event.deletedAt || event.status !== "PUBLISHED") throw conflict(m.eventClosed);
  if (event.endAt <= now) throw conflict(eventMessages.eventEnded);
  return event;
}

/** A sender left without a ticket for the event is no longer going (the recipient is counted instead). */
async function settleSender(tx: Database, attendeeId: string, now: Date): Promise<void> {
  const [still] = await tx
    .select({ id: userTickets.id })
    .from(userTickets)
    .where(and(eq(userTickets.attendeeId, attendeeId), inArray(userTickets.status, ["ACTIVE", "PENDING"])));
  if (still) return;
  await tx.update(attendees).set({ state: "NONE", stateChangedAt: now, approvedAt: null, updatedAt: now }).where(eq(attendees.id, attendeeId));
}

/** The tickets of an event a member transferred to others, oldest first (their ticket page shows where each went). */
export function findTransferredTickets(db: Database, userId: string, eventId: string): Promise<UserTicketRow[]> {
  return db
    .select()
    .from(userTickets)
    .where(and(eq(userTickets.ownerUserId, userId), eq(userTickets.eventId, eventId), eq(userTickets.status, "TRANSFERRED")))
    .orderBy(asc(userTickets.transferredAt), asc(userTickets.id));
}

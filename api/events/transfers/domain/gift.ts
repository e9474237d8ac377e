// A free ticket given as a gift (spec 2 §3 GIFT_EVENT_TICKET): the giver RSVPs for another
// member, who gets the ticket (and an e-mail) while the giver gets none. The giver goes
// through the event's requirements as for their own ticket (questions, disclosure, social
// accounts); the recipient through the event's age and rep-score rules and the one-ticket
// rule. Tickets that need the host's approval are not given. A place is taken as by an RSVP:
// one conditional UPDATE, never past the limit. Paid gifts go through the checkout.
import { and, eq } from "drizzle-orm";
import { attendees, eventTickets, userTickets, type EventRow, type EventTicketRow, type UserRow } from "../../../db/schema.js";
import type { DomainDeps } from "../../../kernel/deps.js";
import { badUserInput, conflict, DomainError } from "../../../kernel/errors.js";
import { isUuid } from "../../../kernel/ids.js";
import { eventMessages, ticketTransferMessages as m } from "../../../../contract/events/messages.js";
import { findUserById } from "../../../account/domain/users.js";
import { assertAnswered, checkAnswers } from "../../domain/questions.js";
import { lockAttendee, recordRsvpExtras, takePlaces, type RsvpExtras } from "../../domain/rsvp.js";
import { assertPolicyAccepted } from "../../domain/settings.js";
import { assertSocialAccountsConnected } from "../../domain/social-requirements.js";
import { isTicketOnSale } from "../../domain/tickets.js";
import { findEventForViewer } from "../../domain/viewing.js";
import { leaveOnTicketTaken } from "../../domain/waiting-list.js";
import { assertRecipientMayJoin, findRecipient, lockRecipientAttendee } from "./recipient.js";
import { mailTicketReceived, recordMovement, type TicketMail } from "./records.js";

export interface FreeGiftCommand extends RsvpExtras {
  /** The event's id or slug. */
  eventId: string;
  eventTicketId?: string | null;
  giftRecipient: string;
}

export async function giveFreeTicket(deps: DomainDeps & TicketMail, giverId: string, command: FreeGiftCommand): Promise<{ event: EventRow; recipient: UserRow }> {
  const now = deps.clock();
  const event = await findEventForViewer(deps, giverId, command.eventId);
  const giver = await findUserById(deps.db, giverId);
  if (!giver?.emailVerifiedAt) throw new DomainError("AUTH_NOT_AUTHORIZED", eventMessages.emailNotVerified);
  if (event.status !== "PUBLISHED") throw badUserInput(eventMessages.eventNotOpen);
  if (event.endAt <= now) throw badUserInput(eventMessages.eventEnded);
  const ticket = await freeTicketOnSale(deps, event, command.eventTicketId ?? null, now);
  const recipient = await findRecipient(deps.db, command.giftRecipient, giverId);
  assertRecipientMayJoin(event, recipient);
  checkAnswers(event, command.answers ?? []);
  await assertSocialAccountsConnected(deps.db, event, giverId);

  await deps.db.transaction(async (tx) => {
    // The giver's answers and acceptance of the disclosure, when they come with the gift, are
    // written on their own record (created then) in this transaction.
    const giving = command.answers?.length || command.acceptDisclosure
      ? await recordRsvpExtras(deps, tx, event, await lockAttendee(tx, event.id, giverId, now), command, now)
      : (await tx.select().from(attendees).where(and(eq(attendees.eventId, event.id), eq(attendees.userId, giverId))))[0];
    if (giving?.state === "DECLINED") throw new DomainError("AUTH_NOT_AUTHORIZED", eventMessages.notSelected);
    assertAnswered(event, ticket, giving?.questionAnswers ?? []);
    assertPolicyAccepted(event, giving);
    const receiving = await lockRecipientAttendee(tx, event.id, recipient.id, now);
    if (!(await takePlaces(tx, ticket.id, 1, now))) throw conflict(eventMessages.ticketSoldOut);
    await leaveOnTicketTaken(tx, ticket.id, recipient.id);
    await recordMovement(tx, {
      eventId: event.id,
      userId: giverId,
      type: "GIFT_EVENT_TICKET",
      ticket: { ...ticket, count: 1 },
      isAllInPricing: event.isAllInPricing,
      giftSenderId: giverId,
      recipientUserId: recipient.id,
      now,
    });
    // Free, like an RSVP's: no purchase stands behind it (the booking above records the gift).
    await tx.insert(userTickets).values({
      eventId: event.id,
      eventTicketId: ticket.id,
      attendeeId: receiving.id,
      ownerUserId: recipient.id,
      status: "ACTIVE",
      count: 1,
      associatedUserId: giverId,
      receivedVia: "GIFT_EVENT_TICKET",
      createdAt: now,
      updatedAt: now,
    });
    await tx
      .update(attendees)
      .set({ state: "APPROVED", stateChangedAt: now, approvedAt: now, inviterUserId: receiving.inviterUserId ?? giverId, updatedAt: now })
      .where(eq(attendees.id, receiving.id));
    await mailTicketReceived(tx, deps, { to: recipient.email, name: recipient.name, senderName: giver.name ?? giver.email, event, kind: "GIFT" });
  });
  return { event, recipient };
}

async function freeTicketOnSale(deps: DomainDeps, event: EventRow, eventTicketId: string | null, now: Date): Promise<EventTicketRow> {
  if (!eventTicketId) throw badUserInput(eventMessages.ticketRequired, { eventTicketId: eventMessages.ticketRequired });
  const unavailable = () => badUserInput(eventMessages.ticketNotAvailable, { eventTicketId: eventMessages.ticketNotAvailable });
  if (!isUuid(eventTicketId)) throw unavailable();
  const [ticket] = await deps.db.select().from(eventTickets).where(and(eq(eventTickets.id, eventTicketId), eq(eventTickets.eventId, event.id)));
  if (!ticket || ticket.isPrivate || !isTicketOnSale(ticket, now)) throw unavailable();
  if (ticket.kind === "PAID") throw badUserInput(eventMessages.ticketMustBePurchased, { eventTicketId: eventMessages.ticketMustBePurchased });
  if (ticket.isRequiredApproval) throw badUserInput(m.giftNeedsApproval, { eventTicketId: m.giftNeedsApproval });
  return ticket;
}

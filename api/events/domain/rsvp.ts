// RSVP on a free ticket (spec 2 §4). Accepting takes a place atomically: the ticket's
// available amount is decremented by a conditional UPDATE, so concurrent RSVPs can
// never take more places than exist. Tickets that need the host's approval do not hold
// a place while pending (the host picks among the requests); approval, a later use
// case, takes the place then. Repeating an RSVP changes nothing.
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client.js";
import { attendees, eventTickets, userTickets, type AttendeeRow, type QuestionAnswer, type EventRow, type UserRow, type UserTicketRow } from "../../db/schema.js";
import type { AuthDeps, DomainDeps } from "../../kernel/deps.js";
import { badUserInput, conflict, DomainError } from "../../kernel/errors.js";
import { isUuid } from "../../kernel/ids.js";
import { eventMessages } from "../../../contract/events/messages.js";
import { findUserThroughCache } from "../../account/domain/users.js";
import { notifyEventPending } from "../../account/notifications/domain/producers.js";
import { checkPlusOnes, isTicketFull, isTicketOnSale, placesOf } from "./tickets.js";
import { changePlusOnes } from "../plus-ones/domain/plus-ones.js";
import { assertAnswered, checkAnswers, saveAnswers } from "./questions.js";
import { assertMayJoin, assertPolicyAccepted, recordPolicyAnswer } from "./settings.js";
import { assertSocialAccountsConnected } from "./social-requirements.js";
import { leaveOnTicketTaken } from "./waiting-list.js";
import { releaseAuthorization, withdrawRequests } from "../checkout/domain/approval-payments.js";
import { findEventForViewer } from "./viewing.js";

/** What accepting carries besides the ticket: answers to the event's questions, the disclosure's acceptance. */
export interface RsvpExtras {
  answers?: readonly QuestionAnswer[] | null;
  acceptDisclosure?: boolean | null;
}

export interface RsvpCommand extends RsvpExtras {
  /** The event's id or slug. */
  eventId: string;
  /** Required to accept: the free ticket to take. */
  eventTicketId?: string | null;
  response: "ACCEPT" | "DECLINE";
  /** Plus-ones brought with the ticket, up to its additionalGuests. */
  additionalGuests?: number | null;
}

type RsvpDeps = DomainDeps & Pick<AuthDeps, "outbox" | "publicUrl">;

/** True when the RSVP gave places back (a decline, a ticket switched, fewer plus-ones): the waiting lists may move. */
type PlacesGivenBack = boolean;

/**
 * Accepting writes the answers, the disclosure's acceptance and the ticket in one
 * transaction, after checking what can be checked first: a refusal leaves nothing behind.
 * Declining ignores the extras.
 */
export async function rsvp(deps: DomainDeps, userId: string, command: RsvpCommand & { acceptDisclosure?: false | null }): Promise<PlacesGivenBack>;
/** Accepting the disclosure e-mails its signed copy: that needs the outbox. */
export async function rsvp(deps: RsvpDeps, userId: string, command: RsvpCommand): Promise<PlacesGivenBack>;
export async function rsvp(deps: DomainDeps, userId: string, command: RsvpCommand): Promise<PlacesGivenBack> {
  const now = deps.clock();
  const event = await findEventForViewer(deps, userId, command.eventId);
  const user = await findUserThroughCache(deps, userId);
  if (!user?.emailVerifiedAt) throw new DomainError("AUTH_NOT_AUTHORIZED", eventMessages.emailNotVerified);
  if (event.status !== "PUBLISHED") throw badUserInput(eventMessages.eventNotOpen);
  if (event.endAt <= now) throw badUserInput(eventMessages.eventEnded);

  if (command.response === "DECLINE") return decline(deps, event.id, userId, now);
  assertMayJoin(event, user);
  checkAnswers(event, command.answers ?? []);
  // The overloads give the outbox whenever the disclosure is accepted, the only use of it.
  return accept(deps as RsvpDeps, event, user, command, now);
}

async function accept(deps: RsvpDeps, event: EventRow, user: UserRow, command: RsvpCommand, now: Date): Promise<PlacesGivenBack> {
  const db = deps.db;
  const eventTicketId = command.eventTicketId ?? null;
  const eventId = event.id;
  const userId = user.id;
  if (!eventTicketId) throw badUserInput(eventMessages.ticketRequired, { eventTicketId: eventMessages.ticketRequired });
  const unavailable = () => badUserInput(eventMessages.ticketNotAvailable, { eventTicketId: eventMessages.ticketNotAvailable });
  if (!isUuid(eventTicketId)) throw unavailable();
  const [ticket] = await db
    .select()
    .from(eventTickets)
    .where(and(eq(eventTickets.id, eventTicketId), eq(eventTickets.eventId, eventId)));
  if (!ticket || ticket.isPrivate || !isTicketOnSale(ticket, now)) throw unavailable();
  if (ticket.kind === "PAID") {
    throw badUserInput(eventMessages.ticketMustBePurchased, { eventTicketId: eventMessages.ticketMustBePurchased });
  }
  const additionalGuests = checkPlusOnes(ticket, command.additionalGuests);
  await assertSocialAccountsConnected(db, event, userId);

  // A thrown error rolls the whole transaction back, including a ticket switch.
  return db.transaction(async (tx): Promise<PlacesGivenBack> => {
    const locked = await lockAttendee(tx, eventId, userId, now);
    // The host's "Not Selected" is not undone by asking again.
    if (locked.state === "DECLINED") throw new DomainError("AUTH_NOT_AUTHORIZED", eventMessages.notSelected);
    const attendee = await recordRsvpExtras(deps, tx, event, locked, command, now);
    assertAnswered(event, ticket, attendee.questionAnswers);
    assertPolicyAccepted(event, attendee);
    const held = await heldTickets(tx, attendee.id);
    const same = held.find((userTicket) => userTicket.eventTicketId === ticket.id);
    if (same) {
      // Accepting the ticket held already changes only the plus-ones (when sent).
      // More of them take places on the ticket's capacity, fewer give them back (ADR 0068).
      if (command.additionalGuests != null) await changePlusOnes(tx, same, additionalGuests, now);
      return additionalGuests < same.additionalGuests;
    }
    // Choosing another ticket gives up the one held before, unless it came from an order.
    if (held.some(fromOrder)) throw conflict(eventMessages.orderTicketHeld);
    for (const userTicket of held) await cancelUserTicket(tx, userTicket, now);

    if (ticket.isRequiredApproval) {
      if (isTicketFull(ticket)) throw conflict(eventMessages.ticketSoldOut);
    } else if (!(await takePlaces(tx, ticket.id, placesOf({ count: 1, additionalGuests }), now))) {
      throw conflict(eventMessages.ticketSoldOut);
    }
    await leaveOnTicketTaken(tx, ticket.id, userId);
    await tx.insert(userTickets).values({
      eventId,
      eventTicketId: ticket.id,
      attendeeId: attendee.id,
      ownerUserId: userId,
      status: ticket.isRequiredApproval ? "PENDING" : "ACTIVE",
      count: 1,
      additionalGuests,
      createdAt: now,
      updatedAt: now,
    });
    const state = ticket.isRequiredApproval ? "NONE" : "APPROVED";
    await tx
      .update(attendees)
      .set({
        state,
        stateChangedAt: state === attendee.state ? attendee.stateChangedAt : now,
        approvedAt: state === "APPROVED" ? now : null,
        approvedByUserId: null,
        updatedAt: now,
      })
      .where(eq(attendees.id, attendee.id));
    // The request waits for the host (spec 1 §3 EventPending), told once per guest and event.
    if (ticket.isRequiredApproval) await notifyEventPending(tx, event.createdByUserId, { event, guest: user });
    return held.length > 0;
  });
}

/** Not going: free tickets given up, a paid request withdrawn (its hold released when the provider is at hand). */
async function decline(deps: DomainDeps & Partial<Pick<AuthDeps, "payments">>, eventId: string, userId: string, now: Date): Promise<PlacesGivenBack> {
  const withdrawn = await deps.db.transaction(async (tx) => {
    const attendee = await lockAttendee(tx, eventId, userId, now);
    const held = await heldTickets(tx, attendee.id);
    // A paid request still waiting for the host is withdrawn; a ticket paid for is the host's to refund.
    const requested = [...new Set(held.filter((ticket) => fromOrder(ticket) && ticket.status === "PENDING").map((ticket) => ticket.transactionId!))];
    const requests = await withdrawRequests(tx, requested, now);
    const ended = new Set(requests.map((booking) => booking.id));
    if (held.some((ticket) => fromOrder(ticket) && !ended.has(ticket.transactionId!))) throw conflict(eventMessages.paidTicketHeld);
    for (const userTicket of held) await cancelUserTicket(tx, userTicket, now);
    // A host's decision ("Not Selected") stays as it is.
    if (attendee.state !== "INVITEE_DECLINED" && attendee.state !== "DECLINED") {
      await tx
        .update(attendees)
        .set({ state: "INVITEE_DECLINED", stateChangedAt: now, approvedAt: null, updatedAt: now })
        .where(eq(attendees.id, attendee.id));
    }
    return { requests, gaveBack: held.length > 0 };
  });
  for (const request of withdrawn.requests) await releaseAuthorization(deps, request);
  return withdrawn.gaveBack;
}

/** A ticket of an order (bought, or a paid request): an RSVP neither replaces nor gives it up. */
const fromOrder = (ticket: UserTicketRow) => ticket.transactionId !== null;

/**
 * The answers and the disclosure's acceptance an RSVP (or a gift) carries, written on the
 * attendee's locked row in its transaction; the row as it is then. Answers are checked
 * (checkAnswers) before the transaction starts.
 */
export async function recordRsvpExtras(
  deps: Pick<AuthDeps, "outbox" | "publicUrl">,
  tx: Database,
  event: EventRow,
  attendee: AttendeeRow,
  extras: RsvpExtras,
  now: Date,
): Promise<AttendeeRow> {
  let current = attendee;
  if (extras.answers?.length) current = { ...current, questionAnswers: await saveAnswers(tx, event, current, extras.answers, now) };
  if (extras.acceptDisclosure) {
    await recordPolicyAnswer(deps, tx, event, attendee.userId, true, now);
    current = { ...current, privacyPolicyState: "ACCEPTED" };
  }
  return current;
}

/**
 * The viewer's attendee record, created if missing, locked for the rest of the
 * transaction so that two RSVPs of the same person take turns.
 */
export async function lockAttendee(tx: Database, eventId: string, userId: string, now: Date): Promise<AttendeeRow> {
  await tx
    .insert(attendees)
    .values({ eventId, userId, state: "NONE", stateChangedAt: now, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: [attendees.eventId, attendees.userId] });
  const [attendee] = await tx
    .select()
    .from(attendees)
    .where(and(eq(attendees.eventId, eventId), eq(attendees.userId, userId)))
    .for("update");
  return attendee;
}

function heldTickets(tx: Database, attendeeId: string): Promise<UserTicketRow[]> {
  return tx
    .select()
    .from(userTickets)
    .where(and(eq(userTickets.attendeeId, attendeeId), inArray(userTickets.status, ["ACTIVE", "PENDING"])))
    .for("update");
}

/** Takes places on a ticket if enough are left. Unlimited tickets always have room. */
export async function takePlaces(tx: Database, eventTicketId: string, places: number, now: Date): Promise<boolean> {
  const taken = await tx
    .update(eventTickets)
    .set({
      availableAmount: sql`${eventTickets.availableAmount} - ${places}`,
      releasedAmount: sql`${eventTickets.releasedAmount} + ${places}`,
      updatedAt: now,
    })
    .where(
      and(
        eq(eventTickets.id, eventTicketId),
        sql`(${eventTickets.limitedAmount} is null or ${eventTickets.availableAmount} >= ${places})`,
      ),
    )
    .returning({ id: eventTickets.id });
  return taken.length > 0;
}

async function cancelUserTicket(tx: Database, userTicket: UserTicketRow, now: Date) {
  await tx
    .update(userTickets)
    .set({ status: "CANCELLED", cancelledAt: now, updatedAt: now })
    .where(eq(userTickets.id, userTicket.id));
  // Only active tickets hold places (pending ones wait for approval without one).
  if (userTicket.status !== "ACTIVE") return;
  await tx
    .update(eventTickets)
    .set({
      availableAmount: sql`${eventTickets.availableAmount} + ${placesOf(userTicket)}`,
      releasedAmount: sql`greatest(${eventTickets.releasedAmount} - ${placesOf(userTicket)}, 0)`,
      updatedAt: now,
    })
    .where(eq(eventTickets.id, userTicket.eventTicketId));
}

// The invitee's side (spec 2 §4 "invitee states: INVITED, then INVITEE_ACCEPTED or
// INVITEE_DECLINED"). An invitation is the viewer's when it was sent to them as a member or
// to their confirmed e-mail address. Accepting with a private or gifted ticket issues that
// ticket, taking its places by a conditional UPDATE under a lock on the invitation row, so
// a double click or two tabs issue it once. Declining later gives the places back.
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../../db/client.js";
import { attendees, eventInvitations, eventTickets, events, userTickets, users, type InvitationRow } from "../../../db/schema.js";
import type { DomainDeps } from "../../../kernel/deps.js";
import { badUserInput, conflict, notFound } from "../../../kernel/errors.js";
import { isUuid } from "../../../kernel/ids.js";
import { lockAttendee } from "../../../events/domain/rsvp.js";
import { invitationMessages as m } from "../../../../contract/hosting/guests-messages.js";

export interface InvitationView {
  invitationId: string;
  eventId: string;
  eventSlug: string;
  eventName: string;
  inviterName: string | null;
  state: InvitationRow["state"];
  ticketName: string | null;
  quantity: number;
}

export async function invitationForViewer(deps: DomainDeps, viewerId: string, invitationId: string): Promise<InvitationView> {
  const invitation = await findOwnInvitation(deps.db, viewerId, invitationId);
  return present(deps.db, invitation);
}

export async function respondToInvitation(deps: DomainDeps, viewerId: string, invitationId: string, accept: boolean): Promise<InvitationView> {
  await findOwnInvitation(deps.db, viewerId, invitationId);
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    const [invitation] = await tx.select().from(eventInvitations).where(eq(eventInvitations.id, invitationId)).for("update");
    const [event] = await tx.select().from(events).where(eq(events.id, invitation.eventId));
    if (!event || event.deletedAt || event.status !== "PUBLISHED" || event.endAt <= now) throw badUserInput(m.eventClosed);
    const next = accept ? "INVITEE_ACCEPTED" : "INVITEE_DECLINED";
    if (invitation.state === next) return;
    const attendee = await lockAttendee(tx, invitation.eventId, viewerId, now);
    // A host's "Not Selected" stays as it is.
    if (attendee.state === "DECLINED") throw badUserInput(m.eventClosed);
    if (accept && invitation.eventTicketId) await issueTicket(tx, invitation, attendee.id, viewerId, now);
    if (!accept) await giveBackTickets(tx, attendee.id, now);
    await tx
      .update(attendees)
      .set({ state: next, inviterUserId: attendee.inviterUserId ?? invitation.inviterUserId, stateChangedAt: now, updatedAt: now })
      .where(eq(attendees.id, attendee.id));
    await tx.update(eventInvitations).set({ state: next, userId: viewerId, respondedAt: now }).where(eq(eventInvitations.id, invitation.id));
  });
  return invitationForViewer(deps, viewerId, invitationId);
}

async function issueTicket(tx: Database, invitation: InvitationRow, attendeeId: string, userId: string, now: Date) {
  const places = invitation.quantity;
  const taken = await tx
    .update(eventTickets)
    .set({ availableAmount: sql`${eventTickets.availableAmount} - ${places}`, releasedAmount: sql`${eventTickets.releasedAmount} + ${places}`, updatedAt: now })
    .where(and(eq(eventTickets.id, invitation.eventTicketId!), sql`(${eventTickets.limitedAmount} is null or ${eventTickets.availableAmount} >= ${places})`))
    .returning({ id: eventTickets.id });
  if (!taken.length) throw conflict(m.ticketSoldOut);
  await tx.insert(userTickets).values({ eventId: invitation.eventId, eventTicketId: invitation.eventTicketId!, attendeeId, ownerUserId: userId, status: "ACTIVE", count: places, createdAt: now, updatedAt: now });
}

async function giveBackTickets(tx: Database, attendeeId: string, now: Date) {
  const held = await tx.select().from(userTickets).where(and(eq(userTickets.attendeeId, attendeeId), inArray(userTickets.status, ["ACTIVE", "PENDING"]))).for("update");
  for (const ticket of held) {
    await tx.update(userTickets).set({ status: "CANCELLED", cancelledAt: now, updatedAt: now }).where(eq(userTickets.id, ticket.id));
    if (ticket.status !== "ACTIVE") continue;
    await tx
      .update(eventTickets)
      .set({ availableAmount: sql`${eventTickets.availableAmount} + ${ticket.count}`, releasedAmount: sql`greatest(${eventTickets.releasedAmount} - ${ticket.count}, 0)`, updatedAt: now })
      .where(eq(eventTickets.id, ticket.eventTicketId));
  }
}

/** Someone else's invitation is NOT_FOUND, like one that does not exist. */
async function findOwnInvitation(db: Database, viewerId: string, invitationId: string): Promise<InvitationRow> {
  if (!isUuid(invitationId)) throw notFound(m.invitationNotFound);
  const [row] = await db.select({ invitation: eventInvitations, email: users.email, verified: users.emailVerifiedAt }).from(eventInvitations).innerJoin(users, eq(users.id, viewerId)).where(eq(eventInvitations.id, invitationId));
  if (!row) throw notFound(m.invitationNotFound);
  const mine = row.invitation.userId === viewerId || (row.invitation.userId === null && row.verified !== null && row.email === row.invitation.email);
  if (!mine) throw notFound(m.invitationNotFound);
  return row.invitation;
}

async function present(db: Database, invitation: InvitationRow): Promise<InvitationView> {
  const [row] = await db
    .select({ slug: events.slug, name: events.displayName, inviter: users.name, inviterHandle: users.userName, ticketName: eventTickets.ticketType })
    .from(events)
    .innerJoin(users, eq(users.id, invitation.inviterUserId))
    .leftJoin(eventTickets, eq(eventTickets.id, sql`${invitation.eventTicketId}::uuid`))
    .where(eq(events.id, invitation.eventId));
  return {
    invitationId: invitation.id,
    eventId: invitation.eventId,
    eventSlug: row.slug,
    eventName: row.name,
    inviterName: row.inviter ?? row.inviterHandle,
    state: invitation.state,
    ticketName: row.ticketName ?? null,
    quantity: invitation.quantity,
  };
}

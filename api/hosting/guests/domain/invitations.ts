// Inviting people to an event (spec 2 §4 invitation sources; §7 invite from contacts): from
// the host's contacts, by e-mail (the e-mail picker), from a previous event's attendees or
// from a saved list. One invitation per address and event; a member also gets an attendee
// row in state INVITED (so a private event opens to them). People already on the event
// (attending, declined, invited) are left out. Each invitee is e-mailed a link, unless
// they turned invitation e-mails off; a member is also notified.
import { and, desc, eq, inArray, isNull, ne } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../../db/client.js";
import { attendees, eventInvitations, eventTickets, events, users, userTickets, type EventRow } from "../../../db/schema.js";
import type { AuthDeps } from "../../../kernel/deps.js";
import { badUserInput, DomainError } from "../../../kernel/errors.js";
import { isUuid } from "../../../kernel/ids.js";
import { isSubscribed } from "../../../account/domain/subscriptions.js";
import { findUserById } from "../../../account/domain/users.js";
import { GUEST_LIMITS, invitationMessages as m } from "../../../../contract/hosting/guests-messages.js";
import { GUEST_INVITES_AT_ONCE, guestInviteMessages } from "../../../../contract/events/guest-invites.js";
import { requireEventAction } from "./event-access.js";
import { findEventWithAttendee } from "../../../events/domain/viewing.js";
import { requireContacts } from "./contacts.js";
import { requireOwnList } from "./saved-lists.js";
import { membersByEmail } from "./members.js";
import { notifyEventInvitation } from "../../../account/notifications/domain/producers.js";

export type InvitationSource = "CONTACT" | "DIRECT" | "PREVIOUS_EVENT" | "SAVED_LIST";
export type InviteDeps = Pick<AuthDeps, "db" | "clock" | "cache" | "outbox" | "publicUrl" | "productName">;

export interface InviteCommand {
  eventId: string;
  source: InvitationSource;
  contactIds?: readonly string[] | null;
  emails?: readonly string[] | null;
  userIds?: readonly string[] | null;
  previousEventId?: string | null;
  savedGuestListId?: string | null;
  eventTicketId?: string | null;
  quantity?: number | null;
}

interface Invitee {
  email: string;
  name: string | null;
  contactId: string | null;
}

const email = z.string().trim().toLowerCase().pipe(z.email());

/**
 * Invites the command's people. `spend` counts the addresses against the host's invitation
 * rate limit (and refuses when it is used up) before anything is written.
 */
export async function invite(deps: InviteDeps, viewerId: string, command: InviteCommand, spend: (addresses: number) => Promise<void>): Promise<{ invited: number; skipped: number }> {
  const { event, asGuest } = await requireInviter(deps, viewerId, command);
  const quantity = command.quantity ?? 1;
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > 1000) throw badUserInput(m.quantityInvalid, { quantity: m.quantityInvalid });
  const eventTicketId = await checkTicket(deps.db, event.id, command.eventTicketId ?? null);
  const candidates = await inviteesOf(deps, viewerId, command);
  if (!candidates.length) throw badUserInput(m.nobodyChosen, { emails: m.nobodyChosen });
  if (candidates.length > GUEST_LIMITS.maxInvitesAtOnce) throw badUserInput(m.tooMany, { emails: m.tooMany });
  if (asGuest && candidates.length > GUEST_INVITES_AT_ONCE) throw badUserInput(guestInviteMessages.tooMany, { emails: guestInviteMessages.tooMany });

  const unique = [...new Map(candidates.map((invitee) => [invitee.email, invitee])).values()];
  await spend(unique.length);
  const members = await membersByEmail(deps.db, unique.map((invitee) => invitee.email));
  const excluded = await excludedUserIds(deps.db, event.id, [...members.values()].map((user) => user.id));
  const inviter = await findUserById(deps.db, viewerId);
  const inviterName = inviter?.name ?? inviter?.userName ?? deps.productName;
  const now = deps.clock();
  let invited = 0;
  await deps.db.transaction(async (tx) => {
    for (const invitee of unique) {
      const member = members.get(invitee.email) ?? null;
      if (member && excluded.has(member.id)) continue;
      const [created] = await tx
        .insert(eventInvitations)
        .values({ eventId: event.id, email: invitee.email, name: invitee.name ?? member?.name ?? null, userId: member?.id ?? null, contactId: invitee.contactId, inviterUserId: viewerId, source: command.source, eventTicketId, quantity, createdAt: now })
        .onConflictDoNothing({ target: [eventInvitations.eventId, eventInvitations.email] })
        .returning();
      if (!created) continue;
      invited++;
      if (member) {
        await markInvited(tx, event.id, member.id, viewerId, now);
        // A member also finds the invitation among their notifications (spec 1 §3 EventInvitation).
        await notifyEventInvitation(tx, member.id, { event, host: { name: inviterName, avatarUrl: inviter?.avatarUrl, tier: inviter?.tier }, invitationId: created.id });
      }
      if (await isSubscribed(tx, invitee.email, "invitations")) {
        const link = `${deps.publicUrl}/invitations/${created.id}`;
        await deps.outbox.sendEmail(tx, { to: invitee.email, subject: m.emailSubject(event.displayName), text: m.emailText(inviterName, event.displayName, link) });
      }
    }
  });
  return { invited, skipped: unique.length - invited };
}

/**
 * Who may invite to an event: its team (ADD_GUEST) in every way, and, where the host lets
 * guests invite others (Settings: "Let guests invite others"), a guest who is going: people
 * they name by e-mail or pick from the members, one place each, with none of the host's
 * tickets to hand out. Anyone else is refused as before.
 */
async function requireInviter(deps: InviteDeps, viewerId: string, command: InviteCommand): Promise<{ event: EventRow; asGuest: boolean }> {
  try {
    return { event: await requireEventAction(deps, viewerId, command.eventId, "ADD_GUEST"), asGuest: false };
  } catch (error) {
    if (!(error instanceof DomainError) || error.code !== "AUTH_NOT_AUTHORIZED") throw error;
    const { event, attendee } = await findEventWithAttendee(deps, viewerId, command.eventId);
    const asks = command.source === "DIRECT" && !command.eventTicketId && (command.quantity ?? 1) === 1;
    if (!event.optInAllowGuestInviteOthers || !asks || attendee?.state !== "APPROVED") throw error;
    const [held] = await deps.db
      .select({ id: userTickets.id })
      .from(userTickets)
      .where(and(eq(userTickets.eventId, event.id), eq(userTickets.ownerUserId, viewerId), eq(userTickets.status, "ACTIVE")))
      .limit(1);
    if (!held) throw error;
    return { event, asGuest: true };
  }
}

/** Members already on the event in any way (attending, declined, invited): they cannot be picked. */
export async function excludedUserIds(db: Database, eventId: string, userIds: readonly string[]): Promise<Set<string>> {
  if (!userIds.length) return new Set();
  const rows = await db
    .select({ userId: attendees.userId, state: attendees.state, roles: attendees.roles })
    .from(attendees)
    .where(and(eq(attendees.eventId, eventId), inArray(attendees.userId, [...userIds])));
  return new Set(rows.filter((row) => row.state !== "NONE" || row.roles.some((role) => role !== "ATTENDEE")).map((row) => row.userId));
}

/** The e-mail picker's check: members, and who cannot be picked (already on the event, or its creator). */
export async function checkInviteEmails(deps: InviteDeps, viewerId: string, eventId: string, emails: readonly string[]) {
  const event = await requireEventAction(deps, viewerId, eventId, "ADD_GUEST");
  if (emails.length > GUEST_LIMITS.maxAddressChecksAtOnce) throw badUserInput(m.tooManyAddresses, { emails: m.tooManyAddresses });
  const addresses = emails.map((address) => address.trim().toLowerCase());
  const members = await membersByEmail(deps.db, addresses);
  const excluded = await excludedUserIds(deps.db, event.id, [...members.values()].map((user) => user.id));
  const invited = new Set(
    addresses.length
      ? (await deps.db.select({ email: eventInvitations.email }).from(eventInvitations).where(and(eq(eventInvitations.eventId, event.id), inArray(eventInvitations.email, addresses)))).map((row) => row.email)
      : [],
  );
  return addresses.map((address) => {
    const member = members.get(address);
    const isExcluded = invited.has(address) || (member ? excluded.has(member.id) || member.id === event.createdByUserId : false);
    return { address, isMember: Boolean(member), isExcluded };
  });
}

async function markInvited(tx: Database, eventId: string, userId: string, inviterId: string, now: Date) {
  await tx
    .insert(attendees)
    .values({ eventId, userId, state: "INVITED", inviterUserId: inviterId, stateChangedAt: now, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [attendees.eventId, attendees.userId],
      set: { state: "INVITED", inviterUserId: inviterId, stateChangedAt: now, updatedAt: now },
      setWhere: eq(attendees.state, "NONE"),
    });
}

async function inviteesOf(deps: InviteDeps, viewerId: string, command: InviteCommand): Promise<Invitee[]> {
  switch (command.source) {
    case "CONTACT": {
      const rows = await requireContacts(deps.db, viewerId, command.contactIds ?? []);
      return rows.filter((row) => row.email).map((row) => ({ email: row.email!, name: row.name, contactId: row.id }));
    }
    case "DIRECT": {
      const given = command.emails ?? [];
      const parsed = given.map((value) => email.safeParse(value));
      const bad = parsed.findIndex((result) => !result.success);
      if (bad >= 0) throw badUserInput(m.cannotBeUsed, { emails: m.cannotBeUsed, [`emails.${bad}`]: m.cannotBeUsed });
      const picked = (command.userIds ?? []).filter(isUuid);
      const members = picked.length ? await deps.db.select({ email: users.email, name: users.name }).from(users).where(and(inArray(users.id, picked), isNull(users.deletedAt))) : [];
      return [...parsed.map((result) => ({ email: result.data!, name: null, contactId: null })), ...members.map((row) => ({ email: row.email, name: row.name, contactId: null }))];
    }
    case "PREVIOUS_EVENT": {
      const previousId = command.previousEventId ?? "";
      if (!isUuid(previousId)) throw badUserInput(m.previousEventNotFound, { previousEventId: m.previousEventNotFound });
      const previous: EventRow = await requireEventAction(deps, viewerId, previousId, "VIEW_ALL_ATTENDEES");
      const rows = await deps.db
        .select({ email: users.email, name: users.name })
        .from(attendees)
        .innerJoin(users, eq(users.id, attendees.userId))
        .where(and(eq(attendees.eventId, previous.id), inArray(attendees.state, ["APPROVED", "INVITEE_ACCEPTED"]), isNull(users.deletedAt)));
      return rows.map((row) => ({ email: row.email, name: row.name, contactId: null }));
    }
    case "SAVED_LIST": {
      const list = await requireOwnList(deps, viewerId, command.savedGuestListId ?? "");
      return list.guests.filter((guest) => guest.email && email.safeParse(guest.email).success).map((guest) => ({ email: guest.email!.toLowerCase(), name: guest.fullName, contactId: null }));
    }
  }
}

async function checkTicket(db: Database, eventId: string, eventTicketId: string | null): Promise<string | null> {
  if (!eventTicketId) return null;
  const invalid = () => badUserInput(m.ticketInvalid, { eventTicketId: m.ticketInvalid });
  if (!isUuid(eventTicketId)) throw invalid();
  const [ticket] = await db.select({ id: eventTickets.id }).from(eventTickets).where(and(eq(eventTickets.id, eventTicketId), eq(eventTickets.eventId, eventId)));
  if (!ticket) throw invalid();
  return ticket.id;
}

/** The viewer's other events, most recent first: the PREVIOUS_EVENT source's choices. */
export async function previousEvents(deps: InviteDeps, viewerId: string, eventId: string) {
  const event = await requireEventAction(deps, viewerId, eventId, "ADD_GUEST");
  const rows = await deps.db
    .select({ eventId: events.id, displayName: events.displayName, startAt: events.startAt })
    .from(events)
    .where(and(eq(events.createdByUserId, viewerId), ne(events.id, event.id), isNull(events.deletedAt)))
    .orderBy(desc(events.startAt))
    .limit(20);
  return rows.map((row) => ({ eventId: row.eventId, displayName: row.displayName, startDate: row.startAt.toISOString() }));
}

/** Of these members, those who cannot be picked for the event: already on it, or its creator. */
export async function excludedInvitees(deps: InviteDeps, viewerId: string, eventId: string, userIds: readonly string[]): Promise<string[]> {
  const event = await requireEventAction(deps, viewerId, eventId, "ADD_GUEST");
  const ids = userIds.filter(isUuid).slice(0, GUEST_LIMITS.maxInvitesAtOnce);
  const excluded = await excludedUserIds(deps.db, event.id, ids);
  return ids.filter((id) => excluded.has(id) || id === event.createdByUserId);
}

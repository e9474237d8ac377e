// Who a ticket may go to (a transfer or a gift): a member named by user name or e-mail, not
// the sender, allowed at the event, and not holding a ticket for it already (one ticket per
// person, as for a claimed share of a ticket).
import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../../../db/client.js";
import { attendees, userTickets, type AttendeeRow, type EventRow, type UserRow } from "../../../db/schema.js";
import { badUserInput, conflict, DomainError } from "../../../kernel/errors.js";
import { RECIPIENT_MAX_LENGTH, ticketTransferMessages as m } from "../../../../contract/events/messages.js";
import { findUserByEmail, findUserByHandle } from "../../../account/domain/users.js";
import { lockAttendee } from "../../domain/rsvp.js";
import { assertMayJoin } from "../../domain/settings.js";
import { PROFILE_DEFAULTS } from "../../../../contract/account/profile.js";

const refused = (message: string) => badUserInput(message, { recipient: message });

/** The member "@name", "name" or "name@example.com" names; BAD_USER_INPUT on the recipient field otherwise. */
export async function findRecipient(db: Database, typed: string, senderId: string): Promise<UserRow> {
  const key = typed.trim().replace(/^@/, "").toLowerCase();
  if (!key) throw refused(m.recipientRequired);
  if (key.length > RECIPIENT_MAX_LENGTH) throw refused(m.recipientTooLong);
  const user = key.includes("@") ? await findUserByEmail(db, key) : await findUserByHandle(db, key);
  // Unconfirmed and deactivated accounts take no tickets (they could not RSVP either).
  if (!user || user.deletedAt || !user.emailVerifiedAt) throw refused(m.recipientNotFound);
  if (user.id === senderId) throw refused(m.recipientIsYou);
  return user;
}

/** The event's own rules for the recipient (age limit, rep score), said about them rather than the sender. */
export function assertRecipientMayJoin(event: EventRow, recipient: UserRow): void {
  try {
    assertMayJoin(event, recipient);
  } catch (error) {
    if (error instanceof DomainError) throw refused(m.recipientNotEligible);
    throw error;
  }
}

/** Checks the recipient may take a ticket of the event: not "Not Selected" by the host, holding none yet. */
export async function assertMayReceive(db: Database, eventId: string, recipientId: string): Promise<void> {
  const [attendee] = await db.select().from(attendees).where(and(eq(attendees.eventId, eventId), eq(attendees.userId, recipientId)));
  if (attendee) await assertAttendeeMayReceive(db, attendee);
}

/** The same, on the recipient's attendee record (created if missing) locked for the caller's transaction. */
export async function lockRecipientAttendee(tx: Database, eventId: string, recipientId: string, now: Date): Promise<AttendeeRow> {
  const attendee = await lockAttendee(tx, eventId, recipientId, now);
  await assertAttendeeMayReceive(tx, attendee);
  return attendee;
}

async function assertAttendeeMayReceive(db: Database, attendee: AttendeeRow): Promise<void> {
  // The host's "Not Selected" is not undone by someone else's ticket.
  if (attendee.state === "DECLINED") throw refused(m.recipientNotSelected);
  const [holding] = await db
    .select({ id: userTickets.id })
    .from(userTickets)
    .where(and(eq(userTickets.attendeeId, attendee.id), inArray(userTickets.status, ["ACTIVE", "PENDING"])));
  if (holding) throw conflict(m.recipientHolding, { recipient: m.recipientHolding });
}

/** "@name" as the pages say it; the name when a member has no user name; never their e-mail. */
export function handleOf(user: Pick<UserRow, "userName" | "name">): string {
  return user.userName ?? user.name ?? PROFILE_DEFAULTS.name;
}

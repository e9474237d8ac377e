// The invite list (spec 2 §4 filter ALL, INVITED, INVITE_PENDING, NOT_INVITED; §7 unique
// invitee count). INVITED: every invitation; INVITE_PENDING: those not answered yet;
// NOT_INVITED: the viewer's contacts with an address not invited yet; ALL: both.
import { and, asc, countDistinct, eq, isNotNull, notExists, sql } from "drizzle-orm";
import { contacts, eventInvitations, eventTickets } from "../../../db/schema.js";
import type { DomainDeps } from "../../../kernel/deps.js";
import { GUEST_LIMITS } from "../../../../contract/hosting/guests-messages.js";
import { checkPageSize, decodeOffset, encodeOffset, requireEventAction } from "./event-access.js";
import { membersByEmail } from "./members.js";

export type InvitationStatusFilter = "ALL" | "INVITED" | "INVITE_PENDING" | "NOT_INVITED";

export interface InviteListEntry {
  invitationId: string | null;
  contactId: string | null;
  name: string | null;
  emailAddress: string | null;
  phoneNumber: string | null;
  state: "INVITED" | "INVITEE_ACCEPTED" | "INVITEE_DECLINED" | null;
  source: "CONTACT" | "DIRECT" | "PREVIOUS_EVENT" | "SAVED_LIST" | null;
  isMember: boolean;
  ticketName: string | null;
  quantity: number | null;
  invitedAt: Date | null;
}

export async function inviteList(deps: DomainDeps, viewerId: string, eventId: string, status: InvitationStatusFilter, first?: number | null, after?: string | null) {
  const event = await requireEventAction(deps, viewerId, eventId, "ADD_GUEST");
  const size = checkPageSize(first, GUEST_LIMITS.maxPageSize);
  const offset = decodeOffset(after);
  const invitationWhere = and(eq(eventInvitations.eventId, event.id), status === "INVITE_PENDING" ? eq(eventInvitations.state, "INVITED") : undefined);
  const notInvitedWhere = and(
    eq(contacts.ownerUserId, viewerId),
    isNotNull(contacts.email),
    notExists(deps.db.select({ one: sql`1` }).from(eventInvitations).where(and(eq(eventInvitations.eventId, event.id), sql`${eventInvitations.email} = ${contacts.email}`))),
  );
  const wantsInvitations = status !== "NOT_INVITED";
  const wantsContacts = status === "NOT_INVITED" || status === "ALL";

  const invitationCount = wantsInvitations ? (await deps.db.select({ value: sql<number>`count(*)::int` }).from(eventInvitations).where(invitationWhere))[0].value : 0;
  const contactCount = wantsContacts ? (await deps.db.select({ value: sql<number>`count(*)::int` }).from(contacts).where(notInvitedWhere))[0].value : 0;

  // Invitations first, then the contacts not invited: one offset runs across both.
  const entries: InviteListEntry[] = [];
  if (wantsInvitations && offset < invitationCount) {
    const rows = await deps.db
      .select({ invitation: eventInvitations, ticketName: eventTickets.ticketType, phone: contacts.phoneNumber })
      .from(eventInvitations)
      .leftJoin(eventTickets, eq(eventTickets.id, eventInvitations.eventTicketId))
      .leftJoin(contacts, eq(contacts.id, eventInvitations.contactId))
      .where(invitationWhere)
      .orderBy(asc(eventInvitations.createdAt), asc(eventInvitations.id))
      .limit(size)
      .offset(offset);
    for (const { invitation, ticketName, phone } of rows) {
      // A member invited by anything but the host's own contact (picked from people search,
      // an address, a previous event, a saved list) shows their name and state, not their
      // address, until they accept: the invitation is not a way to read members' addresses.
      const addressPrivate = invitation.userId !== null && invitation.contactId === null && invitation.state !== "INVITEE_ACCEPTED";
      entries.push({ invitationId: invitation.id, contactId: invitation.contactId, name: invitation.name, emailAddress: addressPrivate ? null : invitation.email, phoneNumber: phone, state: invitation.state, source: invitation.source, isMember: invitation.userId !== null, ticketName, quantity: invitation.quantity, invitedAt: invitation.createdAt });
    }
  }
  const left = size - entries.length;
  if (wantsContacts && left > 0) {
    const contactOffset = Math.max(offset - invitationCount, 0);
    const rows = await deps.db.select().from(contacts).where(notInvitedWhere).orderBy(asc(sql`lower(${contacts.name})`), asc(contacts.id)).limit(left).offset(contactOffset);
    const members = await membersByEmail(deps.db, rows.map((row) => row.email!));
    for (const row of rows) {
      entries.push({ invitationId: null, contactId: row.id, name: row.name, emailAddress: row.email, phoneNumber: row.phoneNumber, state: null, source: null, isMember: members.has(row.email!), ticketName: null, quantity: null, invitedAt: null });
    }
  }
  const totalCount = invitationCount + contactCount;
  const hasNextPage = offset + entries.length < totalCount;
  return { nodes: entries, pageInfo: { hasNextPage, endCursor: hasNextPage ? encodeOffset(offset + entries.length) : null }, totalCount };
}

export async function uniqueInviteeCount(deps: DomainDeps, viewerId: string, eventId: string): Promise<number> {
  const event = await requireEventAction(deps, viewerId, eventId, "ADD_GUEST");
  const [row] = await deps.db.select({ value: countDistinct(eventInvitations.email) }).from(eventInvitations).where(eq(eventInvitations.eventId, event.id));
  return row.value;
}

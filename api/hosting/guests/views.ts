// Domain rows as the GraphQL types of this part read them.
import type { ContactView } from "./domain/contacts.js";
import type { GuestView } from "./domain/guests.js";
import type { InviteListEntry } from "./domain/invite-list.js";
import type { GuestTicketRow, SavedGuestListRow } from "./db.js";

export function toGuestTicket(ticket: GuestTicketRow) {
  return { guestTicketId: ticket.id, ticketNo: ticket.ticketNo, guestName: ticket.guestName, eventTicketId: ticket.eventTicketId, grantKind: ticket.grantKind, checkedInAt: ticket.checkedInAt?.toISOString() ?? null };
}

/** A guest as the viewer may see them: e-mail, phone and custom fields only when showsContacts. */
export function toGuest({ guest, tickets, createdBy, showsContacts, canManage }: GuestView) {
  return {
    guestId: guest.id,
    fullName: guest.fullName,
    emailAddress: showsContacts ? guest.email : null,
    phoneNumber: showsContacts ? guest.phoneNumber : null,
    eventTicketIds: [...new Set(tickets.map((ticket) => ticket.eventTicketId).filter((id): id is string => id !== null))],
    note: guest.note,
    customFields: showsContacts ? guest.customFields : [],
    showsContacts,
    canManage,
    tickets: tickets.map(toGuestTicket),
    createdAt: guest.createdAt.toISOString(),
    createdBy,
  };
}

export function toSavedList(list: SavedGuestListRow) {
  return { savedGuestListId: list.id, name: list.name, lastUpdatedUtc: list.updatedAt.toISOString(), guests: list.guests };
}

export function toContact({ contact, userId, groups }: ContactView) {
  return {
    contactId: contact.id,
    name: contact.name,
    emailAddress: contact.email,
    phoneNumber: contact.phoneNumber,
    city: contact.city,
    userId,
    customFields: contact.customFields,
    groups,
    createdAt: contact.createdAt.toISOString(),
  };
}

export function toPage<Node, Out>(page: { nodes: Node[]; pageInfo: { hasNextPage: boolean; endCursor: string | null }; totalCount: number }, present: (node: Node) => Out) {
  return { nodes: page.nodes.map(present), pageInfo: page.pageInfo, totalCount: page.totalCount };
}

export function toInviteEntry(entry: InviteListEntry) {
  return { ...entry, invitedAt: entry.invitedAt?.toISOString() ?? null };
}

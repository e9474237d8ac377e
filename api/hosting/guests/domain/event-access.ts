// Who may work on an event's guests: the staff-actions table (docs/decisions/0021), checked
// on every call, and for each guest whether the viewer added them. An event the viewer may not see is NOT_FOUND, one they may see but not
// manage this way is AUTH_NOT_AUTHORIZED.
import type { EventRow } from "../../../db/schema.js";
import type { DomainDeps } from "../../../kernel/deps.js";
import { DomainError, notFound } from "../../../kernel/errors.js";
import { isUuid } from "../../../kernel/ids.js";
import { relationOf } from "../../../events/domain/access.js";
import { staffActionsOf, type EventAction } from "../../../events/domain/staff-actions.js";
import { findEventWithAttendee } from "../../../events/domain/viewing.js";
import { guestMessages } from "../../../../contract/hosting/guests-messages.js";

export async function requireEventAction(deps: DomainDeps, viewerId: string, eventId: string, ...anyOf: EventAction[]): Promise<EventRow> {
  return (await requireGuestAccess(deps, viewerId, eventId, ...anyOf)).event;
}

/**
 * What the viewer may do with an event's guest list (ADR 0021, "the guest list"): who sees which
 * guests, whose e-mail and phone, who edits whom, who exports. Guests one added are always one's own.
 */
export interface GuestAccess {
  event: EventRow;
  viewerId: string;
  mayAdd: boolean;
  /** Every guest of the event (the door and the managers); otherwise only the ones the viewer added. */
  seesAll: boolean;
  /** E-mail, phone and custom fields of every guest seen; otherwise only of the viewer's own guests. */
  seesAllContacts: boolean;
  /** Edits, removes and checks in any guest; otherwise only the viewer's own (with ADD_GUEST). */
  managesAll: boolean;
  /** Checks in any guest seen (the door). */
  checksInAll: boolean;
  /** Takes the list out: the CSV, saving it as a list of one's own. */
  mayExport: boolean;
}

export async function requireGuestAccess(deps: DomainDeps, viewerId: string, eventId: string, ...anyOf: EventAction[]): Promise<GuestAccess> {
  if (!isUuid(eventId)) throw notFound(guestMessages.eventNotFound);
  const { event, attendee, managesClub } = await findEventWithAttendee(deps, viewerId, eventId);
  const actions = staffActionsOf(relationOf(event, viewerId, attendee, managesClub));
  if (!anyOf.some((action) => actions.includes(action))) throw new DomainError("AUTH_NOT_AUTHORIZED", guestMessages.notAllowed);
  const mayAdd = actions.includes("ADD_GUEST");
  const seesAllContacts = actions.includes("VIEW_ALL_ATTENDEES");
  return {
    event,
    viewerId,
    mayAdd,
    seesAll: seesAllContacts || actions.includes("SEARCH_GUESTS") || actions.includes("SCAN_TICKETS"),
    seesAllContacts,
    managesAll: mayAdd && seesAllContacts,
    checksInAll: actions.includes("SCAN_TICKETS") || (mayAdd && seesAllContacts),
    mayExport: actions.includes("EXPORT_ATTENDEES"),
  };
}

export function isOwnGuest(access: GuestAccess, guest: { createdByUserId: string | null }): boolean {
  return guest.createdByUserId === access.viewerId;
}

export function seesGuest(access: GuestAccess, guest: { createdByUserId: string | null }): boolean {
  return access.seesAll || isOwnGuest(access, guest);
}

export function seesContactsOf(access: GuestAccess, guest: { createdByUserId: string | null }): boolean {
  return access.seesAllContacts || isOwnGuest(access, guest);
}

export function managesGuest(access: GuestAccess, guest: { createdByUserId: string | null }): boolean {
  return access.managesAll || (access.mayAdd && isOwnGuest(access, guest));
}

export function checksInGuest(access: GuestAccess, guest: { createdByUserId: string | null }): boolean {
  return (access.checksInAll && seesGuest(access, guest)) || managesGuest(access, guest);
}

/** The refusal for a guest the viewer sees but may not change. */
export const notAllowed = () => new DomainError("AUTH_NOT_AUTHORIZED", guestMessages.notAllowed);

/** Offset cursors for the part's small lists: base64url of the offset. */
export function encodeOffset(offset: number): string {
  return Buffer.from(String(offset)).toString("base64url");
}

export function decodeOffset(cursor: string | null | undefined): number {
  if (!cursor) return 0;
  const offset = Number(Buffer.from(cursor, "base64url").toString("utf8"));
  if (!Number.isSafeInteger(offset) || offset < 0) throw new DomainError("BAD_USER_INPUT", guestMessages.invalidCursor, { fields: { after: guestMessages.invalidCursor } });
  return offset;
}

export function checkPageSize(first: number | null | undefined, max: number): number {
  const size = first ?? max;
  if (!Number.isInteger(size) || size < 1 || size > max) {
    throw new DomainError("BAD_USER_INPUT", guestMessages.invalidPageSize, { fields: { first: guestMessages.invalidPageSize } });
  }
  return size;
}

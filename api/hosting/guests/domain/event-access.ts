// Who may work on an event's guests: the staff-actions table (docs/decisions/0021), checked
// on every call. An event the viewer may not see is NOT_FOUND, one they may see but not
// manage this way is AUTH_NOT_AUTHORIZED.
import type { EventRow } from "../../../db/schema.js";
import type { DomainDeps } from "../../../kernel/deps.js";
import { DomainError, notFound } from "../../../kernel/errors.js";
import { isUuid } from "../../../kernel/ids.js";
import { relationOf } from "../../../events/domain/access.js";
import { mayPerform, type EventAction } from "../../../events/domain/staff-actions.js";
import { findEventWithAttendee } from "../../../events/domain/viewing.js";
import { guestMessages } from "../../../../contract/hosting/guests-messages.js";

export async function requireEventAction(deps: DomainDeps, viewerId: string, eventId: string, ...anyOf: EventAction[]): Promise<EventRow> {
  if (!isUuid(eventId)) throw notFound(guestMessages.eventNotFound);
  const { event, attendee, managesClub } = await findEventWithAttendee(deps, viewerId, eventId);
  const relation = relationOf(event, viewerId, attendee, managesClub);
  if (!anyOf.some((action) => mayPerform(relation, action))) throw new DomainError("AUTH_NOT_AUTHORIZED", guestMessages.notAllowed);
  return event;
}

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

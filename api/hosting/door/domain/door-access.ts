// Who may work the door of an event (ADR 0021): scanning and the summary need SCAN_TICKETS,
// changing the zones needs EDIT_EVENT. Checked by the API on every call.
import type { EventRow } from "../../../db/schema.js";
import type { DomainDeps } from "../../../kernel/deps.js";
import { DomainError } from "../../../kernel/errors.js";
import { relationOf } from "../../../events/domain/access.js";
import { findEventWithAttendee } from "../../../events/domain/viewing.js";
import { mayPerform, type EventAction } from "../../../events/domain/staff-actions.js";
import { doorMessages } from "../../../../contract/hosting/door-messages.js";

export interface DoorAccess {
  event: EventRow;
  mayScan: boolean;
  mayEditZones: boolean;
}

/** The event (NOT_FOUND unless the viewer may see it) and what the viewer may do at its door. */
export async function doorAccessOf(deps: DomainDeps, viewerId: string, eventId: string): Promise<DoorAccess> {
  const { event, attendee, managesClub } = await findEventWithAttendee(deps, viewerId, eventId);
  const relation = relationOf(event, viewerId, attendee, managesClub);
  return { event, mayScan: mayPerform(relation, "SCAN_TICKETS"), mayEditZones: mayPerform(relation, "EDIT_EVENT") };
}

const refusals: Partial<Record<EventAction, string>> = {
  SCAN_TICKETS: doorMessages.notAllowedToScan,
  EDIT_EVENT: doorMessages.notAllowedToEditZones,
};

/** The event, or AUTH_NOT_AUTHORIZED unless the viewer may take the action on it. */
export async function requireDoorAction(deps: DomainDeps, viewerId: string, eventId: string, action: "SCAN_TICKETS" | "EDIT_EVENT"): Promise<EventRow> {
  const access = await doorAccessOf(deps, viewerId, eventId);
  const allowed = action === "SCAN_TICKETS" ? access.mayScan : access.mayEditZones;
  if (!allowed) throw new DomainError("AUTH_NOT_AUTHORIZED", refusals[action]!);
  return access.event;
}

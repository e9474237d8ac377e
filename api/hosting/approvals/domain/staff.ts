// Who may manage an event and what of it: every call of this part starts here. An event
// the viewer does not manage is NOT_FOUND (a draft is never revealed); a missing action
// on an event they do manage is AUTH_NOT_AUTHORIZED.
import type { AttendeeRow, EventRow } from "../../../db/schema.js";
import type { DomainDeps } from "../../../kernel/deps.js";
import { DomainError, notFound } from "../../../kernel/errors.js";
import { relationOf, type ViewerRelation } from "../../../events/domain/access.js";
import { mayManageEvent, staffActionsOf, type EventAction } from "../../../events/domain/staff-actions.js";
import { findEventWithAttendee } from "../../../events/domain/viewing.js";
import { eventMessages } from "../../../../contract/events/messages.js";
import { approvalMessages } from "../../../../contract/hosting/messages.js";

export interface StaffAccess {
  event: EventRow;
  /** The viewer's own place on the event (roles and all), as read to decide the relation. */
  attendee: AttendeeRow | null;
  relation: ViewerRelation;
  actions: EventAction[];
  viewerId: string;
}

export async function findManagedEvent(deps: DomainDeps, viewerId: string, slugOrId: string): Promise<StaffAccess> {
  const { event, attendee, managesClub } = await findEventWithAttendee(deps, viewerId, slugOrId);
  const relation = relationOf(event, viewerId, attendee, managesClub);
  if (!mayManageEvent(relation)) throw notFound(eventMessages.notFound);
  return { event, attendee, relation, actions: staffActionsOf(relation), viewerId };
}

/** The managed event, when the viewer holds one of the actions. */
export async function requireStaffAction(
  deps: DomainDeps,
  viewerId: string,
  slugOrId: string,
  ...anyOf: EventAction[]
): Promise<StaffAccess> {
  const access = await findManagedEvent(deps, viewerId, slugOrId);
  if (!anyOf.some((action) => access.actions.includes(action))) {
    throw new DomainError("AUTH_NOT_AUTHORIZED", approvalMessages.notAllowed);
  }
  return access;
}

/** Promoters see and decide only the attendees they brought; null means all attendees. */
export function inviterScope(access: StaffAccess, kind: "view" | "approve"): string | null {
  const all = kind === "view" ? "VIEW_ALL_ATTENDEES" : "APPROVE_ANY_ATTENDEE";
  return access.actions.includes(all) ? null : access.viewerId;
}

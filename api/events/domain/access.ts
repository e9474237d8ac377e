// Who may see an event and what of it. Pure rules over the viewer's relation to it.
import type { AttendeeRow, EventRow } from "../../db/schema.js";
import { resolveEventPermissions, type EventPermission } from "./permissions.js";

export interface ViewerRelation {
  viewerId: string | null;
  isCreator: boolean;
  /** The viewer's attendee record: attendance, roles, individual grants. */
  attendee: Pick<AttendeeRow, "state" | "roles" | "grantedPermissions"> | null;
}

/**
 * `managesClub`: the viewer may manage the events of the club the event belongs to (ADR 0028),
 * which gives them the creator's permissions on it.
 */
export function relationOf(
  event: Pick<EventRow, "createdByUserId">,
  viewerId: string | null,
  attendee: ViewerRelation["attendee"],
  managesClub = false,
): ViewerRelation {
  const isCreator = viewerId !== null && (event.createdByUserId === viewerId || managesClub);
  return { viewerId, isCreator, attendee: viewerId ? attendee : null };
}

export function holdsStaffRole(relation: ViewerRelation): boolean {
  return relation.attendee?.roles.some((role) => role !== "ATTENDEE") ?? false;
}

/**
 * Drafts are seen by their creator and staff; private events also by their attendees
 * and invitees (anyone with an attendee record); everything else by everyone.
 */
export function canViewEvent(event: Pick<EventRow, "status" | "isPrivate" | "deletedAt">, relation: ViewerRelation): boolean {
  if (event.deletedAt) return false;
  if (relation.isCreator || holdsStaffRole(relation)) return true;
  if (event.status === "DRAFT") return false;
  if (event.isPrivate) return relation.attendee !== null;
  return true;
}

/** Editing an event's details (spec 2 §6 "edit or duplicate event"): its creator and its co-hosts (Managers). */
export function mayEditEvent(relation: ViewerRelation): boolean {
  return relation.isCreator || (relation.attendee?.roles.includes("CO_HOST") ?? false);
}

export function permissionsOf(relation: ViewerRelation): EventPermission[] {
  if (!relation.viewerId) return [];
  return resolveEventPermissions({
    isCreator: relation.isCreator,
    roles: relation.attendee?.roles ?? [],
    grantedPermissions: relation.attendee?.grantedPermissions ?? [],
  });
}

/** The exact place may be reserved for approved attendees (and the event's staff). */
export function canSeeExactLocation(
  event: Pick<EventRow, "locationOnlyVisibleToApprovedAttendees">,
  relation: ViewerRelation,
): boolean {
  if (!event.locationOnlyVisibleToApprovedAttendees) return true;
  return relation.isCreator || holdsStaffRole(relation) || relation.attendee?.state === "APPROVED";
}

/** Guest counts and lists are public only when the host opted in; staff who approve always see them. */
export function canSeeGuests(optedIn: boolean, relation: ViewerRelation): boolean {
  if (optedIn) return true;
  const permissions = permissionsOf(relation);
  return permissions.includes("CanApproveAttendee") || permissions.includes("CanApproveMyAttendee");
}

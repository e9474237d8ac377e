// Which event permissions a user holds (spec 1 §6, spec 2 §6). Pure: callers pass the
// facts, this decides. The list of permissions is the database enum's (api/events/tables/attendees.ts).
import { eventPermission, type attendeeRole } from "../../db/schema.js";

export type EventPermission = (typeof eventPermission.enumValues)[number];
export type AttendeeRole = (typeof attendeeRole.enumValues)[number];

/** Every permission, in the order the spec lists them (answers keep this order). */
export const ALL_EVENT_PERMISSIONS: readonly EventPermission[] = eventPermission.enumValues;

const ADD_ATTENDEE_PERMISSIONS: readonly EventPermission[] = [
  "CanAddCoHostAttendee",
  "CanAddCoordinatorAttendee",
  "CanAddDoorAttendee",
  "CanAddPromoterAttendee",
  "CanAddSponsorAttendee",
  "CanAddTalentAttendee",
];

const MANAGER_EXTRAS: readonly EventPermission[] = ["CanFilterStatistics", "CanAddVip", "CanExportAttendees"];

/**
 * The attendee permissions each role brings. The spec leaves this mapping to us: a
 * co-host (Manager) runs the guest list and staffs the event except for adding other
 * co-hosts, which stays with the creator; a coordinator (Host) approves and assigns
 * door staff; a promoter approves the guests they brought; door, sponsor, talent and
 * plain attendees hold none of these.
 */
export const ROLE_PERMISSIONS: Readonly<Record<AttendeeRole, readonly EventPermission[]>> = {
  ATTENDEE: [],
  CO_HOST: [
    "CanApproveAttendee",
    "CanAddCoordinatorAttendee",
    "CanAddDoorAttendee",
    "CanAddPromoterAttendee",
    "CanAddSponsorAttendee",
    "CanAddTalentAttendee",
  ],
  PROMOTER: ["CanApproveMyAttendee"],
  COORDINATOR: ["CanApproveAttendee", "CanAddDoorAttendee"],
  DOOR: [],
  SPONSOR: [],
  TALENT: [],
};

export interface PermissionSubject {
  isCreator: boolean;
  roles: readonly AttendeeRole[];
  /** Granted to this attendee individually, beyond their roles. */
  grantedPermissions: readonly EventPermission[];
}

export function resolveEventPermissions(subject: PermissionSubject): EventPermission[] {
  if (subject.isCreator) return [...ALL_EVENT_PERMISSIONS];
  const held = new Set<EventPermission>(subject.grantedPermissions);
  for (const role of subject.roles) for (const permission of ROLE_PERMISSIONS[role]) held.add(permission);
  if (subject.roles.includes("CO_HOST")) for (const permission of MANAGER_EXTRAS) held.add(permission);
  if (subject.roles.includes("PROMOTER")) held.add("CanAddVip");
  return ALL_EVENT_PERMISSIONS.filter((permission) => held.has(permission));
}

/** "May add any attendee role": true when any add-attendee permission is held. */
export function mayAddAnyAttendeeRole(permissions: readonly EventPermission[]): boolean {
  return permissions.some((permission) => ADD_ATTENDEE_PERMISSIONS.includes(permission));
}

/** Whether the "Manage Attendees" entry applies (the event page shows it by the same rule). */
export { mayManageAttendees } from "../../../contract/events/roles.js";

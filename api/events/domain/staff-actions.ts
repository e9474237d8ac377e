// What each person on an event's team may do (spec 2 §6, "further action permissions").
// The spec lists the actions but not who holds them; this table is our decision
// (docs/decisions/0021-event-staff-actions.md). Every hosting call checks it in the API;
// the web app only mirrors it to show or hide controls.
import type { ViewerRelation } from "./access.js";
import { permissionsOf } from "./access.js";
import type { AttendeeRole, EventPermission } from "./permissions.js";

export const EVENT_ACTIONS = [
  "ADD_GUEST",
  "APPROVE_ANY_ATTENDEE",
  "APPROVE_OWN_ATTENDEES",
  "VIEW_ALL_ATTENDEES",
  "VIEW_OWN_ATTENDEES",
  "EXPORT_ATTENDEES",
  "VIEW_STATISTICS",
  "EDIT_TICKETS",
  "EDIT_EVENT",
  "MESSAGE_ATTENDEES",
  "SCAN_TICKETS",
  "SEARCH_GUESTS",
  "SHARE_EVENT",
  "ADD_EXTRA_TICKET",
  "VIEW_EARNINGS",
  "REQUEST_PAYOUT",
  "REFUND_BOOKINGS",
  "CANCEL_EVENT",
] as const;

export type EventAction = (typeof EVENT_ACTIONS)[number];

/**
 * Actions each role brings, beyond what follows from its permissions (approving from
 * CanApprove…, exporting from CanExportAttendees, statistics from CanFilterStatistics).
 * The creator holds every action; money leaves the platform only at the creator's request
 * (payouts, refunds, and cancelling the event, which refunds every paid booking).
 */
const ROLE_ACTIONS: Readonly<Record<AttendeeRole, readonly EventAction[]>> = {
  ATTENDEE: [],
  CO_HOST: [
    "ADD_GUEST",
    "VIEW_ALL_ATTENDEES",
    "EDIT_TICKETS",
    "EDIT_EVENT",
    "MESSAGE_ATTENDEES",
    "SCAN_TICKETS",
    "SEARCH_GUESTS",
    "SHARE_EVENT",
    "ADD_EXTRA_TICKET",
    "VIEW_EARNINGS",
  ],
  COORDINATOR: ["ADD_GUEST", "VIEW_ALL_ATTENDEES", "MESSAGE_ATTENDEES", "SCAN_TICKETS", "SEARCH_GUESTS", "SHARE_EVENT", "ADD_EXTRA_TICKET"],
  PROMOTER: ["ADD_GUEST", "VIEW_OWN_ATTENDEES", "SHARE_EVENT"],
  DOOR: ["SCAN_TICKETS", "SEARCH_GUESTS"],
  SPONSOR: ["SHARE_EVENT"],
  TALENT: ["SHARE_EVENT"],
};

const PERMISSION_ACTIONS: Readonly<Partial<Record<EventPermission, readonly EventAction[]>>> = {
  CanApproveAttendee: ["APPROVE_ANY_ATTENDEE", "VIEW_ALL_ATTENDEES"],
  CanApproveMyAttendee: ["APPROVE_OWN_ATTENDEES", "VIEW_OWN_ATTENDEES"],
  CanExportAttendees: ["EXPORT_ATTENDEES"],
  CanFilterStatistics: ["VIEW_STATISTICS"],
};

/** The actions the viewer may take on the event, in EVENT_ACTIONS order. */
export function staffActionsOf(relation: ViewerRelation): EventAction[] {
  if (!relation.viewerId) return [];
  if (relation.isCreator) return [...EVENT_ACTIONS];
  const held = new Set<EventAction>();
  for (const role of relation.attendee?.roles ?? []) for (const action of ROLE_ACTIONS[role]) held.add(action);
  for (const permission of permissionsOf(relation)) for (const action of PERMISSION_ACTIONS[permission] ?? []) held.add(action);
  return EVENT_ACTIONS.filter((action) => held.has(action));
}

export function mayPerform(relation: ViewerRelation, action: EventAction): boolean {
  return staffActionsOf(relation).includes(action);
}

/** Whether the viewer is on the event's team at all (any staff action): opens the management pages. */
export function mayManageEvent(relation: ViewerRelation): boolean {
  return staffActionsOf(relation).some((action) => action !== "SHARE_EVENT");
}

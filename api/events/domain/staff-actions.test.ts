import { describe, expect, it } from "vitest";
import type { ViewerRelation } from "./access.js";
import { EVENT_ACTIONS, mayManageEvent, mayPerform, staffActionsOf } from "./staff-actions.js";
import type { AttendeeRole } from "./permissions.js";

const member = (roles: AttendeeRole[]): ViewerRelation => ({
  viewerId: "u1",
  isCreator: false,
  attendee: { state: "APPROVED", roles, grantedPermissions: [] },
});

describe("staff actions (spec 2 §6)", () => {
  it("the creator holds every action", () => {
    expect(staffActionsOf({ viewerId: "u1", isCreator: true, attendee: null })).toEqual([...EVENT_ACTIONS]);
  });

  it("a visitor and a plain attendee hold none and cannot open the management pages", () => {
    expect(staffActionsOf({ viewerId: null, isCreator: false, attendee: null })).toEqual([]);
    expect(staffActionsOf(member(["ATTENDEE"]))).toEqual([]);
    expect(mayManageEvent(member(["ATTENDEE"]))).toBe(false);
  });

  it.each([
    ["CO_HOST", ["APPROVE_ANY_ATTENDEE", "EXPORT_ATTENDEES", "VIEW_STATISTICS", "EDIT_EVENT", "VIEW_EARNINGS", "SCAN_TICKETS"], ["REQUEST_PAYOUT", "APPROVE_OWN_ATTENDEES"]],
    ["COORDINATOR", ["APPROVE_ANY_ATTENDEE", "SCAN_TICKETS", "MESSAGE_ATTENDEES"], ["EDIT_EVENT", "VIEW_EARNINGS", "EXPORT_ATTENDEES"]],
    ["PROMOTER", ["APPROVE_OWN_ATTENDEES", "VIEW_OWN_ATTENDEES", "ADD_GUEST"], ["APPROVE_ANY_ATTENDEE", "VIEW_ALL_ATTENDEES", "SCAN_TICKETS"]],
    ["DOOR", ["SCAN_TICKETS", "SEARCH_GUESTS"], ["APPROVE_ANY_ATTENDEE", "VIEW_ALL_ATTENDEES", "MESSAGE_ATTENDEES"]],
    ["SPONSOR", ["SHARE_EVENT"], ["SCAN_TICKETS", "VIEW_OWN_ATTENDEES"]],
    ["TALENT", ["SHARE_EVENT"], ["SCAN_TICKETS"]],
  ] as const)("%s holds %j and not %j", (role, held, notHeld) => {
    const relation = member(["ATTENDEE", role]);
    for (const action of held) expect(mayPerform(relation, action)).toBe(true);
    for (const action of notHeld) expect(mayPerform(relation, action)).toBe(false);
  });

  it("a permission granted individually brings its actions", () => {
    const relation: ViewerRelation = { viewerId: "u1", isCreator: false, attendee: { state: "APPROVED", roles: ["ATTENDEE"], grantedPermissions: ["CanExportAttendees"] } };
    expect(staffActionsOf(relation)).toEqual(["EXPORT_ATTENDEES"]);
  });

  it("sponsors and talent share the event but do not manage it; door staff do", () => {
    expect(mayManageEvent(member(["SPONSOR"]))).toBe(false);
    expect(mayManageEvent(member(["TALENT"]))).toBe(false);
    expect(mayManageEvent(member(["DOOR"]))).toBe(true);
  });
});

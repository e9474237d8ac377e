import { expect, test } from "vitest";
import { eventRoleLabels, mayManageAttendees } from "./roles";

test("the creator is the Producer; co-host, promoter, sponsor, coordinator and door have the spec's labels; attendees none", () => {
  expect(eventRoleLabels({ isCreator: true, roles: ["ATTENDEE"] })).toEqual(["Producer"]);
  expect(eventRoleLabels({ isCreator: false, roles: ["CO_HOST"] })).toEqual(["Manager"]);
  expect(eventRoleLabels({ isCreator: false, roles: ["ATTENDEE", "PROMOTER", "SPONSOR"] })).toEqual(["Promoter", "Sponsor"]);
  expect(eventRoleLabels({ isCreator: false, roles: ["COORDINATOR", "DOOR", "DOOR"] })).toEqual(["Host", "Scanner"]);
  expect(eventRoleLabels({ isCreator: false, roles: ["ATTENDEE", "TALENT"] })).toEqual([]);
});

test("Manage Attendees goes to those who may approve attendees, all of them or their own", () => {
  expect(mayManageAttendees(["CanApproveAttendee"])).toBe(true);
  expect(mayManageAttendees(["CanAddVip", "CanApproveMyAttendee"])).toBe(true);
  expect(mayManageAttendees(["CanAddDoorAttendee", "CanExportAttendees", "CanFilterStatistics"])).toBe(false);
  expect(mayManageAttendees([])).toBe(false);
});

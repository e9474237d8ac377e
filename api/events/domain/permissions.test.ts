import { describe, expect, test } from "vitest";
import {
  ALL_EVENT_PERMISSIONS,
  mayAddAnyAttendeeRole,
  mayManageAttendees,
  resolveEventPermissions,
  type AttendeeRole,
  type EventPermission,
} from "./permissions.js";

const MANAGER_EXTRAS: EventPermission[] = ["CanFilterStatistics", "CanAddVip", "CanExportAttendees"];
const CO_HOST_ROLE: EventPermission[] = [
  "CanApproveAttendee",
  "CanAddCoordinatorAttendee",
  "CanAddDoorAttendee",
  "CanAddPromoterAttendee",
  "CanAddSponsorAttendee",
  "CanAddTalentAttendee",
];

const subject = (roles: AttendeeRole[], grantedPermissions: EventPermission[] = [], isCreator = false) => ({
  isCreator,
  roles,
  grantedPermissions,
});

describe("resolveEventPermissions (spec 1 §6, spec 2 §6)", () => {
  test.each<[string, ReturnType<typeof subject>, EventPermission[]]>([
    ["the creator holds every permission", subject([], [], true), [...ALL_EVENT_PERMISSIONS]],
    ["the creator holds every permission whatever else", subject(["DOOR"], [], true), [...ALL_EVENT_PERMISSIONS]],
    ["a co-host: role permissions plus statistics, VIP and export", subject(["CO_HOST"]), [...CO_HOST_ROLE, ...MANAGER_EXTRAS]],
    ["a promoter: role permissions plus VIP", subject(["PROMOTER"]), ["CanApproveMyAttendee", "CanAddVip"]],
    ["a coordinator: role permissions only", subject(["COORDINATOR"]), ["CanApproveAttendee", "CanAddDoorAttendee"]],
    ["door staff: nothing of this list", subject(["DOOR"]), []],
    ["a sponsor: nothing", subject(["SPONSOR"]), []],
    ["talent: nothing", subject(["TALENT"]), []],
    ["a plain attendee: nothing", subject(["ATTENDEE"]), []],
    ["no relation at all: nothing", subject([]), []],
    ["an attendee with an individual grant holds it", subject(["ATTENDEE"], ["CanExportAttendees"]), ["CanExportAttendees"]],
    ["a door with a grant: only the grant, no manager extras", subject(["DOOR"], ["CanApproveAttendee"]), ["CanApproveAttendee"]],
    [
      "co-host and promoter: the union, each permission once",
      subject(["PROMOTER", "CO_HOST"]),
      [
        "CanApproveAttendee",
        "CanApproveMyAttendee",
        "CanAddCoordinatorAttendee",
        "CanAddDoorAttendee",
        "CanAddPromoterAttendee",
        "CanAddSponsorAttendee",
        "CanAddTalentAttendee",
        ...MANAGER_EXTRAS,
      ],
    ],
  ])("%s", (_, who, expected) => {
    expect(resolveEventPermissions(who)).toEqual(expected);
  });

  test("answers in the spec's order", () => {
    const resolved = resolveEventPermissions(subject(["PROMOTER"], ["CanExportAttendees", "CanApproveAttendee"]));
    expect(resolved).toEqual(["CanApproveAttendee", "CanApproveMyAttendee", "CanAddVip", "CanExportAttendees"]);
  });
});

describe("derived abilities", () => {
  test.each<[EventPermission[], boolean]>([
    [[], false],
    [["CanApproveAttendee", "CanAddVip", "CanFilterStatistics", "CanExportAttendees"], false],
    [["CanAddTalentAttendee"], true],
    [["CanAddCoHostAttendee"], true],
  ])("may add any attendee role with %j: %s", (permissions, expected) => {
    expect(mayAddAnyAttendeeRole(permissions)).toBe(expected);
  });

  test.each<[EventPermission[], boolean]>([
    [[], false],
    [["CanAddDoorAttendee", "CanExportAttendees"], false],
    [["CanApproveAttendee"], true],
    [["CanApproveMyAttendee"], true],
  ])("Manage Attendees with %j: %s", (permissions, expected) => {
    expect(mayManageAttendees(permissions)).toBe(expected);
  });
});

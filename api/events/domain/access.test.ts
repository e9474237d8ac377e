import { describe, expect, test } from "vitest";
import type { AttendeeRow, EventRow } from "../../db/schema.js";
import { canSeeExactLocation, canSeeGuests, canViewEvent, mayEditEvent, permissionsOf, relationOf, type ViewerRelation } from "./access.js";
import { ALL_EVENT_PERMISSIONS } from "./permissions.js";

type EventFacts = Pick<EventRow, "status" | "isPrivate" | "deletedAt">;
const published: EventFacts = { status: "PUBLISHED", isPrivate: false, deletedAt: null };
const privateEvent: EventFacts = { ...published, isPrivate: true };
const draft: EventFacts = { ...published, status: "DRAFT" };
const deleted: EventFacts = { ...published, deletedAt: new Date() };

const attendee = (state: AttendeeRow["state"], roles: AttendeeRow["roles"] = ["ATTENDEE"]) => ({ state, roles, grantedPermissions: [] });
const visitor = relationOf({ createdByUserId: "creator" }, null, null);
const stranger = relationOf({ createdByUserId: "creator" }, "someone", null);
const creator = relationOf({ createdByUserId: "creator" }, "creator", null);
const as = (row: ReturnType<typeof attendee>): ViewerRelation => relationOf({ createdByUserId: "creator" }, "someone", row);

describe("canViewEvent", () => {
  test.each<[string, EventFacts, ViewerRelation, boolean]>([
    ["a public event, signed out", published, visitor, true],
    ["a public event, stranger", published, stranger, true],
    ["a private event, signed out", privateEvent, visitor, false],
    ["a private event, stranger", privateEvent, stranger, false],
    ["a private event, creator", privateEvent, creator, true],
    ["a private event, invitee", privateEvent, as(attendee("INVITED")), true],
    ["a private event, declined invitee", privateEvent, as(attendee("INVITEE_DECLINED")), true],
    ["a private event, door staff", privateEvent, as(attendee("NONE", ["DOOR"])), true],
    ["a draft, stranger", draft, stranger, false],
    ["a draft, plain attendee", draft, as(attendee("APPROVED")), false],
    ["a draft, co-host", draft, as(attendee("NONE", ["CO_HOST"])), true],
    ["a draft, creator", draft, creator, true],
    ["a deleted event, creator", deleted, creator, false],
  ])("%s: %s", (_, event, relation, expected) => {
    expect(canViewEvent(event, relation)).toBe(expected);
  });

  test("a signed-out viewer never carries an attendee record", () => {
    expect(relationOf({ createdByUserId: "creator" }, null, attendee("APPROVED")).attendee).toBeNull();
  });
});

describe("canSeeExactLocation", () => {
  const reserved = { locationOnlyVisibleToApprovedAttendees: true };
  test.each<[string, ViewerRelation, boolean]>([
    ["stranger", stranger, false],
    ["pending attendee", as(attendee("NONE")), false],
    ["approved attendee", as(attendee("APPROVED")), true],
    ["door staff", as(attendee("NONE", ["DOOR"])), true],
    ["creator", creator, true],
  ])("reserved address, %s: %s", (_, relation, expected) => {
    expect(canSeeExactLocation(reserved, relation)).toBe(expected);
  });

  test("an address that is not reserved is public", () => {
    expect(canSeeExactLocation({ locationOnlyVisibleToApprovedAttendees: false }, visitor)).toBe(true);
  });
});

describe("canSeeGuests", () => {
  test("public when the host opted in; otherwise only to staff who approve", () => {
    expect(canSeeGuests(true, visitor)).toBe(true);
    expect(canSeeGuests(false, visitor)).toBe(false);
    expect(canSeeGuests(false, as(attendee("APPROVED")))).toBe(false);
    expect(canSeeGuests(false, as(attendee("NONE", ["PROMOTER"])))).toBe(true);
    expect(canSeeGuests(false, creator)).toBe(true);
  });
});

describe("a club's event managers (ADR 0028)", () => {
  test("hold the creator's permissions on the club's events; signed out, managing a club gives nothing", () => {
    const manager = relationOf({ createdByUserId: "creator" }, "manager", null, true);
    expect(manager.isCreator).toBe(true);
    expect(permissionsOf(manager)).toEqual([...ALL_EVENT_PERMISSIONS]);
    expect(mayEditEvent(manager)).toBe(true);
    expect(canViewEvent(draft, manager)).toBe(true);
    expect(relationOf({ createdByUserId: "creator" }, null, null, true).isCreator).toBe(false);
    expect(permissionsOf(relationOf({ createdByUserId: "creator" }, "manager", null, false))).toEqual([]);
  });
});

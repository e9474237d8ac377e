import { expect, test } from "vitest";
import type { AttendeeRow, UserTicketRow } from "../../db/schema.js";
import { describeAttendance, type Attendance } from "./attendance.js";

const held = (...statuses: UserTicketRow["status"][]) => statuses.map((status) => ({ status }));

test.each<[string, AttendeeRow["state"] | null, { status: UserTicketRow["status"] }[], Attendance]>([
  ["no relation", null, [], { attendeeState: "NONE", badge: null, isGoing: false, isPending: false }],
  ["approved with a ticket", "APPROVED", held("ACTIVE"), { attendeeState: "APPROVED", badge: "Approved", isGoing: true, isPending: false }],
  ["approved staff without a ticket", "APPROVED", [], { attendeeState: "APPROVED", badge: "Approved", isGoing: false, isPending: false }],
  ["waiting for approval", "NONE", held("PENDING"), { attendeeState: "NONE", badge: "RSVP Pending", isGoing: false, isPending: true }],
  ["declined by the host", "DECLINED", held("PENDING"), { attendeeState: "DECLINED", badge: "Not Selected", isGoing: false, isPending: false }],
  ["declined the invitation", "INVITEE_DECLINED", [], { attendeeState: "INVITEE_DECLINED", badge: null, isGoing: false, isPending: false }],
  ["invited", "INVITED", [], { attendeeState: "INVITED", badge: null, isGoing: false, isPending: false }],
])("%s", (_, state, tickets, expected) => {
  expect(describeAttendance(state ? { state } : null, tickets)).toEqual(expected);
});

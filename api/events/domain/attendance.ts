// How the viewer's attendance reads (spec 2 §3 badges). Pure.
import type { AttendeeRow, UserTicketRow } from "../../db/schema.js";

export type AttendeeState = AttendeeRow["state"];

export interface Attendance {
  attendeeState: AttendeeState;
  /** Large badge: Approved, Not Selected or RSVP Pending; null when not attending. */
  badge: "Approved" | "Not Selected" | "RSVP Pending" | null;
  isGoing: boolean;
  isPending: boolean;
}

export function describeAttendance(
  attendee: Pick<AttendeeRow, "state"> | null,
  heldTickets: readonly Pick<UserTicketRow, "status">[],
): Attendance {
  const attendeeState = attendee?.state ?? "NONE";
  const isGoing = attendeeState === "APPROVED" && heldTickets.some((ticket) => ticket.status === "ACTIVE");
  const isPending = attendeeState !== "DECLINED" && heldTickets.some((ticket) => ticket.status === "PENDING");
  let badge: Attendance["badge"] = null;
  if (attendeeState === "DECLINED") badge = "Not Selected";
  else if (attendeeState === "APPROVED") badge = "Approved";
  else if (isPending) badge = "RSVP Pending";
  return { attendeeState, badge, isGoing, isPending };
}

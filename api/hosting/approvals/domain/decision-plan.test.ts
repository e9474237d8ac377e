import { describe, expect, test } from "vitest";
import { planDecision, type PlanAttendee, type PlanTicket } from "./decision-plan.js";

const at = new Date("2026-11-25T10:00:00Z");
const attendee = (id: string, status: PlanAttendee["status"], extra: Partial<PlanAttendee> = {}): PlanAttendee => ({
  id,
  name: id,
  status,
  stateChangedAt: at,
  notYours: false,
  ...extra,
});
const ticket = (id: string, attendeeId: string, status: PlanTicket["status"], extra: Partial<PlanTicket> = {}): PlanTicket => ({
  id,
  attendeeId,
  eventTicketId: "ga",
  status,
  count: 1,
  paid: false,
  cancelledAt: null,
  ...extra,
});
const types = (availableAmount: number | null) => [{ id: "ga", ticketType: "GA", availableAmount }];

describe("approving", () => {
  test("pending attendees take places in order until none are left; the rest fail", () => {
    const plan = planDecision(
      "APPROVE",
      [attendee("a", "PENDING"), attendee("b", "PENDING"), attendee("c", "PENDING")],
      [ticket("ta", "a", "PENDING"), ticket("tb", "b", "PENDING"), ticket("tc", "c", "PENDING")],
      types(2),
    );
    expect(plan.processedAttendeeIds).toEqual(["a", "b"]);
    expect(plan.activate).toEqual(["ta", "tb"]);
    expect(plan.placeChanges.get("ga")).toBe(2);
    expect(plan.failures).toEqual([{ attendeeId: "c", name: "c", reason: "No places left on GA." }]);
  });

  test("unlimited tickets always fit; approved, declined and ticketless attendees are skipped with a reason", () => {
    const plan = planDecision(
      "APPROVE",
      [attendee("a", "PENDING"), attendee("b", "APPROVED"), attendee("c", "DECLINED"), attendee("d", "NONE")],
      [ticket("ta", "a", "PENDING")],
      types(null),
    );
    expect(plan.processedAttendeeIds).toEqual(["a"]);
    expect(plan.skipped.map((skip) => skip.reason)).toEqual(["Already approved.", "Already declined.", "Has no ticket waiting for approval."]);
  });

  test("a promoter's choice outside their own attendees fails", () => {
    const plan = planDecision("APPROVE", [attendee("a", "PENDING", { notYours: true })], [ticket("ta", "a", "PENDING")], types(5));
    expect(plan.failures[0].reason).toBe("Not one of your attendees.");
    expect(plan.activate).toEqual([]);
  });
});

describe("declining and undoing", () => {
  test("declining cancels held tickets and gives active places back; paid tickets are refused", () => {
    const plan = planDecision(
      "DECLINE",
      [attendee("a", "APPROVED"), attendee("b", "APPROVED")],
      [ticket("ta", "a", "ACTIVE"), ticket("tb", "b", "ACTIVE", { paid: true })],
      types(0),
    );
    expect(plan.cancel).toEqual(["ta"]);
    expect(plan.placeChanges.get("ga")).toBe(-1);
    expect(plan.failures[0]).toMatchObject({ attendeeId: "b", reason: "Holds paid tickets: refund them instead." });
  });

  test("undoing an approval returns the free ticket to pending and its place; undoing a decline restores what it cancelled", () => {
    const approved = planDecision("UNDO", [attendee("a", "APPROVED")], [ticket("ta", "a", "ACTIVE")], types(0));
    expect(approved).toMatchObject({ toPending: ["ta"], processedAttendeeIds: ["a"] });
    expect(approved.placeChanges.get("ga")).toBe(-1);

    const declined = planDecision(
      "UNDO",
      [attendee("a", "DECLINED")],
      [ticket("old", "a", "CANCELLED", { cancelledAt: new Date("2026-11-01T00:00:00Z") }), ticket("ta", "a", "CANCELLED", { cancelledAt: at })],
      types(0),
    );
    expect(declined.toPending).toEqual(["ta"]);
    expect(planDecision("UNDO", [attendee("a", "PENDING")], [], types(0)).skipped[0].reason).toBe("Nothing to undo.");
  });
});

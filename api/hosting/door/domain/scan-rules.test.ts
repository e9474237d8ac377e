import { describe, expect, test } from "vitest";
import { doorWindow, refusalOf, settle, type TicketFacts } from "./scan-rules.js";

const start = new Date("2026-12-01T20:00:00Z");
const end = new Date("2026-12-01T23:00:00Z");
const facts: TicketFacts = {
  ticketStatus: "ACTIVE",
  eventStatus: "PUBLISHED",
  attendeeState: "APPROVED",
  bookingStatus: null,
  eventTicketId: "general",
  eventStartAt: start,
  eventEndAt: end,
};
const everyTicket = { eventTicketIds: null, maxScans: 1 };
const at = new Date("2026-12-01T20:30:00Z");

describe("refusalOf", () => {
  test.each([
    [{}, null],
    [{ ticketStatus: "CANCELLED" }, "CANCELLED"],
    [{ eventStatus: "CANCELLED" }, "CANCELLED"],
    [{ ticketStatus: "PENDING" }, "NOT_APPROVED"],
    [{ attendeeState: "DECLINED" }, "NOT_APPROVED"],
    [{ bookingStatus: "REFUNDED" }, "UNPAID"],
    [{ bookingStatus: "COMPLETED" }, null],
  ] as const)("%o → %s", (change, expected) => {
    expect(refusalOf({ ...facts, ...change } as TicketFacts, everyTicket, at)).toBe(expected);
  });

  test("a cancelled ticket is cancelled before anything else", () => {
    expect(refusalOf({ ...facts, ticketStatus: "CANCELLED", attendeeState: "DECLINED", bookingStatus: "FAILED" }, { eventTicketIds: ["vip"], maxScans: 1 }, at)).toBe("CANCELLED");
  });

  test("a zone admits only its ticket types", () => {
    expect(refusalOf(facts, { eventTicketIds: ["vip"], maxScans: 1 }, at)).toBe("WRONG_ZONE");
    expect(refusalOf(facts, { eventTicketIds: ["vip", "general"], maxScans: 1 }, at)).toBeNull();
  });

  test("the door is open from 12 hours before the start to 6 hours after the end", () => {
    const { opensAt, closesAt } = doorWindow(start, end);
    expect(opensAt.toISOString()).toBe("2026-12-01T08:00:00.000Z");
    expect(closesAt.toISOString()).toBe("2026-12-02T05:00:00.000Z");
    expect(refusalOf(facts, everyTicket, new Date(opensAt.getTime() - 1))).toBe("NOT_YET_VALID");
    expect(refusalOf(facts, everyTicket, opensAt)).toBeNull();
    expect(refusalOf(facts, everyTicket, new Date(closesAt.getTime() + 1))).toBe("NOT_YET_VALID");
  });
});

describe("settle", () => {
  const admission = (scanId: string, iso: string) => ({ scanId, scannedAt: new Date(iso) });

  test("admits while there is room", () => {
    expect(settle([], 1, at, false)).toEqual({ admit: true, supersedes: null });
    expect(settle([admission("a", "2026-12-01T20:00:00Z")], 2, at, false)).toEqual({ admit: true, supersedes: null });
  });

  test("a full ticket refuses an online scan whatever its time", () => {
    expect(settle([admission("a", "2026-12-01T21:00:00Z")], 1, at, false)).toEqual({ admit: false, supersedes: null });
  });

  test("an earlier offline scan takes the latest admission's place; a later one is refused", () => {
    const admissions = [admission("a", "2026-12-01T20:10:00Z"), admission("b", "2026-12-01T20:50:00Z")];
    expect(settle(admissions, 2, at, true)).toEqual({ admit: true, supersedes: admissions[1] });
    expect(settle(admissions, 2, new Date("2026-12-01T21:00:00Z"), true)).toEqual({ admit: false, supersedes: null });
  });
});

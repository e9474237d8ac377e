import { describe, expect, test } from "vitest";
import { attendeeRowOf } from "./approval";

const node = {
  attendeeId: "a1",
  email: "sam@example.com" as string | null,
  state: "NONE",
  status: "PENDING",
  badge: "Pending",
  roles: ["ATTENDEE", "CO_HOST", "DOOR"],
  user: { name: "Sam Rivera" },
  tickets: [
    { ticketType: "VIP", status: "ACTIVE", count: 2 },
    { ticketType: "General", status: "PENDING", count: 1 },
    { ticketType: "Early bird", status: "CANCELLED", count: 1 },
  ],
};

describe("attendeeRowOf: a row of the attendee table as shown", () => {
  test("names the member, labels their team roles and lists their live tickets", () => {
    expect(attendeeRowOf(node)).toEqual({
      attendeeId: "a1",
      name: "Sam Rivera",
      email: "sam@example.com",
      status: "PENDING",
      badge: "Pending",
      roles: "Manager, Scanner",
      tickets: "VIP ×2, General",
    });
  });

  test("a ticket the team gave shows its kind, and plus-ones their number", () => {
    const tickets = [
      { ticketType: "General", status: "ACTIVE", count: 1, grantKind: "VIP", additionalGuests: 0 },
      { ticketType: "Bar", status: "ACTIVE", count: 1, grantKind: "COMPLIMENTARY", additionalGuests: 2 },
      { ticketType: "Floor", status: "ACTIVE", count: 1, grantKind: null, additionalGuests: 1 },
      { ticketType: "Extra", status: "ACTIVE", count: 1, grantKind: "EXTRA" },
    ];
    expect(attendeeRowOf({ ...node, tickets }).tickets).toBe("General (VIP), Bar (Complimentary) +2, Floor +1, Extra (Extra)");
  });

  test("a bought ticket shows its price; a paid request waiting for approval says it is not charged yet", () => {
    const tickets = [
      { ticketType: "Reviewed Pass", status: "PENDING", count: 2, priceCents: 3000, currency: "USD", bookingId: "b1" },
      { ticketType: "Day Pass", status: "ACTIVE", count: 1, priceCents: 2500, currency: "USD", bookingId: "b2" },
      { ticketType: "General", status: "PENDING", count: 1, priceCents: 0, currency: "USD", bookingId: null },
    ];
    expect(attendeeRowOf({ ...node, tickets }).tickets).toBe("Reviewed Pass ×2 · $60.00, not charged until approved, Day Pass · $25.00, General");
  });

  test("falls back to the e-mail for a member without a name, and to a dash for no roles or tickets", () => {
    const row = attendeeRowOf({ ...node, badge: undefined, roles: ["ATTENDEE"], user: { name: "" }, tickets: [{ ticketType: "VIP", status: "CANCELLED", count: 1 }] });
    expect(row).toMatchObject({ name: "sam@example.com", badge: null, roles: "—", tickets: "—" });
  });

  test("an invitee who has not accepted shows their name and invitation state, no e-mail", () => {
    expect(attendeeRowOf({ ...node, email: null, state: "INVITED", status: "NONE", badge: null, tickets: [] })).toMatchObject({ name: "Sam Rivera", email: "Invited, no answer yet" });
    expect(attendeeRowOf({ ...node, email: null, state: "INVITEE_DECLINED", status: "NONE", badge: null, tickets: [] })).toMatchObject({ email: "Declined the invitation" });
  });
});

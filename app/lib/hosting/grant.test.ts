import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, test } from "vitest";
import { grantFormSchema, grantMessages as m } from "./grant";

function errorsOf(fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  const submission = parseWithZod(form, { schema: grantFormSchema });
  return submission.status === "success" ? null : submission.error;
}

describe("the Give a ticket form", () => {
  test("a member by user name, or a guest by name and e-mail", () => {
    expect(errorsOf({ kind: "VIP", eventTicketId: "t1", recipient: "@sam" })).toBeNull();
    expect(errorsOf({ kind: "COMPLIMENTARY", eventTicketId: "t1", guestName: "Gail", guestEmail: "gail@example.com" })).toBeNull();
  });

  test("each missing or wrong field is named with the API's words", () => {
    expect(errorsOf({ kind: "VIP", eventTicketId: "t1" })).toEqual({ recipient: [m.recipientRequired] });
    expect(errorsOf({ kind: "VIP", eventTicketId: "t1", guestName: "Gail" })).toEqual({ guestEmail: [m.guestEmailRequired] });
    expect(errorsOf({ kind: "VIP", eventTicketId: "t1", guestName: "Gail", guestEmail: "nope" })).toEqual({ guestEmail: [m.guestEmailInvalid] });
    expect(errorsOf({ kind: "EXTRA", eventTicketId: "t1", guestName: "Gail", guestEmail: "gail@example.com" })).toEqual({ kind: [m.extraNotForGuests] });
    expect(errorsOf({ recipient: "sam" })).toEqual({ kind: [m.kindRequired], eventTicketId: [m.ticketRequired] });
  });
});

import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, test } from "vitest";
import { moneyMessages as m } from "../../../../contract/hosting/money-messages";
import { payoutFormSchema } from "./payout-form";
import { displayedTicketsOf } from "./ticket-limits-form";

function form(entries: [string, string][]): FormData {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
}

describe("the payout form", () => {
  const key = ["idempotencyKey", "0b6c2a52-4f0e-4bd4-9a3e-2a1f8f1c7a10"] as [string, string];
  test("an amount in dollars and cents is accepted", () => {
    const submission = parseWithZod(form([["amount", "$1,250.50"], key]), { schema: payoutFormSchema });
    expect(submission.status).toBe("success");
  });
  test.each([
    ["", m.amountRequired],
    ["12.345", m.amountInvalid],
    ["ten", m.amountInvalid],
    ["0.00", m.amountPositive],
  ])("%j is refused with its message", (amount, message) => {
    const submission = parseWithZod(form([["amount", amount], key]), { schema: payoutFormSchema });
    expect(submission.status).toBe("error");
    expect(submission.status === "error" ? submission.error?.amount?.[0] : null).toBe(message);
  });
});

describe("the displayed tickets", () => {
  test("ticked tickets in the order of their positions; blank positions keep the page order after them", () => {
    const data = form([
      ["shown-a", "on"],
      ["position-a", "3"],
      ["position-b", "1"],
      ["shown-c", "on"],
      ["position-c", "1"],
      ["shown-d", "on"],
      ["position-d", ""],
    ]);
    expect(displayedTicketsOf(data, ["a", "b", "c", "d"])).toEqual(["c", "a", "d"]);
  });
});

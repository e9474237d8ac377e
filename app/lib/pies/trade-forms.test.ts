import { describe, expect, test } from "vitest";
import { pieMessages } from "../../../contract/pies/messages";
import { tradeMessages as m } from "../../../contract/pies/trade-messages";
import { customAmountSchema, priceFieldFor, sendSchema } from "./trade-forms";

const errorsOf = (input: Record<string, unknown>, unitCents = 250) => {
  const result = customAmountSchema(unitCents).safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
};

describe("the custom amount form (spec 3 §5)", () => {
  test("required fields and non-numbers give the spec's messages", () => {
    expect(errorsOf({})).toEqual({ slices: pieMessages.slicesRequired, price: pieMessages.priceRequired });
    expect(errorsOf({ slices: " ", price: "" })).toEqual({ slices: pieMessages.slicesRequired, price: pieMessages.priceRequired });
    expect(errorsOf({ slices: "ten", price: "2,5" })).toEqual({ slices: pieMessages.notANumber, price: pieMessages.notANumber });
  });

  test("a number is valid when greater than 0 and at most 1000; slices are whole; the price is what they cost", () => {
    expect(errorsOf({ slices: "0", price: "1001" })).toEqual({ slices: m.numberRange, price: m.numberRange });
    expect(errorsOf({ slices: "1.5", price: "3.75" })).toEqual({ slices: m.slicesWhole });
    expect(errorsOf({ slices: "3", price: "7" })).toEqual({ price: m.priceMismatch(3, 750) });
    expect(errorsOf({ slices: "3", price: "7.50" })).toEqual({});
    expect(errorsOf({ slices: "1000", price: "1000" }, 100)).toEqual({});
  });

  test("the price field follows the count", () => {
    expect(priceFieldFor(3, 250)).toBe("7.50");
    expect(priceFieldFor(4, 250)).toBe("10");
  });
});

describe("the send form", () => {
  test("a recipient and a count", () => {
    const result = sendSchema.safeParse({ userName: " ", slices: "ten", idempotencyKey: "k" });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([m.recipientRequired, pieMessages.notANumber]);
  });
});

describe("the congratulations text (spec 3 §2)", () => {
  test("word for word, without a second 'Pie' after a name that ends in one", () => {
    expect(m.congratulations(3, "Midnight Bakes")).toBe("You have successfully purchased 3 slice(s) of Midnight Bakes Pie.");
    expect(m.congratulations(1, "Maya's Night Pie")).toBe("You have successfully purchased 1 slice(s) of Maya's Night Pie.");
  });
});

import { describe, expect, test } from "vitest";
import { orderSchema } from "./checkout";
import { isSafeCheckoutUrl, quantityChoices } from "./order";

describe("checkout", () => {
  test("only our own site or Stripe's hosted checkout are places a checkout may send the buyer", () => {
    const site = "http://localhost:3000";
    expect(isSafeCheckoutUrl("http://localhost:3000/dev/pay/abc", site)).toBe(true);
    expect(isSafeCheckoutUrl("https://checkout.stripe.com/c/pay/cs_test_1", site)).toBe(true);
    expect(isSafeCheckoutUrl("http://checkout.stripe.com/c/pay/cs_test_1", site)).toBe(false);
    expect(isSafeCheckoutUrl("https://checkout.stripe.com.evil.test/x", site)).toBe(false);
    expect(isSafeCheckoutUrl("https://evil.test/dev/pay/abc", site)).toBe(false);
    expect(isSafeCheckoutUrl("javascript:alert(1)", site)).toBe(false);
    expect(isSafeCheckoutUrl("/relative", site)).toBe(false);
  });

  test("a buyer chooses up to 10 tickets, never more than are left", () => {
    expect(quantityChoices(null)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(quantityChoices(3)).toEqual([1, 2, 3]);
    expect(quantityChoices(0)).toEqual([]);
  });

  test("the order needs a ticket id and 1 to 10 tickets", () => {
    expect(orderSchema.safeParse({ ticket: "00000000-0000-4000-8000-000000000000", quantity: "2" }).data).toEqual({ ticket: "00000000-0000-4000-8000-000000000000", quantity: 2, additionalGuests: 0 });
    expect(orderSchema.safeParse({ ticket: "00000000-0000-4000-8000-000000000000", quantity: "11" }).success).toBe(false);
    expect(orderSchema.safeParse({ ticket: "x", quantity: "1" }).success).toBe(false);
  });

  test("plus-ones per ticket are a whole number from 0 (the API checks the ticket's own limit)", () => {
    const ticket = "00000000-0000-4000-8000-000000000000";
    expect(orderSchema.safeParse({ ticket, quantity: "1", additionalGuests: "2" }).data).toEqual({ ticket, quantity: 1, additionalGuests: 2 });
    expect(orderSchema.safeParse({ ticket, quantity: "1", additionalGuests: "-1" }).success).toBe(false);
    expect(orderSchema.safeParse({ ticket, quantity: "1", additionalGuests: "1.5" }).success).toBe(false);
  });
});

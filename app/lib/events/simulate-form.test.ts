// The Tickets tab's "Simulate ticket cost" form as read from the address.
import { describe, expect, test } from "vitest";
import { ticketEditorMessages as m, checkoutMessages } from "../../../contract/events/messages";
import { parseSimulateValues, simulateValuesOf } from "./simulate-form";

describe("simulate ticket cost form", () => {
  test("nothing asked without a price in the address; quantity 1 and no gratuity unless given", () => {
    expect(simulateValuesOf(new URL("https://x.test/events/edit/1?tab=guest"))).toBeNull();
    expect(simulateValuesOf(new URL("https://x.test/events/edit/1?tab=guest&simulatePrice=25"))).toEqual({ price: "25", quantity: "1", gratuity: "0" });
  });

  test("a price in dollars becomes cents; out-of-range values are refused at their fields", () => {
    expect(parseSimulateValues({ price: "$1,250.50", quantity: "2", gratuity: "10" })).toEqual({ ok: true, item: { price: 125050, quantity: 2, gratuityPercentage: 10 } });
    expect(parseSimulateValues({ price: "0.10", quantity: "11", gratuity: "101" })).toEqual({
      ok: false,
      errors: { price: m.priceRange, quantity: checkoutMessages.quantityRange, gratuity: m.gratuityRange },
    });
  });
});

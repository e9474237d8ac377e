// What a buyer pays (pricing.ts): the fees on top, all-in pricing, gratuity, free tickets.
import { describe, expect, test } from "vitest";
import { calculateTicketCost } from "./pricing.js";

const NO_TAX = { isAllInPricing: false, taxRateBasisPoints: 0, isTaxInclusive: false };
const ALL_IN = { ...NO_TAX, isAllInPricing: true };
const line = (unitPriceCents: number, quantity = 1, gratuityPercentage = 0) => ({ eventTicketId: "t", name: "Day Pass", unitPriceCents, quantity, gratuityPercentage });

describe("ticket cost", () => {
  test("fees on top: 2 × 25.00 → service 5 % + 0.99 each, processing covers itself, host keeps the tickets", () => {
    const cost = calculateTicketCost([line(2500, 2)], NO_TAX);
    expect(cost.subTotal).toBe(5000);
    expect(cost.serviceFee).toBe(250 + 198);
    // total = (5000 + 448 + 30) / 0.971, rounded up
    expect(cost.total).toBe(Math.ceil(5478 / 0.971));
    expect(cost.processingFee).toBe(cost.total - 5448);
    expect(cost.total - cost.processingFee - cost.serviceFee).toBe(cost.hostBalance);
    expect(cost.hostBalance).toBe(5000);
    // What the card network takes of the total is covered to the cent.
    expect(cost.processingFee).toBeGreaterThanOrEqual(Math.round(cost.total * 0.029) + 30);
  });

  test("all-in: the buyer pays the price; the fees come out of the host's balance", () => {
    const cost = calculateTicketCost([line(2500, 2)], ALL_IN);
    expect(cost.total).toBe(5000);
    expect(cost.serviceFee).toBe(448);
    expect(cost.processingFee).toBe(145 + 30);
    expect(cost.hostBalance).toBe(5000 - 448 - 175);
  });

  test("gratuity is each ticket's percentage of its price, paid to the host", () => {
    const cost = calculateTicketCost([line(4000, 3, 10), line(1000, 1)], NO_TAX);
    expect(cost.totalGratuity).toBe(1200);
    expect(cost.items[0].gratuity).toBe(1200);
    expect(cost.hostBalance).toBe(13000 + 1200);
  });

  test("nothing to pay costs nothing", () => {
    expect(calculateTicketCost([line(0, 2)], NO_TAX)).toMatchObject({ total: 0, serviceFee: 0, processingFee: 0, hostBalance: 0 });
  });

  test("an added tax (8.25 %) is charged on the tickets, above the fees' base, and never reaches the host", () => {
    const cost = calculateTicketCost([line(2500, 2)], { ...NO_TAX, taxRateBasisPoints: 825 });
    expect(cost.totalTaxes).toBe(413);
    expect(cost.serviceFee).toBe(448);
    expect(cost.total).toBe(Math.ceil((5000 + 448 + 413 + 30) / 0.971));
    expect(cost.processingFee).toBe(cost.total - 5000 - 448 - 413);
    expect(cost.hostBalance).toBe(5000);
  });

  test("an included tax (10 %) is the part of the price above its pre-tax amount; fees are on the pre-tax price", () => {
    const cost = calculateTicketCost([line(2200, 1)], { ...NO_TAX, taxRateBasisPoints: 1000, isTaxInclusive: true });
    expect(cost.totalTaxes).toBe(200);
    expect(cost.serviceFee).toBe(100 + 99);
    expect(cost.total).toBe(Math.ceil((2200 + 199 + 30) / 0.971));
    expect(cost.hostBalance).toBe(2000);
  });

  test("all-in with an added tax: the buyer pays price and tax; the host's balance is what is left after fees and tax", () => {
    const cost = calculateTicketCost([line(2500, 2)], { isAllInPricing: true, taxRateBasisPoints: 825, isTaxInclusive: false });
    expect(cost.total).toBe(5413);
    expect(cost.processingFee).toBe(Math.round(5413 * 0.029) + 30);
    expect(cost.hostBalance).toBe(5413 - 448 - cost.processingFee - 413);
    const inclusive = calculateTicketCost([line(2500, 2)], { isAllInPricing: true, taxRateBasisPoints: 825, isTaxInclusive: true });
    expect(inclusive.total).toBe(5000);
    expect(inclusive.totalTaxes).toBe(5000 - Math.round(5000 / 1.0825));
    expect(inclusive.hostBalance).toBe(5000 - inclusive.serviceFee - inclusive.processingFee - inclusive.totalTaxes);
  });
});

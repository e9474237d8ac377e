// What a buyer pays for tickets (spec 2 §7 "Calculate ticket cost"). The spec gives the
// parts but not the rates; ours are the common ones of event platforms:
// - service fee (the platform's): 5 % of the tickets before tax plus 0.99 per paid ticket;
// - processing fee (the card network's): 2.9 % of what is charged plus 0.30;
// - gratuity: each ticket's percentage of its price;
// - taxes: the event's rate on the tickets, added at checkout or included in their prices.
//   The platform collects and remits them: they are never part of the host's balance.
// With all-in pricing the buyer pays the ticket price, gratuity and any added tax only: the
// fees are inside the price, and the host's balance is what remains after them.
// The checkout, the quote and the host's simulation (simulateTicketCost) all price through
// calculateTicketCost, so they cannot disagree.
import { MAX_TAX_RATE_BASIS_POINTS } from "../../../../contract/events/editor.js";

export const SERVICE_FEE_PERCENT = 5;
export const SERVICE_FEE_PER_TICKET_CENTS = 99;
export const PROCESSING_FEE_PERCENT = 2.9;
export const PROCESSING_FEE_FIXED_CENTS = 30;

export interface CostLine {
  eventTicketId: string;
  name: string;
  unitPriceCents: number;
  quantity: number;
  gratuityPercentage: number;
}

/** The event's settings a price depends on. */
export interface PricingSettings {
  isAllInPricing: boolean;
  /** Hundredths of a percent (825 = 8.25 %). */
  taxRateBasisPoints: number;
  /** The prices include the tax (true) or it is added on top (false). */
  isTaxInclusive: boolean;
}

export interface TicketCost {
  isAllInPricing: boolean;
  taxRateBasisPoints: number;
  isTaxInclusive: boolean;
  subTotal: number;
  totalGratuity: number;
  serviceFee: number;
  processingFee: number;
  totalTaxes: number;
  /** What the buyer pays. */
  total: number;
  /** What the host keeps. */
  hostBalance: number;
  items: (CostLine & { price: number; originalPrice: number; gratuity: number })[];
}

export function calculateTicketCost(lines: readonly CostLine[], settings: PricingSettings): TicketCost {
  const { isAllInPricing, taxRateBasisPoints, isTaxInclusive } = settings;
  const items = lines.map((line) => ({
    ...line,
    originalPrice: line.unitPriceCents,
    price: line.unitPriceCents,
    gratuity: Math.round((line.unitPriceCents * line.quantity * line.gratuityPercentage) / 100),
  }));
  const subTotal = items.reduce((sum, item) => sum + item.unitPriceCents * item.quantity, 0);
  const totalGratuity = items.reduce((sum, item) => sum + item.gratuity, 0);
  const paidTickets = items.reduce((sum, item) => sum + (item.unitPriceCents > 0 ? item.quantity : 0), 0);
  const base = { isAllInPricing, taxRateBasisPoints, isTaxInclusive, subTotal, totalGratuity, items };
  if (subTotal + totalGratuity === 0) {
    return { ...base, subTotal: 0, totalGratuity: 0, serviceFee: 0, processingFee: 0, totalTaxes: 0, total: 0, hostBalance: 0 };
  }
  // Inclusive: the tax is the part of the price above its pre-tax amount; exclusive: the rate of the price.
  const totalTaxes = isTaxInclusive
    ? subTotal - Math.round((subTotal * MAX_TAX_RATE_BASIS_POINTS) / (MAX_TAX_RATE_BASIS_POINTS + taxRateBasisPoints))
    : Math.round((subTotal * taxRateBasisPoints) / MAX_TAX_RATE_BASIS_POINTS);
  const addedTaxes = isTaxInclusive ? 0 : totalTaxes;
  const ticketsBeforeTax = subTotal - (isTaxInclusive ? totalTaxes : 0);
  const serviceFee = Math.round((ticketsBeforeTax * SERVICE_FEE_PERCENT) / 100) + SERVICE_FEE_PER_TICKET_CENTS * paidTickets;
  if (isAllInPricing) {
    const total = subTotal + totalGratuity + addedTaxes;
    const processingFee = Math.round((total * PROCESSING_FEE_PERCENT) / 100) + PROCESSING_FEE_FIXED_CENTS;
    return { ...base, serviceFee, processingFee, totalTaxes, total, hostBalance: Math.max(0, total - serviceFee - processingFee - totalTaxes) };
  }
  // The processing fee is charged on the whole amount, itself included: solve total = charged + 2.9 % × total + 0.30.
  const charged = subTotal + totalGratuity + serviceFee + addedTaxes;
  const total = Math.ceil((charged + PROCESSING_FEE_FIXED_CENTS) / (1 - PROCESSING_FEE_PERCENT / 100));
  const processingFee = total - charged;
  return { ...base, serviceFee, processingFee, totalTaxes, total, hostBalance: subTotal + totalGratuity - (isTaxInclusive ? totalTaxes : 0) };
}

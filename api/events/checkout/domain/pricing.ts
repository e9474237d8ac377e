// What a buyer pays for tickets (spec 2 §7 "Calculate ticket cost"). The spec gives the
// parts but not the rates; ours are the common ones of event platforms:
// - service fee (the platform's): 5 % of the tickets plus 0.99 per paid ticket;
// - processing fee (the card network's): 2.9 % of what is charged plus 0.30;
// - gratuity: each ticket's percentage of its price;
// - taxes: none configured (the line is kept so a tax rate can be added).
// With all-in pricing the buyer pays the ticket price and gratuity only: the fees are
// inside the price, and the host's balance is what remains after them.
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

export interface TicketCost {
  isAllInPricing: boolean;
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

export function calculateTicketCost(lines: readonly CostLine[], isAllInPricing: boolean): TicketCost {
  const items = lines.map((line) => ({
    ...line,
    originalPrice: line.unitPriceCents,
    price: line.unitPriceCents,
    gratuity: Math.round((line.unitPriceCents * line.quantity * line.gratuityPercentage) / 100),
  }));
  const subTotal = items.reduce((sum, item) => sum + item.unitPriceCents * item.quantity, 0);
  const totalGratuity = items.reduce((sum, item) => sum + item.gratuity, 0);
  const paidTickets = items.reduce((sum, item) => sum + (item.unitPriceCents > 0 ? item.quantity : 0), 0);
  if (subTotal + totalGratuity === 0) {
    return { isAllInPricing, subTotal: 0, totalGratuity: 0, serviceFee: 0, processingFee: 0, totalTaxes: 0, total: 0, hostBalance: 0, items };
  }
  const serviceFee = Math.round((subTotal * SERVICE_FEE_PERCENT) / 100) + SERVICE_FEE_PER_TICKET_CENTS * paidTickets;
  const totalTaxes = 0;
  if (isAllInPricing) {
    const total = subTotal + totalGratuity;
    const processingFee = Math.round((total * PROCESSING_FEE_PERCENT) / 100) + PROCESSING_FEE_FIXED_CENTS;
    return { isAllInPricing, subTotal, totalGratuity, serviceFee, processingFee, totalTaxes, total, hostBalance: Math.max(0, total - serviceFee - processingFee), items };
  }
  // The processing fee is charged on the whole amount, itself included: solve total = base + 2.9 % × total + 0.30.
  const base = subTotal + totalGratuity + serviceFee + totalTaxes;
  const total = Math.ceil((base + PROCESSING_FEE_FIXED_CENTS) / (1 - PROCESSING_FEE_PERCENT / 100));
  const processingFee = total - base;
  return { isAllInPricing, subTotal, totalGratuity, serviceFee, processingFee, totalTaxes, total, hostBalance: subTotal + totalGratuity, items };
}

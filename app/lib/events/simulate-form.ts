// The Tickets tab's "Simulate ticket cost" form (a GET: its figures are in the address).
import { z } from "zod";
import type { SimulateTicketCostQuery } from "~/graphql/generated";
import { TICKET_LIMITS } from "../../../contract/events/editor";
import { checkoutMessages, ticketEditorMessages as m } from "../../../contract/events/messages";
import { centsOf } from "./ticket-form";
import { MAX_TICKETS_PER_ORDER } from "./order";

/** The address parameters the form sends. */
export const SIMULATE_PARAMS = { price: "simulatePrice", quantity: "simulateQuantity", gratuity: "simulateGratuity" } as const;

export interface SimulateValues {
  price: string;
  quantity: string;
  gratuity: string;
}

const simulateSchema = z.object({
  price: z
    .string()
    .transform((text) => centsOf(text.trim()))
    .refine((cents): cents is number => cents !== null && cents >= TICKET_LIMITS.minPriceCents && cents <= TICKET_LIMITS.maxPriceCents, m.priceRange),
  quantity: z.coerce.number({ error: checkoutMessages.quantityRange }).int(checkoutMessages.quantityRange).min(1, checkoutMessages.quantityRange).max(MAX_TICKETS_PER_ORDER, checkoutMessages.quantityRange),
  gratuity: z.coerce.number({ error: m.gratuityRange }).int(m.gratuityRange).min(0, m.gratuityRange).max(TICKET_LIMITS.maxGratuityPercent, m.gratuityRange),
});

/** The form's values in the address; null when it was not sent. */
export function simulateValuesOf(url: URL): SimulateValues | null {
  const price = url.searchParams.get(SIMULATE_PARAMS.price);
  if (price === null) return null;
  return {
    price,
    quantity: url.searchParams.get(SIMULATE_PARAMS.quantity) || "1",
    gratuity: url.searchParams.get(SIMULATE_PARAMS.gratuity) || "0",
  };
}

/** The form's values and either their figures or what is wrong with them. */
export interface Simulation {
  values: SimulateValues;
  cost: SimulateTicketCostQuery["event"]["simulateTicketCost"] | null;
  errors: Partial<Record<keyof SimulateValues, string>> | null;
  quantity: number;
}

export type SimulateParsed =
  | { ok: true; item: { price: number; quantity: number; gratuityPercentage: number } }
  | { ok: false; errors: Partial<Record<keyof SimulateValues, string>> };

export function parseSimulateValues(values: SimulateValues): SimulateParsed {
  const parsed = simulateSchema.safeParse(values);
  if (!parsed.success) {
    const errors: Partial<Record<keyof SimulateValues, string>> = {};
    for (const issue of parsed.error.issues) errors[issue.path[0] as keyof SimulateValues] ??= issue.message;
    return { ok: false, errors };
  }
  return { ok: true, item: { price: parsed.data.price, quantity: parsed.data.quantity, gratuityPercentage: parsed.data.gratuity } };
}

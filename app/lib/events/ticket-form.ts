// The editor's Tickets tab form: what is posted, and the rules the browser checks before the API.
import { z } from "zod";
import { TICKET_LIMITS } from "../../../contract/events/editor";
import { ticketEditorMessages as m } from "../../../contract/events/messages";

/** "25", "25.5", "25.50" or "$1,250.00" as cents; null when it is not an amount. */
export function centsOf(text: string): number | null {
  const cleaned = text.replace(/[$,\s]/g, "");
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  const [whole, fraction = ""] = cleaned.split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}

/** Cents as the price field shows them: "25.00". */
export function priceText(cents: number): string {
  return (cents / 100).toFixed(2);
}

export const ticketFormSchema = z
  .object({
    eventTicketId: z.string().optional(),
    ticketType: z.string({ error: m.nameRequired }).trim().min(1, m.nameRequired).max(TICKET_LIMITS.name, m.nameTooLong),
    kind: z.enum(["FREE", "PAID"]),
    price: z.string().trim().optional(),
    limitedAmount: z.number({ error: m.limitRange }).int(m.limitRange).min(1, m.limitRange).max(TICKET_LIMITS.maxAmount, m.limitRange).optional(),
    additionalGuests: z.number({ error: m.guestsRange }).int(m.guestsRange).min(0, m.guestsRange).max(TICKET_LIMITS.maxAdditionalGuests, m.guestsRange).optional(),
    isRequiredApproval: z.boolean().default(false),
    isPrivate: z.boolean().default(false),
    isActive: z.boolean().default(false),
    optInShowTicketAmount: z.boolean().default(false),
    note: z.string().trim().max(TICKET_LIMITS.note, m.noteTooLong).optional(),
    color: z.string().regex(/^#[0-9a-fA-F]{6}$/, m.colorInvalid).optional(),
    gratuityPercentage: z.number({ error: m.gratuityRange }).int(m.gratuityRange).min(0, m.gratuityRange).max(TICKET_LIMITS.maxGratuityPercent, m.gratuityRange).optional(),
    /** The sale window as wall-clock times in the event's zone ("2026-12-01T09:00"). */
    saleStart: z.string().optional(),
    saleEnd: z.string().optional(),
  })
  .superRefine((form, context) => {
    if (form.saleStart && form.saleEnd && form.saleEnd <= form.saleStart) {
      context.addIssue({ code: "custom", path: ["saleEnd"], message: m.saleEndsBeforeStart });
    }
    if (form.kind !== "PAID") return;
    const cents = centsOf(form.price ?? "");
    if (cents === null || cents < TICKET_LIMITS.minPriceCents || cents > TICKET_LIMITS.maxPriceCents) {
      context.addIssue({ code: "custom", path: ["price"], message: m.priceRange });
    }
  });

export type TicketForm = z.infer<typeof ticketFormSchema>;

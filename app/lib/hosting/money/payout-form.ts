// The payout request form: an amount typed in dollars and cents, and the form's idempotency key.
import { z } from "zod";
import { moneyMessages as m } from "../../../../contract/hosting/money-messages";
import { centsOf } from "~/lib/events/ticket-form";

export const payoutFormSchema = z.object({
  amount: z
    .string({ error: m.amountRequired })
    .trim()
    .min(1, m.amountRequired)
    .refine((text) => centsOf(text) !== null, m.amountInvalid)
    .refine((text) => (centsOf(text) ?? 1) > 0, m.amountPositive),
  idempotencyKey: z.string({ error: m.idempotencyKeyInvalid }).min(8, m.idempotencyKeyInvalid).max(100, m.idempotencyKeyInvalid),
});

export type PayoutForm = z.infer<typeof payoutFormSchema>;

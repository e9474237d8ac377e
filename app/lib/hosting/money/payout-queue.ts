// The team's payout queue form: recording what became of a host's payout request.
import { z } from "zod";
import { PAYOUT_NOTE_MAX, PAYOUT_OUTCOMES, PAYOUT_STATUSES, payoutQueueMessages as m, type PayoutStatus } from "../../../../contract/hosting/money-messages";

export const PAYOUT_OUTCOME_LABELS = { PAID: "Paid", FAILED: "Failed", CANCELLED: "Cancelled" } as const;

export const settlementFormSchema = z
  .object({
    requestId: z.string().min(1),
    outcome: z.enum(PAYOUT_OUTCOMES, m.outcomeInvalid),
    note: z.string().trim().max(PAYOUT_NOTE_MAX, m.noteTooLong).optional(),
  })
  .refine((form) => form.outcome === "PAID" || Boolean(form.note), { path: ["note"], message: m.noteRequired });

/** ?status= of the page: one of the statuses, PENDING otherwise. */
export function statusParam(value: string | null): PayoutStatus {
  return (PAYOUT_STATUSES as readonly string[]).includes(value ?? "") ? (value as PayoutStatus) : "PENDING";
}

// The ticket limits page's two forms: raising one ticket's limit, and the tickets on sale with their order.
import { z } from "zod";
import { TICKET_LIMITS } from "../../../../contract/events/editor";
import { moneyMessages as m } from "../../../../contract/hosting/money-messages";

export const raiseLimitSchema = z.object({
  eventTicketId: z.string().min(1),
  limitedAmount: z
    .number({ error: m.limitRange(TICKET_LIMITS.maxAmount) })
    .int(m.limitRange(TICKET_LIMITS.maxAmount))
    .min(1, m.limitRange(TICKET_LIMITS.maxAmount))
    .max(TICKET_LIMITS.maxAmount, m.limitRange(TICKET_LIMITS.maxAmount)),
});

/** Each ticket posts `shown-{id}` (a checkbox) and `position-{id}` (a number). */
export function displayedTicketsOf(formData: FormData, ticketIds: readonly string[]): string[] {
  const shown = ticketIds
    .map((id, index) => ({ id, index, position: Number(formData.get(`position-${id}`)) }))
    .filter(({ id }) => formData.get(`shown-${id}`) === "on");
  // Blank or odd positions keep the current order among themselves, after the numbered ones.
  const rank = (position: number) => (Number.isFinite(position) && position > 0 ? position : Number.MAX_SAFE_INTEGER);
  return shown.sort((a, b) => rank(a.position) - rank(b.position) || a.index - b.index).map(({ id }) => id);
}

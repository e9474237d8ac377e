// The "Give a ticket" form (api/hosting/approvals/domain/grants.ts): what is posted and the
// rules the browser checks before the API, with the API's words.
import { z } from "zod";
import { GRANT_KINDS, GRANT_LIMITS, grantMessages as m } from "../../../contract/hosting/messages";

export { GRANT_KIND_LABELS, GRANT_KINDS, grantMessages, type GrantKind } from "../../../contract/hosting/messages";

export const grantFormSchema = z
  .object({
    kind: z.enum(GRANT_KINDS, { error: m.kindRequired }),
    eventTicketId: z.string({ error: m.ticketRequired }).trim().min(1, m.ticketRequired),
    recipient: z.string().trim().max(GRANT_LIMITS.email, m.recipientRequired).optional(),
    guestName: z.string().trim().max(GRANT_LIMITS.guestName, m.guestNameTooLong).optional(),
    guestEmail: z.string().trim().toLowerCase().max(GRANT_LIMITS.email, m.guestEmailInvalid).pipe(z.email({ error: m.guestEmailInvalid })).optional(),
  })
  .superRefine((form, context) => {
    if (form.recipient) return;
    if (!form.guestName && !form.guestEmail) {
      context.addIssue({ code: "custom", path: ["recipient"], message: m.recipientRequired });
      return;
    }
    if (!form.guestName) context.addIssue({ code: "custom", path: ["guestName"], message: m.guestNameRequired });
    if (!form.guestEmail) context.addIssue({ code: "custom", path: ["guestEmail"], message: m.guestEmailRequired });
    if (form.kind === "EXTRA") context.addIssue({ code: "custom", path: ["kind"], message: m.extraNotForGuests });
  });
export type GrantForm = z.infer<typeof grantFormSchema>;

// The "Give a ticket" form (api/hosting/approvals/domain/grants.ts): what is posted and the
// rules the browser checks before the API, with the API's words.
import { z } from "zod";
import { GRANT_KINDS, GRANT_LIMITS, grantMessages as m, grantRecipientIssues } from "../../../contract/hosting/messages";

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
    for (const { field, message } of grantRecipientIssues(form)) context.addIssue({ code: "custom", path: [field], message });
  });
export type GrantForm = z.infer<typeof grantFormSchema>;

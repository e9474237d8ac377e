// Transferring a ticket and naming a gift's recipient (the API checks the same rules again and
// is the authority, api/events/transfers/domain/). Server side: zod stays out of the pages' JavaScript.
import { z } from "zod";
import { RECIPIENT_MAX_LENGTH, ticketTransferMessages as m } from "../../../contract/events/messages";

export const recipientSchema = z.string({ error: m.recipientRequired }).trim().min(1, m.recipientRequired).max(RECIPIENT_MAX_LENGTH, m.recipientTooLong);

/** The ticket page's "Transfer ticket" form: which ticket, to whom, and the holder's confirmation. */
export const transferFormSchema = z.object({
  ticketId: z.string().min(1),
  recipient: recipientSchema,
  confirm: z.literal("on", { error: m.confirmRequired }),
});

/** An optional gift recipient on the RSVP and Pay forms: empty means the ticket is the viewer's own. */
export const giftRecipientSchema = z.string().trim().max(RECIPIENT_MAX_LENGTH, m.recipientTooLong).optional();

type OtherMember = { userName?: string | null; name: string } | null | undefined;

/** "@sam" for a member with a user name, otherwise their name. */
export function memberHandle(member: OtherMember): string | null {
  if (!member) return null;
  return member.userName ?? member.name;
}

/** "Gift from @sam" or "Transferred from @sam" for a ticket another member gave; null for one's own. */
export function ticketOrigin(ticket: { receivedVia?: string | null; associatedUser?: OtherMember }): string | null {
  const who = memberHandle(ticket.associatedUser);
  if (!who) return null;
  if (ticket.receivedVia === "GIFT_EVENT_TICKET") return m.giftFrom(who);
  if (ticket.receivedVia === "TRANSFER_IN_EVENT_TICKET") return m.transferredFrom(who);
  return null;
}

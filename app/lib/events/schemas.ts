import { z } from "zod";
import { answersSchema } from "./questions-form";
import { giftRecipientSchema } from "./ticket-transfer";

export const rsvpSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("accept"), eventTicketId: z.string({ error: "Choose a ticket." }).min(1, "Choose a ticket."), answers: answersSchema, acceptDisclosure: z.boolean().default(false), giftRecipient: giftRecipientSchema }),
  z.object({ intent: z.literal("decline") }),
]);

/** Joining or leaving a full ticket's waiting list, from the event page. */
export const waitingListSchema = z.object({
  intent: z.enum(["join-waiting-list", "leave-waiting-list"]),
  eventTicketId: z.string().min(1),
});

import { z } from "zod";
import { answersSchema } from "./questions-form";
import { giftRecipientSchema } from "./ticket-transfer";

/** Plus-ones brought at RSVP: a whole number from 0 (the API checks the chosen ticket's own limit). */
const plusOnesSchema = z.number({ error: "Enter a whole number from 0." }).int("Enter a whole number from 0.").min(0, "Enter a whole number from 0.").optional();

export const rsvpSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("accept"), eventTicketId: z.string({ error: "Choose a ticket." }).min(1, "Choose a ticket."), answers: answersSchema, acceptDisclosure: z.boolean().default(false), giftRecipient: giftRecipientSchema, additionalGuests: plusOnesSchema }),
  z.object({ intent: z.literal("decline") }),
]);

/** Joining or leaving a full ticket's waiting list, from the event page. */
export const waitingListSchema = z.object({
  intent: z.enum(["join-waiting-list", "leave-waiting-list"]),
  eventTicketId: z.string().min(1),
});

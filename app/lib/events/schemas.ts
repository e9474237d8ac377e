import { z } from "zod";

export const rsvpSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("accept"), eventTicketId: z.string({ error: "Choose a ticket." }).min(1, "Choose a ticket.") }),
  z.object({ intent: z.literal("decline") }),
]);

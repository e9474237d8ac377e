// The message-attendees form (spec 2 §7 send group message) and its draft key (spec 1 §9).
import { z } from "zod";
import { groupMessageMessages as m } from "../../../../contract/hosting/guests-messages";

export const MESSAGE_STATES = [
  { value: "APPROVED", label: "Going (approved)" },
  { value: "INVITEE_ACCEPTED", label: "Accepted the invitation" },
  { value: "INVITED", label: "Invited, no answer yet" },
  { value: "NONE", label: "Waiting for approval" },
] as const;

export const messageFormSchema = z.object({
  states: z.array(z.enum(["APPROVED", "INVITEE_ACCEPTED", "INVITED", "NONE"]), { error: m.stateRequired }).min(1, m.stateRequired),
  channels: z.array(z.enum(["EMAIL", "SMS"]), { error: m.channelRequired }).min(1, m.channelRequired),
  subject: z.string({ error: m.subjectRequired }).trim().min(1, m.subjectRequired).max(120, m.subjectTooLong),
  body: z.string({ error: m.bodyRequired }).trim().min(1, m.bodyRequired).max(2000, m.bodyTooLong),
});
export type MessageForm = z.infer<typeof messageFormSchema>;

/** Where the browser keeps an unsent message to one event's attendees. */
export function messageDraftKey(eventId: string): string {
  return `send-event-message:${eventId}`;
}

export const messageTexts = {
  title: "Message attendees",
  recipients: "Who receives it",
  channels: "Send by",
  subject: "Subject",
  body: "Message",
  draftRestored: "Your unsent message was restored.",
  unsubscribedNote: "Attendees who turned off event e-mails are skipped. SMS reaches confirmed phone numbers only.",
} as const;

// Messages to an event's attendees (spec 2 §7 "send group message by email and/or SMS").
// Queued through the outbox in one transaction. Attendees who turned event-update e-mails
// off are skipped on every channel; SMS goes only to confirmed numbers. The caller limits
// how often a host may send (GROUP_MESSAGE_RATE_LIMIT).
import { and, eq, inArray, isNull } from "drizzle-orm";
import { z } from "zod";
import { attendees, emailSubscriptions, users } from "../../../db/schema.js";
import { parseInput } from "../../../kernel/validation.js";
import { groupMessageMessages as m } from "../../../../contract/hosting/guests-messages.js";
import { requireEventAction } from "./event-access.js";
import type { InviteDeps } from "./invitations.js";

const ATTENDEE_STATES = ["APPROVED", "DECLINED", "INVITED", "INVITEE_ACCEPTED", "INVITEE_DECLINED", "NONE"] as const;

const messageInput = z.object({
  eventId: z.string(),
  states: z.array(z.enum(ATTENDEE_STATES)).min(1, m.stateRequired),
  channels: z.array(z.enum(["EMAIL", "SMS"])).min(1, m.channelRequired),
  subject: z.string().trim().min(1, m.subjectRequired).max(120, m.subjectTooLong),
  body: z.string().trim().min(1, m.bodyRequired).max(2000, m.bodyTooLong),
});
export type GroupMessageInput = z.input<typeof messageInput>;

export async function sendGroupMessage(deps: InviteDeps, viewerId: string, input: GroupMessageInput): Promise<{ sent: number; skipped: number }> {
  const event = await requireEventAction(deps, viewerId, input.eventId, "MESSAGE_ATTENDEES");
  const message = parseInput(messageInput, input);
  const recipients = await deps.db
    .select({ userId: users.id, email: users.email, phone: users.phoneNumber, phoneVerifiedAt: users.phoneVerifiedAt, subscribed: emailSubscriptions.eventUpdates })
    .from(attendees)
    .innerJoin(users, eq(users.id, attendees.userId))
    .leftJoin(emailSubscriptions, eq(emailSubscriptions.email, users.email))
    .where(and(eq(attendees.eventId, event.id), inArray(attendees.state, message.states), isNull(users.deletedAt)));
  const link = `${deps.publicUrl}/events/${event.slug}`;
  let sent = 0;
  await deps.db.transaction(async (tx) => {
    for (const recipient of recipients) {
      if (recipient.userId === viewerId || recipient.subscribed === false) continue;
      let reached = false;
      if (message.channels.includes("EMAIL")) {
        await deps.outbox.sendEmail(tx, { to: recipient.email, subject: message.subject, text: m.emailText(event.displayName, message.body, link) });
        reached = true;
      }
      if (message.channels.includes("SMS") && recipient.phone && recipient.phoneVerifiedAt) {
        await deps.outbox.sendSms(tx, { to: recipient.phone, text: m.smsText(event.displayName, message.body).slice(0, 480) });
        reached = true;
      }
      if (reached) sent++;
    }
  });
  const others = recipients.filter((recipient) => recipient.userId !== viewerId).length;
  return { sent, skipped: others - sent };
}

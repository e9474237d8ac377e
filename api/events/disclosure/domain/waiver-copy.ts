// The signed copy of a disclosure (spec 2 §7 "send signed waiver copy"): when an attendee
// accepts an event's document they are e-mailed a link to it and the time they accepted,
// in the transaction that records the acceptance (one e-mail per acceptance).
import { eq } from "drizzle-orm";
import type { Database } from "../../../db/client.js";
import { users, type EventRow } from "../../../db/schema.js";
import type { AuthDeps } from "../../../kernel/deps.js";
import { escapeHtml } from "../../../messaging/templates.js";
import type { EmailMessage } from "../../../messaging/outbox.js";
import { waiverCopyMessages as m } from "../../../../contract/events/messages.js";

/** The instant, as the attendee reads it: in the event's time zone, with the zone named. */
export function acceptedAtText(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeStyle: "long", timeZone }).format(at);
}

export function waiverCopyEmail(input: { to: string; name: string | null; title: string; eventName: string; documentUrl: string; acceptedAt: string }): EmailMessage {
  const greeting = input.name ? `Hi ${input.name},` : "Hi,";
  const accepted = m.accepted(input.title, input.eventName, input.acceptedAt);
  return {
    to: input.to,
    subject: m.subject(input.title, input.eventName),
    text: [greeting, "", accepted, "", m.keepCopy, input.documentUrl].join("\n"),
    html: [
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${escapeHtml(accepted)}</p>`,
      `<p>${escapeHtml(m.keepCopy)} <a href="${escapeHtml(input.documentUrl)}">${escapeHtml(m.openDocument)}</a></p>`,
    ].join("\n"),
  };
}

/** Queues the copy for the attendee who just accepted, inside the caller's transaction. */
export async function sendWaiverCopy(deps: Pick<AuthDeps, "outbox" | "publicUrl">, tx: Database, event: EventRow, userId: string, acceptedAt: Date): Promise<void> {
  if (!event.disclosureFileUrl) return;
  const [user] = await tx.select({ email: users.email, name: users.name }).from(users).where(eq(users.id, userId));
  if (!user?.email) return;
  await deps.outbox.sendEmail(
    tx,
    waiverCopyEmail({
      to: user.email,
      name: user.name,
      title: event.disclosureTitle ?? "disclosure",
      eventName: event.displayName,
      documentUrl: new URL(event.disclosureFileUrl, deps.publicUrl).href,
      acceptedAt: acceptedAtText(acceptedAt, event.timeZone),
    }),
  );
}

// Messages leave through the outbox table: a use case inserts the row in its own
// transaction (so a rolled-back sign-up sends nothing) and the dispatcher delivers it.
import { and, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../db/client.js";
import { outbox, type OutboxRow } from "../db/schema.js";
import type { Clock } from "../kernel/clock.js";

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface SmsMessage {
  /** E.164 number. */
  to: string;
  text: string;
}

export interface Outbox {
  /** Queues an e-mail inside the caller's transaction (or on its own with the root db). */
  sendEmail(db: Database, message: EmailMessage): Promise<void>;
  /** Queues many e-mails in one statement (bulk decisions: a thousand at once). */
  sendEmails(db: Database, messages: readonly EmailMessage[]): Promise<void>;
  /** Queues a text message the same way. */
  sendSms(db: Database, message: SmsMessage): Promise<void>;
}

/** `decorate` adds what every e-mail carries (the manage-subscriptions link). */
export function createOutbox(
  clock: Clock,
  onQueued: () => void = () => {},
  decorate: (message: EmailMessage) => EmailMessage = (message) => message,
): Outbox {
  async function sendEmails(db: Database, originals: readonly EmailMessage[]): Promise<void> {
    if (originals.length === 0) return;
    const messages = originals.map(decorate);
    const now = clock();
    // One array per column (unnest): a thousand e-mails are four parameters, not seven thousand.
    const column = (pick: (message: EmailMessage) => string | null) => sql.param(messages.map(pick));
    await db.execute(sql`
      insert into ${outbox} (channel, recipient, subject, text_body, html_body, next_attempt_at, created_at)
      select 'EMAIL', m.recipient, m.subject, m.text_body, m.html_body, ${now}, ${now}
      from unnest(
        ${column((message) => message.to.trim().toLowerCase())}::text[],
        ${column((message) => message.subject)}::text[],
        ${column((message) => message.text)}::text[],
        ${column((message) => message.html ?? null)}::text[]
      ) as m(recipient, subject, text_body, html_body)`);
    onQueued();
  }
  return {
    async sendEmail(db, original) {
      await sendEmails(db, [original]);
    },
    sendEmails,
    async sendSms(db, message) {
      const now = clock();
      await db.insert(outbox).values({
        channel: "SMS",
        recipient: message.to.trim(),
        subject: null,
        textBody: message.text,
        nextAttemptAt: now,
        createdAt: now,
      });
      onQueued();
    },
  };
}

/** E-mails sent to an address, newest first (the development outbox). */
export function listEmailsTo(db: Database, address: string, limit = 50): Promise<OutboxRow[]> {
  return db
    .select()
    .from(outbox)
    .where(and(eq(outbox.channel, "EMAIL"), eq(outbox.recipient, address.trim().toLowerCase())))
    .orderBy(desc(outbox.seq))
    .limit(limit);
}

/** Messages of any channel sent to an e-mail address or an E.164 number, newest first. */
export function listMessagesTo(db: Database, recipient: string, limit = 50): Promise<OutboxRow[]> {
  const to = recipient.trim();
  return db
    .select()
    .from(outbox)
    .where(eq(outbox.recipient, to.startsWith("+") ? to : to.toLowerCase()))
    .orderBy(desc(outbox.seq))
    .limit(limit);
}

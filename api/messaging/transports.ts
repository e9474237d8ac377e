// How queued messages leave the platform.
import nodemailer from "nodemailer";
import type { OutboxRow } from "../db/schema.js";

export interface MessageTransport {
  readonly name: string;
  /** Delivers one message or throws; the dispatcher retries with backoff. */
  deliver(message: OutboxRow): Promise<void>;
  close(): Promise<void>;
}

/**
 * Without SMTP_URL nothing leaves the machine: messages count as delivered and stay
 * readable in the outbox table (and at GET /api/dev/outbox outside production).
 */
export const localTransport: MessageTransport = {
  name: "local",
  async deliver() {},
  async close() {},
};

/**
 * SMTP, e.g. smtps://user:pass@smtp.example.com:465 or smtp://host:587 (STARTTLS when
 * offered). A `from` query parameter sets the sender; otherwise no-reply@ the web app's host.
 */
export function createSmtpTransport(smtpUrl: string, defaults: { productName: string; publicUrl: string }): MessageTransport {
  const url = new URL(smtpUrl);
  const sender = url.searchParams.get("from") ?? `no-reply@${new URL(defaults.publicUrl).hostname}`;
  url.searchParams.delete("from");
  const mailer = nodemailer.createTransport(url.href);
  return {
    name: "smtp",
    async deliver(message) {
      if (message.channel !== "EMAIL") throw new Error(`The SMTP transport cannot send ${message.channel} messages.`);
      await mailer.sendMail({
        from: { name: defaults.productName, address: sender },
        to: message.recipient,
        subject: message.subject ?? "",
        text: message.textBody,
        html: message.htmlBody ?? undefined,
      });
    },
    async close() {
      mailer.close();
    },
  };
}

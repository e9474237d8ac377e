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

/**
 * SMS through a Twilio-compatible Messages API. SMS_URL is the endpoint with the account
 * credentials and the sender, e.g.
 * https://ACCOUNT_SID:AUTH_TOKEN@api.twilio.com/2010-04-01/Accounts/ACCOUNT_SID/Messages.json?from=%2B15005550006
 */
export function createSmsHttpTransport(smsUrl: string, fetchImpl: typeof fetch = fetch): MessageTransport {
  const url = new URL(smsUrl);
  const from = url.searchParams.get("from");
  if (!from) throw new Error("SMS_URL needs a from= query parameter (the sending number).");
  const authorization = `Basic ${Buffer.from(`${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}`).toString("base64")}`;
  url.username = "";
  url.password = "";
  url.search = "";
  return {
    name: "sms-http",
    async deliver(message) {
      if (message.channel !== "SMS") throw new Error(`The SMS transport cannot send ${message.channel} messages.`);
      const response = await fetchImpl(url, {
        method: "POST",
        headers: { authorization, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ To: message.recipient, From: from, Body: message.textBody }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`SMS provider answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
    },
    async close() {},
  };
}

/** E-mail and SMS each to their own transport. */
export function routeByChannel(transports: { email: MessageTransport; sms: MessageTransport }): MessageTransport {
  return {
    name: `${transports.email.name}+${transports.sms.name}`,
    deliver: (message) => (message.channel === "SMS" ? transports.sms : transports.email).deliver(message),
    async close() {
      await Promise.all([transports.email.close(), transports.sms.close()]);
    },
  };
}

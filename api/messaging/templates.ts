// The e-mails the platform sends, as plain text with an HTML alternative.
import { emailTexts, inviteEmailTexts } from "../domain/messages.js";
import type { EmailMessage } from "./outbox.js";

export function verificationEmail(input: { to: string; name: string | null; link: string; productName: string }): EmailMessage {
  const greeting = input.name ? `Hi ${input.name},` : "Hi,";
  const text = [
    greeting,
    "",
    `Welcome to ${input.productName}! Please confirm your email address to finish creating your account:`,
    "",
    input.link,
    "",
    "This link expires in 24 hours. If you did not sign up, you can ignore this email.",
  ].join("\n");
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>Welcome to ${escapeHtml(input.productName)}! Please confirm your email address to finish creating your account:</p>`,
    `<p><a href="${escapeHtml(input.link)}">Confirm my email</a></p>`,
    `<p>This link expires in 24 hours. If you did not sign up, you can ignore this email.</p>`,
  ].join("\n");
  return { to: input.to, subject: emailTexts.verificationSubject(input.productName), text, html };
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

// ---------------------------------------------------------------- invites (issue 3)

export function inviteEmail(input: { to: string; inviterName: string; memo: string | null; link: string; productName: string }): EmailMessage {
  const lines = [`${input.inviterName} invited you to join them on ${input.productName}.`];
  const text = [
    "Hi,",
    "",
    ...lines,
    ...(input.memo ? ["", `"${input.memo}"`] : []),
    "",
    "See the invite:",
    "",
    input.link,
  ].join("\n");
  const html = [
    "<p>Hi,</p>",
    `<p>${escapeHtml(lines[0])}</p>`,
    ...(input.memo ? [`<blockquote>${escapeHtml(input.memo)}</blockquote>`] : []),
    `<p><a href="${escapeHtml(input.link)}">See the invite</a></p>`,
  ].join("\n");
  return { to: input.to, subject: inviteEmailTexts.subject(input.inviterName, input.productName), text, html };
}

/** The footer every e-mail carries: where to manage what this address receives. */
export function withSubscriptionFooter(message: EmailMessage, manageLink: string): EmailMessage {
  const note = "You can choose which emails you receive, or unsubscribe:";
  return {
    ...message,
    text: `${message.text}\n\n--\n${note}\n${manageLink}`,
    html: message.html
      ? `${message.html}\n<hr>\n<p style="font-size:12px;color:#666">${escapeHtml(note)} <a href="${escapeHtml(manageLink)}">Unsubscribe or manage emails</a></p>`
      : undefined,
  };
}

// The e-mails the platform sends, as plain text with an HTML alternative.
import { emailTexts } from "../domain/messages.js";
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

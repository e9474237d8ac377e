// The e-mails the platform sends, as plain text with an HTML alternative.
import { codeTexts, emailTexts } from "../domain/messages.js";
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

/** The second factor: the code, and a link that verifies this sign-in without typing it. */
export function secondFactorEmail(input: {
  to: string;
  name: string | null;
  code: string;
  link: string;
  productName: string;
}): EmailMessage {
  const greeting = input.name ? `Hi ${input.name},` : "Hi,";
  const text = [
    greeting,
    "",
    `Your ${input.productName} verification code is ${input.code}.`,
    "",
    "Or verify this sign-in with one click:",
    "",
    input.link,
    "",
    "The code and the link expire in 10 minutes. If you did not try to sign in, change your password.",
  ].join("\n");
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>Your ${escapeHtml(input.productName)} verification code is <strong>${escapeHtml(input.code)}</strong>.</p>`,
    `<p><a href="${escapeHtml(input.link)}">Verify this sign-in</a></p>`,
    `<p>The code and the link expire in 10 minutes. If you did not try to sign in, change your password.</p>`,
  ].join("\n");
  return { to: input.to, subject: codeTexts.secondFactorSubject(input.productName), text, html };
}

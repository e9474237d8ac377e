// The e-mails the platform sends, as plain text with an HTML alternative.
import { codeTexts, emailTexts, inviteEmailTexts } from "../../contract/access/messages.js";
import { accountEmailTexts } from "../../contract/account/messages.js";
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

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

// ---------------------------------------------------------------- account life cycle (spec 1 §4)

export function passwordResetEmail(input: { to: string; name: string | null; link: string; productName: string }): EmailMessage {
  const greeting = input.name ? `Hi ${input.name},` : "Hi,";
  const lines = [
    `Someone asked to reset the password of your ${input.productName} account. To choose a new password, open this link:`,
    "This link expires in 1 hour and works once. If you did not ask for it, you can ignore this email; your password stays the same.",
  ];
  return {
    to: input.to,
    subject: accountEmailTexts.resetSubject(input.productName),
    text: [greeting, "", lines[0], "", input.link, "", lines[1]].join("\n"),
    html: [
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${escapeHtml(lines[0])}</p>`,
      `<p><a href="${escapeHtml(input.link)}">Reset my password</a></p>`,
      `<p>${escapeHtml(lines[1])}</p>`,
    ].join("\n"),
  };
}

export function emailChangeEmail(input: { to: string; name: string | null; link: string; productName: string }): EmailMessage {
  const greeting = input.name ? `Hi ${input.name},` : "Hi,";
  const lines = [
    `Please confirm that you want to use this address for your ${input.productName} account:`,
    "This link expires in 24 hours. If you did not ask for this change, you can ignore this email.",
  ];
  return {
    to: input.to,
    subject: accountEmailTexts.emailChangeSubject(input.productName),
    text: [greeting, "", lines[0], "", input.link, "", lines[1]].join("\n"),
    html: [
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${escapeHtml(lines[0])}</p>`,
      `<p><a href="${escapeHtml(input.link)}">Confirm my new email</a></p>`,
      `<p>${escapeHtml(lines[1])}</p>`,
    ].join("\n"),
  };
}

// ---------------------------------------------------------------- invites (spec 1 §3)

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

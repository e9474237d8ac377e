// The host's attendee management (spec 2 §1–§4, §6, §7; spec 1 §8, §9). Quoted texts are the
// spec's word for word ("No data found", the badges, the role labels); the others are ours.
import type { GrantKind } from "./grant-kinds";

export const approvalMessages = {
  eventCancelled: "This event was cancelled, so its requests can no longer be approved.",
  noData: "No data found",
  /** Shown in place of an invitee's contact details, which they share only once they accept. */
  invitedNoAnswer: "Invited, no answer yet",
  invitationDeclined: "Declined the invitation",
  notAllowed: "You are not allowed to do this on this event.",
  noneSelected: "Choose at least one attendee.",
  tooMany: "At most 5,000 attendees can be changed at once.",
  processed: (processed: number, failed: number, skipped: number) =>
    `${processed} processed, ${failed} failed, ${skipped} skipped.`,
  notPending: "Not pending approval.",
  alreadyApproved: "Already approved.",
  alreadyDeclined: "Already declined.",
  nothingToUndo: "Nothing to undo.",
  paidTickets: "Holds paid tickets: refund them instead.",
  /** After a paid request's price in the attendee list (docs/decisions/0054). */
  notChargedUntilApproved: "not charged until approved",
  authorizationLapsed: "The card authorisation lapsed: nothing was charged and no ticket was issued.",
  soldOut: (ticketType: string) => `No places left on ${ticketType}.`,
  noTicket: "Has no ticket waiting for approval.",
  notYours: "Not one of your attendees.",
  noteTooLong: "The note can be at most 1000 characters.",
  noteSaved: "Note saved.",
  attendeeNotFound: "This attendee does not exist.",
  invalidSearch: "The search can be at most 100 characters.",
  invalidPage: "The page must be a whole number from 1.",
} as const;

export const teamMessages = {
  personRequired: "Choose a person.",
  personNotFound: "This person does not exist.",
  alreadyInRole: "This person already holds this role.",
  creatorHasAllRoles: "The producer already manages this event.",
  onlyCreatorAddsCoHosts: "Only the event's producer can add a manager.",
  roleNotAllowed: "You are not allowed to add this role.",
  notInRole: "This person does not hold this role.",
  added: (name: string, label: string) => `${name} is now ${label}.`,
  removed: (name: string, label: string) => `${name} is no longer ${label}.`,
} as const;

/** E-mails to attendees about the host's decision (spec 2 §4; the wording is ours). */
export const decisionEmails = {
  approvedSubject: (eventName: string) => `You're approved for ${eventName}`,
  approvedText: (name: string, eventName: string, link: string) =>
    `Hi ${name},\n\nGood news: the host approved you for ${eventName}. Your ticket is ready:\n${link}\n`,
  declinedSubject: (eventName: string) => `About your request for ${eventName}`,
  declinedText: (name: string, eventName: string, link: string) =>
    `Hi ${name},\n\nThe host of ${eventName} could not select you this time.\n${link}\n`,
} as const;

/** Invitations to a role on an event's team (spec 2 §7; the wording is ours). */
export const roleInviteMessages = {
  alreadyInvited: "This person already has a pending invitation to this role.",
  notFound: "This invitation does not exist or is no longer valid.",
  notForYou: "This invitation is for someone else.",
  invited: (name: string, label: string) => `Invitation to be ${label} sent to ${name}.`,
  revoked: "Invitation removed.",
  accepted: (label: string, eventName: string) => `You are now ${label} of ${eventName}.`,
  declined: "Invitation declined.",
  emailSubject: (label: string, eventName: string) => `You're invited to be ${label} of ${eventName}`,
  emailText: (name: string, inviter: string, label: string, eventName: string, link: string) =>
    `Hi ${name},\n\n${inviter} invited you to join the team of ${eventName} as ${label}. Accept or decline here:\n${link}\n`,
} as const;

export { GRANT_KIND_LABELS, GRANT_KINDS, type GrantKind } from "./grant-kinds";
export const GRANT_LIMITS = { guestName: 100, email: 254 } as const;

/**
 * Who a ticket goes to, as the give-a-ticket form says it: a member (`recipient`), or a guest
 * by name and e-mail, never an Extra ticket. The fields' problems, each at its field; the API
 * and the browser check the same.
 */
export function grantRecipientIssues(form: {
  kind?: GrantKind | null;
  recipient?: string | null;
  guestName?: string | null;
  guestEmail?: string | null;
}): { field: "recipient" | "guestName" | "guestEmail" | "kind"; message: string }[] {
  if (form.recipient) return [];
  if (!form.guestName && !form.guestEmail) return [{ field: "recipient", message: grantMessages.recipientRequired }];
  const issues: { field: "recipient" | "guestName" | "guestEmail" | "kind"; message: string }[] = [];
  if (!form.guestName) issues.push({ field: "guestName", message: grantMessages.guestNameRequired });
  if (!form.guestEmail) issues.push({ field: "guestEmail", message: grantMessages.guestEmailRequired });
  if (form.kind === "EXTRA") issues.push({ field: "kind", message: grantMessages.extraNotForGuests });
  return issues;
}

export const grantMessages = {
  title: "Give a ticket",
  intro: "No payment: the ticket takes a place like any other and reaches them by e-mail.",
  kindLabel: "Kind",
  ticketLabel: "Ticket",
  toLabel: "To",
  toMember: "A member",
  toGuest: "A guest",
  recipientLabel: "Member's user name or e-mail",
  guestNameLabel: "Guest's name",
  guestEmailLabel: "Guest's e-mail",
  submit: "Give ticket",
  pendingSubmit: "Giving…",
  kindRequired: "Choose the kind of ticket.",
  ticketRequired: "Choose a ticket.",
  ticketNotFound: "Choose a ticket of this event.",
  recipientRequired: "Enter the user name or e-mail of a member.",
  guestNameRequired: "Enter the guest's name.",
  guestNameTooLong: "Enter at most 100 characters.",
  guestEmailRequired: "Enter the guest's e-mail.",
  guestEmailInvalid: "Enter a valid e-mail address.",
  notAllowed: "You are not allowed to give this kind of ticket on this event.",
  extraNeedsTicket: "An extra ticket is for a member who already has a ticket for this event.",
  extraNotForGuests: "An extra ticket is for a member; give a guest a complimentary or VIP ticket.",
  eventClosed: "This event has ended or is not published: no tickets can be given.",
  granted: (kind: string, name: string) => `${kind} ticket given to ${name}.`,
  emailSubject: (eventName: string) => `You have a ticket for ${eventName}`,
  emailLine: (granter: string, kind: string, eventName: string) => `${granter} gave you a ${kind} ticket for ${eventName}.`,
  emailMemberTail: "Your ticket and its QR code for the door:",
  emailGuestTail: (ticketNo: number) => `Your ticket number is #${ticketNo}: give your name and this number at the door.`,
} as const;

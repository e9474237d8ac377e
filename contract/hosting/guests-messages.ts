// The guest-list, contacts, invitations and messages part of hosting: its texts. Quoted ones
// are word for word from the spec (spec 1 §5 e-mail picker); the others are ours.
import { ADDRESS_AVAILABILITY_RATE_LIMIT } from "../access/rest";

export const guestMessages = {
  eventNotFound: "This event does not exist or is not visible to you.",
  notAllowed: "You may not do this on this event.",
  guestNotFound: "This guest is not on the list.",
  ticketNotFound: "This guest ticket does not exist.",
  alreadyCheckedIn: "This ticket is already checked in.",
  notCheckedIn: "This ticket is not checked in.",
  fullNameRequired: "Enter the guest's full name.",
  fullNameTooLong: "The name can be at most 100 characters.",
  emailInvalid: "Your email address is invalid. Please try again.",
  phoneInvalid: "Your phone number is invalid. Please try again.",
  noteTooLong: "The note can be at most 500 characters.",
  ticketCountInvalid: "Choose between 1 and 20 tickets.",
  eventTicketInvalid: "This ticket is not one of the event's tickets.",
  listNameRequired: "Give the list a name.",
  listNameTooLong: "The name can be at most 80 characters.",
  savedListNotFound: "This saved list does not exist.",
  guestAdded: "Guest added.",
  guestSaved: "Guest saved.",
  guestDeleted: "Guest removed.",
  checkedIn: "Checked in.",
  checkInUndone: "Check-in undone.",
  listSaved: "Guest list saved.",
  listLoaded: "Saved list loaded.",
  listRemoved: "Saved list removed.",
  searchTooLong: "Search for at most 100 characters.",
  invalidPageSize: "Page size must be between 1 and 100.",
  invalidCursor: "The page cursor is invalid.",
} as const;

export const contactMessages = {
  nameRequired: "Enter the contact's name.",
  nameTooLong: "The name can be at most 100 characters.",
  emailOrPhoneRequired: "Enter an e-mail address or a phone number.",
  emailInvalid: "Your email address is invalid. Please try again.",
  phoneInvalid: "Your phone number is invalid. Please try again.",
  cityTooLong: "The city can be at most 100 characters.",
  duplicate: "You already have a contact with this e-mail address or phone number.",
  contactNotFound: "This contact does not exist.",
  groupNotFound: "This group does not exist.",
  groupNameRequired: "Give the group a name.",
  groupNameTooLong: "The name can be at most 60 characters.",
  groupNameTaken: "You already have a group with this name.",
  fileRequired: "Choose a CSV file.",
  fileTooLarge: "The file can be at most 1 MB and 1000 rows.",
  fileUnreadable: "This file could not be read as CSV.",
  noColumns: "The file needs a name column and an email or phone column.",
  nothingToImport: "No valid rows to import.",
  contactSaved: "Contact saved.",
  contactDeleted: "Contact deleted.",
  imported: (created: number, updated: number) => `Imported: ${created} new, ${updated} updated.`,
  groupSaved: "Group saved.",
  addedToGroup: "Added to the group.",
  chooseContacts: "Choose at least one contact.",
} as const;

export const invitationMessages = {
  /** Spec 1 §5, word for word. */
  alreadySelected: "This email address is already selected.",
  /** Spec 1 §5, word for word. */
  cannotBeUsed: "This email address cannot be used.",
  nobodyChosen: "Choose at least one person to invite.",
  tooMany: "Invite at most 200 people at once.",
  tooManyAddresses: `Check at most ${ADDRESS_AVAILABILITY_RATE_LIMIT.limit} addresses at once.`,
  quantityInvalid: "A number is valid when greater than 0 and at most 1000.",
  ticketInvalid: "Choose one of the event's tickets.",
  previousEventNotFound: "Choose one of your previous events.",
  invitationNotFound: "This invitation does not exist or is not yours.",
  notYours: "This invitation was sent to another e-mail address.",
  eventClosed: "This event is not open for answers any more.",
  ticketSoldOut: "The ticket of this invitation is sold out.",
  sent: (count: number) => (count === 1 ? "1 invitation sent." : `${count} invitations sent.`),
  accepted: "You accepted the invitation.",
  declined: "You declined the invitation.",
  emailSubject: (eventName: string) => `You're invited: ${eventName}`,
  emailText: (inviterName: string, eventName: string, link: string) =>
    `${inviterName} invited you to ${eventName}.\n\nSee the event and answer the invitation:\n${link}\n`,
} as const;

export const groupMessageMessages = {
  subjectRequired: "Enter a subject.",
  subjectTooLong: "The subject can be at most 120 characters.",
  bodyRequired: "Write the message.",
  bodyTooLong: "The message can be at most 2000 characters.",
  channelRequired: "Choose e-mail, SMS or both.",
  stateRequired: "Choose who receives it.",
  sent: (count: number) => (count === 1 ? "Message sent to 1 attendee." : `Message sent to ${count} attendees.`),
  smsText: (eventName: string, body: string) => `${eventName}: ${body}`,
  emailText: (eventName: string, body: string, link: string) => `${body}\n\n— ${eventName}\n${link}\n`,
} as const;

export const GUEST_LIMITS = {
  maxTicketsPerGuest: 20,
  maxPageSize: 100,
  maxInvitesAtOnce: 200,
  maxImportRows: 1000,
  maxImportBytes: 1_000_000,
  /** Addresses looked up at once (emailsExist, phonesExist, checkInviteEmails): no more than sign-up's availability check allows a minute. */
  maxAddressChecksAtOnce: ADDRESS_AVAILABILITY_RATE_LIMIT.limit,
} as const;
/** Per host, per hour: the addresses they invite (each counts), across all their events. */
export const INVITATION_RATE_LIMIT = { limit: 300, windowMs: 3_600_000 } as const;
/** Per sender, per hour: a host's announcements, not a mailing tool. */
export const GROUP_MESSAGE_RATE_LIMIT = { limit: 5, windowMs: 3_600_000 } as const;

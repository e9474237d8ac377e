// The account area's texts: profile, account life cycle (spec 1 §4) and e-mail
// subscriptions. Quoted ones are word for word from spec 1 §5 and §8; the others are ours.

export const profileMessages = {
  userNameFormat: "Usernames are 3 to 30 characters: lowercase letters, numbers, dots and underscores.",
  // A handle of digits only would be read as a phone number on the login form (spec 1 §2.1).
  userNameNeedsLetter: "Usernames must include at least one letter.",
  userNameTaken: "This username is already taken.",
  bioTooLong: "Your bio can have at most 500 characters.",
} as const;

export const accountMessages = {
  /** Spec 1 §8, word for word: the same answer whether or not the account exists. */
  recoverNeutral:
    "If an account with the email you entered exists, you will receive instructions to reset your password shortly.",
  resetLinkInvalid: "This password reset link is invalid or has expired.",
  currentPasswordWrong: "Your current password is incorrect.",
  currentPasswordRequired: "Please enter your current password",
  changeTicketInvalid: "Please start the password change again.",
  samePassword: "Choose a password different from your current one.",
  refusedWhileImpersonating: "This can't be changed while you're signed in as someone else.",
  accountDeleted: "This account has been deleted.",
  reactivationExpired: "This account was deleted more than 90 days ago and can no longer be recovered.",
  notDeleted: "This account is active.",
  impersonationNotAllowed: "You are not allowed to impersonate users.",
  impersonationTargetNotAllowed: "You cannot impersonate a user with the same or more rights than yours.",
  impersonationUnknownUser: "No active account matches this email or username.",
  impersonationSelf: "You cannot impersonate yourself.",
  impersonationNested: "Stop impersonating before impersonating someone else.",
  emailUnchanged: "This is already your email address.",
  emailChangeLinkInvalid: "This email change link is invalid or has expired.",
  emailChangeOtherAccount: "This link was sent for another account. Sign in as that account to confirm it.",
} as const;

export const accountEmailTexts = {
  resetSubject: (productName: string) => `Reset your ${productName} password`,
  emailChangeSubject: (productName: string) => `Confirm your new email for ${productName}`,
} as const;

export const subscriptionMessages = {
  linkInvalid: "This unsubscribe link is invalid. Use the link from your latest email.",
} as const;

/** People search (the header's suggestions and /search). */
export const peopleSearchMessages = {
  invalidLimit: "Between 1 and 10 people can be asked for.",
} as const;

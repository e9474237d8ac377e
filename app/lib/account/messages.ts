import * as accountSpec from "../../../contract/account/messages";

/** Texts of the account area: profile, settings, e-mail and password changes, deletion, impersonation, e-mail subscriptions. */
export const accountMessages = {
  /** Spec 1 §8, word for word. */
  forgotNeutral: accountSpec.accountMessages.recoverNeutral,
  /** Spec 1 §8, word for word. */
  deleteFailure: "Delete account failure!",
  passwordResetDone: "Your password has been reset. Please log in with your new password.",
  passwordChanged: "Your password has been changed.",
  passwordChangedSignedOut: "Your password has been changed and your other sessions were signed out.",
  currentPasswordRequired: accountSpec.accountMessages.currentPasswordRequired,
  deleteConfirm: "Are you sure you want to delete your account?",
  deleteExplain:
    "Your profile, events and tickets will be hidden. You can recover your account by logging in within 90 days; after that, the deletion is permanent.",
  reactivated: "Welcome back! Your account is active again.",
  emailChangeSent: (email: string) => `We sent a confirmation link to ${email}. Open it to switch your email address.`,
  emailChanged: "Your email address has been changed.",
  impersonationStarted: (who: string) => `You are now impersonating ${who}.`,
  impersonationStopped: "You stopped impersonating and are back in your own account.",
  impersonationUserRequired: "Please enter the email or username of the member",
} as const;

export const unsubscribeMessages = {
  saved: "Your email preferences were saved.",
  unsubscribedAll: "You're unsubscribed from all optional emails.",
  invalidLink: accountSpec.subscriptionMessages.linkInvalid,
} as const;

export const SUBSCRIPTION_LABELS = {
  eventUpdates: { label: "Event updates", hint: "Changes, reminders and approvals for events you host or RSVP to." },
  invitations: { label: "Invitations", hint: "When a member invites you to the platform, an event or a club." },
  productNews: { label: "Product news", hint: "New features and occasional tips. At most twice a month." },
} as const;

import * as accessSpec from "../../../contract/access/messages";
import * as accountSpec from "../../../contract/account/messages";
import { DEFAULT_ERROR, LOGOUT_CONFIRM } from "../messages";

/**
 * Screen texts of the access area (sign-up, sign-in, codes, passkeys, social sign-in, terms,
 * invites). The spec's words that the API answers too come from contract/access/messages.ts,
 * so each exists once; the rest are the screens' own (spec 1 §5, §8 where it gives them).
 */
export const authMessages = {
  emailRequired: accessSpec.authMessages.emailRequired,
  emailInvalid: accessSpec.authMessages.emailInvalid,
  emailTaken: accessSpec.authMessages.emailTaken,
  passwordRule: accessSpec.authMessages.passwordRule,
  firstNameInvalid: "Your first name is invalid. Please try again.",
  lastNameInvalid: "Your last name is invalid. Please try again.",
  dateOfBirthRequired: accessSpec.authMessages.dateOfBirthRequired,
  dateOfBirthType: "Date of birth is required",
  dateOfBirthFuture: accessSpec.authMessages.dateOfBirthInFuture,
  phoneInvalid: accessSpec.authMessages.phoneInvalid,
  genderInvalid: accessSpec.authMessages.genderInvalid,
  loginUserNameRequired: accessSpec.authMessages.loginRequired,
  loginPasswordRequired: accessSpec.authMessages.passwordRequired,
  userNameInvalid: accountSpec.profileMessages.userNameFormat,
  checkInboxTitle: "Check your inbox!",
  checkInboxText: "A verification email was sent to your inbox. Please confirm your email to login.",
  resentTitle: "Resent! Check your inbox!",
  resentText: "A verification email was resent to your inbox. Please confirm your email to login.",
  clickContinue: "Click continue to log in.",
  defaultError: DEFAULT_ERROR,
  logoutConfirm: LOGOUT_CONFIRM,
  termsNotice: "By continuing, you agree to our Terms of Service and Privacy Policy.",
} as const;

/** Terms of service (spec 1 §4). */
export const termsMessages = {
  /** spec 1 §4 */
  dialogTitle: "There's something new!",
  dialogText: "We've updated our Terms of Service and Privacy Policy. Please take a moment to read them. Pressing Update means you accept the new version.",
  updateButton: "Update",
  updated: "Thanks! You accepted the updated terms.",
  documentUnavailable: "This document can't be shown right now. Please try again in a moment.",
} as const;

/** Invites (spec 1 §2.1). */
export const inviteMessages = {
  accepted: "You accepted the invite. Welcome!",
  declined: "You declined the invite.",
  defaultAcceptButton: "Accept invite",
  declineButton: "Decline",
  expired: accessSpec.inviteMessages.expired,
  revoked: "This invite was revoked by the member who sent it.",
  used: accessSpec.inviteMessages.used,
  mine: "This is an invite you sent. Share its link with the people you want to invite.",
  alreadyAccepted: "You accepted this invite.",
  openPdf: "Open the PDF in a new tab",
  openDocument: "Read the document in a new tab",
} as const;

/** The support page that gives a member invites (spec 1 §3 UserInvitesIncreased). */
export const grantInvitesMessages = {
  userNameRequired: "Enter the member's user name.",
  countRange: accessSpec.inviteMessages.grantRange,
  granted: (count: number, userName: string, remaining: number) =>
    `Gave ${count} ${count === 1 ? "invite" : "invites"} to @${userName}. They now have ${remaining} to share and were notified.`,
} as const;

/** Passkeys (spec 1 §5, §8): failures read "Passkey … failed: " followed by the reason. */
export const passkeyMessages = {
  registrationFailed: "Passkey registration failed: ",
  loginFailed: "Passkey login failed: ",
  createFailed: "Failed to create credential",
  getFailed: "Failed to get credential",
  notSupported: "Passkeys are not supported on this device",
  needsJavaScript: "Passkeys need JavaScript. Turn it on in your browser to add or use one.",
  signIn: "Sign in with a passkey",
  add: "Add a passkey",
  added: "Passkey added.",
  deleted: "Passkey deleted.",
  none: "You have no passkeys yet. A passkey lets you sign in with your fingerprint, face or screen lock instead of a password.",
} as const;

/** Social sign-in (spec 1 §2.1). */
export const socialMessages = {
  continueWithGoogle: "Continue with Google",
  continueWithApple: "Continue with Apple",
  failed: "Social sign-in failed: ",
  /** By the error code the API's callback sends back (api/access/http/social-router.ts). */
  errors: {
    state_mismatch: accessSpec.socialMessages.stateMismatch,
    provider_failed: accessSpec.socialMessages.providerFailed,
    email_taken: accessSpec.authMessages.emailTaken,
    email_missing: accessSpec.socialMessages.emailMissing,
    unavailable: "The sign-in provider is unavailable right now. Please try again later.",
  } as Record<string, string>,
  orDivider: "or",
} as const;

/** Codes feature: phone sign-in, second factor, phone verification (spec 1 §5, §8). */
export const codeMessages = {
  codeSent: accessSpec.codeMessages.codeSent,
  codeResent: accessSpec.codeMessages.codeResent,
  otpResent: accessSpec.codeMessages.otpResent,
  phoneRequired: accessSpec.codeMessages.phoneRequired,
  codeRequired: accessSpec.codeMessages.codeRequired,
  codeLength: accessSpec.codeMessages.codeLength,
  blocked: accessSpec.codeMessages.blocked,
  unblocked: accessSpec.codeMessages.unblocked,
  resendTooSoon: accessSpec.codeMessages.resendTooSoon,
  verified: "You're verified!",
  phoneVerified: "Your phone number is verified.",
  mfaOn: "Two-factor authentication is on.",
  mfaOff: "Two-factor authentication is off.",
} as const;

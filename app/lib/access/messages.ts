/**
 * Texts of the access area (sign-up, sign-in, codes, passkeys, social sign-in, terms, invites), word for word from spec 1 (§5, §8) where the spec
 * gives them; one module so they can be translated.
 */
export const authMessages = {
  emailRequired: "Email is required",
  emailInvalid: "Your email address is invalid. Please try again.",
  emailTaken: "An account of the product already exists with this email address, please Login.",
  passwordRule:
    "Passwords must have at least 8 characters and include 2 of the following: 1 uppercase letter, 1 number, or 1 special character.",
  firstNameInvalid: "Your first name is invalid. Please try again.",
  lastNameInvalid: "Your last name is invalid. Please try again.",
  dateOfBirthRequired: "Must enter date of birth",
  dateOfBirthType: "Date of birth is required",
  dateOfBirthFuture: "Date of birth cannot be later than today.",
  phoneInvalid: "Your phone number is invalid. Please try again.",
  genderInvalid: "Choose valid gender",
  loginUserNameRequired: "Please enter your email, username, or phone number",
  loginPasswordRequired: "Please enter your password",
  userNameInvalid: "Usernames are 3 to 30 characters: lowercase letters, numbers, dots and underscores.",
  checkInboxTitle: "Check your inbox!",
  checkInboxText: "A verification email was sent to your inbox. Please confirm your email to login.",
  resentTitle: "Resent! Check your inbox!",
  resentText: "A verification email was resent to your inbox. Please confirm your email to login.",
  clickContinue: "Click continue to log in.",
  defaultError: "Oops! Looks like something went wrong. Please try again or contact support.",
  logoutConfirm: "Are you sure you want to log out?",
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
  expired: "This invite has expired.",
  revoked: "This invite was revoked by the member who sent it.",
  used: "This invite has already been used.",
  mine: "This is an invite you sent. Share its link with the people you want to invite.",
  alreadyAccepted: "You accepted this invite.",
  openPdf: "Open the PDF in a new tab",
  openDocument: "Read the document in a new tab",
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
    state_mismatch: "The sign-in request did not come from this browser. Please try again.",
    provider_failed: "The sign-in provider did not confirm your identity. Please try again.",
    email_taken: "An account of the product already exists with this email address, please Login.",
    email_missing: "The sign-in provider did not share your email address, which we need for your account.",
    unavailable: "The sign-in provider is unavailable right now. Please try again later.",
  } as Record<string, string>,
  orDivider: "or",
} as const;

/** Codes feature: phone sign-in, second factor, phone verification (spec 1 §5, §8). */
export const codeMessages = {
  codeSent: "Verification code sent to your phone",
  codeResent: "Verification code has been resent",
  otpResent: "New OTP was resent",
  phoneRequired: "Please enter your phone number",
  codeRequired: "Please enter the verification code",
  codeLength: "Verification code must be 6 digits",
  blocked: "Too many failed attempts. You are blocked for 30 minutes.",
  unblocked: "You can now try again.",
  resendTooSoon: "Please wait before requesting a new code.",
  verified: "You're verified!",
  phoneVerified: "Your phone number is verified.",
  mfaOn: "Two-factor authentication is on.",
  mfaOff: "Two-factor authentication is off.",
} as const;

// The access area's texts: sign-up, sign-in, terms, invites, passkeys, social sign-in and
// one-time codes. Quoted ones are word for word from spec 1 §5 and §8; the others are ours.

export const authMessages = {
  emailRequired: "Email is required",
  emailInvalid: "Your email address is invalid. Please try again.",
  emailTaken: "An account of the product already exists with this email address, please Login.",
  passwordRule:
    "Passwords must have at least 8 characters and include 2 of the following: 1 uppercase letter, 1 number, or 1 special character.",
  passwordTooLong: "Passwords can have at most 128 characters.",
  nameInvalid: "Your name is invalid. Please try again.",
  dateOfBirthRequired: "Must enter date of birth",
  dateOfBirthInFuture: "Date of birth cannot be later than today.",
  phoneInvalid: "Your phone number is invalid. Please try again.",
  genderInvalid: "Choose valid gender",
  termsRequired: "Please accept the Terms of Service and Privacy Policy to continue.",
  loginRequired: "Please enter your email, username, or phone number",
  passwordRequired: "Please enter your password",
  invalidCredentials: "Incorrect email, username or password. Please try again.",
  emailNotVerified: "Please confirm your email to login.",
  verificationLinkInvalid: "This verification link is invalid or has expired.",
  sessionExpired: "Your session has expired. Please sign in again.",
  demoAccountRefused:
    "Demo accounts only work in a local trial. This server is a deployment: sign in with your own account or sign up.",
  refreshTokenRequired: "A refresh token is required.",
} as const;

export const emailTexts = {
  verificationSubject: (productName: string) => `Confirm your email for ${productName}`,
} as const;

export const termsMessages = {
  noTerms: "There are no terms to accept yet.",
  notCurrent: "These terms have been updated. Please review the latest version.",
} as const;

export const inviteMessages = {
  notFound: "This invite does not exist or is not for you.",
  expired: "This invite has expired.",
  revoked: "This invite has been revoked.",
  used: "This invite has already been used.",
  alreadyAccepted: "You have already accepted this invite.",
  alreadyRevoked: "This invite is already revoked.",
  ownInvite: "You can't answer your own invite.",
  noInvitesLeft: "You have no invites left.",
  onlyInviter: "Only the member who sent this invite can revoke it.",
  userNotFound: "We couldn't find a member with this user name.",
  inviteSelf: "You can't invite yourself.",
  usesRange: "Uses per invite must be between 1 and 100.",
  daysRange: "An invite lasts between 1 and 90 days.",
  redirectInvalid: "The redirect must be a path on this site, like /events.",
  memoTooLong: "The memo can have at most 500 characters.",
  documentUrlInvalid: "The document link must be an http(s) URL.",
  staffOnly: "Only the team's support staff can give members invites.",
  grantRange: "Give between 1 and 100 invites at a time.",
} as const;

/** The pie waiting list (spec 1 §3): joined by a member, left when the team lets them in. */
export const pieWaitingListMessages = {
  staffOnly: "Only the team's support staff can let members off the waiting list.",
  userNotFound: "We couldn't find a member with this user name.",
  notWaiting: "This member is not on the waiting list.",
} as const;

export const inviteEmailTexts = {
  subject: (inviterName: string, productName: string) => `${inviterName} invited you to ${productName}`,
} as const;

// Passkeys and social sign-in (spec 1 §2.1, §8). The web app prefixes passkey failures
// with "Passkey registration failed: " or "Passkey login failed: ".
export const passkeyMessages = {
  challengeInvalid: "The request has expired or was already used. Please try again.",
  responseInvalid: "The passkey response could not be verified.",
  unknownCredential: "This passkey is not registered with us.",
  counterRegressed: "This passkey looks cloned: its signature counter went backwards.",
  alreadyRegistered: "This passkey is already registered.",
  credentialNotFound: "This passkey does not exist.",
  deviceNameTooLong: "Passkey names can have at most 60 characters.",
} as const;

export const socialMessages = {
  unknownProvider: "This sign-in provider is not available.",
  redirectInvalid: "The return address is not allowed.",
  stateMismatch: "The sign-in request did not come from this browser. Please try again.",
  providerFailed: "The sign-in provider did not confirm your identity. Please try again.",
  exchangeInvalid: "This sign-in link has expired or was already used. Please try again.",
  emailMissing: "The sign-in provider did not share your email address, which we need for your account.",
} as const;

export const codeMessages = {
  codeSent: "Verification code sent to your phone",
  codeResent: "Verification code has been resent",
  otpResent: "New OTP was resent",
  phoneRequired: "Please enter your phone number",
  codeRequired: "Please enter the verification code",
  codeLength: "Verification code must be 6 digits",
  invalidCode: (remaining: number) => `Invalid verification code. ${remaining} attempt(s) remaining.`,
  blocked: "Too many failed attempts. You are blocked for 30 minutes.",
  unblocked: "You can now try again.",
  codeExpired: "This verification code has expired. Please request a new one.",
  resendTooSoon: "Please wait before requesting a new code.",
  linkInvalid: "This verification link is invalid or has expired.",
  mfaRequired: "Please complete the two-factor verification first.",
  noSecondFactorPending: "There is no verification waiting for this session.",
  purposeInvalid: "This verification purpose is not supported.",
  phoneMissing: "Add a phone number to your profile first.",
  phoneAlreadyVerified: "Your phone number is already verified.",
  verifiedPhoneRequired: "Verify your phone number before turning on two-factor authentication.",
} as const;

export const codeTexts = {
  phoneSignInSms: (productName: string, code: string) =>
    `${code} is your ${productName} sign-in code. It expires in 10 minutes. Never share it.`,
  verifyPhoneSms: (productName: string, code: string) =>
    `${code} is your ${productName} code to verify this phone number. It expires in 10 minutes.`,
  secondFactorSms: (productName: string, code: string) =>
    `${code} is your ${productName} verification code. It expires in 10 minutes. Never share it.`,
  secondFactorSubject: (productName: string) => `Your ${productName} verification code`,
} as const;

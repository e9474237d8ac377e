/**
 * Texts of the access area, word for word from spec 1 (§5, §8) where the spec
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

export const alertTitles = {
  danger: "Oops ...",
  info: "Info!",
  success: "Success!",
  warning: "Warning!",
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

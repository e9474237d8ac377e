/** What the web app keeps about the signed-in user: just enough for guards and the shell. */
export interface AuthUser {
  userId: string;
  email: string;
  /** Public handle; null until chosen on the second sign-up step. */
  userName: string | null;
  isComplete: boolean;
  isDeleted: boolean;
  /** A second factor is required and has not been given yet (half-authenticated). */
  mfaPending: boolean;
  isPhoneNumberVerified: boolean;
  agreeToTermsAndConditions: boolean;
  /** Set while an allowed staff member acts as this user. */
  impersonatedBy: string | null;
  /** The terms version the user last accepted; compared with the current one (spec 1 §3 Terms). Absent in sessions from before. */
  termsVersion?: string | null;
}

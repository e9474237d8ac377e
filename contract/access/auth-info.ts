// The answer of every sign-in style call (spec 1 §3 "Auth info"): what the API sends and
// the web app keeps in its session.
export interface AuthInfo {
  token: string;
  refreshToken: string;
  /** Seconds until `token` expires. */
  expiresIn: number;
  userId: string;
  email: string;
  userName: string | null;
  skipMultiFactorAuthentication: boolean;
  isDeleted: boolean;
  isComplete: boolean;
  isPhoneNumberVerified: boolean;
  agreeToTermsAndConditions: boolean;
  isEmailVerified: boolean;
  /** The staff member acting as this user (impersonation), or null. */
  impersonatedByUserId: string | null;
  /** The terms version the user last accepted (spec 1 §3 Terms): the web app compares it with the current one. */
  termsVersion: string | null;
}

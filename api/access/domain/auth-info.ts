// The answer of every sign-in style call (spec 1 §3 "Auth info").
import type { UserRow } from "../../db/schema.js";
import type { AuthDeps } from "../../kernel/deps.js";
import { isProfileComplete } from "../../account/domain/profile.js";
import type { IssuedSession } from "./sessions.js";

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

export async function issueAuthInfo(
  deps: Pick<AuthDeps, "accessTokens">,
  user: UserRow,
  session: IssuedSession,
): Promise<AuthInfo> {
  const { token, expiresIn } = await deps.accessTokens.issue({
    userId: user.id,
    sessionId: session.sessionId,
    impersonatedByUserId: session.impersonatedByUserId,
  });
  return {
    token,
    refreshToken: session.refreshToken,
    expiresIn,
    userId: user.id,
    email: user.email,
    userName: user.userName,
    // Whether this session still owes its second factor, not the account setting: after
    // verify-otp the new session skips it though MFA stays on.
    skipMultiFactorAuthentication: !session.mfaPending,
    isDeleted: user.deletedAt !== null,
    isComplete: isProfileComplete(user),
    isPhoneNumberVerified: user.phoneVerifiedAt !== null,
    agreeToTermsAndConditions: user.termsAcceptedAt !== null,
    isEmailVerified: user.emailVerifiedAt !== null,
    impersonatedByUserId: session.impersonatedByUserId,
    termsVersion: user.termsVersion,
  };
}

// Issues the answer of every sign-in style call (spec 1 §3 "Auth info"); its shape is
// shared with the web app (contract/access/auth-info.ts).
import type { UserRow } from "../../db/schema.js";
import type { AuthDeps } from "../../kernel/deps.js";
import { isProfileComplete } from "../../account/domain/profile.js";
import type { IssuedSession } from "./sessions.js";
import type { AuthInfo } from "../../../contract/access/auth-info.js";

export type { AuthInfo };

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

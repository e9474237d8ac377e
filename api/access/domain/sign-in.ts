import { z } from "zod";
import type { AuthDeps } from "../../kernel/deps.js";
import { DomainError } from "../../kernel/errors.js";
import { authMessages } from "../../../contract/access/messages.js";
import { parseInput } from "../../kernel/validation.js";
import { findUserByEmail, findUserByHandle, findUserById } from "../../account/domain/users.js";
import { deactivationState } from "../../account/domain/lifecycle.js";
import { issueAuthInfo, type AuthInfo } from "./auth-info.js";
import { verifyPassword } from "./passwords.js";
import { startSignedInSession } from "./second-factor.js";
import { rotateRefreshToken, sessionExpired, type ClientInfo } from "./sessions.js";

const credentialsInput = z.object({
  userName: z.string({ error: authMessages.loginRequired }).trim().min(1, authMessages.loginRequired).max(254),
  password: z.string({ error: authMessages.passwordRequired }).min(1, authMessages.passwordRequired).max(1024),
});

/** How a sign-in identifier is compared: e-mails and handles are stored lowercased. */
export function normalizeLogin(userName: string): string {
  return userName.trim().toLowerCase();
}

/** Signs in with an e-mail address or public handle and a password. */
export async function signInWithPassword(deps: AuthDeps, input: unknown, client: ClientInfo): Promise<AuthInfo> {
  const credentials = parseInput(credentialsInput, input);
  const login = normalizeLogin(credentials.userName);
  const user = login.includes("@") ? await findUserByEmail(deps.db, login) : await findUserByHandle(deps.db, login);
  const passwordMatches = await verifyPassword(user?.passwordHash ?? null, credentials.password);
  // One message whether the account or the password is wrong, so accounts cannot be probed.
  // A deletion past its reactivation window is permanent: the account is gone for sign-in.
  const gone = user && deactivationState(user.deletedAt, deps.clock()) === "permanent";
  if (!user || !passwordMatches || gone) throw new DomainError("AUTH_INVALID_CREDENTIALS", authMessages.invalidCredentials);
  if (!user.emailVerifiedAt) throw new DomainError("EMAIL_NOT_VERIFIED", authMessages.emailNotVerified);
  const session = await startSignedInSession(deps, user, client);
  return issueAuthInfo(deps, user, session);
}

const refreshInput = z.object({ refreshToken: z.string().min(1).max(200) });

export async function refreshSession(deps: AuthDeps, input: unknown): Promise<AuthInfo> {
  const parsed = refreshInput.safeParse(input);
  if (!parsed.success) throw sessionExpired();
  const session = await rotateRefreshToken(deps, parsed.data.refreshToken);
  const user = await findUserById(deps.db, session.userId);
  if (!user || deactivationState(user.deletedAt, deps.clock()) === "permanent") throw sessionExpired();
  return issueAuthInfo(deps, user, session);
}

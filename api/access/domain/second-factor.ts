// The second factor (spec 1 §2.1 "Two-factor verification", §4 session flow). A sign-in by
// an account with MFA on starts a half-authenticated session (mfa_pending): its token is
// refused everywhere but verify-otp, resend-otp and sign-out. The code goes out by e-mail,
// with a link carrying a long token, and by SMS when the phone is verified. A right code
// or link replaces the session with a new, complete one.
import { eq } from "drizzle-orm";
import { z } from "zod";
import { users, type UserRow } from "../../db/schema.js";
import { secondFactorEmail } from "../../messaging/templates.js";
import { refuseWhileImpersonating } from "../../account/domain/lifecycle.js";
import type { Viewer } from "./viewer.js";
import type { AuthDeps, DomainDeps } from "../../kernel/deps.js";
import { badUserInput, DomainError } from "../../kernel/errors.js";
import { codeMessages, codeTexts } from "../../../contract/access/messages.js";
import { findUserById } from "../../account/domain/users.js";
import { issueAuthInfo, type AuthInfo } from "./auth-info.js";
import { CODE_POLICY } from "./code-policy.js";
import { consumeCode, consumeLinkToken, issueCode, type BlockKey, type CodeStatus } from "./one-time-codes.js";
import { revokeSession, sessionExpired, sessionOfRefreshToken, startSession, type ClientInfo, type IssuedSession } from "./sessions.js";

/** Spec 1 §7 names VerifySignIn; it is the only purpose a second factor serves so far. */
const PURPOSES = ["VerifySignIn"] as const;

const purpose = z.enum(PURPOSES, { error: codeMessages.purposeInvalid });
const refreshToken = z.string({ error: codeMessages.noSecondFactorPending }).min(1, codeMessages.noSecondFactorPending).max(200);

const verifyInput = z.object({
  refreshToken,
  purpose,
  // Spec 1 §5: at least 6 characters; longer than 6 is the e-mailed link's token.
  otp: z
    .string({ error: codeMessages.codeRequired })
    .trim()
    .min(1, codeMessages.codeRequired)
    .max(200)
    .refine((otp) => otp.length > CODE_POLICY.length || /^\d{6}$/.test(otp), { error: codeMessages.codeLength }),
});

const resendInput = z.object({ refreshToken, purpose });

function parse<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) fields[String(issue.path[0] ?? "")] ??= issue.message;
  throw badUserInput(parsed.error.issues[0]?.message ?? codeMessages.codeRequired, fields);
}

/** Wrong codes per account and client address (3), and per account from anywhere (much higher). */
const blockKeysOf = (userId: string, ipAddress: string | undefined): BlockKey[] => [
  { key: `mfa:${userId}:ip:${ipAddress ?? "unknown"}`, maxFailures: CODE_POLICY.maxFailures },
  { key: `mfa:${userId}`, maxFailures: CODE_POLICY.maxFailuresGlobal },
];

/**
 * Starts the session of a successful first factor (password, phone code, later passkey or
 * social): complete, or pending the second factor when the account has MFA on.
 */
export async function startSignedInSession(deps: AuthDeps, user: UserRow, client: ClientInfo): Promise<IssuedSession> {
  const session = await startSession(deps, deps.clock(), user.id, client, { mfaPending: user.mfaEnabled });
  if (session.mfaPending) await sendSecondFactor(deps, user, session.sessionId, client);
  return session;
}

async function sendSecondFactor(deps: AuthDeps, user: UserRow, sessionId: string, client: ClientInfo): Promise<CodeStatus> {
  const issued = await issueCode(deps, {
    purpose: "VERIFY_SIGN_IN",
    subject: sessionId,
    userId: user.id,
    blockKeys: blockKeysOf(user.id, client.ipAddress),
    withLinkToken: true,
  });
  if (!issued.code || !issued.linkToken) return issued.status;
  const link = new URL("/auth/mfa", deps.publicUrl);
  link.searchParams.set("token", issued.linkToken);
  await deps.outbox.sendEmail(
    deps.db,
    secondFactorEmail({ to: user.email, name: user.name, code: issued.code, link: link.href, productName: deps.productName }),
  );
  if (user.phoneNumber && user.phoneVerifiedAt) {
    await deps.outbox.sendSms(deps.db, { to: user.phoneNumber, text: codeTexts.secondFactorSms(deps.productName, issued.code) });
  }
  return issued.status;
}

async function pendingSession(deps: AuthDeps, presented: string) {
  const session = await sessionOfRefreshToken(deps, presented);
  if (!session) throw sessionExpired();
  if (!session.mfaPending) throw new DomainError("CONFLICT", codeMessages.noSecondFactorPending);
  const user = await findUserById(deps.db, session.userId);
  if (!user) throw sessionExpired();
  return { session, user };
}

/** POST /auth/password/verify-otp: the code (or the e-mailed token) for a pending session. */
export async function verifySecondFactor(deps: AuthDeps, input: unknown, client: ClientInfo): Promise<AuthInfo> {
  const { refreshToken: presented, otp } = parse(verifyInput, input);
  const { session, user } = await pendingSession(deps, presented);
  if (otp.length > CODE_POLICY.length) {
    const used = await consumeLinkToken(deps, { purpose: "VERIFY_SIGN_IN", subject: session.sessionId, token: otp });
    if (!used) throw new DomainError("CODE_INVALID", codeMessages.linkInvalid);
  } else {
    await consumeCode(deps, {
      purpose: "VERIFY_SIGN_IN",
      subject: session.sessionId,
      code: otp,
      blockKeys: blockKeysOf(user.id, client.ipAddress),
    });
  }
  // A new session (new id, new refresh token family): nothing issued before the second
  // factor outlives it.
  await revokeSession(deps, session.sessionId, "second_factor_completed");
  const complete = await startSession(deps, deps.clock(), user.id, client);
  return issueAuthInfo(deps, user, complete);
}

/** POST /auth/password/resend-otp: a new code (the previous one stops working). */
export async function resendSecondFactor(deps: AuthDeps, input: unknown, client: ClientInfo): Promise<CodeStatus> {
  const { refreshToken: presented } = parse(resendInput, input);
  const { session, user } = await pendingSession(deps, presented);
  return sendSecondFactor(deps, user, session.sessionId, client);
}

/**
 * Turns MFA on or off for the signed-in user; on needs a verified phone (the SMS channel).
 * Staff acting as the user may not change it (spec 1: MFA changes are refused while impersonating).
 */
export async function setMultiFactorAuthentication(deps: DomainDeps, viewer: Viewer, enabled: boolean): Promise<UserRow> {
  refuseWhileImpersonating(viewer);
  const userId = viewer.userId;
  const user = await findUserById(deps.db, userId);
  if (!user) throw sessionExpired();
  if (enabled && !user.phoneVerifiedAt) throw new DomainError("CONFLICT", codeMessages.verifiedPhoneRequired);
  const [updated] = await deps.db
    .update(users)
    .set({ mfaEnabled: enabled, updatedAt: deps.clock() })
    .where(eq(users.id, userId))
    .returning();
  return updated;
}

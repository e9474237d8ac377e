// Sign-in with a one-time code sent by SMS (spec 1 §2.1 login step 2, §4 "Phone code", §7).
// Only a number its account has verified signs in: one merely typed into a profile proves
// nothing. A number no account can sign in with gets the very same answers, and nothing
// is sent, so numbers cannot be enumerated (the router evens out the time too).
import { and, eq, isNotNull } from "drizzle-orm";
import { z } from "zod";
import { users, type UserRow } from "../../db/schema.js";
import type { AuthDeps } from "../../kernel/deps.js";
import { badUserInput, DomainError } from "../../kernel/errors.js";
import { authMessages, codeMessages, codeTexts } from "../../../contract/access/messages.js";
import { toE164 } from "../../kernel/validation.js";
import { findUserById } from "../../account/domain/users.js";
import { issueAuthInfo, type AuthInfo } from "./auth-info.js";
import { CODE_POLICY } from "./code-policy.js";
import { consumeCode, issueCode, type BlockKey, type CodeStatus } from "./one-time-codes.js";
import { startSignedInSession } from "./second-factor.js";
import type { ClientInfo } from "./sessions.js";

const phoneField = z
  .string({ error: codeMessages.phoneRequired })
  .trim()
  .min(1, codeMessages.phoneRequired)
  .max(40)
  .transform((value, context) => {
    const e164 = toE164(value);
    if (!e164) {
      context.addIssue({ code: "custom", message: authMessages.phoneInvalid });
      return z.NEVER;
    }
    return e164;
  });

const startInput = z.object({ phoneNumber: phoneField });
const verifyInput = z.object({
  phoneNumber: phoneField,
  code: z
    .string({ error: codeMessages.codeRequired })
    .trim()
    .min(1, codeMessages.codeRequired)
    .regex(/^\d{6}$/, codeMessages.codeLength),
});

function parse<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) fields[String(issue.path[0] ?? "")] ??= issue.message;
  throw badUserInput(parsed.error.issues[0]?.message ?? codeMessages.phoneRequired, fields);
}

/**
 * Wrong codes per number and client address (3 → blocked 30 minutes), and per number from
 * anywhere with a much higher ceiling: an attacker elsewhere cannot lock the owner out,
 * yet guessing stays bounded.
 */
export const phoneBlockKeys = (phoneNumber: string, ipAddress: string | undefined): BlockKey[] => [
  { key: `phone:${phoneNumber}:ip:${ipAddress ?? "unknown"}`, maxFailures: CODE_POLICY.maxFailures },
  { key: `phone:${phoneNumber}`, maxFailures: CODE_POLICY.maxFailuresGlobal },
];

/**
 * The account a number signs in: the one that verified it, or none. Verifying a number
 * removes it from other accounts' verified numbers, so there is at most one.
 */
export async function findUserByPhone(deps: Pick<AuthDeps, "db">, phoneNumber: string): Promise<UserRow | null> {
  const [holder] = await deps.db
    .select()
    .from(users)
    .where(and(eq(users.phoneNumber, phoneNumber), isNotNull(users.phoneVerifiedAt)))
    .limit(1);
  return holder ?? null;
}

/** POST /auth/phone/start: sends a code (or pretends to, for an unknown number). */
export async function startPhoneSignIn(deps: AuthDeps, input: unknown, client: ClientInfo): Promise<CodeStatus> {
  const { phoneNumber } = parse(startInput, input);
  const user = await findUserByPhone(deps, phoneNumber);
  // Unverified e-mail accounts cannot sign in with a password either.
  const deliverable = Boolean(user?.emailVerifiedAt);
  const issued = await issueCode(deps, {
    purpose: "PHONE_SIGN_IN",
    subject: phoneNumber,
    userId: deliverable ? user!.id : null,
    blockKeys: phoneBlockKeys(phoneNumber, client.ipAddress),
    deliverable,
  });
  if (issued.code) {
    await deps.outbox.sendSms(deps.db, { to: phoneNumber, text: codeTexts.phoneSignInSms(deps.productName, issued.code) });
  }
  return issued.status;
}

/** POST /auth/phone/verify: the code signs in, if the number is still the account's verified one. */
export async function verifyPhoneSignIn(deps: AuthDeps, input: unknown, client: ClientInfo): Promise<AuthInfo> {
  const { phoneNumber, code } = parse(verifyInput, input);
  const used = await consumeCode(deps, {
    purpose: "PHONE_SIGN_IN",
    subject: phoneNumber,
    code,
    blockKeys: phoneBlockKeys(phoneNumber, client.ipAddress),
  });
  // consumeCode only matches rows holding a code, and only deliverable rows do (userId set).
  const user = await findUserById(deps.db, used.userId!);
  // Changed or verified by another account since the code was sent: nothing is proven.
  if (!user || user.phoneNumber !== phoneNumber || !user.phoneVerifiedAt) throw new DomainError("CODE_INVALID", codeMessages.codeExpired);
  const session = await startSignedInSession(deps, user, client);
  return issueAuthInfo(deps, user, session);
}

/** Records that the user proved `phoneNumber`; no other account keeps it as verified. */
export async function markPhoneVerified(deps: Pick<AuthDeps, "db" | "clock">, userId: string, phoneNumber: string): Promise<UserRow> {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ phoneVerifiedAt: null, updatedAt: now })
      .where(and(eq(users.phoneNumber, phoneNumber), isNotNull(users.phoneVerifiedAt)));
    const [user] = await tx
      .update(users)
      .set({ phoneVerifiedAt: now, updatedAt: now })
      .where(and(eq(users.id, userId), eq(users.phoneNumber, phoneNumber)))
      .returning();
    // The number changed since the code was sent: nothing is proven (and nothing cleared).
    if (!user) throw new DomainError("CODE_INVALID", codeMessages.codeExpired);
    return user;
  });
}

// Verifying the phone number of the signed-in user's profile (/auth/verify-phone-number):
// a code to that number, typed back, marks it verified. The code is bound to the user and
// the number, so changing the number voids it.
import { z } from "zod";
import type { AuthDeps } from "../../kernel/deps.js";
import { badUserInput, DomainError } from "../../kernel/errors.js";
import { codeMessages, codeTexts } from "../../../contract/access/messages.js";
import { refuseWhileImpersonating } from "../../account/domain/lifecycle.js";
import { findUserById } from "../../account/domain/users.js";
import { CODE_POLICY } from "./code-policy.js";
import { consumeCode, issueCode, type BlockKey, type CodeStatus } from "./one-time-codes.js";
import { markPhoneVerified } from "./phone-sign-in.js";
import { sessionExpired, type ClientInfo } from "./sessions.js";
import type { Viewer } from "./viewer.js";

const confirmInput = z.object({
  code: z
    .string({ error: codeMessages.codeRequired })
    .trim()
    .min(1, codeMessages.codeRequired)
    .regex(/^\d{6}$/, codeMessages.codeLength),
});

const blockKeysOf = (userId: string, ipAddress: string | undefined): BlockKey[] => [
  { key: `verify-phone:${userId}:ip:${ipAddress ?? "unknown"}`, maxFailures: CODE_POLICY.maxFailures },
  { key: `verify-phone:${userId}`, maxFailures: CODE_POLICY.maxFailuresGlobal },
];

async function profilePhone(deps: AuthDeps, viewer: Viewer) {
  const user = await findUserById(deps.db, viewer.userId);
  if (!user) throw sessionExpired();
  if (!user.phoneNumber) throw new DomainError("CONFLICT", codeMessages.phoneMissing);
  return { user, phoneNumber: user.phoneNumber };
}

/** Sends a code to the profile's number. */
export async function startPhoneVerification(deps: AuthDeps, viewer: Viewer, client: ClientInfo): Promise<CodeStatus> {
  refuseWhileImpersonating(viewer);
  const { user, phoneNumber } = await profilePhone(deps, viewer);
  if (user.phoneVerifiedAt) throw new DomainError("CONFLICT", codeMessages.phoneAlreadyVerified);
  const issued = await issueCode(deps, {
    purpose: "VERIFY_PHONE",
    subject: `${user.id}:${phoneNumber}`,
    userId: user.id,
    blockKeys: blockKeysOf(user.id, client.ipAddress),
  });
  if (issued.code) {
    await deps.outbox.sendSms(deps.db, { to: phoneNumber, text: codeTexts.verifyPhoneSms(deps.productName, issued.code) });
  }
  return issued.status;
}

/** Checks the code and marks the number verified. */
export async function confirmPhoneVerification(
  deps: AuthDeps,
  viewer: Viewer,
  input: unknown,
  client: ClientInfo,
): Promise<{ phoneNumber: string; isPhoneNumberVerified: true }> {
  refuseWhileImpersonating(viewer);
  const parsed = confirmInput.safeParse(input);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? codeMessages.codeRequired;
    throw badUserInput(message, { code: message });
  }
  const { user, phoneNumber } = await profilePhone(deps, viewer);
  await consumeCode(deps, {
    purpose: "VERIFY_PHONE",
    subject: `${user.id}:${phoneNumber}`,
    code: parsed.data.code,
    blockKeys: blockKeysOf(user.id, client.ipAddress),
  });
  await markPhoneVerified(deps, user.id, phoneNumber);
  return { phoneNumber, isPhoneNumberVerified: true };
}

// Forgotten passwords (spec 1 §2.1, §7 POST /auth/password/recover): the request always
// gets the same answer, so it reveals nothing about which addresses have accounts. The
// link is single use, valid for an hour and stored hashed; using it sets the new
// password and ends every session of the account.
import { and, eq, gt, isNull } from "drizzle-orm";
import { z } from "zod";
import { passwordResetTokens, users } from "../../db/schema.js";
import { passwordResetEmail } from "../../messaging/templates.js";
import type { AuthDeps } from "../../kernel/deps.js";
import { badUserInput } from "../../kernel/errors.js";
import { accountMessages } from "../../../contract/account/messages.js";
import { emailAddress, newPassword, parseInput } from "../../kernel/validation.js";
import { hashPassword } from "../../access/domain/passwords.js";
import { hashOpaqueToken, newOpaqueToken } from "../../access/domain/secrets.js";
import { revokeOtherSessions } from "../../access/domain/sessions.js";
import { findUserByEmail } from "./users.js";
import { deactivationState } from "./lifecycle.js";

export const PASSWORD_RESET_TTL_MS = 3600_000;

const recoverInput = z.object({ email: emailAddress });

/**
 * Sends a reset link when the address belongs to an account that can still sign in.
 * Answers nothing either way; the caller always shows the neutral message.
 */
export async function requestPasswordReset(deps: AuthDeps, input: unknown): Promise<void> {
  const { email } = parseInput(recoverInput, input);
  // The token is made for every request so that both paths do the same work.
  const token = newOpaqueToken();
  const tokenHash = hashOpaqueToken(token);
  const user = await findUserByEmail(deps.db, email);
  if (!user || deactivationState(user.deletedAt, deps.clock()) === "permanent") return;
  const now = deps.clock();
  const link = new URL("/auth/reset-password", deps.publicUrl);
  link.searchParams.set("token", token);
  await deps.db.transaction(async (tx) => {
    await tx.insert(passwordResetTokens).values({
      userId: user.id,
      tokenHash,
      createdAt: now,
      expiresAt: new Date(now.getTime() + PASSWORD_RESET_TTL_MS),
    });
    await deps.outbox.sendEmail(
      tx,
      passwordResetEmail({ to: user.email, name: user.name, link: link.href, productName: deps.productName }),
    );
  });
}

const resetInput = z.object({
  token: z.string().trim().min(1).max(200),
  password: newPassword,
});

/** The reset link of this token, if it is unused and within its hour. */
const usableLink = (token: string, now: Date) =>
  and(eq(passwordResetTokens.tokenHash, hashOpaqueToken(token)), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now));

/**
 * Whether a reset link can still be used (spec 1 §7 POST /auth/validate-token): unused, within
 * its hour, and its account not gone for good. Only reads: the reset page asks when it opens,
 * so an expired link is said before a new password is typed, and a mail scanner opening the
 * link uses nothing up.
 */
export async function checkPasswordResetToken(deps: AuthDeps, token: unknown): Promise<void> {
  if (typeof token !== "string" || token.trim() === "" || token.length > 200) throw badUserInput(accountMessages.resetLinkInvalid);
  const now = deps.clock();
  const [link] = await deps.db
    .select({ deletedAt: users.deletedAt })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(usableLink(token.trim(), now));
  if (!link || deactivationState(link.deletedAt, now) === "permanent") throw badUserInput(accountMessages.resetLinkInvalid);
}

/**
 * Consumes a reset link: sets the password, marks the address verified (the link proved
 * it), and ends all sessions of the account, so a thief's session ends with the reset.
 * The person then signs in with the new password.
 */
export async function resetPassword(deps: AuthDeps, input: unknown): Promise<void> {
  const raw = (input ?? {}) as Record<string, unknown>;
  if (typeof raw.token !== "string" || raw.token.trim() === "") throw badUserInput(accountMessages.resetLinkInvalid);
  const { token, password } = parseInput(resetInput, input);
  const passwordHash = await hashPassword(password);
  const now = deps.clock();
  const userId = await deps.db.transaction(async (tx) => {
    const [link] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(usableLink(token, now))
      .returning();
    if (!link) return null;
    const [user] = await tx.select().from(users).where(eq(users.id, link.userId));
    if (!user || deactivationState(user.deletedAt, now) === "permanent") return null;
    await tx
      .update(users)
      .set({ passwordHash, emailVerifiedAt: user.emailVerifiedAt ?? now, updatedAt: now })
      .where(eq(users.id, user.id));
    // Earlier links of the account die with this one.
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)));
    await revokeOtherSessions({ db: tx, clock: deps.clock }, user.id, null, "password_reset");
    return user.id;
  });
  if (!userId) throw badUserInput(accountMessages.resetLinkInvalid);
}

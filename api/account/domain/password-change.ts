// Changing the password while signed in (spec 1 §7): start-update-password proves the
// current password and answers a short-lived change ticket bound to the session;
// update-password spends the ticket on the new password and may end the account's other
// sessions. Never while impersonating.
import { eq } from "drizzle-orm";
import { z } from "zod";
import { users } from "../../db/schema.js";
import type { Viewer } from "../../access/domain/viewer.js";
import type { SecretBox } from "../../access/domain/secrets.js";
import type { DomainDeps } from "../../kernel/deps.js";
import { badUserInput, DomainError } from "../../kernel/errors.js";
import { accountMessages } from "../../../contract/account/messages.js";
import { newPassword, parseInput } from "../../kernel/validation.js";
import { hashPassword, verifyPassword } from "../../access/domain/passwords.js";
import { revokeOtherSessions } from "../../access/domain/sessions.js";
import { findUserById } from "./users.js";
import { refuseDeactivated, refuseWhileImpersonating } from "./lifecycle.js";

export const CHANGE_TICKET_TTL_MS = 10 * 60_000;

/** Change tickets are stateless: sealed, holding the session, the user and an expiry. */
export type PasswordChangeDeps = DomainDeps & { changeTicketBox: SecretBox };

const startInput = z.object({
  currentPassword: z
    .string({ error: accountMessages.currentPasswordRequired })
    .min(1, accountMessages.currentPasswordRequired)
    .max(1024),
});

export async function startPasswordUpdate(deps: PasswordChangeDeps, viewer: Viewer, input: unknown): Promise<{ ticket: string; expiresIn: number }> {
  refuseWhileImpersonating(viewer);
  refuseDeactivated(viewer);
  const { currentPassword } = parseInput(startInput, input);
  const user = await findUserById(deps.db, viewer.userId);
  if (!user || !(await verifyPassword(user.passwordHash, currentPassword))) {
    throw badUserInput(accountMessages.currentPasswordWrong, { currentPassword: accountMessages.currentPasswordWrong });
  }
  const expiresAt = deps.clock().getTime() + CHANGE_TICKET_TTL_MS;
  const ticket = deps.changeTicketBox.seal(JSON.stringify({ sid: viewer.sessionId, uid: viewer.userId, exp: expiresAt }));
  return { ticket, expiresIn: CHANGE_TICKET_TTL_MS / 1000 };
}

const updateInput = z.object({
  ticket: z.string().min(1).max(1000),
  newPassword,
  signOutOtherSessions: z.boolean().optional().default(false),
});

/** Sets the new password; answers how many other sessions were signed out. */
export async function updatePassword(deps: PasswordChangeDeps, viewer: Viewer, input: unknown): Promise<{ signedOutSessions: number }> {
  refuseWhileImpersonating(viewer);
  refuseDeactivated(viewer);
  const command = parseInput(updateInput, input);
  const opened = deps.changeTicketBox.open(command.ticket);
  const ticket = opened ? (JSON.parse(opened) as { sid: string; uid: string; exp: number }) : null;
  if (!ticket || ticket.sid !== viewer.sessionId || ticket.uid !== viewer.userId || ticket.exp <= deps.clock().getTime()) {
    throw new DomainError("BAD_USER_INPUT", accountMessages.changeTicketInvalid);
  }
  const user = await findUserById(deps.db, viewer.userId);
  if (!user) throw new DomainError("AUTH_NOT_AUTHENTICATED", accountMessages.changeTicketInvalid);
  if (await verifyPassword(user.passwordHash, command.newPassword)) {
    throw badUserInput(accountMessages.samePassword, { newPassword: accountMessages.samePassword });
  }
  const passwordHash = await hashPassword(command.newPassword);
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, user.id));
    const signedOutSessions = command.signOutOtherSessions
      ? await revokeOtherSessions({ db: tx, clock: deps.clock }, user.id, viewer.sessionId, "password_changed")
      : 0;
    return { signedOutSessions };
  });
}

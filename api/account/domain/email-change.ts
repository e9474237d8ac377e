// Changing the e-mail address while signed in (spec 1 §2.2 /tabs/profile/confirm-email):
// the link goes to the new address, and the address switches only when it is confirmed
// by the same account. Never while impersonating.
import { and, eq, gt, isNull } from "drizzle-orm";
import { z } from "zod";
import { emailChangeTokens, users, type UserRow } from "../../db/schema.js";
import { emailChangeEmail } from "../../messaging/templates.js";
import type { AuthDeps, DomainDeps } from "../../kernel/deps.js";
import { badUserInput, conflict, DomainError } from "../../kernel/errors.js";
import { authMessages } from "../../../contract/access/messages.js";
import { accountMessages } from "../../../contract/account/messages.js";
import { emailAddress, parseInput } from "../../kernel/validation.js";
import { hashOpaqueToken, newOpaqueToken } from "../../access/domain/secrets.js";
import type { Viewer } from "../../access/domain/viewer.js";
import { findUserByEmail, findUserById } from "./users.js";
import { refuseDeactivated, refuseWhileImpersonating } from "./lifecycle.js";

export const EMAIL_CHANGE_TTL_MS = 24 * 3600_000;

const updateEmailInput = z.object({ email: emailAddress });

/** Sends a confirmation link to the new address. */
export async function requestEmailChange(deps: AuthDeps, viewer: Viewer, input: unknown): Promise<void> {
  refuseWhileImpersonating(viewer);
  refuseDeactivated(viewer);
  const { email } = parseInput(updateEmailInput, input);
  const user = await findUserById(deps.db, viewer.userId);
  if (!user) throw new DomainError("AUTH_NOT_AUTHENTICATED", authMessages.sessionExpired);
  if (user.email === email) throw badUserInput(accountMessages.emailUnchanged, { email: accountMessages.emailUnchanged });
  if (await findUserByEmail(deps.db, email)) throw conflict(authMessages.emailTaken, { email: authMessages.emailTaken });
  const now = deps.clock();
  const token = newOpaqueToken();
  const link = new URL("/tabs/profile/confirm-email", deps.publicUrl);
  link.searchParams.set("token", token);
  await deps.db.transaction(async (tx) => {
    await tx.insert(emailChangeTokens).values({
      userId: user.id,
      newEmail: email,
      tokenHash: hashOpaqueToken(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + EMAIL_CHANGE_TTL_MS),
    });
    await deps.outbox.sendEmail(tx, emailChangeEmail({ to: email, name: user.name, link: link.href, productName: deps.productName }));
  });
}

const confirmInput = z.object({ token: z.string().trim().min(1).max(200) });

/** Consumes the link and switches the address (now verified). */
export async function confirmEmailChange(deps: DomainDeps, viewer: Viewer, input: unknown): Promise<UserRow> {
  refuseWhileImpersonating(viewer);
  refuseDeactivated(viewer);
  const parsed = confirmInput.safeParse(input);
  if (!parsed.success) throw badUserInput(accountMessages.emailChangeLinkInvalid);
  const now = deps.clock();
  const outcome = await deps.db.transaction(async (tx): Promise<{ user?: UserRow; error?: string }> => {
    const [link] = await tx
      .select()
      .from(emailChangeTokens)
      .where(
        and(
          eq(emailChangeTokens.tokenHash, hashOpaqueToken(parsed.data.token)),
          isNull(emailChangeTokens.usedAt),
          gt(emailChangeTokens.expiresAt, now),
        ),
      )
      .for("update");
    if (!link) return { error: accountMessages.emailChangeLinkInvalid };
    // Only the account that asked may confirm: a link forwarded to someone else does nothing.
    if (link.userId !== viewer.userId) return { error: accountMessages.emailChangeOtherAccount };
    const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, link.newEmail));
    if (taken) return { error: authMessages.emailTaken };
    await tx.update(emailChangeTokens).set({ usedAt: now }).where(eq(emailChangeTokens.id, link.id));
    const [user] = await tx
      .update(users)
      .set({ email: link.newEmail, emailVerifiedAt: now, updatedAt: now })
      .where(eq(users.id, viewer.userId))
      .returning();
    return { user };
  });
  if (!outcome.user) throw badUserInput(outcome.error ?? accountMessages.emailChangeLinkInvalid);
  return outcome.user;
}

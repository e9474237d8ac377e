// E-mail confirmation links: single use, valid for 24 hours, stored hashed. Issuing a
// new link leaves earlier unused ones valid until they expire.
import { and, eq, gt, isNull } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../db/client.js";
import { emailVerificationTokens, users, type UserRow } from "../../db/schema.js";
import { verificationEmail } from "../../messaging/templates.js";
import type { AuthDeps } from "../../kernel/deps.js";
import { badUserInput } from "../../kernel/errors.js";
import { authMessages } from "../../../contract/access/messages.js";
import { emailAddress, parseInput } from "../../kernel/validation.js";
import { findUserByEmail } from "../../account/domain/users.js";
import { issueAuthInfo, type AuthInfo } from "./auth-info.js";
import { hashOpaqueToken, newOpaqueToken } from "./secrets.js";
import { startSession, sessionExpired, userIdOfRefreshToken, type ClientInfo } from "./sessions.js";

export const VERIFICATION_LINK_TTL_MS = 24 * 3600_000;

/** Queues the confirmation e-mail in the caller's transaction. */
export async function sendVerificationEmail(
  deps: Pick<AuthDeps, "clock" | "outbox" | "publicUrl" | "productName">,
  db: Database,
  user: Pick<UserRow, "id" | "email" | "name">,
): Promise<void> {
  const now = deps.clock();
  const token = newOpaqueToken();
  await db.insert(emailVerificationTokens).values({
    userId: user.id,
    email: user.email,
    tokenHash: hashOpaqueToken(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + VERIFICATION_LINK_TTL_MS),
  });
  const link = new URL("/auth/confirm-email", deps.publicUrl);
  link.searchParams.set("token", token);
  await deps.outbox.sendEmail(
    db,
    verificationEmail({ to: user.email, name: user.name, link: link.href, productName: deps.productName }),
  );
}

const confirmInput = z.object({ token: z.string().trim().min(1).max(200) });

/** Consumes a link's token, marks the address verified and signs the user in. */
export async function confirmEmail(deps: AuthDeps, input: unknown, client: ClientInfo): Promise<AuthInfo> {
  const parsed = confirmInput.safeParse(input);
  if (!parsed.success) throw badUserInput(authMessages.verificationLinkInvalid);
  const now = deps.clock();
  const confirmed = await deps.db.transaction(async (tx) => {
    const [link] = await tx
      .update(emailVerificationTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(emailVerificationTokens.tokenHash, hashOpaqueToken(parsed.data.token)),
          isNull(emailVerificationTokens.usedAt),
          gt(emailVerificationTokens.expiresAt, now),
        ),
      )
      .returning();
    if (!link) return null;
    // The account may have changed its address since the link was sent.
    const [user] = await tx
      .select()
      .from(users)
      .where(and(eq(users.id, link.userId), eq(users.email, link.email)));
    if (!user) return null;
    const [verified] = user.emailVerifiedAt
      ? [user]
      : await tx.update(users).set({ emailVerifiedAt: now, updatedAt: now }).where(eq(users.id, user.id)).returning();
    return { user: verified, session: await startSession({ ...deps, db: tx }, now, user.id, client) };
  });
  if (!confirmed) throw badUserInput(authMessages.verificationLinkInvalid);
  return issueAuthInfo(deps, confirmed.user, confirmed.session);
}

const resendInput = z.object({
  userName: emailAddress,
  refreshToken: z.string({ error: authMessages.refreshTokenRequired }).min(1, authMessages.refreshTokenRequired),
});

/**
 * Sends a fresh link to a registrant who has not confirmed yet. The refresh token from
 * the registration answer proves the request comes from them, so nobody can make the
 * platform mail arbitrary addresses.
 */
export async function resendVerificationEmail(deps: AuthDeps, input: unknown): Promise<void> {
  const { userName, refreshToken } = parseInput(resendInput, input);
  const [user, tokenUserId] = await Promise.all([
    findUserByEmail(deps.db, userName),
    userIdOfRefreshToken(deps, refreshToken),
  ]);
  if (!user || user.id !== tokenUserId) throw sessionExpired();
  if (user.emailVerifiedAt) return;
  await sendVerificationEmail(deps, deps.db, user);
}

// Social sign-in (spec 1 §2.1, §7): the round trip's bookkeeping and how a provider's
// identity becomes an account. Accounts are found by (provider, subject); an e-mail
// address links to an existing account only when the provider and the account have
// both verified it (docs/decisions/0009).
import { and, eq, gt, isNull, lt } from "drizzle-orm";
import { randomPKCECodeVerifier } from "openid-client";
import { z } from "zod";
import { socialIdentities, socialSignIns, users, type UserRow } from "../../db/schema.js";
import type { AuthDeps, DomainDeps } from "../../kernel/deps.js";
import { badUserInput, DomainError } from "../../kernel/errors.js";
import { authMessages, socialMessages } from "../../../contract/access/messages.js";
import { findUserByEmail, findUserById } from "../../account/domain/users.js";
import { issueAuthInfo, type AuthInfo } from "./auth-info.js";
import { hashOpaqueToken, newOpaqueToken } from "./secrets.js";
import { currentTerms } from "./terms.js";
import { startSignedInSession } from "./second-factor.js";
import { type ClientInfo } from "./sessions.js";

/** How long the browser may stay at the provider. */
export const SOCIAL_ROUND_TRIP_TTL_MS = 10 * 60_000;
/** How long the web app has to exchange the code it was handed: one redirect. */
export const SOCIAL_EXCHANGE_TTL_MS = 60_000;

/** Where the web app may ask to come back to: its own return page. */
export function isAllowedReturnPath(path: string): boolean {
  return /^\/auth\/process(\?[^#\\]*)?$/.test(path) && !path.includes("//");
}

export interface StartedSignIn {
  state: string;
  nonce: string;
  codeVerifier: string;
  /** The secret for the browser's binding cookie. */
  binding: string;
}

export async function startSocialSignIn(deps: DomainDeps, provider: string, returnPath: string): Promise<StartedSignIn> {
  if (!isAllowedReturnPath(returnPath)) throw badUserInput(socialMessages.redirectInvalid);
  const now = deps.clock();
  const started: StartedSignIn = {
    state: newOpaqueToken(),
    nonce: newOpaqueToken(),
    codeVerifier: randomPKCECodeVerifier(),
    binding: newOpaqueToken(),
  };
  await deps.db.delete(socialSignIns).where(lt(socialSignIns.expiresAt, new Date(now.getTime() - 24 * 3600_000)));
  await deps.db.insert(socialSignIns).values({
    provider,
    stateHash: hashOpaqueToken(started.state),
    bindingHash: hashOpaqueToken(started.binding),
    codeVerifier: started.codeVerifier,
    nonce: started.nonce,
    returnPath,
    createdAt: now,
    expiresAt: new Date(now.getTime() + SOCIAL_ROUND_TRIP_TTL_MS),
  });
  return started;
}

export interface PendingSignIn {
  id: string;
  codeVerifier: string;
  nonce: string;
  returnPath: string;
}

/**
 * The provider sent the browser back: the state must be one we issued for this
 * provider, unused, unexpired, and the browser must hold its binding cookie. The state
 * is spent whatever happens next.
 */
export async function takePendingSignIn(
  deps: DomainDeps,
  provider: string,
  state: string,
  binding: string | null,
): Promise<PendingSignIn> {
  const now = deps.clock();
  const [row] = await deps.db
    .select()
    .from(socialSignIns)
    .where(and(eq(socialSignIns.stateHash, hashOpaqueToken(state)), eq(socialSignIns.provider, provider)));
  if (!row || row.completedAt || row.expiresAt <= now || !binding || hashOpaqueToken(binding) !== row.bindingHash) {
    throw badUserInput(socialMessages.stateMismatch);
  }
  const spent = await deps.db
    .update(socialSignIns)
    .set({ completedAt: now })
    .where(and(eq(socialSignIns.id, row.id), isNull(socialSignIns.completedAt)))
    .returning({ id: socialSignIns.id });
  if (spent.length === 0) throw badUserInput(socialMessages.stateMismatch);
  return { id: row.id, codeVerifier: row.codeVerifier, nonce: row.nonce, returnPath: row.returnPath };
}

export interface ProviderIdentity {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
}

/**
 * The account for a verified provider identity:
 * 1. a known (provider, subject) → its account;
 * 2. else an account with the same e-mail → linked only when the provider verified the
 *    e-mail and the account verified it too; otherwise refused (an address proven by
 *    neither side must not hand over an account, and the address is taken);
 * 3. else a new account with that e-mail, its profile incomplete, so the web app's
 *    second sign-up step asks for the rest.
 */
export async function accountForIdentity(deps: DomainDeps, provider: string, identity: ProviderIdentity): Promise<UserRow> {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const [linked] = await tx
      .select({ user: users, identityId: socialIdentities.id })
      .from(socialIdentities)
      .innerJoin(users, eq(users.id, socialIdentities.userId))
      .where(and(eq(socialIdentities.provider, provider), eq(socialIdentities.subject, identity.subject)));
    if (linked) {
      await tx
        .update(socialIdentities)
        .set({ lastUsedAt: now, email: identity.email, emailVerified: identity.emailVerified })
        .where(eq(socialIdentities.id, linked.identityId));
      return linked.user;
    }
    if (!identity.email) throw new DomainError("AUTH_INVALID_CREDENTIALS", socialMessages.emailMissing);

    const existing = await findUserByEmail(tx, identity.email);
    let user: UserRow;
    if (existing) {
      if (!identity.emailVerified || !existing.emailVerifiedAt) throw new DomainError("CONFLICT", authMessages.emailTaken);
      user = existing;
    } else {
      const [created] = await tx
        .insert(users)
        .values({
          email: identity.email,
          emailVerifiedAt: identity.emailVerified ? now : null,
          name: identity.name,
          // The social buttons sit under the terms notice, as the sign-up form's Continue does.
          termsAcceptedAt: now,
          termsVersion: (await currentTerms(tx, now))?.version ?? null,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing({ target: users.email })
        .returning();
      if (!created) throw new DomainError("CONFLICT", authMessages.emailTaken);
      user = created;
    }
    await tx.insert(socialIdentities).values({
      userId: user.id,
      provider,
      subject: identity.subject,
      email: identity.email,
      emailVerified: identity.emailVerified,
      createdAt: now,
      lastUsedAt: now,
    });
    return user;
  });
}

/** Hands out the one-time code the web app exchanges for a session. */
export async function issueExchangeCode(deps: DomainDeps, pendingId: string, userId: string): Promise<string> {
  const now = deps.clock();
  const code = newOpaqueToken();
  await deps.db
    .update(socialSignIns)
    .set({ userId, exchangeCodeHash: hashOpaqueToken(code), exchangeExpiresAt: new Date(now.getTime() + SOCIAL_EXCHANGE_TTL_MS) })
    .where(eq(socialSignIns.id, pendingId));
  return code;
}

const exchangeInput = z.object({
  code: z.string().min(1).max(200),
  binding: z.string().min(1).max(200),
});

/**
 * The web app trades the code (from the return URL) and the binding (from the
 * browser's cookie) for a session, once. Social sign-ins follow the account's
 * second-factor setting, like password sign-ins.
 */
export async function exchangeSocialCode(deps: AuthDeps, input: unknown, client: ClientInfo): Promise<AuthInfo> {
  const parsed = exchangeInput.safeParse(input);
  if (!parsed.success) throw badUserInput(socialMessages.exchangeInvalid);
  const now = deps.clock();
  const [row] = await deps.db
    .update(socialSignIns)
    .set({ exchangedAt: now })
    .where(
      and(
        eq(socialSignIns.exchangeCodeHash, hashOpaqueToken(parsed.data.code)),
        eq(socialSignIns.bindingHash, hashOpaqueToken(parsed.data.binding)),
        isNull(socialSignIns.exchangedAt),
        gt(socialSignIns.exchangeExpiresAt, now),
      ),
    )
    .returning();
  if (!row?.userId) throw badUserInput(socialMessages.exchangeInvalid);
  const user = await findUserById(deps.db, row.userId);
  if (!user) throw badUserInput(socialMessages.exchangeInvalid);
  // The account's second factor applies to social sign-in as to passwords (docs/decisions/0009).
  const session = await startSignedInSession(deps, user, client);
  return issueAuthInfo(deps, user, session);
}

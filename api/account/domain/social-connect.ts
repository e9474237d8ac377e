// Connecting a social account to a signed-in member (spec 1 §7 "connect … social accounts"):
// the social sign-in round trip of api/access (state, nonce, PKCE, binding cookie,
// docs/decisions/0009), marked as a connection for this member. Its callback links the
// provider's identity to them: an identity already linked to someone else is refused.
import { and, eq } from "drizzle-orm";
import { socialConnectRequests, socialIdentities, socialSignIns, users } from "../../db/schema.js";
import type { Viewer } from "../../access/domain/viewer.js";
import { startSocialSignIn, type ProviderIdentity, type StartedSignIn } from "../../access/domain/social.js";
import { hashOpaqueToken } from "../../access/domain/secrets.js";
import type { DomainDeps } from "../../kernel/deps.js";
import { badUserInput, conflict } from "../../kernel/errors.js";
import { profileFormMessages as m, SHOWN_SOCIAL_PROVIDERS, signInProviderOf, type ShownSocialProvider } from "../../../contract/account/profile.js";

/** Where the browser comes back after a connection, with ?connected= or ?error=. */
export const SOCIAL_CONNECT_RETURN_PATH = "/profile/social";
/** The access router's return path for the round trip's own bookkeeping (never used to sign in here). */
const ROUND_TRIP_RETURN_PATH = "/auth/process";

export function isShownProvider(provider: string): provider is ShownSocialProvider {
  return (SHOWN_SOCIAL_PROVIDERS as readonly string[]).includes(provider);
}

/** Starts a connection round trip for the viewer; the caller sends the browser to the provider. */
export async function startSocialConnect(deps: DomainDeps, viewer: Viewer, provider: string): Promise<StartedSignIn & { signInProvider: string }> {
  if (!isShownProvider(provider)) throw badUserInput(m.socialNotConnected, { provider: m.socialNotConnected });
  const signInProvider = signInProviderOf(provider);
  const started = await startSocialSignIn(deps, signInProvider, ROUND_TRIP_RETURN_PATH);
  const [row] = await deps.db.select({ id: socialSignIns.id }).from(socialSignIns).where(eq(socialSignIns.stateHash, hashOpaqueToken(started.state)));
  await deps.db.insert(socialConnectRequests).values({ signInId: row!.id, userId: viewer.userId, provider, createdAt: deps.clock() });
  return { ...started, signInProvider };
}

/** The member a round trip connects for, or null when it is a sign-in. */
export async function connectRequestOf(deps: Pick<DomainDeps, "db">, signInId: string): Promise<{ userId: string; provider: string } | null> {
  const [row] = await deps.db.select().from(socialConnectRequests).where(eq(socialConnectRequests.signInId, signInId));
  return row ? { userId: row.userId, provider: row.provider } : null;
}

/**
 * Links the verified identity to the member. Linked to them already: nothing changes.
 * Linked to someone else: CONFLICT. The unique (provider, subject) index settles a race.
 */
export async function completeSocialConnect(deps: DomainDeps, request: { userId: string }, signInProvider: string, identity: ProviderIdentity): Promise<void> {
  const now = deps.clock();
  const [existing] = await deps.db
    .select()
    .from(socialIdentities)
    .where(and(eq(socialIdentities.provider, signInProvider), eq(socialIdentities.subject, identity.subject)));
  if (existing && existing.userId !== request.userId) throw conflict(m.socialTakenByOther);
  if (existing) return;
  const inserted = await deps.db
    .insert(socialIdentities)
    .values({ userId: request.userId, provider: signInProvider, subject: identity.subject, email: identity.email, emailVerified: identity.emailVerified, createdAt: now, lastUsedAt: now })
    .onConflictDoNothing()
    .returning({ userId: socialIdentities.userId });
  if (inserted.length === 0) throw conflict(m.socialTakenByOther);
  await deps.db.update(users).set({ updatedAt: now }).where(eq(users.id, request.userId));
}

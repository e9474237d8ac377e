// The profile's social accounts (spec 1 §3 socialMedias): identities at a provider linked to
// the account (api/access social sign-in makes them), listed and disconnected here. Only
// twitter, youtube (google), spotify and twitch are shown to users.
import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client.js";
import { socialIdentities, users, type SocialIdentityRow, type UserRow } from "../../db/schema.js";
import type { Viewer } from "../../access/domain/viewer.js";
import type { DomainDeps } from "../../kernel/deps.js";
import { badUserInput, conflict, notFound } from "../../kernel/errors.js";
import { commonMessages } from "../../../contract/common/messages.js";
import {
  SHOWN_SOCIAL_PROVIDERS,
  profileFormMessages as m,
  shownProviderOf,
  signInProviderOf,
  type ShownSocialProvider,
} from "../../../contract/account/profile.js";

export interface SocialConnection {
  provider: ShownSocialProvider;
  email: string | null;
  /** ISO 8601. */
  connectedAt: string;
}

/** Each user's shown connections, oldest first, for a list of users at once. */
export async function socialConnectionsOf(db: Database, userIds: readonly string[]): Promise<Map<string, SocialConnection[]>> {
  const byUser = new Map<string, SocialConnection[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return byUser;
  const rows = await db.select().from(socialIdentities).where(inArray(socialIdentities.userId, [...userIds])).orderBy(socialIdentities.createdAt);
  for (const row of rows) {
    const provider = shownProviderOf(row.provider);
    if (provider) byUser.get(row.userId)?.push({ provider, email: row.email, connectedAt: row.createdAt.toISOString() });
  }
  return byUser;
}

/**
 * Removes the viewer's identity at a shown provider. Refused when it is the account's only
 * way in (no password, no other identity); the user row is locked so two concurrent
 * disconnects of the last two identities cannot both pass.
 */
export async function disconnectSocial(deps: DomainDeps, viewer: Viewer, provider: string): Promise<UserRow> {
  if (!(SHOWN_SOCIAL_PROVIDERS as readonly string[]).includes(provider)) {
    throw badUserInput(m.socialNotConnected, { provider: m.socialNotConnected });
  }
  const signInProvider = signInProviderOf(provider as ShownSocialProvider);
  return deps.db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, viewer.userId)).for("update");
    if (!user) throw notFound(commonMessages.notFound);
    const identities: SocialIdentityRow[] = await tx.select().from(socialIdentities).where(eq(socialIdentities.userId, user.id));
    const target = identities.filter((identity) => identity.provider === signInProvider);
    if (target.length === 0) throw conflict(m.socialNotConnected);
    if (!user.passwordHash && identities.length === target.length) throw conflict(m.socialLastSignIn);
    await tx.delete(socialIdentities).where(and(eq(socialIdentities.userId, user.id), eq(socialIdentities.provider, signInProvider)));
    const [updated] = await tx.update(users).set({ updatedAt: deps.clock() }).where(eq(users.id, user.id)).returning();
    return updated!;
  });
}

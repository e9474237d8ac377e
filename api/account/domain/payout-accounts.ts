// Linking, listing and unlinking payout accounts. The round trip's state is single use (one
// conditional UPDATE spends it) and bound to the member who started it; the same provider
// account cannot be linked twice (unique index), so two returns of one trip link it once.
import { and, eq, gt, inArray, isNull } from "drizzle-orm";
import type { Database } from "../../db/client.js";
import { payoutAccounts, payoutConnectionStates, type PayoutAccountRow } from "../../db/schema.js";
import { hashOpaqueToken, newOpaqueToken } from "../../access/domain/secrets.js";
import type { Viewer } from "../../access/domain/viewer.js";
import type { AuthDeps, DomainDeps } from "../../kernel/deps.js";
import { badUserInput, conflict, notFound } from "../../kernel/errors.js";
import { isUuid } from "../../kernel/ids.js";
import { payoutMessages as m } from "../../../contract/account/profile.js";
import { createSandboxPayoutProvider, PayoutProviderError, type PayoutProvider } from "./payout-provider.js";

const sandbox = createSandboxPayoutProvider();

/**
 * The payout provider of this deployment: Stripe Connect when configured, otherwise the
 * sandbox in a local trial; a deployment without Stripe Connect offers no payout accounts.
 */
export function payoutProviderOf(deps: Pick<AuthDeps, "trial" | "payoutAccounts">): PayoutProvider | null {
  return deps.payoutAccounts ?? (deps.trial ? sandbox : null);
}

/** How long the member may spend at the provider's onboarding. */
export const PAYOUT_CONNECTION_TTL_MS = 30 * 60_000;
/** Where the provider sends the member back (spec 1 §2.2). */
export const PAYOUT_RETURN_PATH = "/payout/process";

export async function startPayoutConnection(deps: AuthDeps, provider: PayoutProvider, viewer: Viewer): Promise<string> {
  const state = newOpaqueToken();
  const now = deps.clock();
  await deps.db.insert(payoutConnectionStates).values({
    userId: viewer.userId,
    stateHash: hashOpaqueToken(state),
    createdAt: now,
    expiresAt: new Date(now.getTime() + PAYOUT_CONNECTION_TTL_MS),
  });
  return provider.authorizationUrl({ state, returnUrl: `${deps.publicUrl}${PAYOUT_RETURN_PATH}` });
}

/** The member came back with a code: spends the state, trades the code, links the account. */
export async function completePayoutConnection(deps: DomainDeps, provider: PayoutProvider, viewer: Viewer, input: { code: string; state: string }): Promise<PayoutAccountRow> {
  const now = deps.clock();
  const spent = await deps.db
    .update(payoutConnectionStates)
    .set({ usedAt: now })
    .where(
      and(
        eq(payoutConnectionStates.stateHash, hashOpaqueToken(input.state)),
        eq(payoutConnectionStates.userId, viewer.userId),
        isNull(payoutConnectionStates.usedAt),
        gt(payoutConnectionStates.expiresAt, now),
      ),
    )
    .returning({ id: payoutConnectionStates.id });
  if (spent.length === 0) throw badUserInput(m.linkInvalid);
  let linked;
  try {
    linked = await provider.exchange(input.code);
  } catch (error) {
    if (error instanceof PayoutProviderError) throw badUserInput(m.linkInvalid);
    throw error;
  }
  const [row] = await deps.db
    .insert(payoutAccounts)
    .values({ userId: viewer.userId, provider: provider.name, externalAccountId: linked.externalAccountId, label: linked.label, createdAt: now })
    .onConflictDoNothing()
    .returning();
  if (!row) throw conflict(m.alreadyLinked);
  return row;
}

export async function disconnectPayoutAccount(deps: DomainDeps, viewer: Viewer, payoutAccountId: string): Promise<void> {
  if (!isUuid(payoutAccountId)) throw notFound(m.notFound);
  const removed = await deps.db
    .delete(payoutAccounts)
    .where(and(eq(payoutAccounts.id, payoutAccountId), eq(payoutAccounts.userId, viewer.userId)))
    .returning({ id: payoutAccounts.id });
  if (removed.length === 0) throw notFound(m.notFound);
}

/** Each user's payout accounts, oldest first. */
export async function payoutAccountsOf(db: Database, userIds: readonly string[]): Promise<Map<string, PayoutAccountRow[]>> {
  const byUser = new Map<string, PayoutAccountRow[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return byUser;
  const rows = await db.select().from(payoutAccounts).where(inArray(payoutAccounts.userId, [...userIds])).orderBy(payoutAccounts.createdAt);
  for (const row of rows) byUser.get(row.userId)?.push(row);
  return byUser;
}

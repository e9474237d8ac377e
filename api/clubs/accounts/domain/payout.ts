// A club's payout account (spec 3 §2 accounts; ADR 0061): the owner or an account manager
// (MANAGE_ACCOUNTS) links it through the deployment's payout provider, sees it, and
// disconnects it. The round trip is the members' (api/account/domain/payout-accounts.ts): a
// single-use state, bound to the manager and the club, spent by one conditional UPDATE.
import { and, eq, gt, isNull } from "drizzle-orm";
import type { AuthDeps, DomainDeps } from "../../../kernel/deps.js";
import { badUserInput, conflict, notFound } from "../../../kernel/errors.js";
import { hashOpaqueToken, newOpaqueToken } from "../../../access/domain/secrets.js";
import { PAYOUT_CONNECTION_TTL_MS } from "../../../account/domain/payout-accounts.js";
import { PayoutProviderError, type PayoutProvider } from "../../../account/domain/payout-provider.js";
import { PROCESSING_FEE_FIXED_CENTS, PROCESSING_FEE_PERCENT, SERVICE_FEE_PERCENT, SERVICE_FEE_PER_TICKET_CENTS } from "../../../events/checkout/domain/pricing.js";
import { CLUB_PAYOUT_RETURN_PATH, clubAccountsMessages as m } from "../../../../contract/clubs/accounts-messages.js";
import { requireClubPermission } from "../../domain/access.js";
import { clubPayoutAccounts, clubPayoutConnectionStates, type ClubPayoutAccountRow } from "../db.js";

/** The club's payout account, or null (MANAGE_ACCOUNTS). */
export async function clubPayoutAccountOf(deps: DomainDeps, viewerId: string, clubId: string): Promise<ClubPayoutAccountRow | null> {
  const { club } = await requireClubPermission(deps, viewerId, clubId, "MANAGE_ACCOUNTS");
  const [account] = await deps.db.select().from(clubPayoutAccounts).where(eq(clubPayoutAccounts.clubId, club.id));
  return account ?? null;
}

/** Starts linking: the address of the provider's onboarding, which returns to CLUB_PAYOUT_RETURN_PATH. */
export async function startClubPayoutConnection(deps: AuthDeps, provider: PayoutProvider, viewerId: string, clubId: string): Promise<string> {
  const { club } = await requireClubPermission(deps, viewerId, clubId, "MANAGE_ACCOUNTS");
  const [existing] = await deps.db.select({ id: clubPayoutAccounts.id }).from(clubPayoutAccounts).where(eq(clubPayoutAccounts.clubId, club.id));
  if (existing) throw conflict(m.alreadyConnected);
  const state = newOpaqueToken();
  const now = deps.clock();
  await deps.db.insert(clubPayoutConnectionStates).values({
    clubId: club.id,
    userId: viewerId,
    stateHash: hashOpaqueToken(state),
    createdAt: now,
    expiresAt: new Date(now.getTime() + PAYOUT_CONNECTION_TTL_MS),
  });
  return provider.authorizationUrl({ state, returnUrl: `${deps.publicUrl}${CLUB_PAYOUT_RETURN_PATH}` });
}

/** The manager came back with a code: spends the state, re-checks the permission, trades the code, links the account. */
export async function completeClubPayoutConnection(
  deps: DomainDeps,
  provider: PayoutProvider,
  viewerId: string,
  input: { code: string; state: string },
): Promise<ClubPayoutAccountRow> {
  const now = deps.clock();
  const [spent] = await deps.db
    .update(clubPayoutConnectionStates)
    .set({ usedAt: now })
    .where(
      and(
        eq(clubPayoutConnectionStates.stateHash, hashOpaqueToken(input.state)),
        eq(clubPayoutConnectionStates.userId, viewerId),
        isNull(clubPayoutConnectionStates.usedAt),
        gt(clubPayoutConnectionStates.expiresAt, now),
      ),
    )
    .returning({ clubId: clubPayoutConnectionStates.clubId });
  if (!spent) throw badUserInput(m.linkInvalid);
  // The role may have been taken away during the trip.
  const { club } = await requireClubPermission(deps, viewerId, spent.clubId, "MANAGE_ACCOUNTS");
  let linked;
  try {
    linked = await provider.exchange(input.code);
  } catch (error) {
    if (error instanceof PayoutProviderError) throw badUserInput(m.linkInvalid);
    throw error;
  }
  const [existing] = await deps.db.select({ id: clubPayoutAccounts.id }).from(clubPayoutAccounts).where(eq(clubPayoutAccounts.clubId, club.id));
  if (existing) throw conflict(m.alreadyConnected);
  const [row] = await deps.db
    .insert(clubPayoutAccounts)
    .values({ clubId: club.id, provider: provider.name, externalAccountId: linked.externalAccountId, label: linked.label, connectedByUserId: viewerId, createdAt: now })
    .onConflictDoNothing()
    .returning();
  if (!row) throw conflict(m.alreadyLinked);
  return row;
}

export async function disconnectClubPayoutAccount(deps: DomainDeps, viewerId: string, clubId: string): Promise<boolean> {
  const { club } = await requireClubPermission(deps, viewerId, clubId, "MANAGE_ACCOUNTS");
  const removed = await deps.db.delete(clubPayoutAccounts).where(eq(clubPayoutAccounts.clubId, club.id)).returning({ id: clubPayoutAccounts.id });
  if (removed.length === 0) throw notFound(m.notConnected);
  return true;
}

/** The platform's fees on a paid ticket of the club's events (api/events/checkout/domain/pricing.ts). */
export const clubPaymentFees = () => ({
  serviceFeePercent: SERVICE_FEE_PERCENT,
  serviceFeePerTicketCents: SERVICE_FEE_PER_TICKET_CENTS,
  processingFeePercent: PROCESSING_FEE_PERCENT,
  processingFeeFixedCents: PROCESSING_FEE_FIXED_CENTS,
});

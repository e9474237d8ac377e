// The account area's DataLoaders: users, and their social connections, fetched once per
// request for every id a response needs.
import DataLoader from "dataloader";
import type { UserRow } from "../db/schema.js";
import { cachedBatch, one } from "../graphql/batch.js";
import type { LoaderDeps } from "../kernel/area.js";
import { findUsersByIds } from "./domain/users.js";
import { socialConnectionsOf, type SocialConnection } from "./domain/social-connections.js";
import { payoutAccountsOf } from "./domain/payout-accounts.js";
import type { PayoutAccountRow } from "./db.js";

export function createAccountLoaders({ db, cache }: LoaderDeps) {
  return {
    user: new DataLoader<string, UserRow | null>(
      cachedBatch(cache, "user", (id) => `user:${id}`, async (ids) => one(ids, await findUsersByIds(db, ids), (user) => user.id)),
    ),
    socialConnections: new DataLoader<string, SocialConnection[]>(async (ids) => {
      const byUser = await socialConnectionsOf(db, ids);
      return ids.map((id) => byUser.get(id) ?? []);
    }),
    // Kept in the read cache: the pie award modal asks on every trade hub page (payout_accounts announces 'payout-accounts:<user>', migration 0064).
    payoutAccounts: new DataLoader<string, PayoutAccountRow[]>(
      cachedBatch(
        cache,
        "payout-accounts",
        (id) => `payout-accounts:${id}`,
        async (ids) => {
          const byUser = await payoutAccountsOf(db, ids);
          return ids.map((id) => byUser.get(id) ?? []);
        },
      ),
    ),
  };
}

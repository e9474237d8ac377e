// The pies' fan side's DataLoaders: a list of pies asks once for their wishers, members, and
// the viewer's wishes and balances, each kept in the read cache under the tag of what it
// reads (domain/cached.ts), so a warm page asks the database nothing.
import DataLoader from "dataloader";
import type { LoaderDeps } from "../../kernel/area.js";
import { balancesOf, memberCounts } from "./domain/holdings.js";
import { viewerWishes, wishersCounts } from "./domain/wishes.js";
import { sliceBalances, viewerRolesOn } from "../domain/access.js";
import { perPie, pieLedgerTag, pieModeratorsTag, pieWishesTag } from "../domain/cached.js";
import type { PieRole } from "../../../contract/pies/permissions.js";
import { pieBalanceOf, type PieBalance } from "../domain/balance.js";

export function createPieFanLoaders(deps: LoaderDeps, viewerId: string | null) {
  const { db } = deps;
  return {
    /** Per pie id: how many members wished it. */
    pieWishersCount: new DataLoader<string, number>((pieIds) =>
      perPie(
        deps,
        pieIds,
        (id) => `pie-wishers-count:${id}`,
        async (missing) => {
          const counts = await wishersCounts(db, missing);
          return missing.map((id) => counts.get(id) ?? 0);
        },
        (id) => [pieWishesTag(id)],
      ),
    ),
    /** Per pie id: its members (holders with a balance above 0). */
    pieMemberCount: new DataLoader<string, number>((pieIds) =>
      perPie(
        deps,
        pieIds,
        (id) => `pie-member-count:${id}`,
        async (missing) => {
          const counts = await memberCounts(db, missing);
          return missing.map((id) => counts.get(id) ?? 0);
        },
        (id) => [pieLedgerTag(id)],
      ),
    ),
    /** Per pie id: whether the viewer wished it. */
    pieWishedByViewer: new DataLoader<string, boolean>(async (pieIds) => {
      if (!viewerId) return pieIds.map(() => false);
      return perPie(
        deps,
        pieIds,
        (id) => `pie-wished:${id}:${viewerId}`,
        async (missing) => {
          const wished = await viewerWishes(db, viewerId, missing);
          return missing.map((id) => wished.has(id));
        },
        (id) => [pieWishesTag(id)],
      );
    }),
    /** Per pie id: its slices for sale (the AVAILABLE account's balance, ADR 0063). */
    pieAvailableSlices: new DataLoader<string, number>((pieIds) =>
      perPie(
        deps,
        pieIds,
        (id) => `pie-available:${id}`,
        async (missing) => {
          const balances = await sliceBalances(db, missing, "AVAILABLE");
          return missing.map((id) => balances.get(id) ?? 0);
        },
        (id) => [pieLedgerTag(id)],
      ),
    ),
    /**
     * Per pie id: where its slices went (its team's dashboard). Not kept in the read cache: the
     * slices it received are entries of other pies' ledgers, which announce under their own tags.
     */
    pieBalance: new DataLoader<string, PieBalance>((pieIds) => Promise.all(pieIds.map((id) => pieBalanceOf(db, id)))),
    /** Per pie id: the roles the viewer holds on its team (their permissions, ADR 0073). */
    pieViewerRoles: new DataLoader<string, PieRole[]>(async (pieIds) => {
      if (!viewerId) return pieIds.map(() => []);
      return perPie(
        deps,
        pieIds,
        (id) => `pie-roles:${id}:${viewerId}`,
        async (missing) => {
          const roles = await viewerRolesOn(db, viewerId, missing);
          return missing.map((id) => roles.get(id) ?? []);
        },
        (id) => [pieModeratorsTag(id)],
      );
    }),
    /** Per pie id: the viewer's balance of its slices. */
    pieSlicesHeld: new DataLoader<string, number>(async (pieIds) => {
      if (!viewerId) return pieIds.map(() => 0);
      return perPie(
        deps,
        pieIds,
        (id) => `pie-held:${id}:${viewerId}`,
        async (missing) => {
          const balances = await balancesOf(db, viewerId, missing);
          return missing.map((id) => Math.max(0, balances.get(id) ?? 0));
        },
        (id) => [pieLedgerTag(id)],
      );
    }),
  };
}

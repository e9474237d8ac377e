// The pies' fan side's DataLoaders: a list of pies asks once for their wishers, members, and
// the viewer's wishes and balances.
import DataLoader from "dataloader";
import type { LoaderDeps } from "../../kernel/area.js";
import { balancesOf, memberCounts } from "./domain/holdings.js";
import { viewerWishes, wishersCounts } from "./domain/wishes.js";
import { sliceBalances, viewerRolesOn } from "../domain/access.js";
import type { PieRole } from "../../../contract/pies/permissions.js";

export function createPieFanLoaders({ db }: LoaderDeps, viewerId: string | null) {
  return {
    /** Per pie id: how many members wished it. */
    pieWishersCount: new DataLoader<string, number>(async (pieIds) => {
      const counts = await wishersCounts(db, pieIds);
      return pieIds.map((id) => counts.get(id) ?? 0);
    }),
    /** Per pie id: its members (holders with a balance above 0). */
    pieMemberCount: new DataLoader<string, number>(async (pieIds) => {
      const counts = await memberCounts(db, pieIds);
      return pieIds.map((id) => counts.get(id) ?? 0);
    }),
    /** Per pie id: whether the viewer wished it. */
    pieWishedByViewer: new DataLoader<string, boolean>(async (pieIds) => {
      if (!viewerId) return pieIds.map(() => false);
      const wished = await viewerWishes(db, viewerId, pieIds);
      return pieIds.map((id) => wished.has(id));
    }),
    /** Per pie id: its slices for sale (the AVAILABLE account's balance, ADR 0063). */
    pieAvailableSlices: new DataLoader<string, number>(async (pieIds) => {
      const balances = await sliceBalances(db, pieIds, "AVAILABLE");
      return pieIds.map((id) => balances.get(id) ?? 0);
    }),
    /** Per pie id: the roles the viewer holds on its team (their permissions, ADR 0073). */
    pieViewerRoles: new DataLoader<string, PieRole[]>(async (pieIds) => {
      if (!viewerId) return pieIds.map(() => []);
      const roles = await viewerRolesOn(db, viewerId, pieIds);
      return pieIds.map((id) => roles.get(id) ?? []);
    }),
    /** Per pie id: the viewer's balance of its slices. */
    pieSlicesHeld: new DataLoader<string, number>(async (pieIds) => {
      if (!viewerId) return pieIds.map(() => 0);
      const balances = await balancesOf(db, viewerId, pieIds);
      return pieIds.map((id) => Math.max(0, balances.get(id) ?? 0));
    }),
  };
}

// The clubs area's DataLoaders. Who manages a club's events is read through the read cache
// (the club tables announce their changes); the viewer's roles in a list of clubs are not.
import DataLoader from "dataloader";
import type { LoaderDeps } from "../kernel/area.js";
import { clubEventManagers, rolesInClubs } from "./domain/access.js";
import type { ClubRole } from "../../contract/clubs/permissions.js";
import type { ClubMembershipRow, ClubTierRow } from "./db.js";
import { memberCountsOf, membershipsIn } from "./members/domain/discover.js";
import { tiersOfClubs } from "./tiers/domain/tiers.js";

export function createClubLoaders({ db, cache }: LoaderDeps, viewerId: string | null) {
  return {
    /** Per club id: whether the viewer may manage the club's events (and so holds the creator's permissions on them). */
    managesClubEvents: new DataLoader<string, boolean>(async (clubIds) => {
      if (!viewerId) return clubIds.map(() => false);
      const managers = await Promise.all(clubIds.map((id) => clubEventManagers({ db, cache }, id)));
      return managers.map((users) => users.includes(viewerId));
    }),
    /** Per club id: the viewer's team and collaborator roles in it (a list of clubs asks once). */
    myClubRoles: new DataLoader<string, ClubRole[]>(async (clubIds) => {
      if (!viewerId) return clubIds.map(() => []);
      const roles = await rolesInClubs(db, clubIds, viewerId);
      return clubIds.map((id) => roles.get(id) ?? []);
    }),
    /** Per club id: how many members it has (a list of clubs asks once). */
    clubMemberCount: new DataLoader<string, number>(async (clubIds) => {
      const counts = await memberCountsOf(db, clubIds);
      return clubIds.map((id) => counts.get(id) ?? 0);
    }),
    /** Per club id: the viewer's membership in it, or null. */
    myClubMembership: new DataLoader<string, ClubMembershipRow | null>(async (clubIds) => {
      if (!viewerId) return clubIds.map(() => null);
      const found = await membershipsIn(db, clubIds, viewerId);
      return clubIds.map((id) => found.get(id) ?? null);
    }),
    /** Per club id: its loyalty tiers, lowest level first. */
    clubTiers: new DataLoader<string, ClubTierRow[]>(async (clubIds) => {
      const found = await tiersOfClubs(db, clubIds);
      return clubIds.map((id) => found.get(id) ?? []);
    }),
  };
}

// The clubs area's DataLoaders. Who manages a club's events, the viewer's roles, member
// counts, the viewer's memberships and invite codes, and the tiers are read through the read
// cache (the club tables announce their changes: migrations 0027 and 0047).
import DataLoader from "dataloader";
import type { LoaderDeps } from "../kernel/area.js";
import { clubEventManagers, clubTeam, rolesInClubs } from "./domain/access.js";
import type { ClubRole } from "../../contract/clubs/permissions.js";
import type { ClubMembershipRow, ClubTierRow } from "./db.js";
import { memberCountsOf, membershipsIn } from "./members/domain/discover.js";
import { cachedTiersOfClubs } from "./tiers/domain/tiers.js";
import { inviteCodesIn } from "./earning/domain/invites.js";

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
      // Each club's team is in the read cache; without one, a page of clubs asks once.
      if (!cache?.enabled) {
        const roles = await rolesInClubs(db, clubIds, viewerId);
        return clubIds.map((id) => roles.get(id) ?? []);
      }
      const teams = await Promise.all(clubIds.map((id) => clubTeam({ db, cache }, id)));
      return teams.map((team) => team.filter((place) => place.userId === viewerId).map((place) => place.role));
    }),
    /** Per club id: how many members it has (a list of clubs asks once). */
    clubMemberCount: new DataLoader<string, number>((clubIds) =>
      throughCache(
        clubIds,
        (id) => `club-member-count:${id}`,
        async (missing) => {
          const counts = await memberCountsOf(db, missing);
          return missing.map((id) => counts.get(id) ?? 0);
        },
        (id) => [`club-members:${id}`],
      ),
    ),
    /** Per club id: the viewer's membership in it, or null. */
    myClubMembership: new DataLoader<string, ClubMembershipRow | null>(async (clubIds) => {
      if (!viewerId) return clubIds.map(() => null);
      return throughCache(
        clubIds,
        (id) => `club-membership:${id}:${viewerId}`,
        async (missing) => {
          const found = await membershipsIn(db, missing, viewerId);
          return missing.map((id) => found.get(id) ?? null);
        },
        (id) => [`club-members:${id}`],
      );
    }),
    /** Per club id: the viewer's invite code for it (ADR 0087), or null if they never joined it. */
    myClubInviteCode: new DataLoader<string, string | null>(async (clubIds) => {
      if (!viewerId) return clubIds.map(() => null);
      return throughCache(
        clubIds,
        (id) => `club-invite-code:${id}:${viewerId}`,
        async (missing) => {
          const found = await inviteCodesIn(db, missing, viewerId);
          return missing.map((id) => found.get(id) ?? null);
        },
        (id) => [`club-members:${id}`],
      );
    }),
    /** Per club id: its loyalty tiers, lowest level first. */
    clubTiers: new DataLoader<string, ClubTierRow[]>((clubIds) => cachedTiersOfClubs({ db, cache }, clubIds)),
  };

  /** A batch's values from the read cache, the missing ones in one query (without a cache, all of them). */
  function throughCache<T>(clubIds: readonly string[], keyOf: (id: string) => string, load: (missing: string[]) => Promise<T[]>, tagsOf: (id: string) => string[]): Promise<T[]> {
    return cache ? cache.getMany(clubIds, keyOf, load, (id) => tagsOf(id)) : load([...clubIds]);
  }
}

// The clubs area's DataLoaders. Who manages a club's events is read through the read cache
// (the club tables announce their changes); the viewer's roles in a list of clubs are not.
import DataLoader from "dataloader";
import type { LoaderDeps } from "../kernel/area.js";
import { clubEventManagers, rolesInClubs } from "./domain/access.js";
import type { ClubRole } from "../../contract/clubs/permissions.js";

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
  };
}

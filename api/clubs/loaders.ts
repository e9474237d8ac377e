// The clubs area's DataLoaders. Not behind the read cache: a club's team may change at any
// moment and the club tables announce no changes; only events that belong to a club ask.
import DataLoader from "dataloader";
import type { LoaderDeps } from "../kernel/area.js";
import { clubsWhoseEventsUserManages, rolesInClubs } from "./domain/access.js";
import type { ClubRole } from "../../contract/clubs/permissions.js";

export function createClubLoaders({ db }: LoaderDeps, viewerId: string | null) {
  return {
    /** Per club id: whether the viewer may manage the club's events (and so holds the creator's permissions on them). */
    managesClubEvents: new DataLoader<string, boolean>(async (clubIds) => {
      if (!viewerId) return clubIds.map(() => false);
      const managed = await clubsWhoseEventsUserManages(db, clubIds, viewerId);
      return clubIds.map((id) => managed.has(id));
    }),
    /** Per club id: the viewer's team and collaborator roles in it (a list of clubs asks once). */
    myClubRoles: new DataLoader<string, ClubRole[]>(async (clubIds) => {
      if (!viewerId) return clubIds.map(() => []);
      const roles = await rolesInClubs(db, clubIds, viewerId);
      return clubIds.map((id) => roles.get(id) ?? []);
    }),
  };
}

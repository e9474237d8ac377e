// The clubs area's DataLoaders. Not behind the read cache: a club's team may change at any
// moment and the club tables announce no changes; only events that belong to a club ask.
import DataLoader from "dataloader";
import type { LoaderDeps } from "../kernel/area.js";
import { clubsWhoseEventsUserManages } from "./domain/access.js";

export function createClubLoaders({ db }: LoaderDeps, viewerId: string | null) {
  return {
    /** Per club id: whether the viewer may manage the club's events (and so holds the creator's permissions on them). */
    managesClubEvents: new DataLoader<string, boolean>(async (clubIds) => {
      if (!viewerId) return clubIds.map(() => false);
      const managed = await clubsWhoseEventsUserManages(db, clubIds, viewerId);
      return clubIds.map((id) => managed.has(id));
    }),
  };
}

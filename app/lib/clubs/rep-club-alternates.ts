// The /rep-club/ alternates of the club manager area's pages (spec 3 §2 "Alternate club routes
// under /rep-club/"; ADR 0061). They name no club, so they lead to the viewer's: straight to the
// page when exactly one of their clubs lets them open it, a picker when several do, and a page
// pointing to club creation when none does. Pure, so the rule is tested as a table.
import type { ClubPermission } from "../../../contract/clubs/permissions";

/** Each alternate: the page it stands for under /my/rep-clubs/{club_id}/, and the permission that page needs. */
export const REP_CLUB_ALTERNATES = {
  team: { target: "team", permission: "MANAGE_TEAM", title: "Team" },
  "rep-points": { target: "rep-points", permission: "MANAGE_REWARDS", title: "Rep points" },
  "loyalty-tiers": { target: "loyalty-tiers", permission: "MANAGE_REWARDS", title: "Loyalty tiers" },
  offers: { target: "offers", permission: "MANAGE_OFFERS", title: "Offers" },
  "offers/create": { target: "offers/create", permission: "MANAGE_OFFERS", title: "Create offer" },
  achievements: { target: "achievements", permission: "MANAGE_REWARDS", title: "Achievements" },
  "achievements/create": { target: "achievements/create", permission: "MANAGE_REWARDS", title: "Create achievement" },
} as const satisfies Record<string, { target: string; permission: ClubPermission; title: string }>;
export type RepClubAlternate = keyof typeof REP_CLUB_ALTERNATES;

/** The alternate a /rep-club/… path stands for, or null. */
export function repClubAlternateOf(pathname: string): RepClubAlternate | null {
  const rest = pathname.replace(/^\/rep-club\//, "").replace(/\/+$/, "");
  return Object.hasOwn(REP_CLUB_ALTERNATES, rest) ? (rest as RepClubAlternate) : null;
}

/** The club page an alternate leads to. */
export const repClubTargetPath = (alternate: RepClubAlternate, clubId: string) =>
  `/my/rep-clubs/${encodeURIComponent(clubId)}/${REP_CLUB_ALTERNATES[alternate].target}`;

export interface AlternateClub {
  clubId: string;
  name: string;
  myPermissions: readonly string[];
}

export type RepClubDecision<C extends AlternateClub> = { kind: "redirect"; to: string } | { kind: "pick"; clubs: { club: C; to: string }[] } | { kind: "none" };

/** Where the alternate leads this viewer, from the clubs they manage. */
export function decideRepClubAlternate<C extends AlternateClub>(alternate: RepClubAlternate, clubs: readonly C[]): RepClubDecision<C> {
  const { permission } = REP_CLUB_ALTERNATES[alternate];
  const fitting = clubs.filter((club) => club.myPermissions.includes(permission));
  if (fitting.length === 0) return { kind: "none" };
  if (fitting.length === 1) return { kind: "redirect", to: repClubTargetPath(alternate, fitting[0]!.clubId) };
  return { kind: "pick", clubs: fitting.map((club) => ({ club, to: repClubTargetPath(alternate, club.clubId) })) };
}

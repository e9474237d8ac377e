// What a viewer may do in a club (spec 3 §6 roles; which role holds what is ours, ADR 0028).
// Pure: the caller passes the club's owner and team, this decides. The API enforces it; the
// web app reads the answer the API gives.

/** Team roles (ACCOUNT_MANAGER, ADMIN, REWARD_MANAGER); collaborators add EVENT_MANAGER and OFFER_MANAGER. */
export const CLUB_TEAM_ROLES = ["ACCOUNT_MANAGER", "ADMIN", "REWARD_MANAGER"] as const;
export const CLUB_COLLABORATOR_ROLES = [...CLUB_TEAM_ROLES, "EVENT_MANAGER", "OFFER_MANAGER"] as const;
export type ClubRole = (typeof CLUB_COLLABORATOR_ROLES)[number];
export const CLUB_MEMBER_KINDS = ["TEAM", "COLLABORATOR"] as const;
export type ClubMemberKind = (typeof CLUB_MEMBER_KINDS)[number];

export const CLUB_PERMISSIONS = [
  "VIEW_MANAGER_AREA",
  "EDIT_CLUB",
  "MANAGE_TEAM",
  "MANAGE_EVENTS",
  "MANAGE_OFFERS",
  "MANAGE_REWARDS",
  // The club's payout account, where its money goes (ADR 0061): the owner and account managers only.
  "MANAGE_ACCOUNTS",
  "TRANSFER_OWNERSHIP",
] as const;
export type ClubPermission = (typeof CLUB_PERMISSIONS)[number];

/**
 * What each role brings. The owner holds every permission; an ADMIN all but transferring
 * ownership and the club's payout account (ADR 0061: where the money goes stays with the
 * owner and the account managers they chose).
 */
export const CLUB_ROLE_PERMISSIONS: Readonly<Record<ClubRole, readonly ClubPermission[]>> = {
  ADMIN: CLUB_PERMISSIONS.filter((permission) => permission !== "TRANSFER_OWNERSHIP" && permission !== "MANAGE_ACCOUNTS"),
  ACCOUNT_MANAGER: ["VIEW_MANAGER_AREA", "MANAGE_EVENTS", "MANAGE_ACCOUNTS"],
  EVENT_MANAGER: ["VIEW_MANAGER_AREA", "MANAGE_EVENTS"],
  REWARD_MANAGER: ["VIEW_MANAGER_AREA", "MANAGE_REWARDS"],
  OFFER_MANAGER: ["VIEW_MANAGER_AREA", "MANAGE_OFFERS"],
};

export interface ClubAuthority {
  ownerUserId: string;
  team: readonly { userId: string; role: ClubRole }[];
}

/** The viewer's permissions in the club, in CLUB_PERMISSIONS order; none when signed out or unrelated. */
export function clubPermissions(club: ClubAuthority, viewerId: string | null): ClubPermission[] {
  if (!viewerId) return [];
  if (club.ownerUserId === viewerId) return [...CLUB_PERMISSIONS];
  const held = new Set<ClubPermission>();
  for (const member of club.team) {
    if (member.userId !== viewerId) continue;
    for (const permission of CLUB_ROLE_PERMISSIONS[member.role]) held.add(permission);
  }
  return CLUB_PERMISSIONS.filter((permission) => held.has(permission));
}

/** Whether the role may be held by a member of this kind (team members take team roles only). */
export function roleFitsKind(role: ClubRole, kind: ClubMemberKind): boolean {
  return kind === "COLLABORATOR" || (CLUB_TEAM_ROLES as readonly string[]).includes(role);
}

// Who may do what in a club (ADR 0028): the owner and the team decide through the pure table
// in contract/clubs/permissions.ts. Every use case of the area starts here. A club the viewer
// may not manage is NOT_FOUND (an unpublished club is never revealed); a missing permission in
// a club they do manage is AUTH_NOT_AUTHORIZED.
import { and, eq, inArray } from "drizzle-orm";
import { clubs, clubTeamMembers, type ClubRow } from "../db.js";
import type { Database } from "../../db/client.js";
import type { DomainDeps } from "../../kernel/deps.js";
import { anyOf, readThrough } from "../../cache/read-cache.js";
import { DomainError, notFound } from "../../kernel/errors.js";
import { isUuid } from "../../kernel/ids.js";
import { clubMessages as m } from "../../../contract/clubs/messages.js";
import { CLUB_ROLE_PERMISSIONS, clubPermissions, type ClubPermission, type ClubRole } from "../../../contract/clubs/permissions.js";

export interface ClubAccess {
  club: ClubRow;
  permissions: ClubPermission[];
}

/**
 * What the club's reads take: the database, and the read cache when the caller is not inside a
 * transaction (a transaction passes `{ db: tx }` and reads its own rows).
 */
export type ClubReads = Pick<DomainDeps, "db" | "cache">;

/** A club's team places (member and role), kept in the read cache until the club or its team changes (migration 0027). */
export function clubTeam(reads: ClubReads, clubId: string): Promise<readonly { userId: string; role: ClubRole }[]> {
  return readThrough(
    reads.cache,
    `club-team:${clubId}`,
    () => reads.db.select({ userId: clubTeamMembers.userId, role: clubTeamMembers.role }).from(clubTeamMembers).where(eq(clubTeamMembers.clubId, clubId)),
    () => [`club:${clubId}`],
  );
}

/** The viewer's permissions in the club (owner, then each role they hold). */
export async function permissionsIn(reads: ClubReads, club: Pick<ClubRow, "id" | "ownerUserId">, viewerId: string | null): Promise<ClubPermission[]> {
  if (!viewerId) return [];
  if (club.ownerUserId === viewerId) return clubPermissions({ ownerUserId: club.ownerUserId, team: [] }, viewerId);
  const team = (await clubTeam(reads, club.id)).filter((place) => place.userId === viewerId);
  return clubPermissions({ ownerUserId: club.ownerUserId, team }, viewerId);
}

/**
 * The club by id or slug. Read on every page and call of the area, so through the read cache:
 * a found club until it changes, an unknown key until any club changes (one may take it).
 */
export async function findClubRow(reads: ClubReads, idOrSlug: string): Promise<ClubRow | null> {
  const key = idOrSlug.trim();
  const where = isUuid(key) ? eq(clubs.id, key) : eq(clubs.slug, key.toLowerCase());
  return readThrough(
    reads.cache,
    `club-row:${isUuid(key) ? key : key.toLowerCase()}`,
    async () => (await reads.db.select().from(clubs).where(where))[0] ?? null,
    (club) => (club ? [`club:${club.id}`] : [anyOf("club")]),
  );
}

/** Whether the viewer may see the club: a published one anyone, an unpublished one only those who may work in its manager area. */
export async function isClubVisibleTo(reads: ClubReads, club: Pick<ClubRow, "id" | "ownerUserId" | "published">, viewerId: string | null): Promise<boolean> {
  return club.published || (await permissionsIn(reads, club, viewerId)).includes("VIEW_MANAGER_AREA");
}

/** The club, when the viewer may work in its manager area and holds the permission. */
export async function requireClubPermission(deps: DomainDeps, viewerId: string, idOrSlug: string, permission: ClubPermission): Promise<ClubAccess> {
  const club = await findClubRow(deps, idOrSlug);
  if (!club) throw notFound(m.notFound);
  const permissions = await permissionsIn(deps, club, viewerId);
  if (!permissions.includes("VIEW_MANAGER_AREA")) throw notFound(m.notFound);
  if (!permissions.includes(permission)) throw new DomainError("AUTH_NOT_AUTHORIZED", m.notAllowed);
  return { club, permissions };
}

/** The club, when the user holds the permission in it; null when there is no such club or they do not. */
export async function clubIfPermitted(reads: ClubReads, idOrSlug: string, userId: string, permission: ClubPermission): Promise<ClubRow | null> {
  const club = await findClubRow(reads, idOrSlug);
  return club && (await permissionsIn(reads, club, userId)).includes(permission) ? club : null;
}

/** The club, when the viewer may manage its events; NOT_FOUND otherwise (its event pages answer 404). */
export async function requireClubEventsManager(deps: DomainDeps, viewerId: string, idOrSlug: string): Promise<ClubRow> {
  const club = await clubIfPermitted(deps, idOrSlug, viewerId, "MANAGE_EVENTS");
  if (!club) throw notFound(m.notFound);
  return club;
}

/**
 * Whether the user may manage the club's events (MANAGE_EVENTS): such a manager holds the
 * creator's permissions on every event of the club (api/events/domain/access.ts).
 */
export async function mayManageClubEvents(deps: Pick<DomainDeps, "db" | "cache">, clubId: string, userId: string): Promise<boolean> {
  return (await clubEventManagers(deps, clubId)).includes(userId);
}

/**
 * The users who may manage the club's events: its owner and the team members whose roles
 * hold MANAGE_EVENTS. Asked on every signed-in page of a club's event; the club and its team
 * come from the read cache (migration 0027 announces changes to both).
 */
export async function clubEventManagers(deps: ClubReads, clubId: string): Promise<readonly string[]> {
  const club = await findClubRow(deps, clubId);
  if (!club) return [];
  const team = await clubTeam(deps, clubId);
  const managers = team.filter((member) => CLUB_ROLE_PERMISSIONS[member.role].includes("MANAGE_EVENTS")).map((member) => member.userId);
  return [...new Set([club.ownerUserId, ...managers])];
}

/** The user's team and collaborator roles in each of the given clubs (one query for a page of clubs). */
export async function rolesInClubs(db: Database, clubIds: readonly string[], userId: string): Promise<Map<string, ClubRole[]>> {
  const roles = new Map<string, ClubRole[]>();
  const ids = [...new Set(clubIds)];
  if (ids.length === 0) return roles;
  const rows = await db
    .select({ clubId: clubTeamMembers.clubId, role: clubTeamMembers.role })
    .from(clubTeamMembers)
    .where(and(inArray(clubTeamMembers.clubId, ids), eq(clubTeamMembers.userId, userId)));
  for (const row of rows) roles.set(row.clubId, [...(roles.get(row.clubId) ?? []), row.role]);
  return roles;
}

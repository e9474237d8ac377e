// Who issues a badge and who may manage it: the issuing club, through the clubs area's own
// permissions (docs/decisions/0028): its owner, ADMIN and REWARD_MANAGER hold MANAGE_REWARDS.
import type { Database } from "../../db/client.js";
import type { AchievementRow } from "../db.js";
import { clubIfPermitted, findClubRow, isClubVisibleTo, requireClubPermission, type ClubReads } from "../../clubs/domain/access.js";
import { isUuid } from "../../kernel/ids.js";
import type { DomainDeps } from "../../kernel/deps.js";
import { DomainError, notFound } from "../../kernel/errors.js";
import { achievementMessages as m } from "../../../contract/rewards/messages.js";

export interface AchievementIssuer {
  id: string;
  name: string;
  slug: string;
}

/** Whether the user holds the club's reward rights. */
export async function mayManageClubAchievements(reads: ClubReads, clubId: string, userId: string): Promise<boolean> {
  return (await clubIfPermitted(reads, clubId, userId, "MANAGE_REWARDS")) !== null;
}

/**
 * A club's badges follow the club's visibility: NOT_FOUND (as the club itself answers) when
 * there is no such club or it is unpublished and the viewer may not work in its manager area.
 */
export async function requireVisibleClub(reads: ClubReads, clubId: string, viewerId: string | null): Promise<void> {
  if (!(await isVisibleClub(reads, clubId, viewerId))) throw notFound(m.clubNotFound);
}

export async function isVisibleClub(reads: ClubReads, clubId: string, viewerId: string | null): Promise<boolean> {
  const club = isUuid(clubId) ? await findClubRow(reads, clubId) : null;
  return club !== null && (await isClubVisibleTo(reads, club, viewerId));
}

/** The club's reward rights, or its refusal: NOT_FOUND to a stranger, AUTH_NOT_AUTHORIZED to a team member without them. */
export async function assertMayManageClubAchievements(deps: DomainDeps, clubId: string, userId: string): Promise<void> {
  await requireClubPermission(deps, userId, clubId, "MANAGE_REWARDS");
}

/** The club for one who holds its reward rights; NOT_FOUND for anyone else (its manager pages answer 404). */
export async function findRewardClub(deps: DomainDeps, clubId: string, userId: string): Promise<AchievementIssuer> {
  const club = await clubIfPermitted(deps, clubId, userId, "MANAGE_REWARDS");
  if (!club) throw notFound(m.clubNotFound);
  return { id: club.id, name: club.name, slug: club.slug };
}

/** The badge's club's reward rights; a badge without a club is managed by nobody. */
export async function assertMayManageAchievement(reads: ClubReads, achievement: AchievementRow, userId: string): Promise<void> {
  if (achievement.clubId && (await mayManageClubAchievements(reads, achievement.clubId, userId))) return;
  // A hidden badge is not revealed to those who may not manage it.
  if (achievement.isHidden) throw notFound(m.notFound);
  throw new DomainError("AUTH_NOT_AUTHORIZED", m.notAllowed);
}

/** Clubs by id, for presenting badges (each from the read cache, as the clubs area reads them). */
export async function clubsByIds(reads: ClubReads, ids: readonly string[]): Promise<Map<string, AchievementIssuer>> {
  const rows = await Promise.all([...new Set(ids)].map((id) => findClubRow(reads, id)));
  return new Map(rows.filter((row) => row !== null).map((row) => [row.id, { id: row.id, name: row.name, slug: row.slug }]));
}

/** The club that issued the badge, as its notification names it. */
export async function issuerOf(db: Database, achievement: AchievementRow): Promise<AchievementIssuer> {
  const club = achievement.clubId ? (await clubsByIds({ db }, [achievement.clubId])).get(achievement.clubId) : undefined;
  if (!club) throw notFound(m.notFound);
  return club;
}

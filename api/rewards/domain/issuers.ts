// Who issues a badge and who may manage it (spec 3 §1: badges issued by a pie or a club). A
// club's badges follow the clubs area's own permissions (docs/decisions/0028): its owner, ADMIN
// and REWARD_MANAGER hold MANAGE_REWARDS. A pie's badges are managed by its team members holding
// CAN_SEND_ACHIEVEMENTS and seen, hidden ones too, by those holding CAN_VIEW_ACHIEVEMENTS (ADR 0073's table).
import type { Database } from "../../db/client.js";
import type { AchievementRow } from "../db.js";
import type { PieRow } from "../../pies/db.js";
import { findPieRow, permissionsOn } from "../../pies/domain/access.js";
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
 * Whether the user may create, change, award and delete the pie's badges: its owner and the
 * moderators whose roles hold CAN_SEND_ACHIEVEMENTS (contract/pies/permissions.ts).
 */
export async function mayManagePieAchievements(db: Database, pie: Pick<PieRow, "id" | "createdBy">, userId: string | null): Promise<boolean> {
  return (await permissionsOn(db, pie, userId)).includes("CAN_SEND_ACHIEVEMENTS");
}

/** Whether the user may see all of the pie's badges, hidden ones too: CAN_VIEW_ACHIEVEMENTS (every moderator) or the right to manage them. */
export async function mayViewPieAchievements(db: Database, pie: Pick<PieRow, "id" | "createdBy">, userId: string | null): Promise<boolean> {
  const permissions = await permissionsOn(db, pie, userId);
  return permissions.includes("CAN_VIEW_ACHIEVEMENTS") || permissions.includes("CAN_SEND_ACHIEVEMENTS");
}

/** A pie shows to everyone once created (PENDING or ACTIVE, as the pie area answers); a draft only to its owner. */
function isPieVisibleTo(pie: Pick<PieRow, "operationalState" | "createdBy">, viewerId: string | null): boolean {
  return pie.operationalState !== "DRAFT" || pie.createdBy === viewerId;
}

async function pieRowById(db: Database, pieId: string): Promise<PieRow | null> {
  return isUuid(pieId) ? findPieRow(db, pieId) : null;
}

/** Whether the user may manage the badge: its club's reward rights, or its pie's. */
export async function mayManageAchievement(reads: ClubReads, achievement: Pick<AchievementRow, "clubId" | "pieId">, userId: string | null): Promise<boolean> {
  if (!userId) return false;
  if (achievement.clubId) return mayManageClubAchievements(reads, achievement.clubId, userId);
  const pie = achievement.pieId ? await pieRowById(reads.db, achievement.pieId) : null;
  return pie !== null && (await mayManagePieAchievements(reads.db, pie, userId));
}

/** Whether the user may see the badge even when hidden: its club's reward rights, or its pie's CAN_VIEW_ACHIEVEMENTS. */
export async function maySeeHiddenAchievement(reads: ClubReads, achievement: Pick<AchievementRow, "clubId" | "pieId">, userId: string | null): Promise<boolean> {
  if (!userId) return false;
  if (achievement.clubId) return mayManageClubAchievements(reads, achievement.clubId, userId);
  const pie = achievement.pieId ? await pieRowById(reads.db, achievement.pieId) : null;
  return pie !== null && (await mayViewPieAchievements(reads.db, pie, userId));
}

/**
 * A club's badges follow the club's visibility: hidden (NOT_FOUND, as the club itself answers)
 * when there is no such club or it is unpublished and the viewer may not work in its manager area.
 */
export async function isVisibleClub(reads: ClubReads, clubId: string, viewerId: string | null): Promise<boolean> {
  const club = isUuid(clubId) ? await findClubRow(reads, clubId) : null;
  return club !== null && (await isClubVisibleTo(reads, club, viewerId));
}

/** The pie by id or slug when the viewer may see it; NOT_FOUND otherwise. */
export async function requireVisiblePie(db: Database, pieIdOrSlug: string, viewerId: string | null): Promise<PieRow> {
  const pie = await findPieRow(db, pieIdOrSlug);
  if (!pie || !isPieVisibleTo(pie, viewerId)) throw notFound(m.pieNotFound);
  return pie;
}

/** Whether the viewer may see the badge's issuer (an unpublished club's or a draft pie's badges are its managers' only). */
export async function isVisibleIssuer(reads: ClubReads, achievement: Pick<AchievementRow, "clubId" | "pieId">, viewerId: string | null): Promise<boolean> {
  if (achievement.clubId) return isVisibleClub(reads, achievement.clubId, viewerId);
  const pie = achievement.pieId ? await pieRowById(reads.db, achievement.pieId) : null;
  return pie !== null && isPieVisibleTo(pie, viewerId);
}

/** The club's reward rights, or its refusal: NOT_FOUND to a stranger, AUTH_NOT_AUTHORIZED to a team member without them. */
export async function assertMayManageClubAchievements(deps: DomainDeps, clubId: string, userId: string): Promise<void> {
  await requireClubPermission(deps, userId, clubId, "MANAGE_REWARDS");
}

/** The pie's badge rights, or the pie area's refusal: NOT_FOUND when the pie is not the viewer's to see, AUTH_NOT_AUTHORIZED when it is. */
export async function assertMayManagePieAchievements(db: Database, pieId: string, userId: string): Promise<PieRow> {
  const pie = await requireVisiblePie(db, pieId, userId);
  if (!(await mayManagePieAchievements(db, pie, userId))) throw new DomainError("AUTH_NOT_AUTHORIZED", m.notAllowedPie);
  return pie;
}

/** The club for one who holds its reward rights; NOT_FOUND for anyone else (its manager pages answer 404). */
export async function findRewardClub(deps: DomainDeps, clubId: string, userId: string): Promise<AchievementIssuer> {
  const club = await clubIfPermitted(deps, clubId, userId, "MANAGE_REWARDS");
  if (!club) throw notFound(m.clubNotFound);
  return { id: club.id, name: club.name, slug: club.slug };
}

/** The badge's issuer's rights; a hidden badge is not revealed to those without them. */
export async function assertMayManageAchievement(reads: ClubReads, achievement: AchievementRow, userId: string): Promise<void> {
  if (await mayManageAchievement(reads, achievement, userId)) return;
  if (achievement.isHidden && !(await maySeeHiddenAchievement(reads, achievement, userId))) throw notFound(m.notFound);
  throw new DomainError("AUTH_NOT_AUTHORIZED", achievement.pieId ? m.notAllowedPie : m.notAllowed);
}

/** Clubs by id, for presenting badges (each from the read cache, as the clubs area reads them). */
export async function clubsByIds(reads: ClubReads, ids: readonly string[]): Promise<Map<string, AchievementIssuer>> {
  const rows = await Promise.all([...new Set(ids)].map((id) => findClubRow(reads, id)));
  return new Map(rows.filter((row) => row !== null).map((row) => [row.id, { id: row.id, name: row.name, slug: row.slug }]));
}

/** Pies by id, with the owner, for presenting badges (a pie's slug is its id until its Details step is saved). */
export async function piesByIds(db: Database, ids: readonly string[]): Promise<Map<string, AchievementIssuer & { ownerUserId: string }>> {
  const rows = await Promise.all([...new Set(ids)].map((id) => pieRowById(db, id)));
  return new Map(rows.filter((row) => row !== null).map((row) => [row.id, { id: row.id, name: row.displayName ?? "", slug: row.slug ?? row.id, ownerUserId: row.createdBy }]));
}

/** The club or pie that issued the badge, as its notification names it. */
export async function issuerOf(db: Database, achievement: AchievementRow): Promise<{ club: AchievementIssuer } | { pie: AchievementIssuer }> {
  if (achievement.clubId) {
    const club = (await clubsByIds({ db }, [achievement.clubId])).get(achievement.clubId);
    if (club) return { club };
  } else if (achievement.pieId) {
    const pie = (await piesByIds(db, [achievement.pieId])).get(achievement.pieId);
    if (pie) return { pie: { id: pie.id, name: pie.name, slug: pie.slug } };
  }
  throw notFound(m.notFound);
}

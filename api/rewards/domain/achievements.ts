// Achievements (spec 3 §3, §7): reading one by id or by slug, a club's or a pie's list, and
// creating, changing and deleting them, by the issuer's managers (./issuers.ts).
import { slugFromTitle } from "../../kernel/slugs.js";
import { and, desc, eq } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../db/client.js";
import { achievements, type AchievementRow } from "../db.js";
import { pieRewards } from "../pie-rewards/db.js";
import type { DomainDeps } from "../../kernel/deps.js";
import { badUserInput, conflict, notFound } from "../../kernel/errors.js";
import { isUuid } from "../../kernel/ids.js";
import { parseInput } from "../../kernel/validation.js";
import { ownImage } from "../../media/domain/images.js";
import {
  assertMayManageAchievement,
  assertMayManageClubAchievements,
  assertMayManagePieAchievements,
  isVisibleIssuer,
  mayManageClubAchievements,
  maySeeHiddenAchievement,
  mayViewPieAchievements,
  requireVisiblePie,
} from "./issuers.js";
import { findClubRow, isClubVisibleTo, type ClubReads } from "../../clubs/domain/access.js";
import { readThrough } from "../../cache/read-cache.js";
import {
  ACHIEVEMENT_BIO_MAX,
  ACHIEVEMENT_CATEGORIES,
  ACHIEVEMENT_CONDITION_KINDS,
  ACHIEVEMENT_CONDITION_MAX_EVENTS,
  ACHIEVEMENT_MAX_SUPPLY,
  ACHIEVEMENT_NAME_MAX,
  ACHIEVEMENT_PAGE_SIZE,
  ACHIEVEMENT_STATUSES,
  ACHIEVEMENT_TIERS,
  achievementMessages as m,
} from "../../../contract/rewards/messages.js";

export async function findAchievement(db: Database, achievementId: string): Promise<AchievementRow> {
  if (!isUuid(achievementId)) throw notFound(m.notFound);
  const [row] = await db.select().from(achievements).where(eq(achievements.id, achievementId));
  if (!row) throw notFound(m.notFound);
  return row;
}

/** A badge's issuer must be one the viewer may see (an unpublished club's or a draft pie's badges are its managers' only). */
async function requireVisibleIssuer(db: Database, row: AchievementRow, viewerId: string | null): Promise<AchievementRow> {
  if (!(await isVisibleIssuer({ db }, row, viewerId))) throw notFound(m.notFound);
  return row;
}

/**
 * A badge's public page, by slug or id: a hidden one only for the club's reward managers (they
 * check it before showing it), none of a club the viewer may not see.
 */
export async function findPublicAchievement(db: Database, slugOrId: string, viewerId: string | null): Promise<AchievementRow> {
  const key = slugOrId.trim().toLowerCase();
  const [row] = await db
    .select()
    .from(achievements)
    .where(isUuid(key) ? eq(achievements.id, key) : eq(achievements.slug, key));
  if (!row) throw notFound(m.notFound);
  if (row.isHidden && !(await maySeeHiddenAchievement({ db }, row, viewerId))) throw notFound(m.notFound);
  return requireVisibleIssuer(db, row, viewerId);
}

/** A badge by id for a viewer: a hidden one only for its managers; none of a club or pie the viewer may not see. */
export async function findAchievementForViewer(db: Database, achievementId: string, viewerId: string | null): Promise<AchievementRow> {
  const row = await findAchievement(db, achievementId);
  if (row.isHidden && !(await maySeeHiddenAchievement({ db }, row, viewerId))) throw notFound(m.notFound);
  return requireVisibleIssuer(db, row, viewerId);
}

/**
 * A club's achievements (the club by id or slug), newest first: all of them for its reward
 * managers, the visible ones for others. NOT_FOUND, as the club answers, for an unknown club or
 * one the viewer may not see.
 */
export async function listClubAchievements(reads: ClubReads, clubIdOrSlug: string, viewerId: string | null, first = ACHIEVEMENT_PAGE_SIZE): Promise<readonly AchievementRow[]> {
  const club = await findClubRow(reads, clubIdOrSlug);
  if (!club || !(await isClubVisibleTo(reads, club, viewerId))) throw notFound(m.clubNotFound);
  const manager = viewerId ? await mayManageClubAchievements(reads, club.id, viewerId) : false;
  const limit = Math.min(Math.max(first, 1), ACHIEVEMENT_PAGE_SIZE);
  // Read on every visit of the club page: kept in the read cache until one of the club's
  // badges changes (migration 0059 announces 'club-achievements:<club id>').
  return readThrough(
    reads.cache,
    `club-achievements:${club.id}:${manager ? "all" : "visible"}:${limit}`,
    () =>
      reads.db
        .select()
        .from(achievements)
        .where(manager ? eq(achievements.clubId, club.id) : and(eq(achievements.clubId, club.id), eq(achievements.isHidden, false)))
        .orderBy(desc(achievements.createdAt), desc(achievements.id))
        .limit(limit),
    () => [`club-achievements:${club.id}`],
  );
}

/**
 * A pie's achievements, newest first: all of them for its team (CAN_VIEW_ACHIEVEMENTS), the visible ones for others.
 * NOT_FOUND for an unknown pie or a draft the viewer does not own.
 */
export async function listPieAchievements(db: Database, pieIdOrSlug: string, viewerId: string | null, first = ACHIEVEMENT_PAGE_SIZE): Promise<AchievementRow[]> {
  const pie = await requireVisiblePie(db, pieIdOrSlug, viewerId);
  const manager = await mayViewPieAchievements(db, pie, viewerId);
  return db
    .select()
    .from(achievements)
    .where(manager ? eq(achievements.pieId, pie.id) : and(eq(achievements.pieId, pie.id), eq(achievements.isHidden, false)))
    .orderBy(desc(achievements.createdAt), desc(achievements.id))
    .limit(Math.min(Math.max(first, 1), ACHIEVEMENT_PAGE_SIZE));
}

const optionalDate = z.iso.datetime({ offset: true }).nullish().transform((value) => (value ? new Date(value) : null));
const achievementInput = z
  .object({
    displayName: z.string().trim().min(1, m.nameRequired).max(ACHIEVEMENT_NAME_MAX, m.nameTooLong),
    bio: z.string().trim().max(ACHIEVEMENT_BIO_MAX, m.bioTooLong).nullish(),
    category: z.enum(ACHIEVEMENT_CATEGORIES, { error: m.categoryRequired }),
    tier: z.enum(ACHIEVEMENT_TIERS, { error: m.tierRequired }).nullish(),
    status: z.enum(ACHIEVEMENT_STATUSES).nullish(),
    isHidden: z.boolean().nullish(),
    activeFromUtc: optionalDate,
    activeToUtc: optionalDate,
    maxSupply: z.number({ error: m.maxSupplyInvalid }).int(m.maxSupplyInvalid).min(1, m.maxSupplyInvalid).max(ACHIEVEMENT_MAX_SUPPLY, m.maxSupplyInvalid).nullish(),
    imageId: z.string().nullish(),
    condition: z
      .object({
        kind: z.enum(ACHIEVEMENT_CONDITION_KINDS),
        count: z.number({ error: m.conditionEventsInvalid }).int(m.conditionEventsInvalid).min(1, m.conditionEventsInvalid).max(ACHIEVEMENT_CONDITION_MAX_EVENTS, m.conditionEventsInvalid),
      })
      .nullish(),
  })
  .superRefine((value, ctx) => {
    if (value.category === "TIER" && !value.tier) ctx.addIssue({ code: "custom", path: ["tier"], message: m.tierRequired });
    if (value.activeFromUtc && value.activeToUtc && value.activeToUtc <= value.activeFromUtc)
      ctx.addIssue({ code: "custom", path: ["activeToUtc"], message: m.windowInvalid });
  });
export type AchievementInput = z.input<typeof achievementInput>;

/** A URL name from the badge's name, with a short random tail. */
export const achievementSlug = (displayName: string): string => slugFromTitle(displayName, "badge");

async function columnsOf(deps: DomainDeps, viewerId: string, input: AchievementInput, issuer: { pieId: string | null }) {
  const value = parseInput(achievementInput, input);
  // Check-ins at the club's events are the only condition; a pie has no events to count.
  if (issuer.pieId && value.condition) throw badUserInput(m.conditionClubOnly, { condition: m.conditionClubOnly });
  // Only an image the manager uploaded themselves may become the badge's picture.
  const image = value.imageId ? await ownImage(deps, viewerId, value.imageId) : null;
  return {
    displayName: value.displayName,
    bio: value.bio || null,
    category: value.category,
    tier: value.category === "TIER" ? (value.tier ?? null) : null,
    ...(value.status ? { status: value.status } : {}),
    ...(value.isHidden != null ? { isHidden: value.isHidden } : {}),
    activeFrom: value.activeFromUtc,
    activeTo: value.activeToUtc,
    maxSupply: value.maxSupply ?? null,
    conditionKind: value.condition?.kind ?? null,
    conditionCount: value.condition?.count ?? null,
    ...(image ? { avatarImageId: image.id } : {}),
  };
}

/** Who issues a new badge: a club or a pie, exactly one. */
export type NewAchievementIssuer = { clubId?: string | null; pieId?: string | null };

/** A new badge of the club (by one of its reward managers) or of the pie (by its team's CAN_SEND_ACHIEVEMENTS). */
export async function createAchievement(deps: DomainDeps, viewerId: string, issuer: NewAchievementIssuer, input: AchievementInput): Promise<AchievementRow> {
  if (Boolean(issuer.clubId) === Boolean(issuer.pieId)) throw badUserInput(m.issuerRequired);
  let owner: { clubId: string | null; pieId: string | null };
  if (issuer.clubId) {
    await assertMayManageClubAchievements(deps, issuer.clubId, viewerId);
    owner = { clubId: issuer.clubId, pieId: null };
  } else {
    owner = { clubId: null, pieId: (await assertMayManagePieAchievements(deps.db, issuer.pieId!, viewerId)).id };
  }
  const columns = await columnsOf(deps, viewerId, input, owner);
  for (let attempt = 0; ; attempt++) {
    try {
      const [row] = await deps.db
        .insert(achievements)
        .values({ ...columns, slug: achievementSlug(columns.displayName), ...owner, ownerUserId: viewerId, createdAt: deps.clock(), updatedAt: deps.clock() })
        .returning();
      return row!;
    } catch (error) {
      // The random tail makes a clash unlikely; the unique index makes one impossible, and a retry takes a new tail.
      if (attempt < 2 && isUniqueViolation(error)) continue;
      throw error;
    }
  }
}

/**
 * Who may upload a badge's picture (docs/decisions/0086): for a badge, its managers; for a new
 * one, those who may create it for the club or pie. Asked again when the upload is completed.
 */
export async function assertMayPictureAchievement(deps: DomainDeps, viewerId: string, target: NewAchievementIssuer & { achievementId?: string | null }): Promise<void> {
  if ([target.clubId, target.pieId, target.achievementId].filter(Boolean).length !== 1) throw badUserInput(m.issuerRequired);
  if (target.achievementId) return assertMayManageAchievement(deps, await findAchievement(deps.db, target.achievementId), viewerId);
  if (target.clubId) return assertMayManageClubAchievements(deps, target.clubId, viewerId);
  await assertMayManagePieAchievements(deps.db, target.pieId!, viewerId);
}

/** Changes a badge; its supply cannot drop below the badges already given. */
export async function updateAchievement(deps: DomainDeps, viewerId: string, achievementId: string, input: AchievementInput): Promise<AchievementRow> {
  const existing = await findAchievement(deps.db, achievementId);
  await assertMayManageAchievement(deps, existing, viewerId);
  const columns = await columnsOf(deps, viewerId, input, existing);
  if (columns.maxSupply !== null && columns.maxSupply < existing.awardedCount) throw badUserInput(m.maxSupplyBelowAwarded, { maxSupply: m.maxSupplyBelowAwarded });
  try {
    const [row] = await deps.db
      .update(achievements)
      .set({ ...columns, updatedAt: deps.clock() })
      .where(eq(achievements.id, existing.id))
      .returning();
    return row!;
  } catch (error) {
    // An award raised the count past the new supply meanwhile (the table's check).
    if ((error as { cause?: { code?: string } })?.cause?.code === "23514") throw badUserInput(m.maxSupplyBelowAwarded, { maxSupply: m.maxSupplyBelowAwarded });
    throw error;
  }
}

/**
 * Deletes a badge nobody holds. Once awarded it stays (members were told they received it): its
 * managers set it COMPLETE instead. The count is checked in the delete itself, so an award at the
 * same moment either comes first (and the delete is refused) or finds no badge.
 */
export async function deleteAchievement(deps: DomainDeps, viewerId: string, achievementId: string): Promise<AchievementRow> {
  const existing = await findAchievement(deps.db, achievementId);
  await assertMayManageAchievement(deps, existing, viewerId);
  const [deleted] = await deps.db
    .delete(achievements)
    .where(and(eq(achievements.id, existing.id), eq(achievements.awardedCount, 0)))
    .returning({ id: achievements.id });
  if (!deleted) throw conflict(m.deleteAwarded);
  return existing;
}

function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } })?.cause;
  return (error as { code?: string })?.code === "23505" || cause?.code === "23505";
}

/**
 * The pie rewards whose winners receive the badge (spec 3 §3 claimedByRewards): the rewards of
 * the badge's own pie naming it as their bonus badge, hidden ones only for its managers.
 */
export async function rewardsClaiming(db: Database, achievement: { achievementId: string; pieId: string | null }, includeHidden: boolean) {
  if (!achievement.pieId) return [];
  return db
    .select({ rewardId: pieRewards.id, pieId: pieRewards.pieId, displayName: pieRewards.displayName, slug: pieRewards.slug })
    .from(pieRewards)
    .where(
      and(
        eq(pieRewards.bonusAchievementId, achievement.achievementId),
        eq(pieRewards.pieId, achievement.pieId),
        ...(includeHidden ? [] : [eq(pieRewards.isHidden, false)]),
      ),
    )
    .orderBy(desc(pieRewards.createdAt))
    .limit(ACHIEVEMENT_PAGE_SIZE);
}

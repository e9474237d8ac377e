// A pie's rewards (spec 3 §3 Reward, §6 CAN_CREATE_REWARDS and CAN_MODIFY_EXISTING_REWARDS;
// ADR 0072): created and changed by the pie's team, read by anyone while the pie is active and
// the reward not hidden.
import { and, desc, eq, inArray } from "drizzle-orm";
import type { Database } from "../../../db/client.js";
import type { DomainDeps } from "../../../kernel/deps.js";
import { badUserInput, conflict, notFound } from "../../../kernel/errors.js";
import { isUuid } from "../../../kernel/ids.js";
import { slugFromTitle } from "../../../kernel/slugs.js";
import { findPieRow, permissionsOn, requirePiePermission } from "../../../pies/domain/access.js";
import { pies, type PieRow } from "../../../pies/db.js";
import { achievements } from "../../db.js";
import { mediaImages } from "../../../media/db.js";
import { validatePdfWatermark } from "../../../events/disclosure/domain/watermark-check.js";
import {
  MAX_BOOST_EXTRA_ENTRIES,
  MAX_WINNERS_LIMIT,
  MAX_WINNING_BOOSTS,
  rewardMessages as m,
  type GeoUnit,
  type RedeemType,
  type RewardCategory,
  type RewardDelivery,
  type RewardStatus,
  type RewardType,
} from "../../../../contract/rewards/pie-rewards.js";
import { pieRewards, type PieRewardRow, type WinningBoost } from "../db.js";
import type { RewardConditions } from "./eligibility.js";

export interface RewardInput {
  displayName: string;
  slug?: string | null;
  bio?: string | null;
  type: RewardType;
  delivery: RewardDelivery;
  category: RewardCategory;
  status?: RewardStatus | null;
  isHidden?: boolean | null;
  notes?: string | null;
  redeemType?: RedeemType | null;
  redeemCode?: string | null;
  redeemDescription?: string | null;
  ageLimit?: number | null;
  maxWinners: number;
  expiresAt?: Date | null;
  startDate?: Date | null;
  endDate?: Date | null;
  ownedSlices?: { amount: number; from?: Date | null; to?: Date | null } | null;
  achievementIds?: string[] | null;
  requireAllAchievements?: boolean | null;
  geo?: { address?: string | null; latitude: number; longitude: number; radius: number; unit: GeoUnit } | null;
  needNewSlices?: boolean | null;
  canShareByParticipants?: boolean | null;
  bonusAchievementId?: string | null;
  privacyPolicy?: { title: string; content: string; fileUrl?: string | null } | null;
  /** A stored image (POST /api/media/images); null: the default reward image. */
  avatarImageId?: string | null;
  winningBoosts?: { slices?: number | null; achievementId?: string | null; extraEntries: number }[] | null;
}

/** What checking a reward's input needs: the database, and the site's address for the privacy file's watermark check. */
export type RewardDeps = DomainDeps & { publicUrl: string };

/** The boosts as stored, or the field's message. */
function checkedBoosts(input: RewardInput): { boosts: WinningBoost[]; error: string | null } {
  const given = input.winningBoosts ?? [];
  if (given.length === 0) return { boosts: [], error: null };
  if (input.type !== "DRAW") return { boosts: [], error: m.boostsOnlyForDraws };
  if (given.length > MAX_WINNING_BOOSTS) return { boosts: [], error: m.boostsTooMany };
  const boosts: WinningBoost[] = [];
  for (const boost of given) {
    if (!Number.isInteger(boost.extraEntries) || boost.extraEntries < 1 || boost.extraEntries > MAX_BOOST_EXTRA_ENTRIES) return { boosts: [], error: m.boostExtraRange };
    const bySlices = boost.slices != null;
    if (bySlices === Boolean(boost.achievementId)) return { boosts: [], error: m.boostIncomplete };
    if (bySlices) {
      if (!Number.isInteger(boost.slices) || boost.slices! < 1 || boost.slices! > 1_000_000_000) return { boosts: [], error: m.boostSlicesRange };
      boosts.push({ slices: boost.slices!, achievementId: null, extraEntries: boost.extraEntries });
    } else boosts.push({ slices: null, achievementId: boost.achievementId!, extraEntries: boost.extraEntries });
  }
  return { boosts, error: null };
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The input checked field by field (the web form checks the same first). */
async function validated(deps: RewardDeps, input: RewardInput): Promise<Omit<typeof pieRewards.$inferInsert, "pieId" | "createdBy" | "slug"> & { slug: string | null }> {
  const { db } = deps;
  const fields: Record<string, string> = {};
  const displayName = input.displayName.trim();
  if (!displayName) fields.displayName = m.nameRequired;
  else if (displayName.length > 80) fields.displayName = m.nameTooLong;
  const slug = input.slug?.trim().toLowerCase() || null;
  if (slug && (!SLUG.test(slug) || slug.length > 60)) fields.slug = "Lower-case letters, digits and hyphens, at most 60";
  if (!Number.isInteger(input.maxWinners) || input.maxWinners < 1 || input.maxWinners > MAX_WINNERS_LIMIT) fields.maxWinners = m.maxWinnersRange;
  if (input.ageLimit != null && (!Number.isInteger(input.ageLimit) || input.ageLimit < 1 || input.ageLimit > 120)) fields.ageLimit = m.ageLimitRange;
  if (input.ownedSlices && (!Number.isInteger(input.ownedSlices.amount) || input.ownedSlices.amount < 1 || input.ownedSlices.amount > 1_000_000_000)) {
    fields.ownedSlices = m.slicesRange;
  }
  if (input.startDate && input.endDate && input.endDate <= input.startDate) fields.endDate = m.datesOrder;
  if (input.ownedSlices?.from && input.ownedSlices.to && input.ownedSlices.to <= input.ownedSlices.from) fields.ownedSlicesTo = m.datesOrder;
  const geo = input.geo;
  if (geo && (Math.abs(geo.latitude) > 90 || Math.abs(geo.longitude) > 180 || !(geo.radius > 0))) fields.geo = m.geoIncomplete;
  if (input.privacyPolicy && (!input.privacyPolicy.title.trim() || !input.privacyPolicy.content.trim())) fields.privacyPolicy = m.privacyTitleRequired;
  const fileUrl = input.privacyPolicy?.fileUrl?.trim() || null;
  if (fileUrl) {
    // Spec 3 §5: the policy's PDF must be one stored here and carry our watermark.
    const check = await validatePdfWatermark(deps, fileUrl);
    if (!check.isValid) fields.privacyFile = check.errorMessage ?? m.privacyFileWithoutPolicy;
  }
  if (input.avatarImageId) {
    const found = isUuid(input.avatarImageId) ? await db.select({ id: mediaImages.id }).from(mediaImages).where(eq(mediaImages.id, input.avatarImageId)) : [];
    if (found.length === 0) fields.avatar = m.avatarMissing;
  }
  const { boosts, error: boostError } = checkedBoosts(input);
  if (boostError) fields.winningBoosts = boostError;
  const achievementIds = [...new Set(input.achievementIds ?? [])];
  const badgeIds = [...achievementIds, ...(input.bonusAchievementId ? [input.bonusAchievementId] : []), ...boosts.flatMap((boost) => (boost.achievementId ? [boost.achievementId] : []))];
  if (badgeIds.some((id) => !isUuid(id))) fields.achievementIds = "Choose existing badges";
  else if (badgeIds.length > 0) {
    const found = await db.select({ id: achievements.id }).from(achievements).where(inArray(achievements.id, badgeIds));
    if (found.length !== new Set(badgeIds).size) fields.achievementIds = "Choose existing badges";
  }
  if (Object.keys(fields).length > 0) throw badUserInput(Object.values(fields)[0]!, fields);
  const conditions: RewardConditions = {
    ownedSlices: input.ownedSlices
      ? { amount: input.ownedSlices.amount, from: input.ownedSlices.from?.toISOString() ?? null, to: input.ownedSlices.to?.toISOString() ?? null }
      : null,
    achievementIds,
    requireAllAchievements: input.requireAllAchievements ?? false,
    geo: geo ? { address: geo.address?.trim() || null, latitude: geo.latitude, longitude: geo.longitude, radius: geo.radius, unit: geo.unit } : null,
  };
  const text = (value: string | null | undefined) => value?.trim() || null;
  return {
    slug,
    displayName,
    bio: text(input.bio),
    type: input.type,
    delivery: input.delivery,
    category: input.category,
    status: input.status ?? "OPEN",
    isHidden: input.isHidden ?? false,
    notes: text(input.notes),
    redeemType: input.redeemType ?? null,
    redeemCode: text(input.redeemCode),
    redeemDescription: text(input.redeemDescription),
    ageLimit: input.ageLimit ?? null,
    maxWinners: input.maxWinners,
    expiresAt: input.expiresAt ?? null,
    startDate: input.startDate ?? null,
    endDate: input.endDate ?? null,
    conditions,
    needNewSlices: input.needNewSlices ?? false,
    canShareByParticipants: input.canShareByParticipants ?? false,
    bonusAchievementId: input.bonusAchievementId ?? null,
    privacyPolicy: input.privacyPolicy ? { title: input.privacyPolicy.title.trim(), content: input.privacyPolicy.content.trim(), fileUrl } : null,
    avatarImageId: input.avatarImageId || null,
    winningBoosts: boosts,
  };
}

function isSlugClash(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string; constraint?: string } }).cause ?? (error as { code?: string; constraint?: string });
  return cause?.code === "23505";
}

export async function createReward(deps: RewardDeps, viewerId: string, pieId: string, input: RewardInput): Promise<PieRewardRow> {
  const pie = await requirePiePermission(deps, viewerId, pieId, "CAN_CREATE_REWARDS");
  const values = await validated(deps, input);
  const now = deps.clock();
  try {
    const [row] = await deps.db
      .insert(pieRewards)
      .values({ ...values, slug: values.slug ?? slugFromTitle(values.displayName, "reward"), pieId: pie.id, createdBy: viewerId, createdAt: now, updatedAt: now })
      .returning();
    return row!;
  } catch (error) {
    if (isSlugClash(error)) throw conflict(m.slugTaken, { slug: m.slugTaken });
    throw error;
  }
}

export async function updateReward(deps: RewardDeps, viewerId: string, rewardId: string, input: RewardInput): Promise<PieRewardRow> {
  const reward = await findRewardRow(deps.db, rewardId);
  if (!reward) throw notFound(m.notFound);
  await requirePiePermission(deps, viewerId, reward.pieId, "CAN_MODIFY_EXISTING_REWARDS");
  const values = await validated(deps, input);
  try {
    const [row] = await deps.db
      .update(pieRewards)
      .set({ ...values, slug: values.slug ?? reward.slug, updatedAt: deps.clock() })
      .where(eq(pieRewards.id, reward.id))
      .returning();
    return row!;
  } catch (error) {
    if (isSlugClash(error)) throw conflict(m.slugTaken, { slug: m.slugTaken });
    throw error;
  }
}

export async function findRewardRow(db: Database, rewardId: string): Promise<PieRewardRow | null> {
  if (!isUuid(rewardId)) return null;
  const [row] = await db.select().from(pieRewards).where(eq(pieRewards.id, rewardId));
  return row ?? null;
}

/** Whether the viewer is on the pie's team (any permission on it). */
export async function onPieTeam(db: Database, pie: Pick<PieRow, "id" | "createdBy">, viewerId: string | null): Promise<boolean> {
  return (await permissionsOn(db, pie, viewerId)).length > 0;
}

/** A reward as the viewer may see it: NOT_FOUND for an unknown one, one of a pie not active, or a hidden one (except to the pie's team). */
export async function findVisibleReward(db: Database, pieIdOrSlug: string, rewardIdOrSlug: string, viewerId: string | null): Promise<{ reward: PieRewardRow; pie: PieRow; team: boolean }> {
  const pie = await findPieRow(db, pieIdOrSlug);
  if (!pie) throw notFound(m.notFound);
  const key = rewardIdOrSlug.trim().toLowerCase();
  const [reward] = await db
    .select()
    .from(pieRewards)
    .where(and(eq(pieRewards.pieId, pie.id), isUuid(key) ? eq(pieRewards.id, key) : eq(pieRewards.slug, key)));
  if (!reward) throw notFound(m.notFound);
  const team = await onPieTeam(db, pie, viewerId);
  if (!team && (pie.operationalState !== "ACTIVE" || reward.isHidden)) throw notFound(m.notFound);
  return { reward, pie, team };
}

/** A pie's rewards, newest first (spec 3 §9: the pie page loads 50): hidden ones for its team only. */
export async function listPieRewards(db: Database, pieId: string, viewerId: string | null, first = 50): Promise<PieRewardRow[]> {
  const pie = await findPieRow(db, pieId);
  if (!pie) throw notFound(m.notFound);
  const team = await onPieTeam(db, pie, viewerId);
  if (!team && pie.operationalState !== "ACTIVE") throw notFound(m.notFound);
  const rows = await db
    .select()
    .from(pieRewards)
    .where(team ? eq(pieRewards.pieId, pie.id) : and(eq(pieRewards.pieId, pie.id), eq(pieRewards.isHidden, false)))
    .orderBy(desc(pieRewards.createdAt))
    .limit(Math.min(Math.max(first, 1), 50));
  return rows;
}

/** The reward's pie (it always has one). */
export async function pieOfReward(db: Database, reward: Pick<PieRewardRow, "id" | "pieId">): Promise<PieRow> {
  const [pie] = await db.select().from(pies).where(eq(pies.id, reward.pieId));
  if (!pie) throw new Error(`Pie ${reward.pieId} of reward ${reward.id} is missing.`);
  return pie;
}

/** Badges by id, in the order asked (unknown ones left out). */
export async function rewardBadges(db: Database, ids: readonly string[]): Promise<{ achievementId: string; displayName: string; slug: string }[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ achievementId: achievements.id, displayName: achievements.displayName, slug: achievements.slug })
    .from(achievements)
    .where(inArray(achievements.id, [...ids]));
  return ids.flatMap((id) => rows.filter((row) => row.achievementId === id));
}

/** Badges the member issued that are still being awarded: what their rewards may ask for or give. */
export async function badgeChoices(db: Database, viewerId: string): Promise<{ achievementId: string; displayName: string; slug: string }[]> {
  return db
    .select({ achievementId: achievements.id, displayName: achievements.displayName, slug: achievements.slug })
    .from(achievements)
    .where(and(eq(achievements.ownerUserId, viewerId), eq(achievements.status, "ACTIVE")))
    .orderBy(achievements.displayName)
    .limit(100);
}

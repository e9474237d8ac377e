// A club's loyalty tiers (spec 3 §3 tiers; §7 create or update tiers and tier image uploads;
// ADR 0059). Those who may edit the club (EDIT_CLUB: its owner and ADMINs) change them. The
// ladder stays consistent: levels from 1 and minimum points from 0, each unique in the club,
// and a higher level always asks more points; at most MAX_CLUB_TIERS tiers. Changes take the
// club's row lock, so two concurrent changes cannot together break the ladder.
import { asc, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import { clubs, clubTiers, type ClubTierRow } from "../../db.js";
import type { DomainDeps } from "../../../kernel/deps.js";
import type { Database } from "../../../db/client.js";
import { badUserInput, notFound } from "../../../kernel/errors.js";
import { isUuid } from "../../../kernel/ids.js";
import { parseInput } from "../../../kernel/validation.js";
import { ownImage } from "../../../media/domain/images.js";
import { imagePath } from "../../../../contract/media/rest.js";
import { isHexColor } from "../../../../contract/clubs/colors.js";
import { clubTierMessages as m, MAX_CLUB_TIERS, MAX_TIER_LEVEL, MAX_TIER_MINIMUM, TIER_TEXT_LIMITS } from "../../../../contract/clubs/tiers-messages.js";
import { requireClubPermission } from "../../domain/access.js";

export interface ClubTierCommand {
  level: number;
  name: string;
  description?: string | null;
  color?: string | null;
  minimumPoints: number;
  imageId?: string | null;
  removeImage?: boolean | null;
}

const tierSchema = z.object({
  level: z.number({ error: m.levelInvalid }).int(m.levelInvalid).min(1, m.levelInvalid).max(MAX_TIER_LEVEL, m.levelInvalid),
  name: z.string().trim().min(1, m.nameRequired).max(TIER_TEXT_LIMITS.name, m.nameTooLong),
  description: z
    .string()
    .trim()
    .max(TIER_TEXT_LIMITS.description, m.descriptionTooLong)
    .nullish()
    .transform((value) => value || null),
  color: z
    .string()
    .trim()
    .nullish()
    .transform((value) => value || null)
    .refine((value) => value === null || isHexColor(value), m.colorInvalid),
  minimumPoints: z.number({ error: m.minimumInvalid }).int(m.minimumInvalid).min(0, m.minimumInvalid).max(MAX_TIER_MINIMUM, m.minimumInvalid),
  imageId: z.string().nullish(),
  removeImage: z.boolean().nullish(),
});

type TierFields = Pick<ClubTierRow, "level" | "minimumPoints">;

/** Why the tier cannot join the others (field and message), or null when the ladder stays consistent. */
export function ladderProblem(others: readonly (TierFields & { id: string })[], tier: TierFields): { field: string; message: string } | null {
  if (others.some((other) => other.level === tier.level)) return { field: "level", message: m.levelTaken };
  if (others.some((other) => other.minimumPoints === tier.minimumPoints)) return { field: "minimumPoints", message: m.minimumTaken };
  const broken = others.some((other) => (other.level < tier.level) !== (other.minimumPoints < tier.minimumPoints));
  return broken ? { field: "minimumPoints", message: m.ladderBroken } : null;
}

/** The tiers of each club, lowest level first (one query for a page of clubs). */
export async function tiersOfClubs(db: Database, clubIds: readonly string[]): Promise<Map<string, ClubTierRow[]>> {
  const found = new Map<string, ClubTierRow[]>();
  const ids = [...new Set(clubIds)];
  if (ids.length === 0) return found;
  const rows = await db.select().from(clubTiers).where(inArray(clubTiers.clubId, ids)).orderBy(asc(clubTiers.level));
  for (const row of rows) found.set(row.clubId, [...(found.get(row.clubId) ?? []), row]);
  return found;
}

/** The tiers of each club, as tiersOfClubs reads them, kept in the read cache until the club's tiers change (migration 0047). */
export async function cachedTiersOfClubs(reads: Pick<DomainDeps, "db" | "cache">, clubIds: readonly string[]): Promise<ClubTierRow[][]> {
  const load = async (missing: string[]) => {
    const found = await tiersOfClubs(reads.db, missing);
    return missing.map((id) => found.get(id) ?? []);
  };
  return reads.cache ? reads.cache.getMany(clubIds, (id) => `club-tiers:${id}`, load, (id) => [`club-tiers:${id}`]) : load([...clubIds]);
}

async function imageFields(deps: DomainDeps, viewerId: string, command: ClubTierCommand): Promise<Partial<Pick<ClubTierRow, "imageUrl">>> {
  if (command.imageId) return { imageUrl: imagePath((await ownImage(deps, viewerId, command.imageId)).id) };
  return command.removeImage ? { imageUrl: null } : {};
}

export async function createTier(deps: DomainDeps, viewerId: string, clubId: string, command: ClubTierCommand): Promise<ClubTierRow> {
  const { club } = await requireClubPermission(deps, viewerId, clubId, "EDIT_CLUB");
  const tier = parseInput(tierSchema, command);
  const image = await imageFields(deps, viewerId, command);
  return deps.db.transaction(async (tx) => {
    await tx.select({ id: clubs.id }).from(clubs).where(eq(clubs.id, club.id)).for("update");
    const others = await tx.select().from(clubTiers).where(eq(clubTiers.clubId, club.id));
    if (others.length >= MAX_CLUB_TIERS) throw badUserInput(m.tooMany, { level: m.tooMany });
    const problem = ladderProblem(others, tier);
    if (problem) throw badUserInput(problem.message, { [problem.field]: problem.message });
    const now = deps.clock();
    const [row] = await tx
      .insert(clubTiers)
      .values({
        clubId: club.id,
        level: tier.level,
        name: tier.name,
        description: tier.description,
        ...(tier.color ? { color: tier.color } : {}),
        minimumPoints: tier.minimumPoints,
        imageUrl: image.imageUrl ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return row!;
  });
}

/** The tier, when the viewer may edit its club; NOT_FOUND as the club answers otherwise. */
async function requireTier(deps: DomainDeps, viewerId: string, tierId: string): Promise<ClubTierRow> {
  const [tier] = isUuid(tierId) ? await deps.db.select().from(clubTiers).where(eq(clubTiers.id, tierId)) : [];
  if (!tier) throw notFound(m.notFound);
  await requireClubPermission(deps, viewerId, tier.clubId, "EDIT_CLUB");
  return tier;
}

export async function updateTier(deps: DomainDeps, viewerId: string, tierId: string, command: ClubTierCommand): Promise<ClubTierRow> {
  const current = await requireTier(deps, viewerId, tierId);
  const tier = parseInput(tierSchema, command);
  const image = await imageFields(deps, viewerId, command);
  return deps.db.transaction(async (tx) => {
    await tx.select({ id: clubs.id }).from(clubs).where(eq(clubs.id, current.clubId)).for("update");
    const others = (await tx.select().from(clubTiers).where(eq(clubTiers.clubId, current.clubId))).filter((other) => other.id !== current.id);
    const problem = ladderProblem(others, tier);
    if (problem) throw badUserInput(problem.message, { [problem.field]: problem.message });
    const [row] = await tx
      .update(clubTiers)
      .set({
        level: tier.level,
        name: tier.name,
        description: tier.description,
        ...(tier.color ? { color: tier.color } : {}),
        minimumPoints: tier.minimumPoints,
        ...image,
        updatedAt: deps.clock(),
      })
      .where(eq(clubTiers.id, current.id))
      .returning();
    if (!row) throw notFound(m.notFound);
    return row;
  });
}

export async function deleteTier(deps: DomainDeps, viewerId: string, tierId: string): Promise<string> {
  const tier = await requireTier(deps, viewerId, tierId);
  await deps.db.delete(clubTiers).where(eq(clubTiers.id, tier.id));
  return tier.id;
}

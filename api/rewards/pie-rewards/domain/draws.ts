// A draw's two steps (ADR 0072), each one transaction holding the reward's row lock:
//  - freezeEntries: the cutoff. Who takes part and still meets the conditions is frozen as a list
//    of entry ids; its SHA-256 and count are stored, then the seed is made and only its SHA-256
//    published. A redraw freezes the same way, as a draw of its own (sequence 2, 3, …), from the
//    previous draw's list less every winner so far.
//  - drawWinners: reveals the seed and derives the winners from seed and list
//    (contract/rewards/draw.ts). Once drawn, a draw answers the same result for ever: asking
//    again changes nothing and tells nobody again.
import { randomBytes } from "node:crypto";
import { and, asc, desc, eq, inArray, max } from "drizzle-orm";
import type { DomainDeps } from "../../../kernel/deps.js";
import { DomainError, badUserInput, notFound } from "../../../kernel/errors.js";
import { pies } from "../../../pies/db.js";
import { requirePiePermission, sliceBalance } from "../../../pies/domain/access.js";
import { userAchievements } from "../../db.js";
import { notifyAwardedReward, notifyRewardLoser } from "../../../account/notifications/domain/producers.js";
import { claimRewardBadge } from "../../domain/award.js";
import { deriveWinners, entryListHash, seedCommitment, sortEntries } from "../../../../contract/rewards/draw.js";
import { rewardMessages as m, type IneligibilityReason } from "../../../../contract/rewards/pie-rewards.js";
import { pieRewardDrawEntries, pieRewardDraws, pieRewardParticipants, pieRewards, type PieRewardDrawRow, type PieRewardRow } from "../db.js";
import { ineligibilityReasons } from "./eligibility.js";
import { eligibilityReward, holderAccount, memberFacts } from "./participation.js";

/** Reasons that still bar an entrant at the cutoff (the reward's own dates and winners do not). */
const STILL_CHECKED_AT_CUTOFF: ReadonlySet<IneligibilityReason> = new Set([
  "INACTIVE_USER",
  "FROM_OWNER",
  "AGE_LIMIT",
  "NOT_ENOUGH_SLICES",
  "FROM_OTHER_USER",
  "NOT_ENOUGH_ACHIEVEMENTS",
  "MATCH_ALL_CONDITIONS",
  "INVALID_LOCATION",
]);

type Tx = Parameters<Parameters<DomainDeps["db"]["transaction"]>[0]>[0];

/**
 * An entrant's weight at the cutoff (ADR 0077): 1, plus each winning boost's extra entries when
 * they hold at least its slices of the pie (their whole balance) or hold its badge.
 */
export async function entryWeight(tx: Tx, reward: PieRewardRow, userId: string): Promise<number> {
  const boosts = reward.winningBoosts ?? [];
  if (boosts.length === 0) return 1;
  const balance = boosts.some((boost) => boost.slices !== null) ? await sliceBalance(tx, reward.pieId, holderAccount(userId)) : 0;
  const badgeIds = boosts.flatMap((boost) => (boost.achievementId ? [boost.achievementId] : []));
  const held = badgeIds.length
    ? new Set(
        (
          await tx
            .select({ id: userAchievements.achievementId })
            .from(userAchievements)
            .where(and(eq(userAchievements.userId, userId), inArray(userAchievements.achievementId, badgeIds)))
        ).map((row) => row.id),
      )
    : new Set<string>();
  return boosts.reduce((weight, boost) => weight + ((boost.slices !== null ? balance >= boost.slices : held.has(boost.achievementId!)) ? boost.extraEntries : 0), 1);
}

async function lockedReward(tx: Tx, rewardId: string): Promise<PieRewardRow> {
  const [reward] = await tx.select().from(pieRewards).where(eq(pieRewards.id, rewardId)).for("update");
  if (!reward) throw notFound(m.notFound);
  if (reward.type !== "DRAW") throw new DomainError("CONFLICT", m.notADraw);
  return reward;
}

async function latestDraw(tx: Tx, rewardId: string): Promise<PieRewardDrawRow | null> {
  const [draw] = await tx.select().from(pieRewardDraws).where(eq(pieRewardDraws.rewardId, rewardId)).orderBy(desc(pieRewardDraws.sequence)).limit(1);
  return draw ?? null;
}

/**
 * The cutoff of the first draw (no `redrawCount`) or of a redraw (`redrawCount` more winners).
 * The first draw's freeze is idempotent: asked again, it answers the frozen draw.
 */
export async function freezeEntries(deps: DomainDeps, viewerId: string, rewardId: string, redrawCount: number | null = null): Promise<PieRewardDrawRow> {
  const owned = await deps.db.select({ pieId: pieRewards.pieId }).from(pieRewards).where(eq(pieRewards.id, rewardId));
  if (!owned[0]) throw notFound(m.notFound);
  await requirePiePermission(deps, viewerId, owned[0].pieId, "CAN_MODIFY_EXISTING_REWARDS");
  return freezeEntriesAtCutoff(deps, rewardId, redrawCount);
}

/** The cutoff without the permission check: the owner's freeze above, or the automatic one at the end date (../jobs.ts). */
export async function freezeEntriesAtCutoff(deps: DomainDeps, rewardId: string, redrawCount: number | null = null): Promise<PieRewardDrawRow> {
  return deps.db.transaction(async (tx) => {
    const reward = await lockedReward(tx, rewardId);
    const previous = await latestDraw(tx, reward.id);
    let entries: { entryId: string; userId: string; weight: number }[];
    let winnersCount: number;
    if (redrawCount === null) {
      if (previous?.sequence === 1) return previous;
      if (previous) throw new DomainError("CONFLICT", m.alreadyCommitted);
      const [pie] = await tx.select().from(pies).where(eq(pies.id, reward.pieId));
      const candidates = await tx
        .select()
        .from(pieRewardParticipants)
        .where(and(eq(pieRewardParticipants.rewardId, reward.id), eq(pieRewardParticipants.state, "PARTICIPATING")))
        .orderBy(asc(pieRewardParticipants.entryId));
      entries = [];
      for (const candidate of candidates) {
        const facts = await memberFacts(deps, tx, reward, pie!, candidate.userId, candidate, true);
        const reasons = ineligibilityReasons(eligibilityReward(reward), facts).filter((reason) => STILL_CHECKED_AT_CUTOFF.has(reason));
        if (reasons.length === 0) entries.push({ entryId: candidate.entryId, userId: candidate.userId, weight: await entryWeight(tx, reward, candidate.userId) });
      }
      winnersCount = reward.maxWinners;
    } else {
      if (!previous || !previous.winners) throw new DomainError("CONFLICT", m.notCommitted);
      const won = await tx
        .select({ entryId: pieRewardParticipants.entryId })
        .from(pieRewardParticipants)
        .where(and(eq(pieRewardParticipants.rewardId, reward.id), inArray(pieRewardParticipants.state, ["AWARDED", "SENT"])));
      const winners = new Set(won.map((row) => row.entryId));
      const earlier = await tx.select().from(pieRewardDrawEntries).where(eq(pieRewardDrawEntries.drawId, previous.id));
      // A redraw keeps each entry's weight from the cutoff it was frozen at.
      entries = earlier.filter((entry) => !winners.has(entry.entryId)).map(({ entryId, userId, weight }) => ({ entryId, userId, weight }));
      if (entries.length === 0) throw new DomainError("CONFLICT", m.nobodyLeft);
      if (!Number.isInteger(redrawCount) || redrawCount < 1 || redrawCount > entries.length) throw badUserInput(m.redrawCount, { count: m.redrawCount });
      winnersCount = redrawCount;
    }
    if (entries.length === 0) throw new DomainError("CONFLICT", m.noEntries);
    const sorted = sortEntries(entries.map((entry) => entry.entryId));
    const weighted = entries.map(({ entryId, weight }) => ({ entryId, weight }));
    const seed = randomBytes(32).toString("hex");
    const [sequence] = await tx.select({ n: max(pieRewardDraws.sequence) }).from(pieRewardDraws).where(eq(pieRewardDraws.rewardId, reward.id));
    const [draw] = await tx
      .insert(pieRewardDraws)
      .values({
        rewardId: reward.id,
        sequence: (sequence?.n ?? 0) + 1,
        cutoffAt: deps.clock(),
        entryCount: sorted.length,
        entryListHash: entryListHash(weighted),
        seedHash: seedCommitment(seed),
        seed,
        winnersCount: Math.min(winnersCount, sorted.length),
        createdAt: deps.clock(),
      })
      .returning();
    await tx.insert(pieRewardDrawEntries).values(entries.map((entry) => ({ drawId: draw!.id, ...entry })));
    return draw!;
  });
}

/** Draws the latest frozen draw's winners: the same answer however often it is asked. */
export async function drawWinners(deps: DomainDeps, viewerId: string, rewardId: string): Promise<PieRewardDrawRow> {
  const owned = await deps.db.select({ pieId: pieRewards.pieId }).from(pieRewards).where(eq(pieRewards.id, rewardId));
  if (!owned[0]) throw notFound(m.notFound);
  await requirePiePermission(deps, viewerId, owned[0].pieId, "CAN_MODIFY_EXISTING_REWARDS");
  return deps.db.transaction(async (tx) => {
    const reward = await lockedReward(tx, rewardId);
    const draw = await latestDraw(tx, reward.id);
    if (!draw) throw new DomainError("CONFLICT", m.notCommitted);
    if (draw.winners) return draw;
    const entries = await tx.select().from(pieRewardDrawEntries).where(eq(pieRewardDrawEntries.drawId, draw.id));
    const winners = deriveWinners(
      draw.seed,
      entries.map(({ entryId, weight }) => ({ entryId, weight })),
      draw.winnersCount,
    );
    const now = deps.clock();
    const [drawn] = await tx.update(pieRewardDraws).set({ winners, drawnAt: now }).where(eq(pieRewardDraws.id, draw.id)).returning();
    const [awardedBefore] = await tx
      .select({ n: max(pieRewardParticipants.ordinalWinner) })
      .from(pieRewardParticipants)
      .where(eq(pieRewardParticipants.rewardId, reward.id));
    const userOf = new Map(entries.map((entry) => [entry.entryId, entry.userId]));
    const [pie] = await tx.select().from(pies).where(eq(pies.id, reward.pieId));
    const notified = { pie: { id: pie!.id, slug: pie!.slug ?? pie!.id, name: pie!.displayName ?? "" }, reward: { slug: reward.slug } };
    for (const [i, entryId] of winners.entries()) {
      await tx
        .update(pieRewardParticipants)
        .set({ state: "AWARDED", ordinalWinner: (awardedBefore?.n ?? 0) + i + 1, updatedAt: now })
        .where(and(eq(pieRewardParticipants.rewardId, reward.id), eq(pieRewardParticipants.entryId, entryId)));
      await notifyAwardedReward(tx, userOf.get(entryId)!, notified);
      await claimRewardBadge(deps, tx, reward, userOf.get(entryId)!);
    }
    const won = new Set(winners);
    // Those who did not win hear it once, from the first draw; a redraw's only news is its winners.
    if (draw.sequence === 1) for (const entry of entries) if (!won.has(entry.entryId)) await notifyRewardLoser(tx, entry.userId, notified);
    return drawn!;
  });
}

/** A reward's draws, first first; NOT_FOUND is the caller's to answer for the reward. */
export async function listDraws(deps: DomainDeps, rewardId: string): Promise<PieRewardDrawRow[]> {
  return deps.db.select().from(pieRewardDraws).where(eq(pieRewardDraws.rewardId, rewardId)).orderBy(asc(pieRewardDraws.sequence));
}

/** A draw's frozen entry ids, sorted as published. */
export async function drawEntries(deps: DomainDeps, drawId: string): Promise<string[]> {
  return (await drawWeightedEntries(deps, drawId)).map((entry) => entry.entryId);
}

/** A draw's frozen entries with their weights, sorted by entry id as published. */
export async function drawWeightedEntries(deps: DomainDeps, drawId: string): Promise<{ entryId: string; weight: number }[]> {
  const rows = await deps.db
    .select({ entryId: pieRewardDrawEntries.entryId, weight: pieRewardDrawEntries.weight })
    .from(pieRewardDrawEntries)
    .where(eq(pieRewardDrawEntries.drawId, drawId));
  const weightOf = new Map(rows.map((row) => [row.entryId, row.weight]));
  return sortEntries(rows.map((row) => row.entryId)).map((entryId) => ({ entryId, weight: weightOf.get(entryId)! }));
}

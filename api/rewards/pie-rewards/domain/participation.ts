// Taking part in a pie's reward (spec 3 §4 participation and ineligibility; ADR 0072): the facts
// about a member read from the database, the reasons they cannot take part, Participate and
// Opt out. A promotion awards at once, first come, up to its winners (row lock on the reward);
// a draw's entrants wait for the draw.
import { and, count, desc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { Database } from "../../../db/client.js";
import type { DomainDeps } from "../../../kernel/deps.js";
import { DomainError, badUserInput, notFound } from "../../../kernel/errors.js";
import { users } from "../../../access/db.js";
import { pies, pieSliceEntries, type PieRow } from "../../../pies/db.js";
import { userAchievements } from "../../db.js";
import { notifyAwardedReward } from "../../../account/notifications/domain/producers.js";
import { claimRewardBadge } from "../../domain/award.js";
import { rewardMessages as m, type IneligibilityReason, type ParticipateState, type RewardListFilter } from "../../../../contract/rewards/pie-rewards.js";
import { pieRewardDraws, pieRewardParticipants, pieRewards, type PieRewardParticipantRow, type PieRewardRow } from "../db.js";
import { ageOn, ineligibilityReasons, type EligibilityReward, type MemberFacts } from "./eligibility.js";
import { onPieTeam } from "./rewards.js";

export const holderAccount = (userId: string) => `user:${userId}`;

/** Slices the member holds that count for the reward's condition: all, and bought from the pie only. */
async function countedSlices(db: Database, reward: PieRewardRow, userId: string): Promise<{ all: number; bought: number }> {
  const account = holderAccount(userId);
  const from = reward.conditions.ownedSlices?.from ?? null;
  const to = reward.conditions.ownedSlices?.to ?? null;
  const inWindow = sql`(${from}::timestamptz is null or ${pieSliceEntries.createdAt} >= ${from}::timestamptz) and (${to}::timestamptz is null or ${pieSliceEntries.createdAt} < ${to}::timestamptz)`;
  const [row] = await db
    .select({
      balance: sql<number>`coalesce(sum(case when ${pieSliceEntries.debitAccount} = ${account} then ${pieSliceEntries.amount} else 0 end), 0)
        - coalesce(sum(case when ${pieSliceEntries.creditAccount} = ${account} then ${pieSliceEntries.amount} else 0 end), 0)`,
      acquired: sql<number>`coalesce(sum(case when ${pieSliceEntries.debitAccount} = ${account} and ${inWindow} then ${pieSliceEntries.amount} else 0 end), 0)`,
      bought: sql<number>`coalesce(sum(case when ${pieSliceEntries.debitAccount} = ${account} and ${pieSliceEntries.creditAccount} not like 'user:%' and ${inWindow} then ${pieSliceEntries.amount} else 0 end), 0)`,
    })
    .from(pieSliceEntries)
    .where(eq(pieSliceEntries.pieId, reward.pieId));
  const balance = Number(row?.balance ?? 0);
  return { all: Math.min(balance, Number(row?.acquired ?? 0)), bought: Math.min(balance, Number(row?.bought ?? 0)) };
}

export function eligibilityReward(reward: PieRewardRow): EligibilityReward {
  return { ...reward, hasPrivacyPolicy: reward.privacyPolicy !== null };
}

/** Members who won the reward: AWARDED, or SENT since. */
export async function winnerCount(db: Database, rewardId: string): Promise<number> {
  const [awarded] = await db
    .select({ n: count() })
    .from(pieRewardParticipants)
    .where(and(eq(pieRewardParticipants.rewardId, rewardId), inArray(pieRewardParticipants.state, ["AWARDED", "SENT"])));
  return Number(awarded?.n ?? 0);
}

/** The winners so far, and whether entries were frozen for a draw. */
export async function winnersSoFar(db: Database, reward: Pick<PieRewardRow, "id">): Promise<{ winners: number; entriesFrozen: boolean }> {
  const [draw] = await db.select({ id: pieRewardDraws.id }).from(pieRewardDraws).where(eq(pieRewardDraws.rewardId, reward.id)).limit(1);
  return { winners: await winnerCount(db, reward.id), entriesFrozen: draw !== undefined };
}

/** Everything ineligibilityReasons needs about one member. */
export async function memberFacts(
  deps: DomainDeps,
  db: Database,
  reward: PieRewardRow,
  pie: Pick<PieRow, "id" | "createdBy">,
  userId: string,
  participant: PieRewardParticipantRow | null,
  privacyAccepted: boolean,
): Promise<MemberFacts> {
  const now = deps.clock();
  const [user] = await db
    .select({ dateOfBirth: users.dateOfBirth, latitude: users.latitude, longitude: users.longitude, verified: users.emailVerifiedAt, deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.id, userId));
  const slices = await countedSlices(db, reward, userId);
  const held = reward.conditions.achievementIds.length
    ? await db
        .select({ id: userAchievements.achievementId })
        .from(userAchievements)
        .where(and(eq(userAchievements.userId, userId), inArray(userAchievements.achievementId, reward.conditions.achievementIds)))
    : [];
  return {
    now,
    active: Boolean(user && user.verified && !user.deletedAt),
    onPieTeam: await onPieTeam(db, pie, userId),
    optedOut: participant?.state === "NOT_PARTICIPATING",
    age: ageOn(user?.dateOfBirth ?? null, now),
    slices: reward.needNewSlices ? slices.bought : slices.all,
    slicesIncludingReceived: slices.all,
    heldAchievementIds: held.map((row) => row.id),
    location: user?.latitude != null && user.longitude != null ? { latitude: user.latitude, longitude: user.longitude } : null,
    privacyAccepted: privacyAccepted || Boolean(participant?.privacyAcceptedAt),
    ...(await winnersSoFar(db, reward)),
  };
}

export async function findParticipant(db: Database, rewardId: string, userId: string): Promise<PieRewardParticipantRow | null> {
  const [row] = await db
    .select()
    .from(pieRewardParticipants)
    .where(and(eq(pieRewardParticipants.rewardId, rewardId), eq(pieRewardParticipants.userId, userId)));
  return row ?? null;
}

export interface ViewerParticipation {
  state: ParticipateState;
  reasons: IneligibilityReason[];
  entryId: string | null;
  ordinalWinner: number | null;
}

/** The viewer's participateState and, when they cannot take part, every reason. */
export async function viewerParticipation(deps: DomainDeps, reward: PieRewardRow, pie: Pick<PieRow, "id" | "createdBy">, viewerId: string | null): Promise<ViewerParticipation> {
  if (!viewerId) return { state: "NONE", reasons: [], entryId: null, ordinalWinner: null };
  const participant = await findParticipant(deps.db, reward.id, viewerId);
  if (participant && participant.state !== "NOT_PARTICIPATING") {
    return { state: participant.state, reasons: [], entryId: participant.entryId, ordinalWinner: participant.ordinalWinner };
  }
  const facts = await memberFacts(deps, deps.db, reward, pie, viewerId, participant, false);
  // The privacy policy is accepted with Participate itself: not a reason before it.
  const reasons = ineligibilityReasons(eligibilityReward(reward), facts).filter((reason) => reason !== "NOT_ACCEPTED_PRIVACY_POLICY");
  if (participant) return { state: "NOT_PARTICIPATING", reasons, entryId: null, ordinalWinner: null };
  return { state: reasons.length ? "CANT_PARTICIPATE" : "NONE", reasons, entryId: null, ordinalWinner: null };
}

async function lockReward(db: Database, rewardId: string): Promise<PieRewardRow> {
  const [reward] = await db.select().from(pieRewards).where(eq(pieRewards.id, rewardId)).for("update");
  if (!reward) throw notFound(m.notFound);
  return reward;
}

/** Participate: refused with every reason (BAD_USER_INPUT, reasons in `details.reasons`); idempotent for one already in. */
export async function participate(deps: DomainDeps, viewerId: string, rewardId: string, privacyAccepted: boolean): Promise<PieRewardParticipantRow> {
  return deps.db.transaction(async (tx) => {
    const reward = await lockReward(tx, rewardId);
    const [pie] = await tx.select().from(pies).where(eq(pies.id, reward.pieId));
    if (!pie || (pie.operationalState !== "ACTIVE" && pie.createdBy !== viewerId) || reward.isHidden) throw notFound(m.notFound);
    const participant = await findParticipant(tx, reward.id, viewerId);
    if (participant && participant.state !== "NOT_PARTICIPATING") return participant;
    const facts = await memberFacts(deps, tx, reward, pie, viewerId, participant, privacyAccepted);
    const reasons = ineligibilityReasons(eligibilityReward(reward), facts);
    if (reasons.length > 0) throw badUserInput(m.cannotParticipate, { reasons: reasons.join(",") });
    const now = deps.clock();
    const state = reward.type === "PROMOTION" ? "AWARDED" : "PARTICIPATING";
    const [row] = await tx
      .insert(pieRewardParticipants)
      .values({
        rewardId: reward.id,
        userId: viewerId,
        state,
        ordinalWinner: state === "AWARDED" ? facts.winners + 1 : null,
        privacyAcceptedAt: reward.privacyPolicy ? now : null,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (state === "AWARDED") {
      await notifyAwardedReward(tx, viewerId, { pie: { id: pie.id, slug: pie.slug ?? pie.id, name: pie.displayName ?? "" }, reward: { slug: reward.slug } });
      await claimRewardBadge(deps, tx, reward, viewerId);
    }
    return row!;
  });
}

/** Opt out (spec 3 §4 OPT_OUT): only before the draw's entries are frozen, and not once awarded. */
export async function optOut(deps: DomainDeps, viewerId: string, rewardId: string): Promise<PieRewardParticipantRow> {
  return deps.db.transaction(async (tx) => {
    const reward = await lockReward(tx, rewardId);
    const participant = await findParticipant(tx, reward.id, viewerId);
    if (!participant) throw notFound(m.notParticipating);
    if (participant.state === "NOT_PARTICIPATING") return participant;
    if (participant.state !== "PARTICIPATING") throw new DomainError("CONFLICT", m.awarded);
    const { entriesFrozen } = await winnersSoFar(tx, reward);
    if (entriesFrozen) throw new DomainError("CONFLICT", m.alreadyCommitted);
    const [row] = await tx
      .update(pieRewardParticipants)
      .set({ state: "NOT_PARTICIPATING", updatedAt: deps.clock() })
      .where(and(eq(pieRewardParticipants.rewardId, reward.id), eq(pieRewardParticipants.userId, viewerId)))
      .returning();
    return row!;
  });
}

/** /legacy/rewards: visible rewards of active pies with the viewer's state, newest first, by the spec's filter. */
export async function listRewardsForViewer(deps: DomainDeps, viewerId: string, filter: RewardListFilter, first = 50): Promise<PieRewardRow[]> {
  const now = deps.clock();
  const participation = sql`(select ${pieRewardParticipants.state} from ${pieRewardParticipants} where ${pieRewardParticipants.rewardId} = ${pieRewards.id} and ${pieRewardParticipants.userId} = ${viewerId})`;
  const expired = sql`(${pieRewards.status} = 'CLOSED' or (${pieRewards.expiresAt} is not null and ${pieRewards.expiresAt} <= ${now}) or (${pieRewards.endDate} is not null and ${pieRewards.endDate} <= ${now}))`;
  const where = {
    ALL: sql`true`,
    NOT_PARTICIPATING: sql`(${participation} is null or ${participation} = 'NOT_PARTICIPATING') and not ${expired}`,
    PARTICIPATING: sql`${participation} = 'PARTICIPATING'`,
    AWARDED: sql`${participation} in ('AWARDED', 'SENT')`,
    EXPIRED: expired,
  }[filter];
  const rows = await deps.db
    .select({ reward: pieRewards })
    .from(pieRewards)
    .innerJoin(pies, eq(pies.id, pieRewards.pieId))
    .where(and(eq(pies.operationalState, "ACTIVE"), eq(pieRewards.isHidden, false), isNotNull(pies.slug), where))
    .orderBy(desc(pieRewards.createdAt))
    .limit(Math.min(Math.max(first, 1), 50));
  return rows.map((row) => row.reward);
}

/** Participants counted as spec 3 §9 does: PARTICIPATING and AWARDED. */
export async function participantCount(db: Database, rewardId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(pieRewardParticipants)
    .where(and(eq(pieRewardParticipants.rewardId, rewardId), inArray(pieRewardParticipants.state, ["PARTICIPATING", "AWARDED"])));
  return Number(row?.n ?? 0);
}

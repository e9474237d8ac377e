// The pie's team gives a reward to a member it chose (spec 3 §4 "a reward can be awarded";
// ADR 0099), and deletes a reward nobody has won. Awarding by hand passes over the reward's
// conditions (the team decides), but not the rules that protect members and the reward itself:
// the team cannot win its own rewards, the age limit holds, and a reward has at most its
// winners. A draw's winners come from its published draw only, or the draw could not be
// verified.
import { and, eq } from "drizzle-orm";
import type { Database } from "../../../db/client.js";
import type { DomainDeps } from "../../../kernel/deps.js";
import { badUserInput, conflict, DomainError, notFound } from "../../../kernel/errors.js";
import { isUuid } from "../../../kernel/ids.js";
import { requireMemberByUserName } from "../../../account/domain/users.js";
import { notifyAwardedReward } from "../../../account/notifications/domain/producers.js";
import { permissionsOn } from "../../../pies/domain/access.js";
import { pies, type PieRow } from "../../../pies/db.js";
import { claimRewardBadge } from "../../domain/award.js";
import { rewardMessages } from "../../../../contract/rewards/pie-rewards.js";
import { winnerMessages as m } from "../../../../contract/rewards/winners.js";
import type { PiePermission } from "../../../../contract/pies/permissions.js";
import { pieRewardParticipants, pieRewards, type PieRewardParticipantRow, type PieRewardRow } from "../db.js";
import { winnerCount, winnersSoFar } from "./participation.js";
import { ageOn } from "./eligibility.js";

const refusedAt = (message: string) => badUserInput(message, { userName: message });

/**
 * The reward locked for this change, with its pie, when the viewer holds the permission on the
 * pie: NOT_FOUND outside the pie's team for a hidden reward or a pie not live, as reading it is.
 */
async function lockRewardFor(tx: Database, viewerId: string, rewardId: string, permission: PiePermission, refusal: string): Promise<{ reward: PieRewardRow; pie: PieRow }> {
  const [reward] = isUuid(rewardId) ? await tx.select().from(pieRewards).where(eq(pieRewards.id, rewardId)).for("update") : [];
  if (!reward) throw notFound(rewardMessages.notFound);
  const [pie] = await tx.select().from(pies).where(eq(pies.id, reward.pieId));
  const permissions = pie ? await permissionsOn(tx, pie, viewerId) : [];
  if (!pie || (permissions.length === 0 && (reward.isHidden || pie.operationalState !== "ACTIVE"))) throw notFound(rewardMessages.notFound);
  if (!permissions.includes(permission)) throw new DomainError("AUTH_NOT_AUTHORIZED", refusal);
  return { reward, pie };
}

/**
 * Awards the reward to the member with this user name (CAN_SEND_REWARDS on its pie): they become
 * its next winner, are told AwardedReward and get its bonus badge, as a promotion's winner is.
 * The reward's row is locked, so two awards at once cannot pass its number of winners; asked
 * again for a winner, nothing more happens.
 */
export async function awardByHand(deps: DomainDeps, viewerId: string, rewardId: string, userName: string): Promise<PieRewardParticipantRow> {
  const member = await requireMemberByUserName(deps.db, userName, { required: m.awardUserNameRequired, notFound: m.awardUserNotFound });
  return deps.db.transaction(async (tx) => {
    const { reward, pie } = await lockRewardFor(tx, viewerId, rewardId, "CAN_SEND_REWARDS", m.awardNotAllowed);
    if (reward.type === "DRAW") throw new DomainError("CONFLICT", m.awardDraw);

    const [participant] = await tx
      .select()
      .from(pieRewardParticipants)
      .where(and(eq(pieRewardParticipants.rewardId, reward.id), eq(pieRewardParticipants.userId, member.id)));
    if (participant && (participant.state === "AWARDED" || participant.state === "SENT")) return participant;
    if ((await permissionsOn(tx, pie, member.id)).length > 0) throw refusedAt(m.awardTeam);
    const now = deps.clock();
    if (reward.ageLimit != null && (ageOn(member.dateOfBirth, now) ?? -1) < reward.ageLimit) throw refusedAt(m.awardAgeLimit);
    const winners = await winnerCount(tx, reward.id);
    if (winners >= reward.maxWinners) throw conflict(m.awardFull, { userName: m.awardFull });

    const awarded = { state: "AWARDED" as const, ordinalWinner: winners + 1, updatedAt: now };
    const [row] = participant
      ? await tx
          .update(pieRewardParticipants)
          .set(awarded)
          .where(and(eq(pieRewardParticipants.rewardId, reward.id), eq(pieRewardParticipants.userId, member.id)))
          .returning()
      : await tx
          .insert(pieRewardParticipants)
          .values({ rewardId: reward.id, userId: member.id, ...awarded, createdAt: now })
          .returning();
    await notifyAwardedReward(tx, member.id, { pie: { id: pie.id, slug: pie.slug ?? pie.id, name: pie.displayName ?? "" }, reward: { slug: reward.slug } });
    await claimRewardBadge(deps, tx, reward, member.id);
    return row!;
  });
}

/**
 * Deletes a reward (CAN_MODIFY_EXISTING_REWARDS), with its participations and drafts. Refused once
 * anyone has won it or its entries were frozen for a draw: members keep what they won, and a
 * published draw stays verifiable; such a reward can be closed or hidden instead.
 */
export async function deleteReward(deps: DomainDeps, viewerId: string, rewardId: string): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const { reward } = await lockRewardFor(tx, viewerId, rewardId, "CAN_MODIFY_EXISTING_REWARDS", rewardMessages.deleteNotAllowed);
    const { winners, entriesFrozen } = await winnersSoFar(tx, reward);
    if (winners > 0 || entriesFrozen) throw new DomainError("CONFLICT", rewardMessages.deleteHasWinners);
    // Participations, shipping addresses and drafts of the reward go with it (foreign keys on delete cascade).
    await tx.delete(pieRewards).where(eq(pieRewards.id, reward.id));
    return true;
  });
}

// A pie's rewards in the rewards namespace (ADR 0072): thin adapters over domain/. A reward's
// fields derive the contract's from its row; the viewer's part and the draws are read when asked.
import type { Resolvers, PieRewardInput } from "../../graphql/generated.js";
import { requireViewer, type GraphQLContext } from "../../graphql/context.js";
import { permissionsOn } from "../../pies/domain/access.js";
import type { PieRewardRow } from "./db.js";
import { drawEntries, drawWeightedEntries, drawWinners, freezeEntries, listDraws } from "./domain/draws.js";
import { deleteDraft, findDraft, saveDraft } from "./domain/drafts.js";
import { awardByHand, deleteReward } from "./domain/award-by-hand.js";
import type { PieRewardDraftRow } from "./db.js";
import { imagePath } from "../../../contract/media/rest.js";
import { findParticipant, listRewardsForViewer, optOut, participantCount, participate, viewerParticipation, winnerCount } from "./domain/participation.js";
import {
  findShippingAddress,
  listParticipants,
  markShipped,
  participantStatistics,
  saveShippingAddress,
  sendRedeemCodeBySms,
  shipmentOf,
  verifiedPhoneOf,
} from "./domain/winners.js";
import { maskedPhone } from "../../../contract/rewards/winners.js";
import { rewardMessages } from "../../../contract/rewards/pie-rewards.js";
import { notFound } from "../../kernel/errors.js";
import { badgeChoices, createReward, findRewardRow, findVisibleReward, listPieRewards, onPieTeam, pieOfReward, rewardBadges, updateReward, type RewardInput } from "./domain/rewards.js";

const date = (value: string | null | undefined) => (value ? new Date(value) : null);

function inputOf(input: PieRewardInput): RewardInput {
  return {
    ...input,
    expiresAt: date(input.expiresAt),
    startDate: date(input.startDate),
    endDate: date(input.endDate),
    ownedSlices: input.ownedSlices ? { amount: input.ownedSlices.amount, from: date(input.ownedSlices.from), to: date(input.ownedSlices.to) } : null,
    geo: input.geoRange ?? null,
  };
}

const draftOf = (draft: PieRewardDraftRow) => ({
  draftId: draft.id,
  pieId: draft.pieId,
  rewardId: draft.rewardId,
  values: Object.entries(draft.values).map(([name, values]) => ({ name, values })),
  updatedUtc: draft.updatedAt.toISOString(),
});

const pieOf = (context: GraphQLContext, reward: PieRewardRow) => pieOfReward(context.deps.db, reward);
const badges = (context: GraphQLContext, ids: readonly string[]) => rewardBadges(context.deps.db, ids);

async function requireRewardRow(context: GraphQLContext, rewardId: string): Promise<PieRewardRow> {
  const reward = await findRewardRow(context.deps.db, rewardId);
  if (!reward) throw notFound(rewardMessages.notFound);
  return reward;
}

async function teamOf(context: GraphQLContext, reward: PieRewardRow) {
  return onPieTeam(context.deps.db, await pieOf(context, reward), context.viewer?.userId ?? null);
}

export const pieRewardsResolvers: Resolvers = {
  RewardsQuery: {
    async pieReward(_parent, { pieIdOrSlug, rewardIdOrSlug }, context) {
      return (await findVisibleReward(context.deps.db, pieIdOrSlug, rewardIdOrSlug, context.viewer?.userId ?? null)).reward;
    },
    pieRewards(_parent, { pieIdOrSlug, first }, context) {
      return listPieRewards(context.deps.db, pieIdOrSlug, context.viewer?.userId ?? null, first ?? 50);
    },
    rewardBadgeChoices(_parent, _args, context) {
      return badgeChoices(context.deps.db, requireViewer(context).userId);
    },
    async pieRewardDraft(_parent, { draftId }, context) {
      return draftOf(await findDraft(context.deps, requireViewer(context).userId, draftId));
    },
    myRewards(_parent, { filter, first }, context) {
      return listRewardsForViewer(context.deps, requireViewer(context).userId, filter ?? "ALL", first ?? 50);
    },
    async rewardParticipants(_parent, { rewardId, first, after }, context) {
      const reward = await requireRewardRow(context, rewardId);
      const page = await listParticipants(context.deps, reward, await pieOf(context, reward), context.viewer?.userId ?? null, { first, after });
      return { nodes: page.nodes, pageInfo: { hasNextPage: page.hasNextPage, endCursor: page.endCursor }, totalCount: page.totalCount };
    },
    async rewardParticipantStatistics(_parent, { rewardId }, context) {
      const reward = await requireRewardRow(context, rewardId);
      return participantStatistics(context.deps, reward, await pieOf(context, reward), context.viewer?.userId ?? null);
    },
  },
  RewardsMutation: {
    createPieReward(_parent, { pieId, input }, context) {
      return createReward(context.deps, requireViewer(context).userId, pieId, inputOf(input));
    },
    updatePieReward(_parent, { rewardId, input }, context) {
      return updateReward(context.deps, requireViewer(context).userId, rewardId, inputOf(input));
    },
    deletePieReward(_parent, { rewardId }, context) {
      return deleteReward(context.deps, requireViewer(context).userId, rewardId);
    },
    async awardPieReward(_parent, { rewardId, userName }, context) {
      await awardByHand(context.deps, requireViewer(context).userId, rewardId, userName);
      return (await findRewardRow(context.deps.db, rewardId))!;
    },
    async participate(_parent, { rewardId, acceptPrivacyPolicy }, context) {
      await participate(context.deps, requireViewer(context).userId, rewardId, acceptPrivacyPolicy ?? false);
      return (await findRewardRow(context.deps.db, rewardId))!;
    },
    async optOut(_parent, { rewardId }, context) {
      await optOut(context.deps, requireViewer(context).userId, rewardId);
      return (await findRewardRow(context.deps.db, rewardId))!;
    },
    freezeRewardEntries(_parent, { rewardId, redrawCount }, context) {
      return freezeEntries(context.deps, requireViewer(context).userId, rewardId, redrawCount ?? null);
    },
    generateRewardWinners(_parent, { rewardId }, context) {
      return drawWinners(context.deps, requireViewer(context).userId, rewardId);
    },
    async saveRewardShippingAddress(_parent, { rewardId, input }, context) {
      await saveShippingAddress(context.deps, requireViewer(context).userId, rewardId, input);
      return (await findRewardRow(context.deps.db, rewardId))!;
    },
    async sendRewardCodeBySms(_parent, { rewardId, resend }, context) {
      await sendRedeemCodeBySms(context.deps, requireViewer(context).userId, rewardId, resend ?? false);
      return (await findRewardRow(context.deps.db, rewardId))!;
    },
    async markRewardShipped(_parent, { rewardId, userId, input }, context) {
      await markShipped(context.deps, requireViewer(context).userId, rewardId, userId, input);
      return (await findRewardRow(context.deps.db, rewardId))!;
    },
    async savePieRewardDraft(_parent, { input }, context) {
      return draftOf(await saveDraft(context.deps, requireViewer(context).userId, input));
    },
    deletePieRewardDraft(_parent, { draftId }, context) {
      return deleteDraft(context.deps, requireViewer(context).userId, draftId);
    },
  },
  PieReward: {
    rewardId: (reward) => reward.id,
    async pie(reward, _args, context) {
      const pie = await pieOf(context, reward);
      return { pieId: pie.id, slug: pie.slug, displayName: pie.displayName };
    },
    notes: async (reward, _args, context) => ((await teamOf(context, reward)) ? reward.notes : null),
    async redeemCode(reward, _args, context) {
      if (await teamOf(context, reward)) return reward.redeemCode;
      const viewerId = context.viewer?.userId;
      const participant = viewerId ? await findParticipant(context.deps.db, reward.id, viewerId) : null;
      return participant?.state === "AWARDED" || participant?.state === "SENT" ? reward.redeemCode : null;
    },
    expiresAt: (reward) => reward.expiresAt?.toISOString() ?? null,
    startDate: (reward) => reward.startDate?.toISOString() ?? null,
    endDate: (reward) => reward.endDate?.toISOString() ?? null,
    async conditions(reward, _args, context) {
      const { conditions } = reward;
      return {
        ownedSlices: conditions.ownedSlices,
        achievements: await badges(context, conditions.achievementIds),
        requireAllAchievements: conditions.requireAllAchievements,
        geoRange: conditions.geo,
      };
    },
    bonusAchievement: async (reward, _args, context) => (reward.bonusAchievementId ? ((await badges(context, [reward.bonusAchievementId]))[0] ?? null) : null),
    async winningBoosts(reward, _args, context) {
      const boosts = reward.winningBoosts ?? [];
      const named = await badges(context, boosts.flatMap((boost) => (boost.achievementId ? [boost.achievementId] : [])));
      return boosts.map((boost) => ({ slices: boost.slices, extraEntries: boost.extraEntries, achievement: named.find((badge) => badge.achievementId === boost.achievementId) ?? null }));
    },
    avatarUrl: (reward) => (reward.avatarImageId ? imagePath(reward.avatarImageId) : null),
    privacyPolicy: (reward) => (reward.privacyPolicy ? { title: reward.privacyPolicy.title, content: reward.privacyPolicy.content, fileUrl: reward.privacyPolicy.fileUrl ?? null } : null),
    participantCount: (reward, _args, context) => participantCount(context.deps.db, reward.id),
    winnerCount: (reward, _args, context) => winnerCount(context.deps.db, reward.id),
    createdUtc: (reward) => reward.createdAt.toISOString(),
    async userInfo(reward, _args, context) {
      const viewerId = context.viewer?.userId ?? null;
      const info = await viewerParticipation(context.deps, reward, await pieOf(context, reward), viewerId);
      const participant = viewerId ? await findParticipant(context.deps.db, reward.id, viewerId) : null;
      const base = {
        participateState: info.state,
        participateReasons: info.reasons,
        entryId: info.entryId,
        ordinalWinner: info.ordinalWinner,
        privacyAcceptedUtc: reward.privacyPolicy ? (participant?.privacyAcceptedAt?.toISOString() ?? null) : null,
      };
      if (!viewerId || (info.state !== "AWARDED" && info.state !== "SENT"))
        return { ...base, shippingAddress: null, codeSentUtc: null, codeSentCount: 0, codePhone: null, shipment: null };
      // A winner's own details (ADR 0076): where to send a physical reward, its shipment, and the texted code.
      const phone = reward.delivery === "DIGITAL" ? await verifiedPhoneOf(context.deps.db, viewerId) : null;
      return {
        ...base,
        shippingAddress: reward.delivery === "PHYSICAL" ? await findShippingAddress(context.deps.db, reward.id, viewerId) : null,
        codeSentUtc: participant?.codeSmsLastAt?.toISOString() ?? null,
        codeSentCount: participant?.codeSmsCount ?? 0,
        codePhone: phone ? maskedPhone(phone) : null,
        shipment: reward.delivery === "PHYSICAL" ? shipmentOf(participant) : null,
      };
    },
    async canManage(reward, _args, context) {
      const viewerId = context.viewer?.userId;
      if (!viewerId) return false;
      return (await permissionsOn(context.deps.db, await pieOf(context, reward), viewerId)).includes("CAN_MODIFY_EXISTING_REWARDS");
    },
    draws: (reward, _args, context) => listDraws(context.deps, reward.id),
  },
  RewardParticipant: {
    participateState: (participant) => participant.state,
    isWinner: (participant) => participant.state === "AWARDED" || participant.state === "SENT",
    joinedUtc: (participant) => participant.joinedAt.toISOString(),
    shippingAddress: (participant) => participant.address,
  },
  RewardShipment: {
    shippedUtc: (shipment) => shipment.shippedAt.toISOString(),
  },
  RewardShippingAddress: {
    updatedUtc: (address) => address.updatedAt.toISOString(),
  },
  RewardDraw: {
    cutoffUtc: (draw) => draw.cutoffAt.toISOString(),
    // The seed stays secret until the winners are drawn.
    seed: (draw) => (draw.winners ? draw.seed : null),
    winners: (draw) => draw.winners,
    drawnUtc: (draw) => draw.drawnAt?.toISOString() ?? null,
    entries: (draw, _args, context) => drawEntries(context.deps, draw.id),
    weightedEntries: (draw, _args, context) => drawWeightedEntries(context.deps, draw.id),
  },
};

// The rewards namespace (spec 3 §7 achievements): thin adapters over domain/.
import type { AchievementRow } from "./db.js";
import {
  assertMayPictureAchievement,
  createAchievement,
  deleteAchievement,
  findAchievementForViewer,
  findPublicAchievement,
  listClubAchievements,
  listPieAchievements,
  rewardsClaiming,
  updateAchievement,
} from "./domain/achievements.js";
import { awardAchievement } from "./domain/award.js";
import { achievementStatistics } from "./domain/statistics.js";
import { findHeldAchievement, heldSince, listHeldAchievements, listMemberAchievements, type HeldAchievement } from "./domain/holdings.js";
import { clubsByIds, findRewardClub, mayManageClubAchievements, mayManagePieAchievements, piesByIds, type AchievementIssuer } from "./domain/issuers.js";
import { refreshLoaders, requireViewer, type GraphQLContext } from "../graphql/context.js";
import type { AchievementInput as AchievementInputArgs, Resolvers } from "../graphql/generated.js";
import { imagePath } from "../../contract/media/rest.js";
import type { AchievementInput } from "./domain/achievements.js";
import { completeImageUploadFor, presignImageUploadFor } from "../media/graphql-uploads.js";

/** The contract's view of badges: each club and pie read once, and the viewer's rights in it asked once. */
async function present(rows: readonly AchievementRow[], context: GraphQLContext) {
  const clubIds = [...new Set(rows.map((row) => row.clubId).filter((id): id is string => id !== null))];
  const pieIds = [...new Set(rows.map((row) => row.pieId).filter((id): id is string => id !== null))];
  const [clubs, pies] = await Promise.all([clubsByIds(context.deps, clubIds), piesByIds(context.deps.db, pieIds)]);
  const viewerId = context.viewer?.userId ?? null;
  const rights = new Map(await Promise.all(clubIds.map(async (id) => [id, viewerId ? await mayManageClubAchievements(context.deps, id, viewerId) : false] as const)));
  const pieRights = new Map(
    await Promise.all([...pies.values()].map(async (pie) => [pie.id, await mayManagePieAchievements(context.deps.db, { id: pie.id, createdBy: pie.ownerUserId }, viewerId)] as const)),
  );
  return rows.map((row) => {
    const club = row.clubId ? (clubs.get(row.clubId) ?? null) : null;
    const pie = row.pieId ? (pies.get(row.pieId) ?? null) : null;
    const canManage = club ? (rights.get(club.id) ?? false) : pie ? (pieRights.get(pie.id) ?? false) : false;
    return view(row, club, pie, canManage);
  });
}

function view(row: AchievementRow, club: AchievementIssuer | null, pie: AchievementIssuer | null, canManage: boolean) {
  return {
    achievementId: row.id,
    slug: row.slug,
    displayName: row.displayName,
    bio: row.bio,
    avatarUrl: row.avatarImageId ? imagePath(row.avatarImageId) : null,
    createdUtc: row.createdAt.toISOString(),
    status: row.status,
    category: row.category,
    tier: row.tier,
    isHidden: row.isHidden,
    activeFromUtc: row.activeFrom?.toISOString() ?? null,
    activeToUtc: row.activeTo?.toISOString() ?? null,
    maxSupply: row.maxSupply,
    awardedCount: row.awardedCount,
    club: club ? { clubId: club.id, name: club.name, slug: club.slug } : null,
    pie: pie ? { pieId: pie.id, name: pie.name, slug: pie.slug } : null,
    condition: row.conditionKind && row.conditionCount !== null ? { kind: row.conditionKind, count: row.conditionCount } : null,
    canManage,
    // Read by its own field resolver (Achievement.claimedByRewards), only when asked for.
    claimedByRewards: [],
  };
}

const presentOne = async (row: AchievementRow, context: GraphQLContext) => (await present([row], context))[0]!;

async function presentHeld(held: readonly HeldAchievement[], context: GraphQLContext) {
  const views = await present(
    held.map((item) => item.achievement),
    context,
  );
  return held.map((item, i) => ({ achievement: views[i]!, awardedAt: item.holding.awardedAt.toISOString(), earnedAutomatically: item.holding.earnedAutomatically }));
}

/** GraphQL's input (nullable fields) as the domain takes it. */
function inputOf(input: AchievementInputArgs): AchievementInput {
  return { ...input, bio: input.bio ?? null, imageId: input.imageId ?? null, condition: input.condition ?? null };
}

export const rewardsResolvers: Resolvers = {
  Achievement: {
    async claimedByRewards(parent, _args, context) {
      if (!parent.achievementId) return [];
      return rewardsClaiming(context.deps.db, { achievementId: parent.achievementId, pieId: parent.pie?.pieId ?? null }, parent.canManage === true);
    },
    async viewerAwardedAt(parent, _args, context) {
      const viewerId = context.viewer?.userId;
      if (!viewerId || !parent.achievementId) return null;
      return (await heldSince(context.deps.db, viewerId, parent.achievementId))?.toISOString() ?? null;
    },
  },
  RewardsQuery: {
    async achievement(_parent, { achievementId }, context) {
      return presentOne(await findAchievementForViewer(context.deps.db, achievementId, context.viewer?.userId ?? null), context);
    },
    async publicAchievement(_parent, { slugOrId }, context) {
      return presentOne(await findPublicAchievement(context.deps.db, slugOrId, context.viewer?.userId ?? null), context);
    },
    async achievementStatistics(_parent, { achievementId }, context) {
      const viewer = requireViewer(context);
      return achievementStatistics(context.deps, viewer.userId, achievementId);
    },
    async rewardClub(_parent, { clubId }, context) {
      const viewer = requireViewer(context);
      const club = await findRewardClub(context.deps, clubId, viewer.userId);
      return { clubId: club.id, name: club.name, slug: club.slug };
    },
    async clubAchievements(_parent, { clubId, first }, context) {
      return present(await listClubAchievements(context.deps, clubId, context.viewer?.userId ?? null, first ?? undefined), context);
    },
    async pieAchievements(_parent, { pieIdOrSlug, first }, context) {
      return present(await listPieAchievements(context.deps.db, pieIdOrSlug, context.viewer?.userId ?? null, first ?? undefined), context);
    },
    async myAchievements(_parent, { first }, context) {
      const viewer = requireViewer(context);
      return presentHeld(await listHeldAchievements(context.deps.db, viewer.userId, { includeHidden: true, first: first ?? undefined }), context);
    },
    async myAchievement(_parent, { achievementId }, context) {
      const viewer = requireViewer(context);
      return (await presentHeld([await findHeldAchievement(context.deps.db, viewer.userId, achievementId)], context))[0]!;
    },
    async userAchievements(_parent, { userId, first }, context) {
      return presentHeld(await listMemberAchievements(context.deps.db, userId, context.viewer?.userId ?? null, first ?? undefined), context);
    },
  },
  RewardsMutation: {
    async createAchievement(_parent, { clubId, pieId, input }, context) {
      const viewer = requireViewer(context);
      return presentOne(await createAchievement(context.deps, viewer.userId, { clubId, pieId }, inputOf(input)), context);
    },
    async updateAchievement(_parent, { achievementId, input }, context) {
      const viewer = requireViewer(context);
      return presentOne(await updateAchievement(context.deps, viewer.userId, achievementId, inputOf(input)), context);
    },
    async presignAchievementAvatarUpload(_parent, { clubId, pieId, achievementId, contentType }, context) {
      const viewer = requireViewer(context);
      await assertMayPictureAchievement(context.deps, viewer.userId, { clubId, pieId, achievementId });
      return presignImageUploadFor(context, viewer.userId, contentType);
    },
    async completeAchievementAvatarUpload(_parent, { clubId, pieId, achievementId, uploadId }, context) {
      const viewer = requireViewer(context);
      await assertMayPictureAchievement(context.deps, viewer.userId, { clubId, pieId, achievementId });
      return completeImageUploadFor(context, viewer.userId, uploadId);
    },
    async deleteAchievement(_parent, { achievementId }, context) {
      const viewer = requireViewer(context);
      return (await deleteAchievement(context.deps, viewer.userId, achievementId)).id;
    },
    async awardAchievement(_parent, { input }, context) {
      const viewer = requireViewer(context);
      const held = await awardAchievement(context.deps, viewer.userId, input);
      await refreshLoaders(context);
      const achievement = await findAchievementForViewer(context.deps.db, held.achievementId, viewer.userId);
      return (await presentHeld([{ holding: held, achievement }], context))[0]!;
    },
  },
};

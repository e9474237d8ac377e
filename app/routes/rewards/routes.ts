import { route } from "@react-router/dev/routes";
import type { AreaRoutes } from "../area-routes";

/**
 * The rewards area's URLs (spec 3 §2, spec 1 §2.2): a club's achievements for its reward
 * managers and the pie hub's for the pie's owner (the same modules, ADR 0078), one badge's page
 * with the award form, and every badge's public page (a pie's also under the pie); a pie's
 * rewards (ADR 0072): the member's list, a reward's public page (by ids, and the slug route),
 * a draw's public verification, and the pie hub's rewards with their form and each one's
 * participants and statistics (ADR 0076). The member's own
 * badges are on /profile.
 */
export const rewardsRoutes = {
  // Public pages: visitors and members alike.
  main: [
    route("achievements/:slugOrId", "routes/rewards/public-achievement.tsx"),
    route("legacy/pies/:pieId/achievements/:achievementId", "routes/rewards/public-achievement.tsx", { id: "rewards/pie-public-achievement" }),
    route("legacy/pies/:pieId/rewards/:rewardId", "routes/rewards/pie-reward.tsx", { id: "rewards/pie-reward" }),
    route("legacy/pies/:pieId/legacy/rewards/:rewardId", "routes/rewards/pie-reward.tsx", { id: "rewards/pie-reward-by-slug" }),
    route("legacy/pies/:pieId/rewards/:rewardId/draws/:sequence", "routes/rewards/draw-verification.tsx"),
  ],
  protected: [
    route("my/rep-clubs/:club_id/achievements", "routes/rewards/managed-achievements.tsx", { id: "rewards/club-achievements" }),
    route("my/rep-clubs/:club_id/achievements/create", "routes/rewards/create-achievement.tsx"),
    route("rep-club/:club_id/achievement/:achievementId", "routes/rewards/managed-achievement.tsx", { id: "rewards/club-achievement" }),
    route("rep-club/:club_id/achievement/:achievementId/edit", "routes/rewards/edit-achievement.tsx"),
    route("legacy/rewards", "routes/rewards/pie-reward-list.tsx"),
  ],
} satisfies AreaRoutes;

/**
 * The pie hub's achievements and rewards, placed under /legacy/pie-hub by the pie area's routes so
 * that the hub's layout (its guard, spec 1 §2.3, and the picker of ADR 0081) runs for them too
 * (ADR 0087); paths relative to the hub.
 */
export const rewardsPieHubRoutes = [
  // The pie hub's achievements (spec 3 §2; the pie hub guard lets a complete pie's owner in).
  route("achievements", "routes/rewards/managed-achievements.tsx", { id: "rewards/pie-hub-achievements" }),
  route("achievements/create", "routes/rewards/create-achievement.tsx", { id: "rewards/pie-hub-create-achievement" }),
  route("achievements/:achievementId", "routes/rewards/managed-achievement.tsx", { id: "rewards/pie-hub-achievement" }),
  route("achievements/edit/:achievementId", "routes/rewards/edit-achievement.tsx", { id: "rewards/pie-hub-edit-achievement" }),
  route("rewards", "routes/rewards/hub-rewards.tsx"),
  route("rewards/create", "routes/rewards/pie-reward-form.tsx", { id: "rewards/create-pie-reward" }),
  route("rewards/:rewardId", "routes/rewards/hub-reward.tsx"),
  route("rewards/edit/:rewardId", "routes/rewards/pie-reward-form.tsx", { id: "rewards/edit-pie-reward" }),
];

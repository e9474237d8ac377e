import { route } from "@react-router/dev/routes";
import type { AreaRoutes } from "../area-routes";

/**
 * The rewards area's URLs (spec 3 §2, spec 1 §2.2): a club's achievements for its reward
 * managers, one badge's page with the award form, and every badge's public page. The member's
 * own badges are on /profile.
 */
export const rewardsRoutes = {
  // A badge's public page: visitors and members alike.
  main: [route("achievements/:slugOrId", "routes/rewards/public-achievement.tsx")],
  protected: [
    route("my/rep-clubs/:club_id/achievements", "routes/rewards/club-achievements.tsx"),
    route("my/rep-clubs/:club_id/achievements/create", "routes/rewards/create-achievement.tsx"),
    route("rep-club/:club_id/achievement/:achievementId", "routes/rewards/club-achievement.tsx"),
    route("rep-club/:club_id/achievement/:achievementId/edit", "routes/rewards/edit-achievement.tsx"),
  ],
} satisfies AreaRoutes;

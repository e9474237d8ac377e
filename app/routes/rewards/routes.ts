import { route } from "@react-router/dev/routes";
import type { AreaRoutes } from "../area-routes";

/**
 * The rewards area's URLs (spec 3 §2, spec 1 §2.2): a club's achievements for its reward
 * managers, and one badge's page with the award form. The member's own badges are on /profile.
 */
export const rewardsRoutes = {
  protected: [
    route("my/rep-clubs/:club_id/achievements", "routes/rewards/club-achievements.tsx"),
    route("my/rep-clubs/:club_id/achievements/create", "routes/rewards/create-achievement.tsx"),
    route("rep-club/:club_id/achievement/:achievementId", "routes/rewards/club-achievement.tsx"),
    route("rep-club/:club_id/achievement/:achievementId/edit", "routes/rewards/edit-achievement.tsx"),
  ],
} satisfies AreaRoutes;

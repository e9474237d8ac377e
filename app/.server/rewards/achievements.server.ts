// The rewards area's reads for the web app: the member's badges on /profile, and the one
// opened with ?achievement={id} (spec 1 §2.2).
import type { RouterContextProvider } from "react-router";
import { getApi } from "~/.server/platform/request-context.server";
import { ApiError } from "~/.server/platform/api-errors.server";
import { loadOrThrow } from "~/.server/platform/responses.server";
import { webEnv } from "~/.server/platform/env.server";
import { MyAchievementDocument, MyAchievementsDocument, type AchievementCardFragment } from "~/graphql/generated";
import { mediaUrl } from "~/lib/media-url";
import { publicAchievementPath } from "~/lib/rewards/achievement-texts";

type Ctx = Readonly<RouterContextProvider>;

/** A badge's picture as the browser loads it (media host); null: the default image. */
export function badgeImageSrc(url: string | null | undefined): string | null {
  return mediaUrl(url, webEnv().mediaUrl);
}

function shown(held: { awardedAt: string; achievement: AchievementCardFragment }) {
  const a = held.achievement;
  return {
    achievementId: a.achievementId,
    displayName: a.displayName,
    bio: a.bio ?? null,
    category: a.category,
    tier: a.tier ?? null,
    imageSrc: badgeImageSrc(a.avatarUrl),
    issuerName: a.club?.name ?? a.pie?.name ?? null,
    // A hidden badge has no public page for its holder (only its issuer's managers open it).
    publicPath: a.isHidden ? null : publicAchievementPath(a),
    awardedAt: held.awardedAt,
  };
}

/**
 * The viewer's badges and, when one was asked for, that badge: `opened` is null with
 * `missing` true when the viewer does not hold it (the page answers 404).
 */
export async function loadMyBadges(context: Ctx, url: URL) {
  const api = getApi(context);
  const asked = url.searchParams.get("achievement");
  const [list, one] = await Promise.all([
    loadOrThrow(context, () => api.query(MyAchievementsDocument), url),
    asked === null
      ? null
      : loadOrThrow(
          context,
          () =>
            api.query(MyAchievementDocument, { achievementId: asked }).catch((error: unknown) => {
              if (error instanceof ApiError && error.code === "NOT_FOUND") return null;
              throw error;
            }),
          url,
        ),
  ]);
  const opened = one ? shown(one.rewards.myAchievement) : null;
  return { badges: list.rewards.myAchievements.map(shown), opened, missing: asked !== null && opened === null };
}

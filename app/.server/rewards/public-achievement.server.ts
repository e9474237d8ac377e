// A badge's public page (/achievements/{slugOrId}, and a pie's under its pie:
// /legacy/pies/{id}/achievements/{achievementId}): anyone may open it, signed in or not. The API
// answers NOT_FOUND for an unknown badge, a hidden one or one of an unpublished club or a draft
// pie (except to its managers), and the page answers 404 with it.
import type { RouterContextProvider } from "react-router";
import { getApi } from "~/.server/platform/request-context.server";
import { loadOrThrow, notFoundResponse } from "~/.server/platform/responses.server";
import { webEnv } from "~/.server/platform/env.server";
import { PublicAchievementDocument } from "~/graphql/generated";
import { publicAchievementPath } from "~/lib/rewards/achievement-texts";
import { badgeImageSrc } from "./achievements.server";

type Ctx = Readonly<RouterContextProvider>;

/** The badge by slug or id; under a pie (`pie`: its id or slug), only that pie's badge. */
export async function loadPublicAchievement(context: Ctx, url: URL, slugOrId: string, pie?: string) {
  const { rewards } = await loadOrThrow(context, () => getApi(context).query(PublicAchievementDocument, { slugOrId }), url);
  const a = rewards.publicAchievement;
  if (pie !== undefined && a.pie?.pieId !== pie && a.pie?.slug !== pie.toLowerCase()) throw notFoundResponse();
  const { publicUrl, productName } = webEnv();
  const imageSrc = badgeImageSrc(a.avatarUrl);
  return {
    achievement: { ...a, imageSrc },
    site: {
      productName,
      /** The canonical address, whichever key opened the page: a club's badge by slug, a pie's under its pie by ids. */
      url: new URL(publicAchievementPath(a), publicUrl).href,
      /** A link preview needs an absolute image address. */
      imageUrl: imageSrc ? new URL(imageSrc, publicUrl).href : null,
    },
  };
}

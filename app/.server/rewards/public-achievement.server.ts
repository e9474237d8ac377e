// A badge's public page (/achievements/{slugOrId}): anyone may open it, signed in or not. The
// API answers NOT_FOUND for an unknown badge, a hidden one or one of an unpublished club (except
// to the club's reward managers), and the page answers 404 with it.
import type { RouterContextProvider } from "react-router";
import { getApi } from "~/.server/platform/request-context.server";
import { loadOrThrow } from "~/.server/platform/responses.server";
import { webEnv } from "~/.server/platform/env.server";
import { PublicAchievementDocument } from "~/graphql/generated";
import { badgeImageSrc } from "./achievements.server";

type Ctx = Readonly<RouterContextProvider>;

export async function loadPublicAchievement(context: Ctx, url: URL, slugOrId: string) {
  const { rewards } = await loadOrThrow(context, () => getApi(context).query(PublicAchievementDocument, { slugOrId }), url);
  const a = rewards.publicAchievement;
  const { publicUrl, productName } = webEnv();
  const imageSrc = badgeImageSrc(a.avatarUrl);
  return {
    achievement: { ...a, imageSrc },
    site: {
      productName,
      /** The canonical address: by slug, whichever key opened the page. */
      url: new URL(`/achievements/${encodeURIComponent(a.slug)}`, publicUrl).href,
      /** A link preview needs an absolute image address. */
      imageUrl: imageSrc ? new URL(imageSrc, publicUrl).href : null,
    },
  };
}

import { href, Link, useLoaderData } from "react-router";
import type { Route } from "./+types/public-achievement";
import { loadPublicAchievement } from "~/.server/rewards/public-achievement.server";
import { ClaimingRewards } from "~/components/rewards/claiming-rewards";
import { GeneralErrorBoundary } from "~/components/ui/error-boundary";
import { useImageSrc } from "~/hooks/use-media-src";
import { achievementTexts as t, activeWindowLabel, categoryLabel, claimedLabel, conditionLabel, DEFAULT_BADGE_IMAGE } from "~/lib/rewards/achievement-texts";
import { formatEventDay } from "~/lib/format";
import type { RouteHandle } from "~/lib/route-handle";

export const handle: RouteHandle = { title: "Achievement" };

/** A shared link previews with the badge's picture, name and description (Open Graph, Twitter card). */
export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [{ title: "Achievement not found" }];
  const { achievement: a, site } = loaderData;
  const issuer = a.club?.name ?? a.pie?.name;
  const description = a.bio || `${categoryLabel(a.category, a.tier)} badge${issuer ? ` from ${issuer}` : ""}.`;
  const image = site.imageUrl ?? new URL(DEFAULT_BADGE_IMAGE, site.url).href;
  return [
    { title: a.displayName },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: site.url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.productName },
    { property: "og:title", content: a.displayName },
    { property: "og:description", content: description },
    { property: "og:url", content: site.url },
    { property: "og:image", content: image },
    { property: "og:image:alt", content: a.displayName },
    { name: "twitter:card", content: "summary" },
    { name: "twitter:title", content: a.displayName },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
    // A hidden badge shows only to its managers: never indexed.
    ...(a.isHidden ? [{ name: "robots", content: "noindex" }] : []),
  ];
};

/**
 * /achievements/{slugOrId} (spec 3 §7 public by slug or id) and a pie's badge under its pie
 * (spec 3 §2 /legacy/pies/{id}/achievements/{achievementId}): a badge's public page, signed in or not.
 */
export async function loader({ context, url, params }: Route.LoaderArgs) {
  if (params.pieId !== undefined && params.achievementId !== undefined) return loadPublicAchievement(context, url, params.achievementId, params.pieId);
  return loadPublicAchievement(context, url, params.slugOrId ?? "");
}

export default function PublicAchievement() {
  const { achievement: a } = useLoaderData<typeof loader>();
  const imageSrc = useImageSrc();
  const activeText = activeWindowLabel(a.activeFromUtc, a.activeToUtc, (iso) => formatEventDay(iso, "UTC"));
  const earnedBy = conditionLabel(a.condition);
  return (
    <article className="stack-lg badge-page">
      <div className="profile-head">
        <img className="badge-image badge-image-lg" src={imageSrc(a.imageSrc ?? DEFAULT_BADGE_IMAGE)} alt="" width={160} height={160} />
        <div className="stack-sm">
          <h1>{a.displayName}</h1>
          <p className="muted">{categoryLabel(a.category, a.tier)}</p>
          {a.viewerAwardedAt ? (
            <p className="pill" data-testid="held-since">
              {t.youHoldSince} <time dateTime={a.viewerAwardedAt}>{formatEventDay(a.viewerAwardedAt, "UTC")}</time>
            </p>
          ) : null}
        </div>
      </div>
      {a.bio ? <p>{a.bio}</p> : null}
      <dl className="details card">
        {a.club ? (
          <div>
            <dt>{t.issuedByClub}</dt>
            <dd>
              <Link to={`/rep-clubs/${encodeURIComponent(a.club.slug)}`}>{a.club.name}</Link>
            </dd>
          </div>
        ) : null}
        {a.pie ? (
          <div>
            <dt>{t.issuedByClub}</dt>
            <dd>
              <Link to={`/legacy/pies/${encodeURIComponent(a.pie.slug)}`}>{a.pie.name}</Link>
            </dd>
          </div>
        ) : null}
        <div>
          <dt>{t.category}</dt>
          <dd>{categoryLabel(a.category, a.tier)}</dd>
        </div>
        <div>
          <dt>{t.claimed}</dt>
          <dd>{claimedLabel(a.awardedCount, a.maxSupply)}</dd>
        </div>
        {activeText ? (
          <div>
            <dt>{t.activeWindow}</dt>
            <dd>{activeText}</dd>
          </div>
        ) : null}
        {earnedBy ? (
          <div>
            <dt>{t.earnedBy}</dt>
            <dd>{earnedBy}</dd>
          </div>
        ) : null}
        <ClaimingRewards rewards={a.claimedByRewards} />
      </dl>
      {a.canManage && a.club ? (
        <p>
          <Link to={href("/rep-club/:club_id/achievement/:achievementId", { club_id: a.club.clubId, achievementId: a.achievementId })}>{t.edit}</Link>
        </p>
      ) : null}
      {a.canManage && a.pie ? (
        <p>
          <Link to={href("/legacy/pie-hub/achievements/:achievementId", { achievementId: a.achievementId })}>{t.edit}</Link>
        </p>
      ) : null}
    </article>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}

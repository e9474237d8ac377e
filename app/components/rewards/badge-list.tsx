import { Link } from "react-router";
import { categoryLabel, DEFAULT_BADGE_IMAGE } from "~/lib/rewards/achievement-texts";
import { formatEventDay } from "~/lib/format";
import { useImageSrc } from "~/hooks/use-media-src";

export interface ShownBadge {
  achievementId: string;
  displayName: string;
  category: string;
  tier?: string | null;
  /** Already resolved for the browser (media host); null: the default image. */
  imageSrc: string | null;
}

/** The member's badges: image, name, category and the day it was awarded; each opens its details. */
export function BadgeList({ badges, hrefOf }: { badges: readonly (ShownBadge & { awardedAt: string })[]; hrefOf: (id: string) => string }) {
  const imageSrc = useImageSrc();
  return (
    <ul className="badge-list">
      {badges.map((badge) => (
        <li key={badge.achievementId}>
          <Link to={hrefOf(badge.achievementId)} className="badge-card" preventScrollReset>
            <img src={imageSrc(badge.imageSrc ?? DEFAULT_BADGE_IMAGE)} alt="" width={64} height={64} className="badge-image" />
            <span className="stack-sm">
              <strong>{badge.displayName}</strong>
              <span className="muted">{categoryLabel(badge.category, badge.tier)}</span>
              <span className="muted">
                Awarded <time dateTime={badge.awardedAt}>{formatEventDay(badge.awardedAt, "UTC")}</time>
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

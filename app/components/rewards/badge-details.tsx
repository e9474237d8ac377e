import { useLayoutEffect, useRef } from "react";
import { Link, useNavigate } from "react-router";
import { achievementTexts as t, categoryLabel, DEFAULT_BADGE_IMAGE } from "~/lib/rewards/achievement-texts";
import { formatEventDay } from "~/lib/format";
import type { ShownBadge } from "./badge-list";
import { useImageSrc } from "~/hooks/use-media-src";

export interface BadgeDetails extends ShownBadge {
  bio?: string | null;
  awardedAt: string;
  /** The club or pie that issued it. */
  issuerName?: string | null;
  /** Its public page; null when it has none to show (a hidden badge). */
  publicPath?: string | null;
}

/**
 * One badge's details over the page it was opened from. The server renders an open
 * <dialog> in the page's flow, so without JavaScript the details simply show on the page;
 * with it the same dialog becomes modal. Closing goes back to `closeTo` either way.
 */
export function BadgeDetailsDialog({ badge, closeTo }: { badge: BadgeDetails; closeTo: string }) {
  const imageSrc = useImageSrc();
  const dialog = useRef<HTMLDialogElement>(null);
  const navigate = useNavigate();
  // A layout effect: the dialog turns modal in the commit that shows it. A passive effect
  // runs a task later, and an Escape pressed in between reached a plain open <dialog>,
  // which ignores it.
  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element?.showModal) return;
    if (element.open) element.close();
    element.showModal();
    return () => element.close();
  }, [badge.achievementId]);
  return (
    <dialog
      ref={dialog}
      open
      className="dialog badge-dialog"
      aria-labelledby="badge-title"
      // Escape closes the modal: keep the address in step.
      onCancel={(event) => {
        event.preventDefault();
        void navigate(closeTo, { preventScrollReset: true });
      }}
    >
      <div className="stack">
        <img src={imageSrc(badge.imageSrc ?? DEFAULT_BADGE_IMAGE)} alt={badge.displayName} width={160} height={160} className="badge-image badge-image-lg" />
        <h2 id="badge-title">{badge.displayName}</h2>
        {badge.bio ? <p>{badge.bio}</p> : null}
        <dl className="details">
          <div>
            <dt>{t.category}</dt>
            <dd>{categoryLabel(badge.category, badge.tier)}</dd>
          </div>
          {badge.issuerName ? (
            <div>
              <dt>{t.issuedBy}</dt>
              <dd>{badge.issuerName}</dd>
            </div>
          ) : null}
          <div>
            <dt>{t.awardedOn}</dt>
            <dd>
              <time dateTime={badge.awardedAt}>{formatEventDay(badge.awardedAt, "UTC")}</time>
            </dd>
          </div>
        </dl>
        <div className="confirm-actions">
          <Link to={closeTo} className="button button-secondary" preventScrollReset>
            {t.close}
          </Link>
          {badge.publicPath ? <Link to={badge.publicPath}>{t.publicPage}</Link> : null}
        </div>
      </div>
    </dialog>
  );
}

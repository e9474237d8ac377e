import type { ReactNode } from "react";
import type { PointsStandingPartsFragment } from "~/graphql/generated";
import { formatPoints, pointsTexts as t } from "~/lib/clubs/points-forms";
import { pointsToTier } from "../../../contract/clubs/points-messages";

/**
 * A member's standing in one club: balance, tier and points earned, and the progress to the
 * next tier. On the member's points page (one per club) and on the club's own page.
 */
export function PointsStandingCard({
  standing,
  title,
  progressId,
  children,
}: {
  standing: PointsStandingPartsFragment;
  /** The card's heading (the club's name, or "Your points" on the club's page). */
  title: ReactNode;
  /** Unique on the page. */
  progressId: string;
  /** Actions under the standing (buy points, the history). */
  children?: ReactNode;
}) {
  return (
    <div className="card stack-sm points-standing">
      {title}
      <p className="points-balance">
        <span className="muted">{t.balance}</span> <strong>{formatPoints(standing.balance)}</strong>
      </p>
      <p>
        {`${t.tier}: `}
        <strong>{standing.tier?.name ?? t.noTier}</strong>
        <span className="muted">{` · ${t.earned}: ${formatPoints(standing.pointsEarned)}`}</span>
      </p>
      {standing.nextTier ? (
        <div className="stack-sm">
          <progress id={progressId} className="points-progress" max={100} value={standing.progressPercent} aria-label={`Progress to ${standing.nextTier.name}`}>
            {`${standing.progressPercent}%`}
          </progress>
          <p className="muted">{pointsToTier(standing.pointsToNextTier, standing.nextTier.name)}</p>
        </div>
      ) : standing.tier ? (
        <p className="muted">{t.topTier}</p>
      ) : null}
      {children}
    </div>
  );
}

import { Link } from "react-router";
import { achievementTexts as t } from "~/lib/rewards/achievement-texts";

/** The pie rewards whose winners receive the badge (spec 3 §3 claimedByRewards), as a row of a details list. */
export function ClaimingRewards({ rewards }: { rewards: readonly { rewardId: string; pieId: string; displayName: string }[] }) {
  if (rewards.length === 0) return null;
  return (
    <div>
      <dt>{t.claimedByRewards}</dt>
      <dd>
        <ul className="share-list">
          {rewards.map((reward) => (
            <li key={reward.rewardId}>
              <Link to={`/legacy/pies/${encodeURIComponent(reward.pieId)}/rewards/${encodeURIComponent(reward.rewardId)}`}>{reward.displayName}</Link>
            </li>
          ))}
        </ul>
      </dd>
    </div>
  );
}

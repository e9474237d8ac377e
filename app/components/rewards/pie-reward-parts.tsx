import { formatUtcDay } from "~/lib/format";
// A pie's reward in words (ADR 0072): its card in lists, and its conditions and dates as read on
// its page and the form's preview.
import { Link } from "react-router";
import {
  INELIGIBILITY_WORDS,
  REDEEM_TYPE_LABELS,
  REWARD_CATEGORY_LABELS,
  REWARD_DELIVERY_LABELS,
  REWARD_STATUS_LABELS,
  REWARD_TYPE_LABELS,
  type IneligibilityReason,
  type RedeemType,
  type RewardCategory,
  type RewardDelivery,
  type RewardStatus,
  type RewardType,
} from "../../../contract/rewards/pie-rewards";
import { DEFAULT_BADGE_IMAGE as DEFAULT_REWARD_IMAGE } from "~/lib/rewards/achievement-texts";

/** A day in UTC, as the form takes it: "Jun 30, 2026". */
export function formatRewardDay(iso: string | null | undefined): string | null {
  if (!iso) return null;
  return formatUtcDay(iso);
}

export interface RewardCardData {
  rewardId: string;
  displayName: string;
  type: RewardType;
  category: RewardCategory;
  status: RewardStatus;
  maxWinners: number;
  participantCount: number;
  endDate?: string | null;
  pie: { pieId: string; displayName?: string | null };
}

/** A reward as a card, linking to its page (or to `to`: the pie hub's page of it). */
export function RewardCard({ reward, note, to }: { reward: RewardCardData; note?: string; to?: string }) {
  return (
    <Link to={to ?? `/legacy/pies/${reward.pie.pieId}/rewards/${reward.rewardId}`} className="badge-card">
      <span className="stack-sm">
        <strong>{reward.displayName}</strong>
        <span className="muted">
          {REWARD_TYPE_LABELS[reward.type]} · {REWARD_CATEGORY_LABELS[reward.category]} · {REWARD_STATUS_LABELS[reward.status]}
        </span>
        <span className="muted">
          {reward.pie.displayName} · {reward.maxWinners} {reward.maxWinners === 1 ? "winner" : "winners"} · {reward.participantCount} taking part
          {reward.endDate ? ` · until ${formatRewardDay(reward.endDate)}` : ""}
        </span>
        {note ? <span className="pill">{note}</span> : null}
      </span>
    </Link>
  );
}

export interface RewardFacts {
  type: RewardType;
  delivery: RewardDelivery;
  category: RewardCategory;
  status: RewardStatus;
  maxWinners: number;
  ageLimit?: number | null;
  startDate?: string | null;
  endDate?: string | null;
  expiresAt?: string | null;
  needNewSlices: boolean;
  redeemType?: RedeemType | null;
  conditions: {
    ownedSlices?: { amount: number; from?: string | null; to?: string | null } | null;
    achievements: { achievementId: string; displayName: string }[];
    requireAllAchievements: boolean;
    geoRange?: { address?: string | null; radius: number; unit: "KM" | "MI"; latitude: number; longitude: number } | null;
  };
}

/** What the reward is and asks for, as a description list. */
export function RewardFactsList({ reward }: { reward: RewardFacts }) {
  const { conditions } = reward;
  const slices = conditions.ownedSlices;
  const rows: [string, string][] = [
    ["Campaign type", REWARD_TYPE_LABELS[reward.type]],
    ["Category", REWARD_CATEGORY_LABELS[reward.category]],
    ["Delivery", REWARD_DELIVERY_LABELS[reward.delivery]],
    ["Status", REWARD_STATUS_LABELS[reward.status]],
    ["Winners", String(reward.maxWinners)],
  ];
  if (reward.startDate || reward.endDate) rows.push(["Open", `${formatRewardDay(reward.startDate) ?? "now"} to ${formatRewardDay(reward.endDate) ?? "no end"}`]);
  if (reward.expiresAt) rows.push(["Expires", formatRewardDay(reward.expiresAt)!]);
  if (slices) {
    const window = slices.from || slices.to ? ` acquired ${slices.from ? `from ${formatRewardDay(slices.from)}` : ""}${slices.to ? ` before ${formatRewardDay(slices.to)}` : ""}` : "";
    rows.push(["Slices", `Hold at least ${slices.amount.toLocaleString("en-US")} ${slices.amount === 1 ? "slice" : "slices"} of this pie${window}${reward.needNewSlices ? " (bought, not sent by others)" : ""}`]);
  }
  if (conditions.achievements.length) {
    rows.push([
      "Badges",
      `${conditions.requireAllAchievements && conditions.achievements.length > 1 ? "All of" : "Any of"}: ${conditions.achievements.map((badge) => badge.displayName).join(", ")}`,
    ]);
  }
  if (conditions.geoRange) {
    const geo = conditions.geoRange;
    rows.push(["Area", `Within ${geo.radius} ${geo.unit === "MI" ? "mi" : "km"} of ${geo.address ?? `${geo.latitude}, ${geo.longitude}`}`]);
  }
  if (reward.ageLimit) rows.push(["Age limit", `${reward.ageLimit}+`]);
  if (reward.redeemType) rows.push(["Redeemed as", REDEEM_TYPE_LABELS[reward.redeemType]]);
  return (
    <dl className="pie-stats">
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Why the member cannot take part, in plain words. */
export function ReasonList({ reasons }: { reasons: readonly IneligibilityReason[] }) {
  if (reasons.length === 0) return null;
  return (
    <ul className="stack-sm">
      {reasons.map((reason) => (
        <li key={reason}>{INELIGIBILITY_WORDS[reason]}</li>
      ))}
    </ul>
  );
}

export interface RewardShowcaseData {
  displayName: string;
  bio?: string | null;
  /** The picture's address as the page shows it; null: the default reward image. */
  imageSrc: string | null;
  bonusAchievement?: { displayName: string } | null;
  winningBoosts: { slices?: number | null; achievement?: { displayName: string } | null; extraEntries: number }[];
}

/** A winning boost in words. */
export function boostWords(boost: RewardShowcaseData["winningBoosts"][number]): string {
  const extra = `${boost.extraEntries} extra ${boost.extraEntries === 1 ? "entry" : "entries"}`;
  return boost.slices != null ? `Holders of at least ${boost.slices.toLocaleString("en-US")} slices: ${extra}` : `Holders of the badge ${boost.achievement?.displayName ?? "?"}: ${extra}`;
}

/** The reward's picture, what it gives beyond the prize, and its boosts: on its page and in the wizard's preview. */
export function RewardExtras({ reward }: { reward: RewardShowcaseData }) {
  return (
    <>
      <img className="reward-avatar" src={reward.imageSrc ?? DEFAULT_REWARD_IMAGE} alt="" width={160} height={160} />
      {reward.bonusAchievement ? <p>Winners also receive the badge {reward.bonusAchievement.displayName}.</p> : null}
      {reward.winningBoosts.length ? (
        <div className="stack-sm">
          <h2 className="h3">Winning boosts</h2>
          <ul>
            {reward.winningBoosts.map((boost) => (
              <li key={boostWords(boost)}>{boostWords(boost)}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </>
  );
}

/** The privacy policy participants accept: its title, text and, when there is one, its PDF. */
export function PrivacyPolicyText({ policy }: { policy: { title: string; content: string; fileUrl?: string | null } }) {
  return (
    <div className="stack-sm">
      <h3>{policy.title}</h3>
      <p className="pre-wrap">{policy.content}</p>
      {policy.fileUrl ? (
        <p>
          <a href={policy.fileUrl} target="_blank" rel="noreferrer">
            Read the privacy policy (PDF)
          </a>
        </p>
      ) : null}
    </div>
  );
}

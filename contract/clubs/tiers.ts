// A member's loyalty tier (spec 3 §3 tiers, membership.tier): the highest tier whose minimum the
// member has earned. Points earned, never the balance, decide it, so spending never demotes.
// Pure: the API answers with it and the web app shows the progress it gives.

export interface TierLike {
  level: number;
  minimumPoints: number;
}

export interface TierStanding<T extends TierLike> {
  /** The tier reached, or null below the lowest minimum. */
  current: T | null;
  /** The next tier up, or null at the top. */
  next: T | null;
  /** Points still to earn for the next tier (0 at the top). */
  pointsToNext: number;
  /** Progress from the current tier's minimum (or 0) to the next one's, 0 to 100; 100 at the top. */
  percent: number;
}

export function tierStanding<T extends TierLike>(tiers: readonly T[], pointsEarned: number): TierStanding<T> {
  const ladder = [...tiers].sort((a, b) => a.minimumPoints - b.minimumPoints || a.level - b.level);
  const earned = Math.max(0, Math.floor(pointsEarned));
  let current: T | null = null;
  let next: T | null = null;
  for (const tier of ladder) {
    if (tier.minimumPoints <= earned) current = tier;
    else {
      next = tier;
      break;
    }
  }
  if (!next) return { current, next: null, pointsToNext: 0, percent: 100 };
  const floor = current?.minimumPoints ?? 0;
  const span = next.minimumPoints - floor;
  const percent = span <= 0 ? 100 : Math.min(100, Math.max(0, Math.floor(((earned - floor) * 100) / span)));
  return { current, next, pointsToNext: next.minimumPoints - earned, percent };
}

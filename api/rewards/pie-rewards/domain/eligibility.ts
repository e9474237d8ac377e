// Who may take part in a pie's reward (spec 3 §4's 13 ineligibility reasons; ADR 0072): a pure
// function of the reward and the facts about one member, every failing reason in the
// contract's order. The facts are read from the database by participation.ts.
import { INELIGIBILITY_REASONS, type GeoUnit, type IneligibilityReason, type RewardStatus, type RewardType } from "../../../../contract/rewards/pie-rewards.js";

export interface RewardConditions {
  /** Slices of the pie to hold; null: none asked. */
  ownedSlices: { amount: number; from: string | null; to: string | null } | null;
  /** Badges (achievement ids); empty: none asked. */
  achievementIds: string[];
  requireAllAchievements: boolean;
  geo: { address: string | null; latitude: number; longitude: number; radius: number; unit: GeoUnit } | null;
}

export interface EligibilityReward {
  type: RewardType;
  status: RewardStatus;
  ageLimit: number | null;
  maxWinners: number;
  expiresAt: Date | null;
  startDate: Date | null;
  endDate: Date | null;
  conditions: RewardConditions;
  /** Only slices bought from the pie count (not those another member sent). */
  needNewSlices: boolean;
  hasPrivacyPolicy: boolean;
}

export interface MemberFacts {
  now: Date;
  /** Verified and not deleted. */
  active: boolean;
  /** The pie's owner or one of its team. */
  onPieTeam: boolean;
  optedOut: boolean;
  /** Whole years; null without a date of birth. */
  age: number | null;
  /** Slices held that count for the condition (bought in its dates, when it has dates). */
  slices: number;
  /** The same, counting slices sent by other members too. */
  slicesIncludingReceived: number;
  heldAchievementIds: readonly string[];
  location: { latitude: number; longitude: number } | null;
  privacyAccepted: boolean;
  /** Winners so far (a promotion's awards, a draw's drawn winners). */
  winners: number;
  /** A draw whose entries are frozen takes no more. */
  entriesFrozen: boolean;
}

const EARTH_RADIUS_KM = 6371.0088;
const KM_PER_MILE = 1.609344;

/** Great-circle distance in kilometres (haversine). */
export function distanceKm(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const rad = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Every reason the member cannot take part, in the contract's order; empty: they may. */
export function ineligibilityReasons(reward: EligibilityReward, facts: MemberFacts): IneligibilityReason[] {
  const failing = new Set<IneligibilityReason>();
  const { conditions } = reward;
  if (!facts.active) failing.add("INACTIVE_USER");
  if (facts.onPieTeam) failing.add("FROM_OWNER");
  if (facts.optedOut) failing.add("OPT_OUT");
  if (reward.status === "CLOSED" || (reward.expiresAt && facts.now >= reward.expiresAt)) failing.add("EXPIRED");
  if (reward.status === "PENDING" || reward.status === "SUSPENDED" || (reward.startDate && facts.now < reward.startDate) || (reward.endDate && facts.now >= reward.endDate)) {
    failing.add("OUT_OF_DATE_RANGES");
  }
  if (facts.winners >= reward.maxWinners || (reward.type === "DRAW" && facts.entriesFrozen)) failing.add("ENOUGH_WINNERS");
  if (reward.ageLimit !== null && (facts.age === null || facts.age < reward.ageLimit)) failing.add("AGE_LIMIT");
  if (conditions.ownedSlices) {
    if (facts.slices < conditions.ownedSlices.amount) {
      // Enough with the slices others sent, but those do not count here.
      failing.add(reward.needNewSlices && facts.slicesIncludingReceived >= conditions.ownedSlices.amount ? "FROM_OTHER_USER" : "NOT_ENOUGH_SLICES");
    }
  }
  if (conditions.achievementIds.length > 0) {
    const held = conditions.achievementIds.filter((id) => facts.heldAchievementIds.includes(id)).length;
    if (held === 0) failing.add("NOT_ENOUGH_ACHIEVEMENTS");
    else if (conditions.requireAllAchievements && held < conditions.achievementIds.length) failing.add("MATCH_ALL_CONDITIONS");
  }
  if (conditions.geo) {
    const radiusKm = conditions.geo.unit === "MI" ? conditions.geo.radius * KM_PER_MILE : conditions.geo.radius;
    if (!facts.location || distanceKm(facts.location, conditions.geo) > radiusKm) failing.add("INVALID_LOCATION");
  }
  if (reward.hasPrivacyPolicy && !facts.privacyAccepted) failing.add("NOT_ACCEPTED_PRIVACY_POLICY");
  return INELIGIBILITY_REASONS.filter((reason) => failing.has(reason));
}

/** Whole years between a date of birth (YYYY-MM-DD) and now, in UTC. */
export function ageOn(dateOfBirth: string | null, now: Date): number | null {
  if (!dateOfBirth) return null;
  const [y, m, d] = dateOfBirth.split("-").map(Number) as [number, number, number];
  let age = now.getUTCFullYear() - y;
  if (now.getUTCMonth() + 1 < m || (now.getUTCMonth() + 1 === m && now.getUTCDate() < d)) age -= 1;
  return age;
}

// Who may take part in a reward (spec 3 §4's 13 reasons; ADR 0072), as a table: a member who
// meets everything, then one fact changed per row and the reason it gives.
import { describe, expect, test } from "vitest";
import { INELIGIBILITY_REASONS } from "../../../contract/rewards/pie-rewards.js";
import { ageOn, distanceKm, ineligibilityReasons, type EligibilityReward, type MemberFacts } from "./domain/eligibility.js";

const NOW = new Date("2026-06-15T12:00:00Z");
const LOS_ANGELES = { latitude: 34.0522, longitude: -118.2437 };
const SAN_FRANCISCO = { latitude: 37.7749, longitude: -122.4194 };

const reward: EligibilityReward = {
  type: "DRAW",
  status: "OPEN",
  ageLimit: 18,
  maxWinners: 2,
  expiresAt: new Date("2026-07-01T00:00:00Z"),
  startDate: new Date("2026-06-01T00:00:00Z"),
  endDate: new Date("2026-06-30T00:00:00Z"),
  conditions: {
    ownedSlices: { amount: 5, from: null, to: null },
    achievementIds: ["badge-a", "badge-b"],
    requireAllAchievements: true,
    geo: { address: "Los Angeles", ...LOS_ANGELES, radius: 50, unit: "KM" },
  },
  needNewSlices: false,
  hasPrivacyPolicy: true,
};

const member: MemberFacts = {
  now: NOW,
  active: true,
  onPieTeam: false,
  optedOut: false,
  age: 30,
  slices: 5,
  slicesIncludingReceived: 5,
  heldAchievementIds: ["badge-a", "badge-b"],
  location: LOS_ANGELES,
  privacyAccepted: true,
  winners: 0,
  entriesFrozen: false,
};

type Row = [string, Partial<EligibilityReward>, Partial<MemberFacts>, string[]];
const rows: Row[] = [
  ["meets every condition", {}, {}, []],
  ["an account not verified or deleted", {}, { active: false }, ["INACTIVE_USER"]],
  ["the pie's owner or team", {}, { onPieTeam: true }, ["FROM_OWNER"]],
  ["opted out", {}, { optedOut: true }, ["OPT_OUT"]],
  ["after it expires", {}, { now: new Date("2026-07-01T00:00:00Z") }, ["EXPIRED", "OUT_OF_DATE_RANGES"]],
  ["a closed reward", { status: "CLOSED" }, {}, ["EXPIRED"]],
  ["before its start", {}, { now: new Date("2026-05-31T23:59:59Z") }, ["OUT_OF_DATE_RANGES"]],
  ["after its end", { expiresAt: null }, { now: new Date("2026-06-30T00:00:00Z") }, ["OUT_OF_DATE_RANGES"]],
  ["a suspended reward", { status: "SUSPENDED" }, {}, ["OUT_OF_DATE_RANGES"]],
  ["all winners awarded", {}, { winners: 2 }, ["ENOUGH_WINNERS"]],
  ["a draw whose entries are frozen", {}, { entriesFrozen: true }, ["ENOUGH_WINNERS"]],
  ["under the age limit", {}, { age: 17 }, ["AGE_LIMIT"]],
  ["no date of birth with an age limit", {}, { age: null }, ["AGE_LIMIT"]],
  ["no age limit, no date of birth", { ageLimit: null }, { age: null }, []],
  ["too few slices", {}, { slices: 4, slicesIncludingReceived: 4 }, ["NOT_ENOUGH_SLICES"]],
  ["enough only with slices another member sent, when only bought ones count", { needNewSlices: true }, { slices: 2, slicesIncludingReceived: 7 }, ["FROM_OTHER_USER"]],
  ["too few even with sent ones", { needNewSlices: true }, { slices: 2, slicesIncludingReceived: 3 }, ["NOT_ENOUGH_SLICES"]],
  ["none of the badges", {}, { heldAchievementIds: [] }, ["NOT_ENOUGH_ACHIEVEMENTS"]],
  ["some of the badges when all are asked", {}, { heldAchievementIds: ["badge-a"] }, ["MATCH_ALL_CONDITIONS"]],
  ["one of the badges when any will do", { conditions: { ...reward.conditions, requireAllAchievements: false } }, { heldAchievementIds: ["badge-b"] }, []],
  ["outside the area", {}, { location: SAN_FRANCISCO }, ["INVALID_LOCATION"]],
  ["no location on the profile", {}, { location: null }, ["INVALID_LOCATION"]],
  ["inside a radius in miles", { conditions: { ...reward.conditions, geo: { address: null, ...SAN_FRANCISCO, radius: 400, unit: "MI" } } }, {}, []],
  ["the privacy policy not accepted", {}, { privacyAccepted: false }, ["NOT_ACCEPTED_PRIVACY_POLICY"]],
  ["no privacy policy to accept", { hasPrivacyPolicy: false }, { privacyAccepted: false }, []],
  ["no conditions at all", { conditions: { ownedSlices: null, achievementIds: [], requireAllAchievements: false, geo: null } }, { slices: 0, heldAchievementIds: [], location: null }, []],
  ["several at once, in the contract's order", {}, { privacyAccepted: false, slices: 0, slicesIncludingReceived: 0, onPieTeam: true }, ["FROM_OWNER", "NOT_ENOUGH_SLICES", "NOT_ACCEPTED_PRIVACY_POLICY"]],
];

describe("ineligibilityReasons", () => {
  test.each(rows)("%s", (_name, rewardChange, factsChange, expected) => {
    expect(ineligibilityReasons({ ...reward, ...rewardChange }, { ...member, ...factsChange })).toEqual(expected);
  });

  test("the table reaches each of the 13 reasons", () => {
    const reached = new Set(rows.flatMap((row) => row[3]));
    expect([...INELIGIBILITY_REASONS].filter((reason) => !reached.has(reason))).toEqual([]);
  });
});

test("distance and age", () => {
  expect(distanceKm(LOS_ANGELES, SAN_FRANCISCO)).toBeGreaterThan(550);
  expect(distanceKm(LOS_ANGELES, SAN_FRANCISCO)).toBeLessThan(565);
  expect(ageOn("2008-06-15", NOW)).toBe(18);
  expect(ageOn("2008-06-16", NOW)).toBe(17);
  expect(ageOn(null, NOW)).toBeNull();
});

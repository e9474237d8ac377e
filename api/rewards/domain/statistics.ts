// A badge's holders counted by age range and gender (spec 3 §3 "statistics by age range and
// gender", §9 buckets 18-24, 25-34, 35-44, over 44; female, male, other), for the club's reward
// managers only. Counts, never people: no holder's age or name leaves this file.
import { eq, sql } from "drizzle-orm";
import { userAchievements } from "../db.js";
import { users } from "../../db/schema.js";
import type { DomainDeps } from "../../kernel/deps.js";
import { assertMayManageAchievement } from "./issuers.js";
import { findAchievement } from "./achievements.js";
import { STATISTICS_AGE_RANGES, STATISTICS_GENDERS } from "../../../contract/rewards/messages.js";

export interface Bucket {
  label: string;
  count: number;
}

export interface AchievementStatistics {
  holders: number;
  ageRanges: Bucket[];
  /** Holders without a date of birth, or under 18 (no bucket of spec 3 §9 holds them). */
  ageNotCounted: number;
  genders: Bucket[];
  /** Holders who gave no gender or chose not to disclose it. */
  genderNotCounted: number;
}

export async function achievementStatistics(deps: DomainDeps, viewerId: string, achievementId: string): Promise<AchievementStatistics> {
  const achievement = await findAchievement(deps.db, achievementId);
  await assertMayManageAchievement(deps, achievement, viewerId);
  const { ageRange, gender } = ageAndGenderColumns(deps.clock());
  const rows = await deps.db
    .select({ ageRange, gender, count: sql<number>`count(*)::int` })
    .from(userAchievements)
    .innerJoin(users, eq(users.id, userAchievements.userId))
    .where(eq(userAchievements.achievementId, achievement.id))
    .groupBy(sql`1`, sql`2`);
  const counted = bucketsOf(rows);
  return { holders: counted.total, ageRanges: counted.ageRanges, ageNotCounted: counted.ageNotCounted, genders: counted.genders, genderNotCounted: counted.genderNotCounted };
}

/** A user's age range and gender group as SQL columns (null: not counted), for a grouped count. */
export function ageAndGenderColumns(now: Date) {
  const today = now.toISOString().slice(0, 10);
  const age = sql`extract(year from age(${today}::date, ${users.dateOfBirth}))`;
  const ageRange = sql<string | null>`case
    when ${users.dateOfBirth} is null or ${age} < 18 then null
    when ${age} < 25 then '18-24'
    when ${age} < 35 then '25-34'
    when ${age} < 45 then '35-44'
    else 'over 44' end`;
  const gender = sql<string | null>`case ${users.gender} when 'FEMALE' then 'female' when 'MALE' then 'male' when 'OTHER' then 'other' else null end`;
  return { ageRange, gender };
}

/** Rows counted by (age range, gender) summed into spec 3 §9's buckets, in their order. */
export function bucketsOf(rows: readonly { ageRange: string | null; gender: string | null; count: number }[]) {
  const sum = (pick: (row: (typeof rows)[number]) => boolean) => rows.filter(pick).reduce((total, row) => total + Number(row.count), 0);
  return {
    total: sum(() => true),
    ageRanges: STATISTICS_AGE_RANGES.map((label) => ({ label, count: sum((row) => row.ageRange === label) })),
    ageNotCounted: sum((row) => row.ageRange === null),
    genders: STATISTICS_GENDERS.map((label) => ({ label, count: sum((row) => row.gender === label) })),
    genderNotCounted: sum((row) => row.gender === null),
  };
}

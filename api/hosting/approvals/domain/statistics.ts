// Attendee statistics (spec 2 §7, §9): age buckets 18–24, 25–34, 35–44, over 44, and gender,
// counted in one statement over the attendees the viewer may see.
import { and, eq, sql } from "drizzle-orm";
import { attendees, users } from "../../../db/schema.js";
import type { DomainDeps } from "../../../kernel/deps.js";
import { attendeeScope, sharesPersonalDataCondition, type AttendeeFilter } from "./attendee-filters.js";
import { inviterScope, requireStaffAction } from "./staff.js";

export const AGE_BUCKETS = ["18–24", "25–34", "35–44", "over 44"] as const;
export const UNKNOWN_BUCKET = "Unknown";
const GENDER_LABELS: Record<string, string> = { FEMALE: "Female", MALE: "Male", OTHER: "Other", NOT_DISCLOSED: "Not disclosed" };

/** The bucket of an age in whole years (spec 1 §9); under 18 or unknown is "Unknown". */
export function ageBucketOf(age: number | null): string {
  if (age === null || age < 18) return UNKNOWN_BUCKET;
  if (age <= 24) return AGE_BUCKETS[0];
  if (age <= 34) return AGE_BUCKETS[1];
  if (age <= 44) return AGE_BUCKETS[2];
  return AGE_BUCKETS[3];
}

export async function attendeeStatistics(deps: DomainDeps, viewerId: string, slugOrId: string, filter: AttendeeFilter | null) {
  const access = await requireStaffAction(deps, viewerId, slugOrId, "VIEW_STATISTICS");
  const at = deps.clock().toISOString();
  const rows = await deps.db
    .select({
      age: sql<number | null>`extract(year from age(${at}::timestamptz, ${users.dateOfBirth}::timestamptz))::int`,
      gender: users.gender,
      count: sql<number>`count(*)::int`,
    })
    .from(attendees)
    .innerJoin(users, eq(users.id, attendees.userId))
    // Only those who share their personal data: an invitee who has not accepted is not counted.
    .where(and(attendeeScope({ eventId: access.event.id, inviterUserId: inviterScope(access, "view"), filter }), sharesPersonalDataCondition))
    .groupBy(sql`1`, users.gender);
  const ages = new Map<string, number>([...AGE_BUCKETS, UNKNOWN_BUCKET].map((label) => [label, 0]));
  const genders = new Map<string, number>(Object.values(GENDER_LABELS).map((label) => [label, 0]));
  let total = 0;
  for (const row of rows) {
    total += row.count;
    const bucket = ageBucketOf(row.age);
    ages.set(bucket, (ages.get(bucket) ?? 0) + row.count);
    const gender = GENDER_LABELS[row.gender ?? "NOT_DISCLOSED"];
    genders.set(gender, (genders.get(gender) ?? 0) + row.count);
  }
  const list = (counts: Map<string, number>) => [...counts].map(([label, count]) => ({ label, count }));
  return { total, ageBuckets: list(ages), genders: list(genders) };
}

// Club membership (spec 3 §3 isMember, memberCount, membership.joinedAt; §4 "a user joins a club
// by slug"): the rows every member-facing part of the club area reads. Joining twice is a no-op.
import { and, count, eq } from "drizzle-orm";
import { clubMemberships, type ClubMembershipRow } from "../db.js";
import type { Database } from "../../db/client.js";

/** Makes the user a member of the club; returns their membership, new or existing. */
export async function joinClub(db: Database, clubId: string, userId: string): Promise<ClubMembershipRow> {
  const [joined] = await db.insert(clubMemberships).values({ clubId, userId }).onConflictDoNothing().returning();
  if (joined) return joined;
  const [existing] = await db
    .select()
    .from(clubMemberships)
    .where(and(eq(clubMemberships.clubId, clubId), eq(clubMemberships.userId, userId)));
  return existing!;
}

export async function membershipOf(db: Database, clubId: string, userId: string): Promise<ClubMembershipRow | null> {
  const [row] = await db
    .select()
    .from(clubMemberships)
    .where(and(eq(clubMemberships.clubId, clubId), eq(clubMemberships.userId, userId)));
  return row ?? null;
}

export async function memberCountOf(db: Database, clubId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(clubMemberships).where(eq(clubMemberships.clubId, clubId));
  return row?.n ?? 0;
}

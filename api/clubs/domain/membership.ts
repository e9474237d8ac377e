// Club membership (spec 3 §3 isMember, memberCount, membership.joinedAt; §4 "a user joins a club
// by slug"): the rows every member-facing part of the club area reads. Joining twice is a no-op.
import { and, count, eq } from "drizzle-orm";
import { clubFirstJoins, clubMemberships, type ClubMembershipRow } from "../db.js";
import type { Database } from "../../db/client.js";

/** Makes the user a member of the club; returns their membership, new or existing. */
export async function joinClub(db: Database, clubId: string, userId: string): Promise<ClubMembershipRow> {
  return (await joinClubRecorded(db, clubId, userId, null)).membership;
}

/**
 * Joins and records the first join (ADR 0079): `firstJoin` is true only the first time the user
 * ever joins the club — not on a rejoin after leaving — and then names the inviter, if any.
 */
export async function joinClubRecorded(
  db: Database,
  clubId: string,
  userId: string,
  invitedByUserId: string | null,
): Promise<{ membership: ClubMembershipRow; firstJoin: boolean }> {
  const [joined] = await db.insert(clubMemberships).values({ clubId, userId }).onConflictDoNothing().returning();
  if (joined) {
    const [first] = await db
      .insert(clubFirstJoins)
      .values({ clubId, userId, joinedAt: joined.joinedAt, invitedByUserId: invitedByUserId === userId ? null : invitedByUserId })
      .onConflictDoNothing()
      .returning({ userId: clubFirstJoins.userId });
    return { membership: joined, firstJoin: Boolean(first) };
  }
  const [existing] = await db
    .select()
    .from(clubMemberships)
    .where(and(eq(clubMemberships.clubId, clubId), eq(clubMemberships.userId, userId)));
  return { membership: existing!, firstJoin: false };
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

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
 * ever joins the club — not on a rejoin after leaving — and then names the inviter, if any. One
 * transaction, so the read cache hears of the join (`club-members:`) only once the first join's
 * row, which holds the member's invite code (ADR 0087), is there too.
 */
export async function joinClubRecorded(
  db: Database,
  clubId: string,
  userId: string,
  invitedByUserId: string | null,
): Promise<{ membership: ClubMembershipRow; firstJoin: boolean }> {
  const recorded = await db.transaction(async (tx) => {
    const [joined] = await tx.insert(clubMemberships).values({ clubId, userId }).onConflictDoNothing().returning();
    if (!joined) return null;
    const [first] = await tx
      .insert(clubFirstJoins)
      .values({ clubId, userId, joinedAt: joined.joinedAt, invitedByUserId: invitedByUserId === userId ? null : invitedByUserId })
      .onConflictDoNothing()
      .returning({ userId: clubFirstJoins.userId });
    return { membership: joined, firstJoin: Boolean(first) };
  });
  if (recorded) return recorded;
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

// Finding clubs (spec 3 §2 /rep-clubs; §7 clubs search (keyword), user memberships): published
// clubs only, by keyword over name, description and address, newest first; the featured ones
// (verified first, then most members); the newest; and the clubs the viewer joined.
import { and, count, desc, eq, ilike, inArray, lt, or, sql, type SQL } from "drizzle-orm";
import { clubMemberships, clubs, type ClubMembershipRow, type ClubRow } from "../../db.js";
import type { Database } from "../../../db/client.js";
import { badUserInput } from "../../../kernel/errors.js";
import { decodeInstantCursor, encodeInstantCursor } from "../../../kernel/instant-cursor.js";
import { CLUB_KEYWORD_MAX, clubMemberMessages as m } from "../../../../contract/clubs/members-messages.js";

const MAX_PAGE = 50;
const pageSize = (first: number | null | undefined, fallback: number) => Math.min(MAX_PAGE, Math.max(1, first ?? fallback));

/** A LIKE pattern matching the text anywhere, with the wildcards in it taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface ClubPage {
  nodes: ClubRow[];
  totalCount: number;
  endCursor: string | null;
  hasNextPage: boolean;
}

export async function searchClubs(db: Database, input: { keyword?: string | null; first?: number | null; after?: string | null }): Promise<ClubPage> {
  const keyword = (input.keyword ?? "").trim();
  if (keyword.length > CLUB_KEYWORD_MAX) throw badUserInput(m.keywordTooLong, { keyword: m.keywordTooLong });
  const first = pageSize(input.first, 20);
  const filters: SQL[] = [eq(clubs.published, true)];
  if (keyword) {
    const pattern = containing(keyword);
    filters.push(or(ilike(clubs.name, pattern), ilike(clubs.description, pattern), ilike(clubs.slug, pattern))!);
  }
  const where = and(...filters);
  const after = input.after ? decodeInstantCursor(input.after, m.invalidCursor) : null;
  const pageWhere = after
    ? and(where, or(lt(clubs.createdAt, after.createdAt), and(eq(clubs.createdAt, after.createdAt), lt(clubs.id, after.id))))
    : where;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(clubs)
      .where(pageWhere)
      .orderBy(desc(clubs.createdAt), desc(clubs.id))
      .limit(first + 1),
    db.select({ n: count() }).from(clubs).where(where),
  ]);
  const nodes = rows.slice(0, first);
  const last = nodes.at(-1);
  return {
    nodes,
    totalCount: total?.n ?? 0,
    hasNextPage: rows.length > first,
    endCursor: last ? encodeInstantCursor({ createdAt: last.createdAt, id: last.id }) : null,
  };
}

const membersOf = sql<number>`(select count(*) from ${clubMemberships} where ${clubMemberships.clubId} = ${clubs.id})`;

/** Verified clubs first, then the most members, then the newest. */
export function featuredClubs(db: Database, first?: number | null): Promise<ClubRow[]> {
  return db
    .select()
    .from(clubs)
    .where(eq(clubs.published, true))
    .orderBy(desc(clubs.isVerified), desc(membersOf), desc(clubs.createdAt), desc(clubs.id))
    .limit(pageSize(first, 6));
}

export function newestClubs(db: Database, first?: number | null): Promise<ClubRow[]> {
  return db
    .select()
    .from(clubs)
    .where(eq(clubs.published, true))
    .orderBy(desc(clubs.createdAt), desc(clubs.id))
    .limit(pageSize(first, 6));
}

/** The published clubs the user joined, joined last first. */
export async function myMemberships(db: Database, userId: string, first?: number | null): Promise<{ club: ClubRow; joinedAt: Date }[]> {
  const rows = await db
    .select({ club: clubs, joinedAt: clubMemberships.joinedAt })
    .from(clubMemberships)
    .innerJoin(clubs, eq(clubs.id, clubMemberships.clubId))
    .where(and(eq(clubMemberships.userId, userId), eq(clubs.published, true)))
    .orderBy(desc(clubMemberships.joinedAt), desc(clubs.id))
    .limit(pageSize(first, 50));
  return rows;
}

/** Member counts of a page of clubs, in one query. */
export async function memberCountsOf(db: Database, clubIds: readonly string[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  if (clubIds.length === 0) return counts;
  const rows = await db
    .select({ clubId: clubMemberships.clubId, n: count() })
    .from(clubMemberships)
    .where(inArray(clubMemberships.clubId, [...new Set(clubIds)]))
    .groupBy(clubMemberships.clubId);
  for (const row of rows) counts.set(row.clubId, row.n);
  return counts;
}

/** The user's memberships among a page of clubs, in one query. */
export async function membershipsIn(db: Database, clubIds: readonly string[], userId: string): Promise<Map<string, ClubMembershipRow>> {
  const found = new Map<string, ClubMembershipRow>();
  if (clubIds.length === 0) return found;
  const rows = await db
    .select()
    .from(clubMemberships)
    .where(and(eq(clubMemberships.userId, userId), inArray(clubMemberships.clubId, [...new Set(clubIds)])));
  for (const row of rows) found.set(row.clubId, row);
  return found;
}

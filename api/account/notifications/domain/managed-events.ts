// Whether the shell's profile menu offers "Manage Events" (spec 1 §2.4: disabled when the user
// has no events): the user created an event, or holds a team role (not only attendee) on one.
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "../../../db/client.js";
import type { DomainDeps } from "../../../kernel/deps.js";
import { readThrough } from "../../../cache/read-cache.js";
import { attendees, events } from "../../../db/schema.js";

export async function managesEvents(db: Database, userId: string): Promise<boolean> {
  const created = db
    .select({ one: sql`1` })
    .from(events)
    .where(and(eq(events.createdByUserId, userId), isNull(events.deletedAt)));
  const onTeam = db
    .select({ one: sql`1` })
    .from(attendees)
    .where(and(eq(attendees.userId, userId), sql`not (${attendees.roles} <@ '{ATTENDEE}'::attendee_role[])`));
  const [row] = await db
    .select({ manages: sql<boolean>`exists (${created}) or exists (${onTeam})` })
    .from(sql`(select 1) as one`);
  return row?.manages === true;
}

/**
 * The same through the read cache when there is one (it is asked on every signed-in page):
 * kept until the events the user created or their roles change ('manager:<id>', migration 0019).
 */
export function cachedManagesEvents(deps: Pick<DomainDeps, "db" | "cache">, userId: string): Promise<boolean> {
  return readThrough(deps.cache, `manages-events:${userId}`, () => managesEvents(deps.db, userId), () => [`manager:${userId}`]);
}

// Reading role invitations: the pending ones of an event (the team page), and one by its id
// or link token (the invitee's page).
import { createHash } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "../../../db/client.js";
import { eventRoleInvites, users, type EventRoleInviteRow } from "../../../db/schema.js";

export function hashInviteToken(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}

const invited = alias(users, "invited");

export async function findPendingInvites(db: Database, eventId: string) {
  return db
    .select({ invite: eventRoleInvites, user: invited })
    .from(eventRoleInvites)
    .leftJoin(invited, eq(invited.id, eventRoleInvites.invitedUserId))
    .where(and(eq(eventRoleInvites.eventId, eventId), eq(eventRoleInvites.status, "PENDING")))
    .orderBy(desc(eventRoleInvites.createdAt));
}

export type PendingInvite = Awaited<ReturnType<typeof findPendingInvites>>[number];

/** An invitation by its id (a personal one) or by its link's token. */
export async function findInvite(db: Database, by: { inviteId?: string | null; token?: string | null }): Promise<EventRoleInviteRow | null> {
  const where = by.token ? eq(eventRoleInvites.tokenHash, hashInviteToken(by.token)) : by.inviteId ? eq(eventRoleInvites.id, by.inviteId) : null;
  if (!where) return null;
  const [row] = await db.select().from(eventRoleInvites).where(where);
  return row ?? null;
}

import { eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client.js";
import { users, type UserRow } from "../../db/schema.js";
import { isUuid } from "../../kernel/ids.js";

export async function findUserById(db: Database, userId: string): Promise<UserRow | null> {
  if (!isUuid(userId)) return null;
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  return user ?? null;
}

export function findUsersByIds(db: Database, userIds: readonly string[]): Promise<UserRow[]> {
  const ids = userIds.filter(isUuid);
  if (ids.length === 0) return Promise.resolve([]);
  return db.select().from(users).where(inArray(users.id, ids));
}

/** E-mail addresses and handles are stored lowercased; pass them normalised. */
export async function findUserByEmail(db: Database, email: string): Promise<UserRow | null> {
  const [user] = await db.select().from(users).where(eq(users.email, email));
  return user ?? null;
}

export async function findUserByHandle(db: Database, userName: string): Promise<UserRow | null> {
  const [user] = await db.select().from(users).where(eq(users.userName, userName));
  return user ?? null;
}

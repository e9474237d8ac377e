import { eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client.js";
import { users, type UserRow } from "../../db/schema.js";
import { isUuid } from "../../kernel/ids.js";
import { badUserInput } from "../../kernel/errors.js";
import { USER_NAME_MAX } from "../../../contract/account/profile.js";
import { readThrough } from "../../cache/read-cache.js";
import type { DomainDeps } from "../../kernel/deps.js";

export async function findUserById(db: Database, userId: string): Promise<UserRow | null> {
  if (!isUuid(userId)) return null;
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  return user ?? null;
}

/** The same through the read cache when there is one: the entries the `user` loader keeps, dropped when the user changes. */
export function findUserThroughCache(deps: DomainDeps, userId: string): Promise<UserRow | null> {
  return readThrough(deps.cache, `user:${userId}`, () => findUserById(deps.db, userId), (user) => (user ? [`user:${userId}`] : null));
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

/**
 * The active, confirmed member a manager names by user name ("@Name" or "name"), for the forms
 * that name one (awarding a badge, adding to a club's team). A refusal names the userName field,
 * in the calling area's words.
 */
export async function requireMemberByUserName(db: Database, userName: string, messages: { required: string; notFound: string }): Promise<UserRow> {
  const handle = userName.trim().replace(/^@/, "").toLowerCase();
  if (!handle) throw badUserInput(messages.required, { userName: messages.required });
  const member = handle.length > USER_NAME_MAX ? null : await findUserByHandle(db, handle);
  if (!member || member.deletedAt || !member.emailVerifiedAt) throw badUserInput(messages.notFound, { userName: messages.notFound });
  return member;
}

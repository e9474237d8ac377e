// Which addresses belong to members (spec 2 §5 "contact emails and phone numbers are checked
// for existence"; §7 emailsExist, phonesExist). One query per list of addresses.
import { and, inArray, isNull } from "drizzle-orm";
import type { Database } from "../../../db/client.js";
import { users, type UserRow } from "../../../db/schema.js";

/** Active members by lowercased e-mail. */
export async function membersByEmail(db: Database, emails: readonly string[]): Promise<Map<string, UserRow>> {
  const wanted = [...new Set(emails.map((email) => email.trim().toLowerCase()).filter(Boolean))];
  if (!wanted.length) return new Map();
  const rows = await db.select().from(users).where(and(inArray(users.email, wanted), isNull(users.deletedAt)));
  return new Map(rows.map((user) => [user.email, user]));
}

/** Active members by E.164 phone number. */
export async function membersByPhone(db: Database, phones: readonly string[]): Promise<Map<string, UserRow>> {
  const wanted = [...new Set(phones.filter(Boolean))];
  if (!wanted.length) return new Map();
  const rows = await db.select().from(users).where(and(inArray(users.phoneNumber, wanted), isNull(users.deletedAt)));
  return new Map(rows.filter((user) => user.phoneNumber).map((user) => [user.phoneNumber!, user]));
}

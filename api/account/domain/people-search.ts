// People search: members by a word of their name or their handle, for the header's
// suggestions and /search. Prefix and case-insensitive ("che" finds Maya Chen, "mayac" finds
// @mayachen; "lopez", "ana.lo" and "@ana.lopez" find @ana.lopez), at most 10, active accounts only. The rows are users rows; the API shows them as
// PublicUser, which has no e-mail address or phone number.
//
// Served by the GIN index users_people_search_idx (migration 0006) over the same expression: a
// `simple` (unstemmed, lowercased) text-search vector of the name and the handle, dots read as
// spaces (the parser takes "ana.lopez" for one host-name token, found only from "ana"). A
// `lower(name) text_pattern_ops` btree would serve only a prefix of the whole name ("maya c"),
// never a later word ("chen"), and would need a second index for the handle.
import { and, asc, isNotNull, isNull, or, sql } from "drizzle-orm";
import { users, type UserRow } from "../../db/schema.js";
import type { DomainDeps } from "../../kernel/deps.js";
import { badUserInput } from "../../kernel/errors.js";
import { peopleSearchMessages } from "../../../contract/account/messages.js";

export const MAX_PEOPLE_RESULTS = 10;
/** Per account, per minute: suggestions after a 1 s pause stay far below it; a script walking the member list does not. */
export const peopleSearchRateLimit = { limit: 60, windowMs: 60_000 } as const;

/** The indexed expression (keep in step with users_people_search_idx). */
const peopleVector = sql`to_tsvector('simple'::regconfig, translate(coalesce(${users.name}, '') || ' ' || coalesce(${users.userName}, ''), '.', ' '))`;

/** "Maya  Ch" → "maya:* & ch:*": letters and digits only, so nothing typed breaks the query; null when nothing is left. */
export function peoplePrefixQuery(text: string): string | null {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu)?.slice(0, 5) ?? [];
  return words.length ? words.map((word) => `${word}:*`).join(" & ") : null;
}

export async function searchPeople(deps: DomainDeps, text: string, first: number = MAX_PEOPLE_RESULTS): Promise<UserRow[]> {
  if (!Number.isInteger(first) || first < 1 || first > MAX_PEOPLE_RESULTS) {
    throw badUserInput(peopleSearchMessages.invalidLimit, { first: peopleSearchMessages.invalidLimit });
  }
  const words = peoplePrefixQuery(text.trim());
  if (!words) return [];
  return deps.db
    .select()
    .from(users)
    .where(
      and(
        sql`${peopleVector} @@ to_tsquery('simple', ${words})`,
        // Active: not deleted (deactivated), and confirmed (an abandoned sign-up is nobody yet).
        isNull(users.deletedAt),
        or(isNotNull(users.emailVerifiedAt), isNotNull(users.phoneVerifiedAt)),
      ),
    )
    .orderBy(asc(sql`lower(coalesce(${users.name}, ${users.userName}, ''))`), asc(users.id))
    .limit(first);
}

// Terms of service and privacy policy versions (spec 1 §3 Terms, §4 Terms acceptance).
// The newest published version is current; a user has agreed when the version they
// accepted is the current one.
import { desc, eq, lte } from "drizzle-orm";
import type { Database } from "../../db/client.js";
import { termsVersions, users, type TermsVersionRow, type UserRow } from "../../db/schema.js";
import type { DomainDeps } from "../../kernel/deps.js";
import { badUserInput, DomainError } from "../../kernel/errors.js";
import { termsMessages } from "../../../contract/access/messages.js";
import { commonMessages } from "../../../contract/common/messages.js";

/** The newest version published at or before `now`. */
export async function currentTerms(db: Database, now: Date): Promise<TermsVersionRow | null> {
  const [row] = await db
    .select()
    .from(termsVersions)
    .where(lte(termsVersions.publishedAt, now))
    .orderBy(desc(termsVersions.publishedAt), desc(termsVersions.seq))
    .limit(1);
  return row ?? null;
}

/** Whether the user has agreed to `current` (with no terms published, agreeing at sign-up is enough). */
export function hasAgreedToCurrentTerms(user: Pick<UserRow, "termsAcceptedAt" | "termsVersion">, current: TermsVersionRow | null): boolean {
  if (!current) return user.termsAcceptedAt !== null;
  return user.termsAcceptedAt !== null && user.termsVersion === current.version;
}

/** Records the agreement. Only the current version can be accepted: accepting a stale one would hide the new one. */
export async function acceptTerms(deps: DomainDeps, userId: string, version: string): Promise<UserRow> {
  const now = deps.clock();
  const current = await currentTerms(deps.db, now);
  if (!current) throw badUserInput(termsMessages.noTerms, { version: termsMessages.noTerms });
  if (current.version !== version) throw badUserInput(termsMessages.notCurrent, { version: termsMessages.notCurrent });
  const [user] = await deps.db
    .update(users)
    .set({ termsAcceptedAt: now, termsVersion: current.version, updatedAt: now })
    .where(eq(users.id, userId))
    .returning();
  if (!user) throw new DomainError("AUTH_NOT_AUTHENTICATED", commonMessages.notAuthenticated);
  return user;
}

export interface PublishTermsInput {
  version: string;
  termsAndConditionsUrl: string;
  privacyPolicyUrl: string;
}

/** Publishes a version now (seed, operators). Publishing an existing version again is refused. */
export async function publishTerms(deps: DomainDeps, input: PublishTermsInput): Promise<TermsVersionRow> {
  for (const url of [input.termsAndConditionsUrl, input.privacyPolicyUrl]) {
    if (!/^https?:\/\//.test(url)) throw badUserInput(`Not an http(s) URL: ${url}`);
  }
  if (!/^[A-Za-z0-9._-]{1,40}$/.test(input.version)) throw badUserInput("A version is 1-40 letters, digits, dots, dashes or underscores.");
  const now = deps.clock();
  const publishedAt = now;
  const [row] = await deps.db
    .insert(termsVersions)
    .values({ ...input, publishedAt, createdAt: now })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new DomainError("CONFLICT", `Terms version ${input.version} already exists.`);
  return row;
}

/**
 * Records that the account with `email` agreed to `version` (null: to none), as the
 * development tools at /dev/terms do to try the "There's something new!" dialog.
 * Returns false when no account has this e-mail.
 */
export async function setAgreedTermsVersion(db: Database, email: string, version: string | null): Promise<boolean> {
  const [updated] = await db.update(users).set({ termsVersion: version }).where(eq(users.email, email)).returning({ id: users.id });
  return Boolean(updated);
}

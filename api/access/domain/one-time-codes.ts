// Storage of one-time codes and of wrong-attempt blocks (rules in code-policy.ts). One
// live code per attempt (purpose + subject): issuing replaces the row, so an older code
// stops working; a code is used once (a conditional update wins the race).
import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "../../db/client.js";
import { codeAttemptBlocks, oneTimeCodes, type OneTimeCodeRow } from "../../db/schema.js";
import type { AuthDeps } from "../../kernel/deps.js";
import { DomainError } from "../../kernel/errors.js";
import { codeMessages } from "../../../contract/access/messages.js";
import { hashOpaqueToken, newOpaqueToken } from "./secrets.js";
import {
  CODE_POLICY,
  currentAttempts,
  generateCode,
  hashCode,
  recordFailure,
  sameHash,
  type AttemptState,
} from "./code-policy.js";

export type CodePurpose = OneTimeCodeRow["purpose"];

/** A wrong-attempt counter: its key and how many wrong codes it allows. */
export interface BlockKey {
  key: string;
  maxFailures: number;
}

/** The answer to a code request (spec 1 §3 "Phone-code response"). */
export interface CodeStatus {
  nextResend: string | null;
  expiredDate: string | null;
  blockedUntil: string | null;
}

type CodeDeps = Pick<AuthDeps, "db" | "clock" | "codeKey">;

async function loadAttempts(db: Database, key: string): Promise<AttemptState | null> {
  const [row] = await db.select().from(codeAttemptBlocks).where(eq(codeAttemptBlocks.key, key));
  return row ?? null;
}

/** The latest block among the keys, if any is blocked now. */
export async function blockedUntil(deps: CodeDeps, keys: readonly BlockKey[]): Promise<Date | null> {
  const now = deps.clock();
  let until: Date | null = null;
  for (const { key } of keys) {
    const state = currentAttempts(await loadAttempts(deps.db, key), now);
    if (state.blockedUntil && (!until || state.blockedUntil > until)) until = state.blockedUntil;
  }
  return until;
}

export const blockedError = (until: Date, now: Date) =>
  new DomainError("CODE_BLOCKED", codeMessages.blocked, {
    retryAfterMs: until.getTime() - now.getTime(),
    details: { blockedUntil: until.toISOString(), attemptsRemaining: 0 },
  });

async function registerFailure(deps: CodeDeps, keys: readonly BlockKey[]): Promise<{ remaining: number; blockedUntil: Date | null }> {
  const now = deps.clock();
  let remaining = Number.POSITIVE_INFINITY;
  let until: Date | null = null;
  for (const { key, maxFailures } of keys) {
    const next = await deps.db.transaction(async (tx) => {
      await tx.insert(codeAttemptBlocks).values({ key, failures: 0, windowStartedAt: now }).onConflictDoNothing();
      // The row lock makes concurrent wrong codes count one after the other.
      const [row] = await tx.select().from(codeAttemptBlocks).where(eq(codeAttemptBlocks.key, key)).for("update");
      const outcome = recordFailure(row, now, maxFailures);
      await tx.update(codeAttemptBlocks).set(outcome.state).where(eq(codeAttemptBlocks.key, key));
      return outcome;
    });
    remaining = Math.min(remaining, next.remaining);
    if (next.state.blockedUntil && (!until || next.state.blockedUntil > until)) until = next.state.blockedUntil;
  }
  return { remaining, blockedUntil: until };
}

async function clearFailures(deps: CodeDeps, keys: readonly BlockKey[]): Promise<void> {
  for (const { key } of keys) await deps.db.delete(codeAttemptBlocks).where(eq(codeAttemptBlocks.key, key));
}

export interface IssuedCode {
  /** Null when nothing may be sent (see `deliverable`). */
  code: string | null;
  linkToken: string | null;
  status: CodeStatus;
}

/**
 * Issues a new code for (purpose, subject), replacing the previous one. Refuses a resend
 * before `resendAt`; while a block key is blocked, issues nothing and says until when.
 * With `deliverable: false` the attempt is recorded the same way but holds no code (a phone
 * number no account uses: the caller answers identically and sends nothing).
 */
export async function issueCode(
  deps: CodeDeps,
  input: {
    purpose: CodePurpose;
    subject: string;
    userId: string | null;
    blockKeys: readonly BlockKey[];
    deliverable?: boolean;
    withLinkToken?: boolean;
  },
): Promise<IssuedCode> {
  const now = deps.clock();
  const until = await blockedUntil(deps, input.blockKeys);
  if (until) return { code: null, linkToken: null, status: { nextResend: null, expiredDate: null, blockedUntil: until.toISOString() } };

  const [existing] = await deps.db
    .select()
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.purpose, input.purpose), eq(oneTimeCodes.subject, input.subject)));
  if (existing && !existing.usedAt && existing.expiresAt > now && existing.resendAt > now) {
    throw new DomainError("RATE_LIMITED", codeMessages.resendTooSoon, {
      retryAfterMs: existing.resendAt.getTime() - now.getTime(),
      details: { nextResend: existing.resendAt.toISOString(), expiredDate: existing.expiresAt.toISOString() },
    });
  }

  const deliverable = input.deliverable ?? true;
  const code = deliverable ? generateCode() : null;
  const linkToken = deliverable && input.withLinkToken ? newOpaqueToken() : null;
  const values = {
    userId: input.userId,
    codeHash: code ? hashCode(deps.codeKey, input.subject, code) : null,
    linkTokenHash: linkToken ? hashOpaqueToken(linkToken) : null,
    createdAt: now,
    resendAt: new Date(now.getTime() + CODE_POLICY.resendAfterMs),
    expiresAt: new Date(now.getTime() + CODE_POLICY.ttlMs),
    usedAt: null,
  };
  await deps.db
    .insert(oneTimeCodes)
    .values({ purpose: input.purpose, subject: input.subject, ...values })
    .onConflictDoUpdate({ target: [oneTimeCodes.purpose, oneTimeCodes.subject], set: values });
  return {
    code,
    linkToken,
    status: { nextResend: values.resendAt.toISOString(), expiredDate: values.expiresAt.toISOString(), blockedUntil: null },
  };
}

/**
 * Checks a typed code and uses it up. A wrong one counts against every block key and
 * answers how many tries are left; the one that exhausts a key blocks it for 30 minutes
 * and voids the code. Returns the used row.
 */
export async function consumeCode(
  deps: CodeDeps,
  input: { purpose: CodePurpose; subject: string; code: string; blockKeys: readonly BlockKey[] },
): Promise<OneTimeCodeRow> {
  const now = deps.clock();
  const until = await blockedUntil(deps, input.blockKeys);
  if (until) throw blockedError(until, now);

  const [row] = await deps.db
    .select()
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.purpose, input.purpose), eq(oneTimeCodes.subject, input.subject)));
  const live = row && !row.usedAt;
  const matches = live && row.codeHash !== null && sameHash(row.codeHash, hashCode(deps.codeKey, input.subject, input.code));
  if (matches && row.expiresAt <= now) throw new DomainError("CODE_INVALID", codeMessages.codeExpired, { details: { attemptsRemaining: null } });

  if (matches) {
    const [used] = await deps.db
      .update(oneTimeCodes)
      .set({ usedAt: now })
      .where(and(eq(oneTimeCodes.id, row.id), isNull(oneTimeCodes.usedAt)))
      .returning();
    if (used) {
      await clearFailures(deps, input.blockKeys);
      return used;
    }
  }

  const failure = await registerFailure(deps, input.blockKeys);
  if (failure.blockedUntil) {
    if (row) await deps.db.update(oneTimeCodes).set({ usedAt: now }).where(and(eq(oneTimeCodes.id, row.id), isNull(oneTimeCodes.usedAt)));
    throw blockedError(failure.blockedUntil, now);
  }
  throw new DomainError("CODE_INVALID", codeMessages.invalidCode(failure.remaining), {
    details: { attemptsRemaining: failure.remaining },
  });
}

/** Uses up the live code whose e-mailed link token this is, bound to `subject`; null when none. */
export async function consumeLinkToken(
  deps: CodeDeps,
  input: { purpose: CodePurpose; subject: string; token: string },
): Promise<OneTimeCodeRow | null> {
  const now = deps.clock();
  const [used] = await deps.db
    .update(oneTimeCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(oneTimeCodes.purpose, input.purpose),
        eq(oneTimeCodes.subject, input.subject),
        eq(oneTimeCodes.linkTokenHash, hashOpaqueToken(input.token)),
        isNull(oneTimeCodes.usedAt),
      ),
    )
    .returning();
  return used && used.expiresAt > now ? used : null;
}

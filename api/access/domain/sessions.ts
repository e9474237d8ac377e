// Sessions are refresh-token families. Every refresh rotates the token; for a short
// grace window the old token answers with the same successor (parallel requests from
// one browser must not log it out); presenting it after that means it was copied, so
// the whole family is revoked.
import { and, eq, inArray, isNotNull, isNull, lt, ne } from "drizzle-orm";
import type { Database } from "../../db/client.js";
import { refreshTokens, sessions, users } from "../../db/schema.js";
import { deactivationState } from "../../account/domain/lifecycle.js";
import type { AuthDeps, DomainDeps } from "../../kernel/deps.js";
import { readThrough } from "../../cache/read-cache.js";
import { DomainError } from "../../kernel/errors.js";
import { authMessages } from "../../../contract/access/messages.js";
import { hashOpaqueToken, newOpaqueToken } from "./secrets.js";
import type { Viewer } from "./viewer.js";

export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 3600_000;
export const ROTATION_GRACE_MS = 60_000;

export interface ClientInfo {
  ipAddress?: string;
  userAgent?: string;
}

export interface IssuedSession {
  userId: string;
  sessionId: string;
  refreshToken: string;
  impersonatedByUserId: string | null;
  /** A second factor is still owed (codes feature); absent means false. */
  mfaPending?: boolean;
}

export const sessionExpired = () => new DomainError("AUTH_NOT_AUTHENTICATED", authMessages.sessionExpired);

/** Every sign-in ends here, whatever the method: a deployment refuses demo accounts. */
export async function startSession(
  deps: Pick<AuthDeps, "db" | "trial">,
  now: Date,
  userId: string,
  client: ClientInfo,
  options: { impersonatedByUserId?: string | null; mfaPending?: boolean } = {},
): Promise<IssuedSession> {
  const { db } = deps;
  const mfaPending = options.mfaPending ?? false;
  const impersonatedByUserId = options.impersonatedByUserId ?? null;
  // The staff member behind an impersonation counts too.
  if (!deps.trial) await refuseDemoAccounts(db, impersonatedByUserId ? [userId, impersonatedByUserId] : [userId]);
  const [session] = await db
    .insert(sessions)
    .values({
      userId,
      impersonatedByUserId,
      userAgent: client.userAgent?.slice(0, 500) ?? null,
      ipAddress: client.ipAddress ?? null,
      createdAt: now,
      lastUsedAt: now,
      mfaPending,
    })
    .returning({ id: sessions.id });
  const refreshToken = await insertRefreshToken(db, session.id, now);
  return { userId, sessionId: session.id, refreshToken: refreshToken.raw, impersonatedByUserId, mfaPending };
}

async function refuseDemoAccounts(db: Database, userIds: string[]): Promise<void> {
  const found = await db.select({ demo: users.demo }).from(users).where(inArray(users.id, userIds));
  if (found.some((user) => user.demo)) throw new DomainError("AUTH_NOT_AUTHORIZED", authMessages.demoAccountRefused);
}

async function insertRefreshToken(db: Database, sessionId: string, now: Date) {
  const raw = newOpaqueToken();
  const [row] = await db
    .insert(refreshTokens)
    .values({
      sessionId,
      tokenHash: hashOpaqueToken(raw),
      createdAt: now,
      expiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_MS),
    })
    .returning({ id: refreshTokens.id });
  return { id: row.id, raw };
}

type Rotation = { outcome: "issued"; session: IssuedSession } | { outcome: "expired" } | { outcome: "reused" };

/** Exchanges a refresh token for its successor. Throws AUTH_NOT_AUTHENTICATED when it cannot. */
export async function rotateRefreshToken(
  deps: Pick<AuthDeps, "db" | "clock" | "refreshTokenBox" | "trial">,
  presented: string,
): Promise<IssuedSession> {
  const now = deps.clock();
  const rotation = await deps.db.transaction(async (tx): Promise<Rotation> => {
    // The row lock makes concurrent refreshes with the same token take turns, so exactly
    // one of them rotates and the others find the successor it stored.
    const [found] = await tx
      .select({ token: refreshTokens, session: sessions, demo: users.demo })
      .from(refreshTokens)
      .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(refreshTokens.tokenHash, hashOpaqueToken(presented)))
      .for("update", { of: refreshTokens });
    if (!found || found.session.revokedAt || found.token.expiresAt <= now) return { outcome: "expired" };
    // A demo account's session from an earlier local trial ends in a deployment.
    if (found.demo && !deps.trial) return { outcome: "expired" };
    const { token, session } = found;
    const issued = (refreshToken: string): Rotation => ({
      outcome: "issued",
      session: {
        userId: session.userId,
        sessionId: session.id,
        refreshToken,
        impersonatedByUserId: session.impersonatedByUserId,
        mfaPending: session.mfaPending,
      },
    });

    if (!token.rotatedAt) {
      const successor = await insertRefreshToken(tx, session.id, now);
      await tx
        .update(refreshTokens)
        .set({ rotatedAt: now, successorId: successor.id, successorSealed: deps.refreshTokenBox.seal(successor.raw) })
        .where(eq(refreshTokens.id, token.id));
      // Successors are kept only while their grace window lasts.
      await tx
        .update(refreshTokens)
        .set({ successorSealed: null })
        .where(
          and(
            eq(refreshTokens.sessionId, session.id),
            isNotNull(refreshTokens.successorSealed),
            lt(refreshTokens.rotatedAt, new Date(now.getTime() - ROTATION_GRACE_MS)),
          ),
        );
      await tx.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.id, session.id));
      return issued(successor.raw);
    }

    const withinGrace = now.getTime() - token.rotatedAt.getTime() <= ROTATION_GRACE_MS;
    const successor = withinGrace && token.successorSealed ? deps.refreshTokenBox.open(token.successorSealed) : null;
    if (successor) return issued(successor);

    await tx
      .update(sessions)
      .set({ revokedAt: now, revokedReason: "refresh_token_reused" })
      .where(and(eq(sessions.id, session.id), isNull(sessions.revokedAt)));
    return { outcome: "reused" };
  });
  if (rotation.outcome !== "issued") throw sessionExpired();
  return rotation.session;
}

/**
 * The user a refresh token currently speaks for, without rotating it (used to prove
 * that a resend request comes from the browser that registered). Null when it does not.
 */
export async function userIdOfRefreshToken(deps: DomainDeps, presented: string): Promise<string | null> {
  return (await sessionOfRefreshToken(deps, presented))?.userId ?? null;
}

/** The open session a refresh token currently speaks for, without rotating it; null when none. */
export async function sessionOfRefreshToken(
  deps: DomainDeps,
  presented: string,
): Promise<{ sessionId: string; userId: string; mfaPending: boolean } | null> {
  const now = deps.clock();
  const [found] = await deps.db
    .select({ token: refreshTokens, session: sessions })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
    .where(eq(refreshTokens.tokenHash, hashOpaqueToken(presented)));
  if (!found || found.session.revokedAt || found.token.expiresAt <= now) return null;
  const { rotatedAt } = found.token;
  if (rotatedAt && now.getTime() - rotatedAt.getTime() > ROTATION_GRACE_MS) return null;
  return { sessionId: found.session.id, userId: found.session.userId, mfaPending: found.session.mfaPending };
}

export async function revokeSession(deps: DomainDeps, sessionId: string, reason: string): Promise<void> {
  await deps.db
    .update(sessions)
    .set({ revokedAt: deps.clock(), revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/**
 * The viewer an access token speaks for, if the token is genuine and its session still
 * open. A session still owing its second factor is refused here (null), so no use case can
 * serve it; the few calls that must accept it use `resolveAccessToken`.
 */
export async function authenticateAccessToken(
  deps: Pick<AuthDeps, "db" | "accessTokens" | "clock" | "cache" | "trial">,
  token: string,
): Promise<Viewer | null> {
  const resolved = await resolveAccessToken(deps, token);
  return resolved && !resolved.mfaPending ? resolved.viewer : null;
}

/** Like `authenticateAccessToken`, but tells a half-authenticated session (second factor owed) apart. */
export async function resolveAccessToken(
  deps: Pick<AuthDeps, "db" | "accessTokens" | "clock" | "cache" | "trial">,
  token: string,
): Promise<{ viewer: Viewer; mfaPending: boolean } | null> {
  const claims = await deps.accessTokens.verify(token);
  if (!claims) return null;
  // Read on every call: cached, and dropped by the change feed when the session or its user changes.
  const loadSession = async () => {
    const [open] = await deps.db
      .select({ id: sessions.id, deletedAt: users.deletedAt, mfaPending: sessions.mfaPending, demo: users.demo })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.id, claims.sessionId), eq(sessions.userId, claims.userId), isNull(sessions.revokedAt)));
    return open ?? null;
  };
  const session = await readThrough(deps.cache, `session:${claims.sessionId}:${claims.userId}`, loadSession, () => [
    `session:${claims.sessionId}`,
    `user:${claims.userId}`,
  ]);
  if (!session || (session.demo && !deps.trial)) return null;
  // Past the reactivation window a deletion is permanent: its tokens stop working too.
  const state = deactivationState(session.deletedAt, deps.clock());
  if (state === "permanent") return null;
  return {
    viewer: {
      userId: claims.userId,
      sessionId: claims.sessionId,
      impersonatedByUserId: claims.impersonatedByUserId,
      isDeactivated: state === "recoverable",
    },
    mfaPending: session.mfaPending,
  };
}

/** Ends every open session of a user except one (null: all of them). Returns how many ended. */
export async function revokeOtherSessions(
  deps: DomainDeps,
  userId: string,
  keepSessionId: string | null,
  reason: string,
): Promise<number> {
  const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
  if (keepSessionId) conditions.push(ne(sessions.id, keepSessionId));
  const ended = await deps.db
    .update(sessions)
    .set({ revokedAt: deps.clock(), revokedReason: reason })
    .where(and(...conditions))
    .returning({ id: sessions.id });
  return ended.length;
}

// Account deletion (spec 1 §4): "delete" deactivates. For 90 days the owner may sign in
// (AuthInfo says isDeleted) and reactivate; afterwards the deletion is permanent: the
// account can neither sign in nor be reactivated, and its tokens stop working.
import { and, eq, isNull } from "drizzle-orm";
import { sessions, users, type UserRow } from "../../db/schema.js";
import type { Viewer } from "../../access/domain/viewer.js";
import type { DomainDeps } from "../../kernel/deps.js";
import { DomainError } from "../../kernel/errors.js";
import { accountMessages } from "../../../contract/account/messages.js";
import { findUserById } from "./users.js";

/** Spec 1 §9: account reactivation window. */
export const REACTIVATION_WINDOW_DAYS = 90;
export const REACTIVATION_WINDOW_MS = REACTIVATION_WINDOW_DAYS * 24 * 3600_000;

export type DeactivationState = "active" | "recoverable" | "permanent";

/** Where an account stands, from when it was deleted (null: never) and the current time. */
export function deactivationState(deletedAt: Date | null, now: Date): DeactivationState {
  if (!deletedAt) return "active";
  return now.getTime() - deletedAt.getTime() < REACTIVATION_WINDOW_MS ? "recoverable" : "permanent";
}

/** The last moment a deleted account can be reactivated; null for an active one. */
export function reactivatableUntil(deletedAt: Date | null): Date | null {
  return deletedAt ? new Date(deletedAt.getTime() + REACTIVATION_WINDOW_MS) : null;
}

const accountDeleted = () => new DomainError("AUTH_NOT_AUTHORIZED", accountMessages.accountDeleted);
const refusedWhileImpersonating = () => new DomainError("AUTH_NOT_AUTHORIZED", accountMessages.refusedWhileImpersonating);

/**
 * What signs in or proves identity (password, e-mail, phone number and its verification,
 * passkeys, the second factor, deletion) belongs to the account's owner, never to staff
 * acting as them: changed by staff, it would let them sign in as the member later.
 */
export function refuseWhileImpersonating(viewer: Viewer): void {
  if (viewer.impersonatedByUserId) throw refusedWhileImpersonating();
}

/** A deactivated account may look at its own data and reactivate, nothing else. */
export function refuseDeactivated(viewer: Viewer): void {
  if (viewer.isDeactivated) throw accountDeleted();
}

/**
 * Deletes (deactivates) the viewer's account and ends all its sessions. Staff acting as
 * a member may not delete the member's account.
 */
export async function deactivateAccount(deps: DomainDeps, viewer: Viewer): Promise<void> {
  refuseWhileImpersonating(viewer);
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ deletedAt: now, updatedAt: now })
      .where(and(eq(users.id, viewer.userId), isNull(users.deletedAt)));
    await tx
      .update(sessions)
      .set({ revokedAt: now, revokedReason: "account_deactivated" })
      .where(and(eq(sessions.userId, viewer.userId), isNull(sessions.revokedAt)));
  });
}

/** Brings a deleted account back within the window. */
export async function reactivateAccount(deps: DomainDeps, viewer: Viewer): Promise<UserRow> {
  const user = await findUserById(deps.db, viewer.userId);
  if (!user) throw new DomainError("AUTH_NOT_AUTHENTICATED", accountMessages.accountDeleted);
  const now = deps.clock();
  const state = deactivationState(user.deletedAt, now);
  if (state === "active") return user;
  if (state === "permanent") throw new DomainError("AUTH_NOT_AUTHORIZED", accountMessages.reactivationExpired);
  const [reactivated] = await deps.db
    .update(users)
    .set({ deletedAt: null, updatedAt: now })
    .where(eq(users.id, user.id))
    .returning();
  return reactivated;
}

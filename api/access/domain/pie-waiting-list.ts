// The pie waiting list (spec 1 §3 User.isInWaitingList, canCreatePies; §7 "join the pie
// waiting list"): a member asks to create pies and waits; the team's support staff let them
// in, and the member is notified (UserPassedWaitingList) in the same transaction. Letting in
// is staff's alone, acting as themselves (never a member, never staff impersonating someone).
import { eq } from "drizzle-orm";
import { users, type UserRow } from "../../db/schema.js";
import type { DomainDeps } from "../../kernel/deps.js";
import { conflict, DomainError, notFound } from "../../kernel/errors.js";
import { pieWaitingListMessages as m } from "../../../contract/access/messages.js";
import { commonMessages } from "../../../contract/common/messages.js";
import { findUserByHandle } from "../../account/domain/users.js";
import { notifyUserPassedWaitingList } from "../../account/notifications/domain/producers.js";
import type { Viewer } from "./viewer.js";

const STAFF_ROLES = new Set(["SUPPORT", "ADMIN"]);

/** Staff acting as themselves, or AUTH_NOT_AUTHORIZED with the sentence given. */
export async function requireSupportStaff(deps: DomainDeps, viewer: Viewer, refusal: string): Promise<void> {
  const [staff] = viewer.impersonatedByUserId || viewer.isDeactivated ? [] : await deps.db.select({ role: users.role }).from(users).where(eq(users.id, viewer.userId));
  if (!staff || !STAFF_ROLES.has(staff.role)) throw new DomainError("AUTH_NOT_AUTHORIZED", refusal);
}

/** Puts the viewer on the list; joining again, or once able to create pies, changes nothing. */
export async function joinPieWaitingList(deps: DomainDeps, userId: string): Promise<UserRow> {
  const [user] = await deps.db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new DomainError("AUTH_NOT_AUTHENTICATED", commonMessages.notAuthenticated);
  if (user.canCreatePies || user.pieWaitingListJoinedAt) return user;
  const now = deps.clock();
  const [joined] = await deps.db.update(users).set({ pieWaitingListJoinedAt: now, updatedAt: now }).where(eq(users.id, userId)).returning();
  return joined;
}

/** Support lets a waiting member in: off the list, able to create pies, and told. */
export async function letOffPieWaitingList(deps: DomainDeps, viewer: Viewer, userName: string): Promise<boolean> {
  await requireSupportStaff(deps, viewer, m.staffOnly);
  const member = await findUserByHandle(deps.db, userName.trim().toLowerCase().replace(/^@/, ""));
  if (!member || member.deletedAt) throw notFound(m.userNotFound);
  if (!member.pieWaitingListJoinedAt) throw conflict(m.notWaiting, { userName: m.notWaiting });
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    await tx.update(users).set({ pieWaitingListJoinedAt: null, canCreatePies: true, updatedAt: now }).where(eq(users.id, member.id));
    await notifyUserPassedWaitingList(tx, member.id);
  });
  return true;
}

// Pie awards (spec 3 §2 pie award modal, §4 transaction type AWARD_PIE, §7 activation; ADR 0074):
// support staff award a pie to a member, who so skips the waiting list. Until the member
// activates it, the pie award modal asks them to connect a payment account (their payout
// account) and offers Activate; activating, with an account connected, lets them create pies.
import { and, count, eq, isNull } from "drizzle-orm";
import { payoutAccounts, users } from "../../../db/schema.js";
import type { DomainDeps } from "../../../kernel/deps.js";
import { badUserInput, conflict, notFound } from "../../../kernel/errors.js";
import { findUserByHandle } from "../../../account/domain/users.js";
import { requireSupportStaff } from "../../../access/domain/pie-waiting-list.js";
import type { Viewer } from "../../../access/domain/viewer.js";
import { dashboardMessages as m } from "../../../../contract/pies/dashboard-messages.js";
import { pieAwards, type PieAwardRow } from "../db.js";
import { readThrough } from "../../../cache/read-cache.js";
import { pieAwardTag } from "../../domain/cached.js";

/** Staff award a pie to a member by user name; awarding again changes nothing. */
export async function awardPie(deps: DomainDeps, viewer: Viewer, userName: string): Promise<PieAwardRow> {
  await requireSupportStaff(deps, viewer, m.awardStaffOnly);
  const member = await findUserByHandle(deps.db, userName.trim().toLowerCase().replace(/^@/, ""));
  if (!member || member.deletedAt) throw notFound(m.awardUserNotFound);
  if (member.canCreatePies) throw conflict(m.awardNotNeeded, { userName: m.awardNotNeeded });
  const now = deps.clock();
  await deps.db.insert(pieAwards).values({ userId: member.id, awardedBy: viewer.userId, awardedAt: now }).onConflictDoNothing();
  const [award] = await deps.db.select().from(pieAwards).where(eq(pieAwards.userId, member.id));
  return award!;
}

/** The viewer's award not activated yet, or null (the modal shows only then; asked on every hub page, so kept in the read cache). */
export function pendingPieAward(deps: DomainDeps, userId: string): Promise<PieAwardRow | null> {
  return readThrough(
    deps.cache,
    `pie-award:${userId}`,
    async () => {
      const [award] = await deps.db
        .select()
        .from(pieAwards)
        .where(and(eq(pieAwards.userId, userId), isNull(pieAwards.activatedAt)));
      return award ?? null;
    },
    () => [pieAwardTag(userId)],
  );
}

/**
 * Activate (spec 3 §7 activation): with a payment account connected, the award is activated
 * and the member may create pies, off the waiting list; in one transaction, once.
 */
export async function activatePieAward(deps: DomainDeps, userId: string): Promise<PieAwardRow> {
  const [award] = await deps.db.select().from(pieAwards).where(eq(pieAwards.userId, userId));
  if (!award) throw notFound(m.noAward);
  if (award.activatedAt) return award;
  const [accounts] = await deps.db.select({ value: count() }).from(payoutAccounts).where(eq(payoutAccounts.userId, userId));
  if (!accounts || Number(accounts.value) === 0) throw badUserInput(m.needsAccount);
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const [activated] = await tx
      .update(pieAwards)
      .set({ activatedAt: now })
      .where(and(eq(pieAwards.userId, userId), isNull(pieAwards.activatedAt)))
      .returning();
    if (!activated) {
      const [again] = await tx.select().from(pieAwards).where(eq(pieAwards.userId, userId));
      return again!;
    }
    await tx.update(users).set({ canCreatePies: true, pieWaitingListJoinedAt: null, updatedAt: now }).where(eq(users.id, userId));
    return activated;
  });
}

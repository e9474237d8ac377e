// Abandoned reward wizard drafts (ADR 0082): a draft untouched for DRAFT_ABANDONED_AFTER_DAYS is
// deleted by a round on the job queue (ADR 0075). Its picture and PDF stay: they are the
// author's uploads, which something else may use.
import { inArray, lt } from "drizzle-orm";
import type { DomainDeps } from "../../../kernel/deps.js";
import { pieRewardDrafts } from "../db.js";

/** A draft nobody saved for this long is abandoned. */
export const DRAFT_ABANDONED_AFTER_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
const SWEEP_BATCH = 100;

/**
 * Deletes one batch of abandoned drafts; answers how many went. A draft saved meanwhile is locked by its save (skipped) or newer than the cutoff (kept).
 */
export async function sweepAbandonedDrafts(deps: DomainDeps): Promise<number> {
  const cutoff = new Date(deps.clock().getTime() - DRAFT_ABANDONED_AFTER_DAYS * DAY_MS);
  return deps.db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(pieRewardDrafts)
      .where(lt(pieRewardDrafts.updatedAt, cutoff))
      .orderBy(pieRewardDrafts.updatedAt)
      .limit(SWEEP_BATCH)
      .for("update", { skipLocked: true });
    if (due.length === 0) return 0;
    await tx.delete(pieRewardDrafts).where(
      inArray(
        pieRewardDrafts.id,
        due.map((draft) => draft.id),
      ),
    );
    return due.length;
  });
}

// The reward wizard's drafts (ADR 0077): the values typed into its steps, kept here between
// steps so that the wizard works without JavaScript and a reload loses nothing. A draft is its
// author's only; writing one needs the pie's right to create rewards (a new one) or to change
// the reward it edits. Publishing is createPieReward or updatePieReward, which check everything.
import { and, eq } from "drizzle-orm";
import type { DomainDeps } from "../../../kernel/deps.js";
import { badUserInput, notFound } from "../../../kernel/errors.js";
import { isUuid } from "../../../kernel/ids.js";
import { requirePiePermission } from "../../../pies/domain/access.js";
import { rewardMessages as m } from "../../../../contract/rewards/pie-rewards.js";
import { pieRewardDrafts, pieRewards, type PieRewardDraftRow } from "../db.js";

export type DraftValues = Record<string, string[]>;

/** A draft holds at most this many fields and characters: the wizard's fields with room to spare. */
const MAX_FIELDS = 60;
const MAX_CHARACTERS = 64 * 1024;

function checkedValues(values: readonly { name: string; values: readonly string[] }[]): DraftValues {
  if (values.length > MAX_FIELDS) throw badUserInput("A draft has too many fields.");
  const out: DraftValues = {};
  let size = 0;
  for (const field of values) {
    if (!/^[A-Za-z][A-Za-z0-9]{0,39}$/.test(field.name)) throw badUserInput("A draft's field names are letters and digits.");
    size += field.name.length + field.values.reduce((sum, value) => sum + value.length, 0);
    out[field.name] = [...field.values];
  }
  if (size > MAX_CHARACTERS) throw badUserInput("This draft is too long to keep.");
  return out;
}

/** The viewer's draft, or NOT_FOUND (someone else's is not theirs to see). */
export async function findDraft(deps: DomainDeps, viewerId: string, draftId: string): Promise<PieRewardDraftRow> {
  if (!isUuid(draftId)) throw notFound(m.draftNotFound);
  const [draft] = await deps.db
    .select()
    .from(pieRewardDrafts)
    .where(and(eq(pieRewardDrafts.id, draftId), eq(pieRewardDrafts.userId, viewerId)));
  if (!draft) throw notFound(m.draftNotFound);
  return draft;
}

async function requireDraftRights(deps: DomainDeps, viewerId: string, pieId: string, rewardId: string | null): Promise<string> {
  if (!rewardId) return (await requirePiePermission(deps, viewerId, pieId, "CAN_CREATE_REWARDS")).id;
  const [reward] = isUuid(rewardId) ? await deps.db.select({ pieId: pieRewards.pieId }).from(pieRewards).where(eq(pieRewards.id, rewardId)) : [];
  if (!reward) throw notFound(m.notFound);
  const pie = await requirePiePermission(deps, viewerId, reward.pieId, "CAN_MODIFY_EXISTING_REWARDS");
  if (isUuid(pieId) && pie.id !== pieId) throw notFound(m.notFound);
  return pie.id;
}

/**
 * Writes one step's values into the draft (a new draft without `draftId`): the fields given
 * replace those of the same name, the others stay. The rights are checked again each time.
 */
export async function saveDraft(
  deps: DomainDeps,
  viewerId: string,
  input: { draftId?: string | null; pieId: string; rewardId?: string | null; values: readonly { name: string; values: readonly string[] }[] },
): Promise<PieRewardDraftRow> {
  const values = checkedValues(input.values);
  const now = deps.clock();
  if (input.draftId) {
    const draft = await findDraft(deps, viewerId, input.draftId);
    await requireDraftRights(deps, viewerId, draft.pieId, draft.rewardId);
    const merged = checkedValues(Object.entries({ ...draft.values, ...values }).map(([name, value]) => ({ name, values: value })));
    const [row] = await deps.db.update(pieRewardDrafts).set({ values: merged, updatedAt: now }).where(eq(pieRewardDrafts.id, draft.id)).returning();
    // Swept as abandoned (ADR 0082) between the read and the write.
    if (!row) throw notFound(m.draftNotFound);
    return row;
  }
  const pieId = await requireDraftRights(deps, viewerId, input.pieId, input.rewardId ?? null);
  const [row] = await deps.db
    .insert(pieRewardDrafts)
    .values({ pieId, userId: viewerId, rewardId: input.rewardId ?? null, values, createdAt: now, updatedAt: now })
    .returning();
  return row!;
}

/** Deletes the viewer's draft (after publishing it, or to start again); true when there was one. */
export async function deleteDraft(deps: DomainDeps, viewerId: string, draftId: string): Promise<boolean> {
  if (!isUuid(draftId)) return false;
  const deleted = await deps.db
    .delete(pieRewardDrafts)
    .where(and(eq(pieRewardDrafts.id, draftId), eq(pieRewardDrafts.userId, viewerId)))
    .returning({ id: pieRewardDrafts.id });
  return deleted.length > 0;
}

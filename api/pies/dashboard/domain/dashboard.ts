// The pie hub's dashboard and edit page (spec 3 §2; §7 sales, update appearance, release slices;
// ADR 0074): the pie's sales, its appearance and slice price changed after creation, the
// address check, and releasing more of the slices the pie holds for sale.
import { and, asc, count, desc, eq, ne } from "drizzle-orm";
import { users } from "../../../db/schema.js";
import type { Database } from "../../../db/client.js";
import type { DomainDeps } from "../../../kernel/deps.js";
import { badUserInput, DomainError, notFound } from "../../../kernel/errors.js";
import { MAX_SLICE_PRICE_DOLLARS, pieMessages } from "../../../../contract/pies/messages.js";
import { IDEMPOTENCY_KEY_MAX } from "../../../../contract/pies/trade-messages.js";
import { dashboardMessages as m, type PieSalesSort } from "../../../../contract/pies/dashboard-messages.js";
import { pies, pieSliceEntries, type PieRow } from "../../db.js";
import { findPieRow, permissionsOn, requirePiePermission } from "../../domain/access.js";
import { saveLayers } from "../../domain/pies.js";
import { pieSliceOrders } from "../../trade/db.js";
import { decodeOffsetCursor, pageOf, pageOffset, pageSize, type Page } from "../../fans/domain/paging.js";

/** An active pie the viewer holds the permission on. */
async function activePieWith(deps: DomainDeps, viewerId: string, pieId: string, permission: Parameters<typeof requirePiePermission>[3]): Promise<PieRow> {
  const pie = await requirePiePermission(deps, viewerId, pieId, permission);
  if (pie.operationalState !== "ACTIVE") throw notFound(pieMessages.notFound);
  return pie;
}

async function save(deps: DomainDeps, pieId: string, values: Partial<typeof pies.$inferInsert>): Promise<PieRow> {
  const [saved] = await deps.db
    .update(pies)
    .set({ ...values, updatedAt: deps.clock() })
    .where(eq(pies.id, pieId))
    .returning();
  return saved!;
}

// ——— sales ———

export interface PieSale {
  orderId: string;
  buyerUserName: string;
  slices: number;
  amountCents: number;
  currency: string;
  soldAt: Date;
}

/**
 * The pie's completed slice purchases (spec 3 §7 sales: pieId, paging, sorting), for its owner
 * and moderators; buyers by user name only.
 */
export async function pieSales(
  deps: DomainDeps,
  viewerId: string,
  args: { pieId: string; sort: PieSalesSort; first?: number | null; after?: string | null; page?: number | null },
): Promise<Page<PieSale>> {
  const pie = await findPieRow(deps.db, args.pieId);
  if (!pie) throw notFound(pieMessages.notFound);
  const permissions = await permissionsOn(deps.db, pie, viewerId);
  if (permissions.length === 0) throw new DomainError("AUTH_NOT_AUTHORIZED", pieMessages.notAllowed);
  const limit = pageSize(args.first, 50);
  // A page number (the table's pager, spec 3 §9) or a cursor; a page past the end is empty.
  const offset = args.page != null ? pageOffset(args.page, limit) : decodeOffsetCursor(args.after);
  const where = and(eq(pieSliceOrders.pieId, pie.id), eq(pieSliceOrders.status, "COMPLETED"));
  const order =
    args.sort === "AMOUNT"
      ? [desc(pieSliceOrders.amountCents), desc(pieSliceOrders.createdAt), asc(pieSliceOrders.id)]
      : [desc(pieSliceOrders.createdAt), asc(pieSliceOrders.id)];
  const [rows, [total]] = await Promise.all([
    deps.db
      .select({
        orderId: pieSliceOrders.id,
        buyerUserName: users.userName,
        slices: pieSliceOrders.slices,
        amountCents: pieSliceOrders.amountCents,
        currency: pieSliceOrders.currency,
        soldAt: pieSliceOrders.createdAt,
      })
      .from(pieSliceOrders)
      .innerJoin(users, eq(users.id, pieSliceOrders.buyerUserId))
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    deps.db.select({ value: count() }).from(pieSliceOrders).where(where),
  ]);
  return pageOf(
    rows.map((row) => ({ ...row, buyerUserName: row.buyerUserName ?? "" })),
    offset,
    Number(total?.value ?? 0),
  );
}

// ——— the address check ———

export type SlugAvailability = "AVAILABLE" | "YOURS" | "TAKEN" | "INVALID";
const SLUG = /^[a-z0-9](?:[a-z0-9-]{1,58})[a-z0-9]$/;

/** Whether a pie address is free for this pie (spec 3 §7 pies by slug; the edit page's Details). */
export async function pieSlugAvailability(deps: DomainDeps, viewerId: string, pieId: string, slug: string): Promise<SlugAvailability> {
  const pie = await requirePiePermission(deps, viewerId, pieId, "CAN_CHANGE_PIE_URL");
  const wanted = slug.trim().toLowerCase();
  if (!SLUG.test(wanted)) return "INVALID";
  if (wanted === pie.slug) return "YOURS";
  const [other] = await deps.db
    .select({ id: pies.id })
    .from(pies)
    .where(and(eq(pies.slug, wanted), ne(pies.id, pie.id)));
  return other ? "TAKEN" : "AVAILABLE";
}

// ——— appearance and price ———

/** Changes a live pie's layers (CAN_CHANGE_PIE_APPEARANCE); the wizard's rules. */
export async function updatePieAppearance(deps: DomainDeps, viewerId: string, pieId: string, input: Partial<Record<string, string | null>>): Promise<PieRow> {
  const pie = await activePieWith(deps, viewerId, pieId, "CAN_CHANGE_PIE_APPEARANCE");
  return saveLayers(deps, pie.id, input);
}

/** Sets the price per slice of a live pie (CAN_SET_PRICE_PER_SLICE): more than 0, at most $1000, whole cents. */
export async function updatePieSlicePrice(deps: DomainDeps, viewerId: string, pieId: string, slicePriceCents: number): Promise<PieRow> {
  const pie = await activePieWith(deps, viewerId, pieId, "CAN_SET_PRICE_PER_SLICE");
  if (!Number.isInteger(slicePriceCents) || slicePriceCents <= 0 || slicePriceCents > MAX_SLICE_PRICE_DOLLARS * 100) {
    throw badUserInput(pieMessages.numberRange, { slicePrice: pieMessages.numberRange });
  }
  return save(deps, pie.id, { slicePriceCents });
}

// ——— releasing slices ———

/** The slices a pie holds back: its maximum less all it released (ISSUER's outstanding slices). */
export const heldSlicesOf = (pie: Pick<PieRow, "maxSlices" | "issuedSlices">): number => Math.max(0, (pie.maxSlices ?? 0) - (pie.issuedSlices ?? 0));

export interface SliceRelease {
  pie: PieRow;
  slices: number;
  /** False when this key was used before: nothing was released again. */
  released: boolean;
}

/**
 * Releases more of the slices the pie holds for sale (spec 3 §7 release slices): ISSUER →
 * AVAILABLE in the ledger and `issuedSlices` grown, never past `maxSlices`. The pie's row is
 * locked first, the one gate of every move of its slices (ADR 0070); the key makes a replay a no-op.
 */
export async function releasePieSlices(deps: DomainDeps, viewerId: string, command: { pieId: string; slices: number; idempotencyKey: string }): Promise<SliceRelease> {
  const found = await activePieWith(deps, viewerId, command.pieId, "CAN_RELEASE_MORE_SLICES_FOR_SALE");
  const key = command.idempotencyKey.trim();
  if (!key || key.length > IDEMPOTENCY_KEY_MAX) throw badUserInput(m.keyRequired, { idempotencyKey: m.keyRequired });
  if (!Number.isInteger(command.slices)) throw badUserInput(m.slicesWhole, { slices: m.slicesWhole });
  if (command.slices <= 0) throw badUserInput(m.slicesPositive, { slices: m.slicesPositive });
  const ledgerKey = `pie-release:${found.id}:${key}`;
  return deps.db.transaction(async (tx: Database) => {
    const [pie] = await tx.select().from(pies).where(eq(pies.id, found.id)).for("update");
    const [again] = await tx.select({ amount: pieSliceEntries.amount }).from(pieSliceEntries).where(eq(pieSliceEntries.idempotencyKey, ledgerKey));
    if (again) return { pie: pie!, slices: again.amount, released: false };
    const held = heldSlicesOf(pie!);
    if (command.slices > held) throw badUserInput(m.releaseOverHeld(held), { slices: m.releaseOverHeld(held) });
    const now = deps.clock();
    const [grown] = await tx
      .update(pies)
      .set({ issuedSlices: (pie!.issuedSlices ?? 0) + command.slices, updatedAt: now })
      .where(eq(pies.id, pie!.id))
      .returning();
    await tx.insert(pieSliceEntries).values({
      pieId: pie!.id,
      debitAccount: "AVAILABLE",
      creditAccount: "ISSUER",
      amount: command.slices,
      reason: "ISSUANCE",
      source: `release:${viewerId}`,
      actorUserId: viewerId,
      idempotencyKey: ledgerKey,
      createdAt: now,
    });
    return { pie: grown!, slices: command.slices, released: true };
  });
}

// Buying and sending a pie's slices (spec 3 §2 /legacy/trade/{id}, /legacy/payment/buy/{id};
// §7 process purchase pie, transfer slices to a user, transfer slices to a pie; ADR 0070).
// Every movement is one entry of the slice ledger (pie_slice_entries) with its actor, reason and
// idempotency key, written while the pie's row is locked: two moves of one pie's slices never
// read the same balance, so nothing is sold or sent twice.
// 1. startSliceOrder holds the slices for the order (AVAILABLE → order:{id}) and opens a hosted
//    checkout whose reference is "pie-order:{id}".
// 2. The provider's outcome (Stripe's webhook, the sandbox in-process) comes to
//    applySliceOrderOutcome: paid with the amount asked → COMPLETED and the slices credited to
//    the buyer (order:{id} → user:{id}); expired → CANCELLED and the slices back on sale.
// 3. The return page reads the order (confirmSliceOrder) and releases it when it ran out.
import { and, eq, lt } from "drizzle-orm";
import type { Database } from "../../../db/client.js";
import type { DomainDeps } from "../../../kernel/deps.js";
import { badUserInput, DomainError, notFound } from "../../../kernel/errors.js";
import { isUuid } from "../../../kernel/ids.js";
import type { PaymentOutcome, PaymentProvider } from "../../../payments/provider.js";
import { findUserThroughCache, requireMemberByUserName } from "../../../account/domain/users.js";
import { pieMessages } from "../../../../contract/pies/messages.js";
import {
  IDEMPOTENCY_KEY_MAX,
  MAX_SLICES_PER_MOVE,
  SLICE_CHECKOUT_MINUTES,
  SLICE_OPTION_COUNTS,
  slicesPriceCents,
  tradeMessages as m,
  type PieSliceEntryReason,
} from "../../../../contract/pies/trade-messages.js";
import { pies, pieSliceEntries, type PieRow } from "../../db.js";
import { findPieRow, requirePiePermission, sliceBalance } from "../../domain/access.js";
import { readPieRow } from "../../domain/cached.js";
import { pieSliceOrders, type PieSliceOrderRow } from "../db.js";

const REFERENCE_PREFIX = "pie-order:";
export const AVAILABLE = "AVAILABLE";
export const holder = (userId: string) => `user:${userId}`;
export const pieHolder = (pieId: string) => `pie:${pieId}`;
const held = (orderId: string) => `order:${orderId}`;

export interface TradeDeps extends DomainDeps {
  payments?: PaymentProvider | null;
  publicUrl: string;
}

/** An active pie for everyone; NOT_FOUND for any other. */
async function activePie(db: Database, idOrSlug: string): Promise<PieRow> {
  const pie = await findPieRow(db, idOrSlug);
  if (!pie || pie.operationalState !== "ACTIVE") throw notFound(pieMessages.notFound);
  return pie;
}

function checkKey(key: string): string {
  const trimmed = key.trim();
  if (!trimmed || trimmed.length > IDEMPOTENCY_KEY_MAX) throw badUserInput(m.keyRequired, { idempotencyKey: m.keyRequired });
  return trimmed;
}

function checkCount(slices: number, field = "slices"): void {
  if (!Number.isInteger(slices)) throw badUserInput(m.slicesWhole, { [field]: m.slicesWhole });
  if (slices <= 0 || slices > MAX_SLICES_PER_MOVE) throw badUserInput(m.numberRange, { [field]: m.numberRange });
}

/** The pie's row, locked for the rest of the transaction (the one gate of every move of its slices), as it is under the lock. */
async function lockPie(tx: Database, pieId: string): Promise<PieRow | null> {
  const [row] = await tx.select().from(pies).where(eq(pies.id, pieId)).for("update");
  return row ?? null;
}

/** What refuses a purchase of the pie as it is: not live, not for sale, a count out of range or over what one purchase may take. */
function checkPurchase(pie: PieRow | null, slices: number): asserts pie is PieRow & { slicePriceCents: number } {
  if (!pie || pie.operationalState !== "ACTIVE") throw notFound(pieMessages.notFound);
  if (!pie.canBuy || !pie.slicePriceCents) throw badUserInput(m.cannotBuy);
  checkCount(slices);
  const limit = purchaseLimit(pie);
  if (slices > limit) throw badUserInput(m.overPurchaseLimit(limit), { slices: m.overPurchaseLimit(limit) });
}

interface Move {
  pieId: string;
  from: string;
  to: string;
  amount: number;
  reason: PieSliceEntryReason;
  source: string;
  actorUserId: string | null;
  idempotencyKey: string;
  now: Date;
}

/** One ledger entry; false when its key was written before (a replay). */
async function post(tx: Database, move: Move): Promise<boolean> {
  const written = await tx
    .insert(pieSliceEntries)
    .values({
      pieId: move.pieId,
      debitAccount: move.to,
      creditAccount: move.from,
      amount: move.amount,
      reason: move.reason,
      source: move.source,
      actorUserId: move.actorUserId,
      idempotencyKey: move.idempotencyKey,
      createdAt: move.now,
    })
    .onConflictDoNothing()
    .returning({ id: pieSliceEntries.id });
  return written.length > 0;
}

async function entryExists(tx: Database, idempotencyKey: string): Promise<boolean> {
  const [row] = await tx.select({ id: pieSliceEntries.id }).from(pieSliceEntries).where(eq(pieSliceEntries.idempotencyKey, idempotencyKey));
  return Boolean(row);
}

// ——— slice options ———

export interface SliceOption {
  slices: number;
  priceCents: number;
  currency: string;
  isCustom: boolean;
}

/** The most one purchase may take: the initial offer's maximum, at most 1000 (§5). */
function purchaseLimit(pie: PieRow): number {
  return Math.min(MAX_SLICES_PER_MOVE, pie.initialOffer?.maximumPurchaseVolume ?? MAX_SLICES_PER_MOVE);
}

/** The amounts offered (spec 3 §7 slice options), priced at the slice price; a custom count among them when given and allowed. */
export async function sliceOptionsOf(deps: DomainDeps, idOrSlug: string, custom: number | null): Promise<SliceOption[]> {
  const pie = await activePie(deps.db, idOrSlug);
  if (!pie.canBuy || !pie.slicePriceCents) return [];
  const available = await sliceBalance(deps.db, pie.id, AVAILABLE);
  const limit = Math.min(purchaseLimit(pie), available);
  const counts: number[] = SLICE_OPTION_COUNTS.filter((count) => count <= limit);
  const customCount = custom !== null && Number.isInteger(custom) && custom > 0 && custom <= limit && !counts.includes(custom) ? custom : null;
  return [...counts, ...(customCount ? [customCount] : [])].map((slices) => ({
    slices,
    priceCents: slicesPriceCents(slices, pie.slicePriceCents!),
    currency: pie.currency,
    isCustom: slices === customCount,
  }));
}

// ——— buying ———

export interface BuySlicesCommand {
  pieId: string;
  slices: number;
  idempotencyKey: string;
}

async function orderByKey(db: Database, buyerId: string, key: string): Promise<PieSliceOrderRow | null> {
  const [row] = await db
    .select()
    .from(pieSliceOrders)
    .where(and(eq(pieSliceOrders.buyerUserId, buyerId), eq(pieSliceOrders.idempotencyKey, key)));
  return row ?? null;
}

const answerOf = (order: PieSliceOrderRow) => ({ order, checkoutUrl: order.status === "PENDING" ? order.checkoutUrl : null });

/**
 * Starts a slice order: the slices are held for it at once (never more than are available),
 * then its checkout opens. The same key again answers the same order.
 */
export async function startSliceOrder(deps: TradeDeps, viewerId: string, command: BuySlicesCommand): Promise<{ order: PieSliceOrderRow; checkoutUrl: string | null }> {
  const key = checkKey(command.idempotencyKey);
  const existing = await orderByKey(deps.db, viewerId, key);
  if (existing) return answerOf(existing);
  // The pie from the read cache refuses early; the row locked below is the one the order is priced from.
  const cached = await readPieRow(deps, command.pieId);
  checkPurchase(cached, command.slices);
  const payments = deps.payments;
  if (!payments) throw badUserInput(m.paymentsOff);

  const now = deps.clock();
  const expiresAt = new Date(now.getTime() + SLICE_CHECKOUT_MINUTES * 60_000);
  const hold = () => deps.db.transaction(async (tx): Promise<{ order: PieSliceOrderRow; fresh: boolean; pie: PieRow } | { short: number }> => {
    const pie = await lockPie(tx, cached.id);
    checkPurchase(pie, command.slices);
    const available = await sliceBalance(tx, pie.id, AVAILABLE);
    if (available < command.slices) {
      // The same request sent twice at once: the first took the slices, the second answers its order.
      const again = await orderByKey(tx, viewerId, key);
      return again ? { order: again, fresh: false, pie } : { short: available };
    }
    const [order] = await tx
      .insert(pieSliceOrders)
      .values({
        pieId: pie.id,
        buyerUserId: viewerId,
        slices: command.slices,
        unitPriceCents: pie.slicePriceCents,
        amountCents: slicesPriceCents(command.slices, pie.slicePriceCents),
        currency: pie.currency,
        idempotencyKey: key,
        paymentProvider: payments.name,
        expiresAt,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: [pieSliceOrders.buyerUserId, pieSliceOrders.idempotencyKey] })
      .returning();
    if (!order) return { order: (await orderByKey(tx, viewerId, key))!, fresh: false, pie };
    await post(tx, {
      pieId: pie.id,
      from: AVAILABLE,
      to: held(order.id),
      amount: order.slices,
      reason: "RESERVATION",
      source: `order:${order.id}`,
      actorUserId: viewerId,
      idempotencyKey: `pie-order-hold:${order.id}`,
      now,
    });
    return { order, fresh: true, pie };
  });
  let created = await hold();
  // Short of slices: those held by checkouts that ran out unpaid go back on sale, and it is tried once more.
  if ("short" in created && (await releaseExpiredOrders(deps, cached.id)) > 0) created = await hold();
  if ("short" in created) throw badUserInput(m.notEnoughAvailable(created.short), { slices: m.notEnoughAvailable(created.short) });
  if (!created.fresh) return answerOf(created.order);
  const { order, pie } = created;

  const user = await findUserThroughCache(deps, viewerId);
  const page = new URL(`/legacy/payment/buy/${order.id}`, deps.publicUrl);
  const cancelled = new URL(page);
  cancelled.searchParams.set("cancelled", "1");
  try {
    const checkout = await payments.createCheckout({
      reference: `${REFERENCE_PREFIX}${order.id}`,
      lines: [{ name: `${pie.displayName} Pie: ${m.slices(order.slices)}`, unitAmountCents: order.unitPriceCents, quantity: order.slices }],
      currency: order.currency,
      customerEmail: user?.email ?? null,
      successUrl: page.href,
      cancelUrl: cancelled.href,
      expiresAt,
    });
    // The order as written: nothing else changes it before its buyer has the checkout's address.
    const opened = { checkoutId: checkout.id, checkoutUrl: checkout.url, updatedAt: deps.clock() };
    await deps.db.update(pieSliceOrders).set(opened).where(eq(pieSliceOrders.id, order.id));
    return { order: { ...order, ...opened }, checkoutUrl: checkout.url };
  } catch (error) {
    await closeOrder(deps, order.id, "FAILED");
    throw new DomainError("CONFLICT", m.paymentsOff, { details: { cause: String((error as Error).message ?? error) } });
  }
}

/** Ends a PENDING order without a payment: its held slices go back on sale, once. */
async function closeOrder(deps: DomainDeps, orderId: string, status: "FAILED" | "CANCELLED", checkoutId?: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [order] = await tx.select().from(pieSliceOrders).where(eq(pieSliceOrders.id, orderId)).for("update");
    if (!order || order.status !== "PENDING" || (checkoutId && order.checkoutId !== checkoutId)) return;
    await lockPie(tx, order.pieId);
    const now = deps.clock();
    await tx.update(pieSliceOrders).set({ status, updatedAt: now }).where(eq(pieSliceOrders.id, order.id));
    await release(tx, order, now);
  });
}

async function release(tx: Database, order: PieSliceOrderRow, now: Date): Promise<void> {
  await post(tx, {
    pieId: order.pieId,
    from: held(order.id),
    to: AVAILABLE,
    amount: order.slices,
    reason: "RELEASE",
    source: `order:${order.id}`,
    actorUserId: null,
    idempotencyKey: `pie-order-release:${order.id}`,
    now,
  });
}

/** Orders whose checkout ran out without a word from the provider: their slices go back on sale. */
export async function releaseExpiredOrders(deps: DomainDeps, pieId: string): Promise<number> {
  const stale = await deps.db
    .select({ id: pieSliceOrders.id })
    .from(pieSliceOrders)
    .where(and(eq(pieSliceOrders.pieId, pieId), eq(pieSliceOrders.status, "PENDING"), lt(pieSliceOrders.expiresAt, deps.clock())));
  for (const { id } of stale) await closeOrder(deps, id, "CANCELLED");
  return stale.length;
}

/** The slice order a payment reference names, or null (an event booking's, a points order's…). */
export function sliceOrderIdOf(reference: string): string | null {
  if (!reference.startsWith(REFERENCE_PREFIX)) return null;
  const id = reference.slice(REFERENCE_PREFIX.length);
  return isUuid(id) ? id : null;
}

/**
 * What the provider reports about a slice order's checkout. Paid with the amount asked: the
 * held slices go to the buyer, once, however many reports arrive. Another amount: FAILED and the
 * slices back on sale (support refunds). Expired: CANCELLED and back on sale.
 */
export async function applySliceOrderOutcome(deps: DomainDeps, outcome: PaymentOutcome): Promise<void> {
  if (outcome.kind !== "paid" && outcome.kind !== "expired") return;
  const orderId = sliceOrderIdOf(outcome.reference);
  if (!orderId) return;
  if (outcome.kind === "expired") return closeOrder(deps, orderId, "CANCELLED", outcome.checkoutId);
  await deps.db.transaction(async (tx) => {
    const [order] = await tx.select().from(pieSliceOrders).where(eq(pieSliceOrders.id, orderId)).for("update");
    // A payment for an order already settled, cancelled or of another checkout credits nothing.
    if (!order || order.checkoutId !== outcome.checkoutId || order.status !== "PENDING") return;
    await lockPie(tx, order.pieId);
    const now = deps.clock();
    const matches = outcome.amountCents === order.amountCents && outcome.currency.toUpperCase() === order.currency.toUpperCase();
    await tx
      .update(pieSliceOrders)
      .set({ status: matches ? "COMPLETED" : "FAILED", paymentId: outcome.paymentId, updatedAt: now })
      .where(eq(pieSliceOrders.id, order.id));
    if (!matches) return release(tx, order, now);
    await post(tx, {
      pieId: order.pieId,
      from: held(order.id),
      to: holder(order.buyerUserId),
      amount: order.slices,
      reason: "PURCHASE",
      source: `payment:${outcome.paymentId}`,
      actorUserId: order.buyerUserId,
      idempotencyKey: `pie-purchase:${order.id}`,
      now,
    });
  });
}

/** The buyer's own order; NOT_FOUND for anyone else's. */
export async function findSliceOrder(deps: DomainDeps, viewerId: string, orderId: string): Promise<PieSliceOrderRow> {
  if (!isUuid(orderId)) throw notFound(m.orderNotFound);
  const [order] = await deps.db
    .select()
    .from(pieSliceOrders)
    .where(and(eq(pieSliceOrders.id, orderId), eq(pieSliceOrders.buyerUserId, viewerId)));
  if (!order) throw notFound(m.orderNotFound);
  return order;
}

/** The return page: the order as it stands; one whose checkout ran out unpaid is cancelled (its slices back on sale). */
export async function confirmSliceOrder(deps: DomainDeps, viewerId: string, orderId: string): Promise<PieSliceOrderRow> {
  const order = await findSliceOrder(deps, viewerId, orderId);
  if (order.status === "PENDING" && order.expiresAt < deps.clock()) {
    await closeOrder(deps, order.id, "CANCELLED");
    return findSliceOrder(deps, viewerId, orderId);
  }
  return order;
}

/** The buyer left the payment page: the checkout is closed and a PENDING order CANCELLED. */
export async function cancelSliceOrder(deps: TradeDeps, viewerId: string, orderId: string): Promise<PieSliceOrderRow> {
  const order = await findSliceOrder(deps, viewerId, orderId);
  if (order.status === "PENDING") {
    if (order.checkoutId && deps.payments?.name === order.paymentProvider) await deps.payments.expireCheckout(order.checkoutId).catch(() => undefined);
    await closeOrder(deps, order.id, "CANCELLED");
  }
  return findSliceOrder(deps, viewerId, orderId);
}

// ——— sending ———

export interface SliceTransfer {
  pie: PieRow;
  slices: number;
  /** The recipient's user name, or the receiving pie's name. */
  recipient: string;
  /** The sender's slices (or, for the pie's own send, its slices for sale) after the move. */
  remaining: number;
  /** False when the key was used before: the first transfer stands, nothing moved again. */
  moved: boolean;
}

interface TransferCommand {
  pieId: string;
  slices: number;
  idempotencyKey: string;
}

async function transfer(
  deps: DomainDeps,
  pie: PieRow,
  command: TransferCommand,
  move: { from: string; to: string; reason: PieSliceEntryReason; actorUserId: string; keyScope: string; shortage: (balance: number) => string },
): Promise<{ moved: boolean; remaining: number }> {
  const key = `pie-${move.reason.toLowerCase()}:${move.keyScope}:${checkKey(command.idempotencyKey)}`;
  checkCount(command.slices);
  return deps.db.transaction(async (tx) => {
    await lockPie(tx, pie.id);
    if (await entryExists(tx, key)) return { moved: false, remaining: await sliceBalance(tx, pie.id, move.from) };
    const balance = await sliceBalance(tx, pie.id, move.from);
    if (balance < command.slices) throw badUserInput(move.shortage(balance), { slices: move.shortage(balance) });
    const moved = await post(tx, {
      pieId: pie.id,
      from: move.from,
      to: move.to,
      amount: command.slices,
      reason: move.reason,
      source: move.from,
      actorUserId: move.actorUserId,
      idempotencyKey: key,
      now: deps.clock(),
    });
    return { moved, remaining: await sliceBalance(tx, pie.id, move.from) };
  });
}

async function recipientByUserName(db: Database, userName: string): Promise<{ id: string; userName: string }> {
  const member = await requireMemberByUserName(db, userName, { required: m.recipientRequired, notFound: m.recipientNotFound });
  return { id: member.id, userName: member.userName ?? "" };
}

/** A holder sends their slices to another member, by user name. */
export async function sendSlicesToUser(deps: DomainDeps, viewerId: string, command: TransferCommand & { userName: string }): Promise<SliceTransfer> {
  const pie = await activePie(deps.db, command.pieId);
  if (!pie.canTransfer) throw badUserInput(m.cannotTransfer);
  const recipient = await recipientByUserName(deps.db, command.userName);
  if (recipient.id === viewerId) throw badUserInput(m.notToYourself, { userName: m.notToYourself });
  const result = await transfer(deps, pie, command, {
    from: holder(viewerId),
    to: holder(recipient.id),
    reason: "TRANSFER",
    actorUserId: viewerId,
    keyScope: viewerId,
    shortage: m.notEnoughHeld,
  });
  return { pie, slices: command.slices, recipient: recipient.userName, ...result };
}

/** A holder who owns a live pie sends slices of this pie to it (spec 3 §2 Send to my pie). */
export async function sendSlicesToMyPie(deps: DomainDeps, viewerId: string, command: TransferCommand): Promise<SliceTransfer> {
  const pie = await activePie(deps.db, command.pieId);
  if (!pie.canTransfer) throw badUserInput(m.cannotTransfer);
  const [mine] = await deps.db.select().from(pies).where(eq(pies.createdBy, viewerId));
  if (!mine || mine.operationalState !== "ACTIVE") throw badUserInput(m.noPieOfYours);
  if (mine.id === pie.id) throw badUserInput(m.notToSamePie);
  const result = await transfer(deps, pie, command, {
    from: holder(viewerId),
    to: pieHolder(mine.id),
    reason: "TRANSFER_TO_PIE",
    actorUserId: viewerId,
    keyScope: viewerId,
    shortage: m.notEnoughHeld,
  });
  return { pie, slices: command.slices, recipient: mine.displayName ?? "", ...result };
}

/** The pie's team sends slices for sale to a member (spec 3 §6 CAN_SEND_SLICES; the hub's send page). */
export async function sendPieSlices(deps: DomainDeps, viewerId: string, command: TransferCommand & { userName: string }): Promise<SliceTransfer> {
  const pie = await requirePiePermission(deps, viewerId, command.pieId, "CAN_SEND_SLICES");
  if (pie.operationalState !== "ACTIVE") throw notFound(pieMessages.notFound);
  const recipient = await recipientByUserName(deps.db, command.userName);
  const result = await transfer(deps, pie, command, {
    from: AVAILABLE,
    to: holder(recipient.id),
    reason: "GIFT",
    actorUserId: viewerId,
    keyScope: pie.id,
    shortage: m.notEnoughAvailable,
  });
  return { pie, slices: command.slices, recipient: recipient.userName, ...result };
}

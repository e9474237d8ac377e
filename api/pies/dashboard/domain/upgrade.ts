// Upgrading a pie (spec 3 §7 upgrade pie order, process upgrade pie; transaction type
// UPGRADE_PIE; §9 tiers; ADR 0074): the pie's team (CAN_UPGRADE_PIE) orders a larger size,
// pays the difference between the tiers through the payment provider (reference
// "upgrade-pie:{orderId}"), and the pie's maximum slices grow only when the provider confirms
// the payment of the amount asked, once however many reports arrive (the order's row lock).
import { and, eq } from "drizzle-orm";
import type { DomainDeps } from "../../../kernel/deps.js";
import { badUserInput, DomainError, notFound } from "../../../kernel/errors.js";
import { isUuid } from "../../../kernel/ids.js";
import type { PaymentOutcome } from "../../../payments/provider.js";
import { findUserThroughCache } from "../../../account/domain/users.js";
import { PIE_CURRENCY, pieMessages } from "../../../../contract/pies/messages.js";
import { IDEMPOTENCY_KEY_MAX } from "../../../../contract/pies/trade-messages.js";
import { dashboardMessages as m, pieUpgradePriceCents } from "../../../../contract/pies/dashboard-messages.js";
import { pies, type PieRow } from "../../db.js";
import { requirePiePermission } from "../../domain/access.js";
import type { TradeDeps } from "../../trade/domain/trade.js";
import { pieUpgradeOrders, type PieUpgradeOrderRow } from "../db.js";

const REFERENCE_PREFIX = "upgrade-pie:";
/** Minutes the upgrade's checkout can be paid (Stripe's shortest Checkout Session). */
const CHECKOUT_MINUTES = 30;

export function upgradeOrderIdOf(reference: string): string | null {
  if (!reference.startsWith(REFERENCE_PREFIX)) return null;
  const id = reference.slice(REFERENCE_PREFIX.length);
  return isUuid(id) ? id : null;
}

export interface UpgradeView {
  order: PieUpgradeOrderRow;
  pie: PieRow;
}

/** The edit page's Upgrade tab, where the provider sends the payer back. */
const returnPage = (publicUrl: string, order: Pick<PieUpgradeOrderRow, "id" | "pieId">) => {
  const page = new URL(`/legacy/pie-hub/overview/edit/${order.pieId}`, publicUrl);
  page.searchParams.set("tab", "upgrade");
  page.searchParams.set("upgrade", order.id);
  return page;
};

/** Starts an upgrade to `toMaxSlices`: the order, then its checkout. The same key again answers the same order. */
export async function startPieUpgrade(deps: TradeDeps, viewerId: string, command: { pieId: string; toMaxSlices: number; idempotencyKey: string }): Promise<{ order: PieUpgradeOrderRow; checkoutUrl: string | null }> {
  const key = command.idempotencyKey.trim();
  if (!key || key.length > IDEMPOTENCY_KEY_MAX) throw badUserInput(m.keyRequired, { idempotencyKey: m.keyRequired });
  const pie = await requirePiePermission(deps, viewerId, command.pieId, "CAN_UPGRADE_PIE");
  if (pie.operationalState !== "ACTIVE" || !pie.maxSlices) throw notFound(pieMessages.notFound);
  const [existing] = await deps.db
    .select()
    .from(pieUpgradeOrders)
    .where(and(eq(pieUpgradeOrders.requestedBy, viewerId), eq(pieUpgradeOrders.idempotencyKey, key)));
  if (existing) return { order: existing, checkoutUrl: existing.status === "PENDING" ? existing.checkoutUrl : null };
  const amountCents = pieUpgradePriceCents(pie.maxSlices, command.toMaxSlices);
  if (amountCents === null) throw badUserInput(m.sizeInvalid, { toMaxSlices: m.sizeInvalid });
  const payments = deps.payments;
  if (!payments) throw new DomainError("CONFLICT", m.paymentsOff);
  const now = deps.clock();
  const expiresAt = new Date(now.getTime() + CHECKOUT_MINUTES * 60_000);
  const [created] = await deps.db
    .insert(pieUpgradeOrders)
    .values({
      pieId: pie.id,
      requestedBy: viewerId,
      fromMaxSlices: pie.maxSlices,
      toMaxSlices: command.toMaxSlices,
      amountCents,
      currency: PIE_CURRENCY,
      idempotencyKey: key,
      paymentProvider: payments.name,
      expiresAt,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (!created) {
    // The same click twice at once: the other request made the order.
    const [again] = await deps.db
      .select()
      .from(pieUpgradeOrders)
      .where(and(eq(pieUpgradeOrders.requestedBy, viewerId), eq(pieUpgradeOrders.idempotencyKey, key)));
    return { order: again!, checkoutUrl: again!.status === "PENDING" ? again!.checkoutUrl : null };
  }
  const user = await findUserThroughCache(deps, viewerId);
  const page = returnPage(deps.publicUrl, created);
  const cancelled = new URL(page);
  cancelled.searchParams.set("cancelled", "1");
  try {
    const checkout = await payments.createCheckout({
      reference: `${REFERENCE_PREFIX}${created.id}`,
      lines: [
        {
          name: `Pie upgrade: ${pie.displayName} to ${command.toMaxSlices.toLocaleString("en-US")} slices`,
          unitAmountCents: amountCents,
          quantity: 1,
        },
      ],
      currency: PIE_CURRENCY,
      customerEmail: user?.email ?? null,
      successUrl: page.href,
      cancelUrl: cancelled.href,
      expiresAt,
    });
    const [opened] = await deps.db
      .update(pieUpgradeOrders)
      .set({ checkoutId: checkout.id, checkoutUrl: checkout.url, updatedAt: deps.clock() })
      .where(eq(pieUpgradeOrders.id, created.id))
      .returning();
    return { order: opened!, checkoutUrl: checkout.url };
  } catch (error) {
    await deps.db.update(pieUpgradeOrders).set({ status: "FAILED", updatedAt: deps.clock() }).where(eq(pieUpgradeOrders.id, created.id));
    throw new DomainError("CONFLICT", m.paymentsOff, { details: { cause: String((error as Error).message ?? error) } });
  }
}

/**
 * What the provider reports about an upgrade's checkout. Paid with the amount asked while the
 * pie is still the size ordered from: COMPLETED and the pie's maximum grown, once. Another
 * amount, or a pie upgraded meanwhile: FAILED (support refunds). Expired: CANCELLED.
 */
export async function applyPieUpgradeOutcome(deps: DomainDeps, outcome: PaymentOutcome): Promise<void> {
  if (outcome.kind !== "paid" && outcome.kind !== "expired") return;
  const orderId = upgradeOrderIdOf(outcome.reference);
  if (!orderId) return;
  await deps.db.transaction(async (tx) => {
    const [order] = await tx.select().from(pieUpgradeOrders).where(eq(pieUpgradeOrders.id, orderId)).for("update");
    if (!order || order.status !== "PENDING" || order.checkoutId !== outcome.checkoutId) return;
    const now = deps.clock();
    if (outcome.kind === "expired") {
      await tx.update(pieUpgradeOrders).set({ status: "CANCELLED", updatedAt: now }).where(eq(pieUpgradeOrders.id, order.id));
      return;
    }
    const [pie] = await tx.select().from(pies).where(eq(pies.id, order.pieId)).for("update");
    const matches =
      outcome.amountCents === order.amountCents && outcome.currency.toUpperCase() === order.currency.toUpperCase() && pie?.maxSlices === order.fromMaxSlices;
    await tx
      .update(pieUpgradeOrders)
      .set({ status: matches ? "COMPLETED" : "FAILED", paymentId: outcome.paymentId, updatedAt: now })
      .where(eq(pieUpgradeOrders.id, order.id));
    if (matches) await tx.update(pies).set({ maxSlices: order.toMaxSlices, updatedAt: now }).where(eq(pies.id, order.pieId));
  });
}

/** An upgrade order of a pie the viewer may upgrade; NOT_FOUND otherwise. */
export async function findPieUpgrade(deps: DomainDeps, viewerId: string, orderId: string): Promise<UpgradeView> {
  if (!isUuid(orderId)) throw notFound(m.upgradeNotFound);
  const [order] = await deps.db.select().from(pieUpgradeOrders).where(eq(pieUpgradeOrders.id, orderId));
  if (!order) throw notFound(m.upgradeNotFound);
  const pie = await requirePiePermission(deps, viewerId, order.pieId, "CAN_UPGRADE_PIE").catch(() => {
    throw notFound(m.upgradeNotFound);
  });
  return { order, pie };
}

/** The return page: the order as it stands; a PENDING one the payer left (or whose checkout ran out) is cancelled. */
export async function settlePieUpgradeReturn(deps: TradeDeps, viewerId: string, orderId: string, left: boolean): Promise<UpgradeView> {
  const view = await findPieUpgrade(deps, viewerId, orderId);
  const { order } = view;
  if (order.status !== "PENDING" || (!left && order.expiresAt >= deps.clock())) return view;
  if (left && order.checkoutId && deps.payments?.name === order.paymentProvider) await deps.payments.expireCheckout(order.checkoutId).catch(() => undefined);
  await deps.db
    .update(pieUpgradeOrders)
    .set({ status: "CANCELLED", updatedAt: deps.clock() })
    .where(and(eq(pieUpgradeOrders.id, order.id), eq(pieUpgradeOrders.status, "PENDING")));
  return findPieUpgrade(deps, viewerId, orderId);
}

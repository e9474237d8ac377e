// Members buy paid club offers (ADR 0080): a reward with a PRICE requirement, or a way-to-earn-status
// buy-now. The payment flow is the points packages' (ADR 0065):
// 1. startOfferOrder checks everything a redemption checks (the price aside), records a PENDING
//    order (one per buyer's idempotency key) and opens a hosted checkout whose reference is
//    "offer-order:<order id>".
// 2. The provider's outcome comes to applyOfferOrderOutcome: under the order's row lock, then the
//    offer's (the lock redemptions take), every check is made again and the redemption recorded
//    once, with its Rep Points spent. Refused then (the last place went meanwhile…): the order is
//    REFUNDED with the reason and the payment refunded through the provider (one refund per order).
import { and, eq } from "drizzle-orm";
import type { DomainDeps } from "../../../kernel/deps.js";
import { badUserInput, DomainError, notFound } from "../../../kernel/errors.js";
import { isUuid } from "../../../kernel/ids.js";
import type { PaymentOutcome, PaymentProvider } from "../../../payments/provider.js";
import { findUserThroughCache } from "../../../account/domain/users.js";
import { clubs } from "../../db.js";
import { clubOffers, type ClubOfferRow } from "../../offers/db.js";
import { lockShownOffer, redeemLocked, refusal, takeCheck } from "../../redemptions/domain/redemptions.js";
import { clubOfferOrders, type ClubOfferOrderRow } from "../db.js";
import { clubOfferRedemptions, type ClubOfferRedemptionRow } from "../../redemptions/db.js";
import { IDEMPOTENCY_KEY_MAX } from "../../../../contract/clubs/points-messages.js";
import { offerOrderMessages as m } from "../../../../contract/clubs/offer-orders-messages.js";
import { offerPrice, redemptionMessages } from "../../../../contract/clubs/redemption-messages.js";

/** Minutes an offer's checkout can be paid (Stripe's shortest Checkout Session is 30). */
export const OFFER_CHECKOUT_MINUTES = 30;
const REFERENCE_PREFIX = "offer-order:";

export interface OfferOrderDeps extends DomainDeps {
  payments?: PaymentProvider | null;
  publicUrl: string;
}

export interface BuyOfferCommand {
  offerId: string;
  idempotencyKey: string;
  shareContact?: boolean | null;
}

async function orderByKey(deps: DomainDeps, buyerId: string, key: string): Promise<ClubOfferOrderRow | null> {
  const [row] = await deps.db.select().from(clubOfferOrders).where(and(eq(clubOfferOrders.buyerUserId, buyerId), eq(clubOfferOrders.idempotencyKey, key)));
  return row ?? null;
}

const answer = (order: ClubOfferOrderRow) => ({ order, checkoutUrl: order.status === "PENDING" ? order.checkoutUrl : null });

/** Starts an order of a paid offer and its checkout; the same key again answers the same order. */
export async function startOfferOrder(deps: OfferOrderDeps, viewerId: string, command: BuyOfferCommand): Promise<{ order: ClubOfferOrderRow; checkoutUrl: string | null }> {
  const key = command.idempotencyKey.trim();
  if (!key || key.length > IDEMPOTENCY_KEY_MAX) throw badUserInput(m.keyRequired, { idempotencyKey: m.keyRequired });
  const existing = await orderByKey(deps, viewerId, key);
  if (existing) return answer(existing);

  const now = deps.clock();
  const offer = await deps.db.transaction(async (tx) => {
    const found = await lockShownOffer(tx, command.offerId, viewerId);
    const verdict = await takeCheck(tx, found, viewerId, now, true);
    if (found.settings.redemptionType === "CUSTOMER_INFORMATION" && !command.shareContact) verdict.reasons.push(redemptionMessages.consentRequired);
    if (verdict.reasons.length > 0) throw refusal(verdict.reasons);
    return found;
  });
  const price = offerPrice(offer)!;
  const payments = deps.payments;
  if (!payments) throw badUserInput(m.paymentsOff, { offerId: m.paymentsOff });
  const user = await findUserThroughCache(deps, viewerId);
  const [created] = await deps.db
    .insert(clubOfferOrders)
    .values({
      clubId: offer.clubId,
      buyerUserId: viewerId,
      offerId: offer.id,
      offerTitle: offer.title,
      amountCents: price.cents,
      currency: price.currency,
      shareContact: Boolean(command.shareContact),
      idempotencyKey: key,
      paymentProvider: payments.name,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning();
  // A concurrent click with the same key made the order first: answer that one.
  if (!created) return answer((await orderByKey(deps, viewerId, key))!);

  const page = new URL(`/offers/orders/${created.id}`, deps.publicUrl);
  const cancelled = new URL(page);
  cancelled.searchParams.set("cancelled", "1");
  try {
    const checkout = await payments.createCheckout({
      reference: `${REFERENCE_PREFIX}${created.id}`,
      lines: [{ name: offer.title, unitAmountCents: price.cents, quantity: 1 }],
      currency: price.currency,
      customerEmail: user?.email ?? null,
      successUrl: page.href,
      cancelUrl: cancelled.href,
      expiresAt: new Date(now.getTime() + OFFER_CHECKOUT_MINUTES * 60_000),
    });
    const [opened] = await deps.db
      .update(clubOfferOrders)
      .set({ checkoutId: checkout.id, checkoutUrl: checkout.url, updatedAt: deps.clock() })
      .where(eq(clubOfferOrders.id, created.id))
      .returning();
    return { order: opened!, checkoutUrl: checkout.url };
  } catch (error) {
    await deps.db.update(clubOfferOrders).set({ status: "FAILED", updatedAt: deps.clock() }).where(and(eq(clubOfferOrders.id, created.id), eq(clubOfferOrders.status, "PENDING")));
    throw new DomainError("CONFLICT", m.providerUnavailable, { details: { cause: String((error as Error).message ?? error) } });
  }
}

/** The offer order a payment reference names, or null when it names none. */
export function offerOrderIdOf(reference: string): string | null {
  if (!reference.startsWith(REFERENCE_PREFIX)) return null;
  const id = reference.slice(REFERENCE_PREFIX.length);
  return isUuid(id) ? id : null;
}

/** The redemption a payment buys, or why it cannot be given (the offer gone, the last place taken…). */
async function redeemPaid(tx: Parameters<Parameters<DomainDeps["db"]["transaction"]>[0]>[0], order: ClubOfferOrderRow, now: Date) {
  try {
    // A savepoint: a refusal inside (the ledger's, say) undoes the redemption, not the order's update.
    return await tx.transaction(async (inner) => {
      const offer = await lockShownOffer(inner, order.offerId, order.buyerUserId);
      return redeemLocked(inner, offer, order.buyerUserId, now, { shareContact: order.shareContact, paid: true, key: `${REFERENCE_PREFIX}${order.id}` });
    });
  } catch (error) {
    if (error instanceof DomainError) return { reasons: [error.code === "NOT_FOUND" ? redemptionMessages.notActive : error.message] };
    throw error;
  }
}

/**
 * Applies what the provider reports about an offer order's checkout. Paid: the redemption is
 * recorded once, however many reports arrive; refused then, the payment is refunded (a repeated
 * report asks the same refund again, which the provider answers as one). Expired: CANCELLED.
 */
export async function applyOfferOrderOutcome(deps: DomainDeps & { payments?: PaymentProvider | null }, outcome: PaymentOutcome): Promise<void> {
  if (outcome.kind !== "paid" && outcome.kind !== "expired") return;
  const orderId = offerOrderIdOf(outcome.reference);
  if (!orderId) return;
  const now = deps.clock();
  if (outcome.kind === "expired") {
    await deps.db
      .update(clubOfferOrders)
      .set({ status: "CANCELLED", updatedAt: now })
      .where(and(eq(clubOfferOrders.id, orderId), eq(clubOfferOrders.status, "PENDING"), eq(clubOfferOrders.checkoutId, outcome.checkoutId)));
    return;
  }
  const toRefund = await deps.db.transaction(async (tx) => {
    const [order] = await tx.select().from(clubOfferOrders).where(eq(clubOfferOrders.id, orderId)).for("update");
    if (!order || order.checkoutId !== outcome.checkoutId) return null;
    if (order.status === "REFUNDED") return order;
    if (order.status !== "PENDING") return null;
    const matches = outcome.amountCents === order.amountCents && outcome.currency.toUpperCase() === order.currency.toUpperCase();
    if (!matches) {
      await tx.update(clubOfferOrders).set({ status: "FAILED", paymentId: outcome.paymentId, updatedAt: now }).where(eq(clubOfferOrders.id, order.id));
      return null;
    }
    const taken = await redeemPaid(tx, order, now);
    if ("redemption" in taken) {
      await tx
        .update(clubOfferOrders)
        .set({ status: "COMPLETED", redemptionId: taken.redemption.id, paymentId: outcome.paymentId, updatedAt: now })
        .where(eq(clubOfferOrders.id, order.id));
      return null;
    }
    const [refused] = await tx
      .update(clubOfferOrders)
      .set({ status: "REFUNDED", refusal: taken.reasons[0] ?? redemptionMessages.notActive, paymentId: outcome.paymentId, updatedAt: now })
      .where(eq(clubOfferOrders.id, order.id))
      .returning();
    return refused!;
  });
  if (toRefund?.paymentId && deps.payments?.name === toRefund.paymentProvider) {
    await deps.payments.refund({
      reference: `offer-order-refund:${toRefund.id}`,
      bookingReference: `${REFERENCE_PREFIX}${toRefund.id}`,
      paymentId: toRefund.paymentId,
      amountCents: toRefund.amountCents,
      currency: toRefund.currency,
    });
  }
}

export interface OfferOrderView {
  order: ClubOfferOrderRow;
  offer: ClubOfferRow;
  clubSlug: string;
}

/** The buyer's own order; NOT_FOUND for anyone else's. */
export async function findOfferOrder(deps: DomainDeps, viewerId: string, orderId: string): Promise<OfferOrderView> {
  if (!isUuid(orderId)) throw notFound(m.orderNotFound);
  const [row] = await deps.db
    .select({ order: clubOfferOrders, offer: clubOffers, clubSlug: clubs.slug })
    .from(clubOfferOrders)
    .innerJoin(clubOffers, eq(clubOffers.id, clubOfferOrders.offerId))
    .innerJoin(clubs, eq(clubs.id, clubOfferOrders.clubId))
    .where(and(eq(clubOfferOrders.id, orderId), eq(clubOfferOrders.buyerUserId, viewerId)));
  if (!row) throw notFound(m.orderNotFound);
  return row;
}

/** The buyer left the payment page: the checkout is closed and the order CANCELLED (a paid one stays as it is). */
export async function cancelOfferOrder(deps: OfferOrderDeps, viewerId: string, orderId: string): Promise<OfferOrderView> {
  const { order } = await findOfferOrder(deps, viewerId, orderId);
  if (order.status === "PENDING") {
    if (order.checkoutId && deps.payments?.name === order.paymentProvider) await deps.payments.expireCheckout(order.checkoutId);
    await deps.db
      .update(clubOfferOrders)
      .set({ status: "CANCELLED", updatedAt: deps.clock() })
      .where(and(eq(clubOfferOrders.id, order.id), eq(clubOfferOrders.status, "PENDING")));
  }
  return findOfferOrder(deps, viewerId, orderId);
}

/** The redemption a completed order bought, or null. */
export async function redemptionOfOrder(deps: DomainDeps, order: ClubOfferOrderRow): Promise<ClubOfferRedemptionRow | null> {
  if (!order.redemptionId) return null;
  const [row] = await deps.db.select().from(clubOfferRedemptions).where(eq(clubOfferRedemptions.id, order.redemptionId));
  return row ?? null;
}

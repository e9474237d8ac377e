// Members buy rep points (spec 3 §2 /rep-clubs/{id}/buy-points, §4 BUY_POINTS_OFFER; ADR 0065).
// 1. startPointsOrder checks the member, the club and the offer, records a PENDING order (one
//    per buyer's idempotency key: a second click answers the first order) and opens a hosted
//    checkout at the payment provider, whose reference is "points-order:<order id>".
// 2. The provider's outcome (Stripe's webhook, the sandbox in-process) comes to
//    applyPointsOrderOutcome: paid → COMPLETED and the points credited by creditPurchase with
//    the payment id as the key (one ledger entry however many deliveries); expired → CANCELLED.
// 3. The return page calls confirmPointsOrder: a paid order whose credit is missing (a delivery
//    that stopped between the two steps) is credited there, whichever comes first.
import { and, asc, eq, sql } from "drizzle-orm";
import type { DomainDeps } from "../../../kernel/deps.js";
import { badUserInput, DomainError, notFound } from "../../../kernel/errors.js";
import { isUuid } from "../../../kernel/ids.js";
import type { PaymentOutcome, PaymentProvider } from "../../../payments/provider.js";
import { findUserThroughCache } from "../../../account/domain/users.js";
import { findClubForViewer } from "../../domain/clubs.js";
import { requireClubPermission } from "../../domain/access.js";
import { membershipOf } from "../../domain/membership.js";
import type { ClubRow } from "../../db.js";
import { clubOffers, type ClubOfferRow } from "../../offers/db.js";
import { creditPurchase } from "../../points/domain/points.js";
import { accountId, balanceOf, member } from "../../points/domain/ledger.js";
import { clubPointsOrders, type ClubPointsOrderRow } from "../db.js";
import { IDEMPOTENCY_KEY_MAX } from "../../../../contract/clubs/points-messages.js";
import { packageTermsOf, purchaseMessages as m, type PointsPackageTerms } from "../../../../contract/clubs/purchases-messages.js";

/** Minutes a points checkout can be paid (Stripe's shortest Checkout Session is 30). */
export const POINTS_CHECKOUT_MINUTES = 30;
const REFERENCE_PREFIX = "points-order:";

export interface PurchaseDeps extends DomainDeps {
  payments?: PaymentProvider | null;
  publicUrl: string;
}

export interface PointsPackage extends PointsPackageTerms {
  offer: ClubOfferRow;
  isDefault: boolean;
}

/** Whether the offer is on sale now: published, ACTIVE, BUY_POINTS, within its dates, with terms that can be sold. */
function saleRefusal(offer: ClubOfferRow, now: Date): string | null {
  if (offer.subType !== "BUY_POINTS" || offer.publication !== "PUBLISHED" || offer.status !== "ACTIVE" || !packageTermsOf(offer.settings)) return m.offerUnavailable;
  if (offer.startsAt && offer.startsAt > now) return m.offerNotStarted;
  if (offer.endsAt && offer.endsAt <= now) return m.offerEnded;
  return null;
}

/**
 * The club's points packages on sale now, oldest first. The default buy-points offer (spec 3 §7)
 * is the first of them that is a points-bundle, else the first package.
 */
export async function pointsPackagesOf(deps: DomainDeps, clubId: string): Promise<PointsPackage[]> {
  const now = deps.clock();
  const offers = await deps.db
    .select()
    .from(clubOffers)
    .where(and(eq(clubOffers.clubId, clubId), eq(clubOffers.subType, "BUY_POINTS"), eq(clubOffers.publication, "PUBLISHED"), eq(clubOffers.status, "ACTIVE")))
    .orderBy(asc(clubOffers.createdAt), asc(clubOffers.id));
  const onSale = offers.filter((offer) => !saleRefusal(offer, now));
  const defaultOffer = onSale.find((offer) => offer.program === "points-bundle") ?? onSale[0];
  return onSale.map((offer) => ({ ...packageTermsOf(offer.settings)!, offer, isDefault: offer === defaultOffer }));
}

export interface PointsShop {
  club: ClubRow;
  isMember: boolean;
  packages: PointsPackage[];
}

/** The buy-points page: the club (as the viewer may see it), whether they are a member, and the packages. */
export async function pointsShop(deps: DomainDeps, viewerId: string, idOrSlug: string): Promise<PointsShop> {
  const club = await findClubForViewer(deps, viewerId, idOrSlug);
  const [membership, packages] = await Promise.all([membershipOf(deps.db, club.id, viewerId), club.published ? pointsPackagesOf(deps, club.id) : Promise.resolve([])]);
  return { club, isMember: Boolean(membership), packages };
}

export interface BuyPointsCommand {
  clubId: string;
  offerId: string;
  idempotencyKey: string;
}

/** Starts a points order and its checkout; the same key again answers the same order. */
export async function startPointsOrder(deps: PurchaseDeps, viewerId: string, command: BuyPointsCommand): Promise<{ order: ClubPointsOrderRow; checkoutUrl: string | null }> {
  const key = command.idempotencyKey.trim();
  if (!key || key.length > IDEMPOTENCY_KEY_MAX) throw badUserInput(m.keyRequired, { idempotencyKey: m.keyRequired });
  const existing = await orderByKey(deps, viewerId, key);
  if (existing) return { order: existing, checkoutUrl: existing.status === "PENDING" ? existing.checkoutUrl : null };

  const club = await findClubForViewer(deps, viewerId, command.clubId);
  if (!club.published) throw badUserInput(m.offerUnavailable, { offerId: m.offerUnavailable });
  if (!(await membershipOf(deps.db, club.id, viewerId))) throw new DomainError("AUTH_NOT_AUTHORIZED", m.notMember);
  const [offer] = isUuid(command.offerId) ? await deps.db.select().from(clubOffers).where(and(eq(clubOffers.id, command.offerId), eq(clubOffers.clubId, club.id))) : [];
  if (!offer) throw badUserInput(m.offerUnavailable, { offerId: m.offerUnavailable });
  const refusal = saleRefusal(offer, deps.clock());
  if (refusal) throw badUserInput(refusal, { offerId: refusal });
  const terms = packageTermsOf(offer.settings)!;
  const payments = deps.payments;
  if (!payments) throw badUserInput(m.paymentsOff);
  const user = await findUserThroughCache(deps, viewerId);

  const now = deps.clock();
  const [created] = await deps.db
    .insert(clubPointsOrders)
    .values({
      clubId: club.id,
      buyerUserId: viewerId,
      offerId: offer.id,
      offerTitle: offer.title,
      points: terms.points,
      amountCents: terms.priceCents,
      currency: terms.currency,
      idempotencyKey: key,
      paymentProvider: payments.name,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning();
  // A concurrent click with the same key made the order first: answer that one.
  if (!created) {
    const first = (await orderByKey(deps, viewerId, key))!;
    return { order: first, checkoutUrl: first.status === "PENDING" ? first.checkoutUrl : null };
  }

  const page = new URL(`/rep-clubs/${encodeURIComponent(club.slug)}/buy-points/${created.id}`, deps.publicUrl);
  const cancelled = new URL(page);
  cancelled.searchParams.set("cancelled", "1");
  try {
    const checkout = await payments.createCheckout({
      reference: `${REFERENCE_PREFIX}${created.id}`,
      lines: [{ name: `${offer.title} (${m.points(terms.points)})`, unitAmountCents: terms.priceCents, quantity: 1 }],
      currency: terms.currency,
      customerEmail: user?.email ?? null,
      successUrl: page.href,
      cancelUrl: cancelled.href,
      expiresAt: new Date(now.getTime() + POINTS_CHECKOUT_MINUTES * 60_000),
    });
    // The order as written: nothing else changes it before its buyer has the checkout's address.
    const opened = { checkoutId: checkout.id, checkoutUrl: checkout.url, updatedAt: deps.clock() };
    await deps.db.update(clubPointsOrders).set(opened).where(eq(clubPointsOrders.id, created.id));
    return { order: { ...created, ...opened }, checkoutUrl: checkout.url };
  } catch (error) {
    await deps.db.update(clubPointsOrders).set({ status: "FAILED", updatedAt: deps.clock() }).where(and(eq(clubPointsOrders.id, created.id), eq(clubPointsOrders.status, "PENDING")));
    throw new DomainError("CONFLICT", m.providerUnavailable, { details: { cause: String((error as Error).message ?? error) } });
  }
}

async function orderByKey(deps: DomainDeps, buyerId: string, key: string): Promise<ClubPointsOrderRow | null> {
  const [row] = await deps.db.select().from(clubPointsOrders).where(and(eq(clubPointsOrders.buyerUserId, buyerId), eq(clubPointsOrders.idempotencyKey, key)));
  return row ?? null;
}

/** The points order a payment reference names, or null when it names none (an event booking's). */
export function pointsOrderIdOf(reference: string): string | null {
  if (!reference.startsWith(REFERENCE_PREFIX)) return null;
  const id = reference.slice(REFERENCE_PREFIX.length);
  return isUuid(id) ? id : null;
}

/** Applies what the provider reports about a points order's checkout; a repeated report changes nothing. */
export async function applyPointsOrderOutcome(deps: DomainDeps, outcome: PaymentOutcome): Promise<void> {
  if (outcome.kind !== "paid" && outcome.kind !== "expired" && outcome.kind !== "authorized") return;
  const orderId = pointsOrderIdOf(outcome.reference);
  if (!orderId) return;
  const now = deps.clock();
  if (outcome.kind === "expired") {
    await deps.db
      .update(clubPointsOrders)
      .set({ status: "CANCELLED", updatedAt: now })
      .where(and(eq(clubPointsOrders.id, orderId), eq(clubPointsOrders.status, "PENDING"), eq(clubPointsOrders.checkoutId, outcome.checkoutId)));
    return;
  }
  const paid = await deps.db.transaction(async (tx) => {
    const [order] = await tx.select().from(clubPointsOrders).where(eq(clubPointsOrders.id, orderId)).for("update");
    if (!order || order.checkoutId !== outcome.checkoutId) return null;
    if (order.status === "COMPLETED" || order.status === "FAILED") return order;
    // A payment that does not match the order credits nothing; the club refunds it.
    const matches = outcome.amountCents === order.amountCents && outcome.currency.toUpperCase() === order.currency.toUpperCase();
    const [updated] = await tx
      .update(clubPointsOrders)
      .set({ status: matches ? "COMPLETED" : "FAILED", paymentId: outcome.paymentId, updatedAt: now })
      .where(eq(clubPointsOrders.id, order.id))
      .returning();
    return updated;
  });
  if (paid) await creditOrder(deps, paid);
}

/** The ledger entry of a completed order: creditPurchase keyed by its payment, so a second call is a replay. */
async function creditOrder(deps: DomainDeps, order: ClubPointsOrderRow): Promise<void> {
  if (order.status !== "COMPLETED" || !order.paymentId) return;
  await creditPurchase(deps, {
    clubId: order.clubId,
    userId: order.buyerUserId,
    amount: order.points,
    reason: m.reason(order.offerTitle),
    paymentId: order.paymentId,
    idempotencyKey: `points-order:${order.paymentId}`,
  });
}

/** The buyer's own order; NOT_FOUND for anyone else's. */
export async function findPointsOrder(deps: DomainDeps, viewerId: string, orderId: string): Promise<ClubPointsOrderRow> {
  if (!isUuid(orderId)) throw notFound(m.orderNotFound);
  const [order] = await deps.db.select().from(clubPointsOrders).where(and(eq(clubPointsOrders.id, orderId), eq(clubPointsOrders.buyerUserId, viewerId)));
  if (!order) throw notFound(m.orderNotFound);
  return order;
}

/** The buyer's balance in the order's club now. */
export async function buyerBalanceOf(deps: DomainDeps, order: ClubPointsOrderRow): Promise<number> {
  return balanceOf(deps.db, await accountId(deps.db, order.clubId, member(order.buyerUserId)));
}

/** The return page: a completed order's credit made if it is missing (whichever confirmation comes first). */
export async function confirmPointsOrder(deps: DomainDeps, viewerId: string, orderId: string): Promise<ClubPointsOrderRow> {
  const order = await findPointsOrder(deps, viewerId, orderId);
  await creditOrder(deps, order);
  return findPointsOrder(deps, viewerId, orderId);
}

/** The buyer left the payment page: the checkout is closed and the order CANCELLED (a paid one stays as it is). */
export async function cancelPointsOrder(deps: PurchaseDeps, viewerId: string, orderId: string): Promise<ClubPointsOrderRow> {
  const order = await findPointsOrder(deps, viewerId, orderId);
  if (order.status === "PENDING") {
    if (order.checkoutId && deps.payments?.name === order.paymentProvider) await deps.payments.expireCheckout(order.checkoutId);
    await deps.db
      .update(clubPointsOrders)
      .set({ status: "CANCELLED", updatedAt: deps.clock() })
      .where(and(eq(clubPointsOrders.id, order.id), eq(clubPointsOrders.status, "PENDING")));
  }
  return findPointsOrder(deps, viewerId, orderId);
}

export interface PointsSales {
  orders: number;
  points: number;
  amountCents: number;
  currency: string;
}

/** A club's completed points sales, for its reward managers (MANAGE_REWARDS). */
export async function pointsSalesOf(deps: DomainDeps, viewerId: string, idOrSlug: string): Promise<PointsSales[]> {
  const { club } = await requireClubPermission(deps, viewerId, idOrSlug, "MANAGE_REWARDS");
  const rows = await deps.db
    .select({
      currency: clubPointsOrders.currency,
      orders: sql<number>`count(*)::int`,
      points: sql<number>`coalesce(sum(${clubPointsOrders.points}), 0)::int`,
      amountCents: sql<number>`coalesce(sum(${clubPointsOrders.amountCents}), 0)::bigint`,
    })
    .from(clubPointsOrders)
    .where(and(eq(clubPointsOrders.clubId, club.id), eq(clubPointsOrders.status, "COMPLETED")))
    .groupBy(clubPointsOrders.currency)
    .orderBy(asc(clubPointsOrders.currency));
  return rows.map((row) => ({ ...row, amountCents: Number(row.amountCents) }));
}

// Paying a pie's creation (spec 3 §7 process create pie, transaction type CREATE_PIE; ADR 0063):
// the owner pays a hosted checkout; the provider's outcome (Stripe's webhook, or the sandbox)
// activates the pie once whatever the number of deliveries: ACTIVE, onboarding COMPLETE, its
// released slices issued in the ledger (ISSUER → AVAILABLE), the owner told (CreatePie) and its
// wishers too (WishedPieActivated).
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client.js";
import type { DomainDeps } from "../../kernel/deps.js";
import { conflict, DomainError, notFound } from "../../kernel/errors.js";
import { isUuid } from "../../kernel/ids.js";
import type { PaymentOutcome, PaymentProvider } from "../../payments/provider.js";
import { notifyCreatePie } from "../../account/notifications/domain/producers.js";
import { findUserById } from "../../account/domain/users.js";
import { PIE_CURRENCY, pieLayerImage, pieMessages as m } from "../../../contract/pies/messages.js";
import { pies, pieSliceEntries, type PieRow } from "../db.js";
import { tellWishersOfActivation } from "../fans/domain/wishes.js";

/** A checkout's reference for a pie's creation: never a uuid, so the ticket checkout leaves it alone. */
const REFERENCE_PREFIX = "create-pie:";
export const pieCreationReference = (pieId: string) => `${REFERENCE_PREFIX}${pieId}`;
const CHECKOUT_MINUTES = 30;

/**
 * Makes a PENDING pie active, in the caller's transaction; null when it was not PENDING (a
 * replay). The issuance entry's idempotency key is the pie's: it is written once.
 */
export async function activatePie(tx: Database, pie: PieRow, now: Date, source: string): Promise<PieRow | null> {
  const [activated] = await tx
    .update(pies)
    .set({
      operationalState: "ACTIVE",
      onBoardingProcess: "COMPLETE",
      activatedAt: now,
      updatedAt: now,
    })
    .where(and(eq(pies.id, pie.id), eq(pies.operationalState, "PENDING")))
    .returning();
  if (!activated) return null;
  await tx
    .insert(pieSliceEntries)
    .values({
      pieId: pie.id,
      debitAccount: "AVAILABLE",
      creditAccount: "ISSUER",
      amount: activated.issuedSlices!,
      reason: "ISSUANCE",
      source,
      idempotencyKey: `pie-issuance:${pie.id}`,
      createdAt: now,
    })
    .onConflictDoNothing();
  await notifyCreatePie(tx, pie.createdBy, {
    pie: {
      id: activated.id,
      slug: activated.slug ?? activated.id,
      name: activated.displayName ?? "",
      avatarUrl: activated.appearance.filling ? pieLayerImage("filling", activated.appearance.filling) : null,
    },
  });
  // Those who wished it while it waited hear that it is live (ADR 0069).
  await tellWishersOfActivation(tx, activated);
  return activated;
}

export type PieCheckoutDeps = DomainDeps & {
  payments: PaymentProvider | null;
  publicUrl: string;
};

/** Opens the payment of the owner's PENDING pie; an earlier unpaid checkout of it is closed first. */
export async function checkoutPie(deps: PieCheckoutDeps, userId: string): Promise<{ pie: PieRow; checkoutUrl: string | null }> {
  const [pie] = await deps.db.select().from(pies).where(eq(pies.createdBy, userId));
  if (!pie) throw notFound(m.noPieInProgress);
  if (pie.operationalState === "ACTIVE") return { pie, checkoutUrl: null };
  if (pie.operationalState !== "PENDING") throw conflict(m.notPending);
  const payments = deps.payments;
  if (!payments) throw new DomainError("CONFLICT", m.paymentsUnavailable);
  if (pie.checkoutId && pie.paymentProvider === payments.name) await payments.expireCheckout(pie.checkoutId).catch(() => undefined);
  const user = await findUserById(deps.db, userId);
  const page = new URL("/legacy/payment/checkout", deps.publicUrl);
  const paid = new URL(page);
  paid.searchParams.set("paid", "1");
  const cancelled = new URL(page);
  cancelled.searchParams.set("cancelled", "1");
  const checkout = await payments
    .createCheckout({
      reference: pieCreationReference(pie.id),
      lines: [
        {
          name: `Pie creation: ${pie.displayName} (${pie.maxSlices?.toLocaleString("en-US")} slices)`,
          unitAmountCents: pie.creationPriceCents!,
          quantity: 1,
        },
      ],
      currency: PIE_CURRENCY,
      customerEmail: user?.email ?? null,
      successUrl: paid.href,
      cancelUrl: cancelled.href,
      expiresAt: new Date(deps.clock().getTime() + CHECKOUT_MINUTES * 60_000),
    })
    .catch((error: unknown) => {
      throw new DomainError("CONFLICT", m.paymentsUnavailable, {
        details: { cause: String((error as Error).message ?? error) },
      });
    });
  const [opened] = await deps.db
    .update(pies)
    .set({
      checkoutId: checkout.id,
      paymentProvider: payments.name,
      updatedAt: deps.clock(),
    })
    .where(eq(pies.id, pie.id))
    .returning();
  return { pie: opened!, checkoutUrl: checkout.url };
}

/**
 * Applies the provider's report about a pie's creation; anything else (a ticket booking's) is
 * left alone. Paid with the price asked: the pie is activated once. A replay changes nothing.
 */
export async function applyPieCreationOutcome(deps: DomainDeps, outcome: PaymentOutcome): Promise<void> {
  if (outcome.kind !== "paid" || !outcome.reference.startsWith(REFERENCE_PREFIX)) return;
  const pieId = outcome.reference.slice(REFERENCE_PREFIX.length);
  if (!isUuid(pieId)) return;
  await deps.db.transaction(async (tx) => {
    const [pie] = await tx.select().from(pies).where(eq(pies.id, pieId)).for("update");
    if (!pie || pie.operationalState !== "PENDING") return;
    // A payment that differs from the price asked never activates the pie; support refunds it.
    if (outcome.amountCents !== pie.creationPriceCents || outcome.currency.toUpperCase() !== PIE_CURRENCY) return;
    await tx.update(pies).set({ paymentId: outcome.paymentId }).where(eq(pies.id, pie.id));
    await activatePie(tx, pie, deps.clock(), `payment:${outcome.paymentId}`);
  });
}

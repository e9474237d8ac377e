// Demo data of the slice trade (ADR 0070): Sam bought 12 slices of Maya's Night Pie (on top of the 25 he was given), with
// a paid order as a real purchase leaves them (held for the order, then credited to him).
import type { DomainDeps } from "../../kernel/deps.js";
import { pieSliceEntries, type PieRow } from "../db.js";
import { pieSliceOrders } from "./db.js";

export const DEMO_SLICES_HELD = 12;

export async function seedDemoSliceHolders(deps: DomainDeps, pie: PieRow, fanUserId: string): Promise<void> {
  const now = deps.clock();
  const [order] = await deps.db
    .insert(pieSliceOrders)
    .values({
      pieId: pie.id,
      buyerUserId: fanUserId,
      slices: DEMO_SLICES_HELD,
      unitPriceCents: pie.slicePriceCents!,
      amountCents: DEMO_SLICES_HELD * pie.slicePriceCents!,
      currency: pie.currency,
      status: "COMPLETED",
      idempotencyKey: "demo",
      paymentProvider: "sandbox",
      paymentId: "demo-payment",
      expiresAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  await deps.db.insert(pieSliceEntries).values([
    {
      pieId: pie.id,
      debitAccount: `order:${order!.id}`,
      creditAccount: "AVAILABLE",
      amount: DEMO_SLICES_HELD,
      reason: "RESERVATION",
      source: `order:${order!.id}`,
      actorUserId: fanUserId,
      idempotencyKey: `pie-order-hold:${order!.id}`,
      createdAt: now,
    },
    {
      pieId: pie.id,
      debitAccount: `user:${fanUserId}`,
      creditAccount: `order:${order!.id}`,
      amount: DEMO_SLICES_HELD,
      reason: "PURCHASE",
      source: "payment:demo-payment",
      actorUserId: fanUserId,
      idempotencyKey: `pie-purchase:${order!.id}`,
      createdAt: now,
    },
  ]);
}

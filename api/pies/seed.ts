// Demo data of the pie area (ADR 0063): Maya's active pie, so /legacy/pies/{slug} shows one on
// a fresh start. Its slices are issued in the ledger as an activation would.
import { users } from "../db/schema.js";
import { eq } from "drizzle-orm";
import type { DomainDeps } from "../kernel/deps.js";
import { pies, pieSliceEntries, type PieRow } from "./db.js";

export const DEMO_PIE = {
  displayName: "Maya's Night Pie",
  slug: "mayas-night-pie",
} as const;

export async function seedDemoPie(deps: DomainDeps, ownerUserId: string): Promise<PieRow> {
  const now = deps.clock();
  await deps.db.update(users).set({ canCreatePies: true }).where(eq(users.id, ownerUserId));
  const [pie] = await deps.db
    .insert(pies)
    .values({
      ...DEMO_PIE,
      bio: "A slice of every night out with Maya Chen: holders hear first about new dates.",
      socialMedia: [{ scheme: "twitter", value: "@mayachen" }],
      isVerified: true,
      maxSlices: 100_000,
      issuedSlices: 5_000,
      slicePriceCents: 250,
      appearance: {
        background: "night",
        napkin: "blue",
        plate: "white",
        crust: "golden",
        filling: "blueberry",
        topping: "lattice",
        fork: "silver",
      },
      initialOffer: {
        minimumPurchaseVolume: 1,
        maximumPurchaseVolume: 5_000,
        purchaseMultiple: 1,
      },
      onBoardingProcess: "COMPLETE",
      operationalState: "ACTIVE",
      creationPriceCents: 10_00,
      activatedAt: now,
      createdBy: ownerUserId,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  await deps.db.insert(pieSliceEntries).values({
    pieId: pie!.id,
    debitAccount: "AVAILABLE",
    creditAccount: "ISSUER",
    amount: 5_000,
    reason: "ISSUANCE",
    source: "demo",
    idempotencyKey: `pie-issuance:${pie!.id}`,
    createdAt: now,
  });
  return pie!;
}

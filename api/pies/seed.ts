// Demo data of the pie area (ADR 0063): Maya's active pie, so /legacy/pies/{slug} shows one on
// a fresh start. Its slices are issued in the ledger as an activation would. ADR 0069: more pies
// for the trade hub, wishes, and a fan's slices.
import { users } from "../db/schema.js";
import { eq } from "drizzle-orm";
import type { DomainDeps } from "../kernel/deps.js";
import { pies, pieSliceEntries, type PieRow } from "./db.js";
import { pieWishes } from "./fans/db.js";
import { pieAwards } from "./dashboard/db.js";

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

/**
 * More demo pies, so the trade hub shows Featured, Newcomers and a slider on a fresh start
 * (ADR 0069): their creators (demo accounts without a password), the fan's wishes, and slices
 * given to the fan in the ledger (AWARD), which /legacy/slices lists.
 */
export const DEMO_SHELF = [
  {
    owner: { name: "Kofi Mensah", userName: "kofi.pies" },
    displayName: "Kofi's Groove Pie",
    slug: "kofis-groove-pie",
    bio: "Afrobeat Sundays at the Lantern: holders vote on the next guest DJ.",
    isVerified: true,
    daysLive: 3,
    slicePriceCents: 500,
    appearance: { background: "sunrise", napkin: "red", plate: "white", crust: "dark", filling: "cherry", topping: "cream" },
    fanSlices: 40,
  },
  {
    owner: { name: "Ines Duarte", userName: "ines.pies" },
    displayName: "Ines' Gallery Pie",
    slug: "ines-gallery-pie",
    bio: "Prints from every show Ines curates; holders get the first pick.",
    isVerified: false,
    daysLive: 10,
    slicePriceCents: 150,
    appearance: { background: "night", napkin: "red", crust: "golden", filling: "apple", fork: "gold" },
    fanSlices: 0,
  },
  {
    owner: { name: "Lena Baker", userName: "lena.pies" },
    displayName: "Lena's Sourdough Pie",
    slug: "lenas-sourdough-pie",
    bio: "The corner bakery's regulars, one slice at a time.",
    isVerified: true,
    daysLive: 60,
    slicePriceCents: 100,
    appearance: { background: "sunrise", napkin: "blue", plate: "blue", crust: "golden", filling: "apple", topping: "lattice" },
    fanSlices: 12,
  },
  {
    owner: { name: "Rina Sato", userName: "rina.pies" },
    displayName: "Rina's Ramen Pie",
    slug: "rinas-ramen-pie",
    bio: "Late-night ramen pop-ups around the bay.",
    isVerified: false,
    daysLive: 90,
    slicePriceCents: 300,
    appearance: { background: "night", napkin: "blue", crust: "dark", filling: "blueberry" },
    fanSlices: 0,
  },
] as const;
/** Created, its creation not paid yet: public and wishable before it goes live (ADR 0069). */
export const DEMO_UPCOMING_PIE = { owner: { name: "Theo Laurent", userName: "theo.pies" }, displayName: "Theo's Film Pie", slug: "theos-film-pie" } as const;

export async function seedDemoPieShelf(deps: DomainDeps, a: { mayaPieId: string; fanUserId: string }): Promise<void> {
  const now = deps.clock();
  const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 3600_000);
  const owners = await deps.db
    .insert(users)
    .values(
      [...DEMO_SHELF.map((pie) => pie.owner), DEMO_UPCOMING_PIE.owner].map((owner) => ({
        email: `${owner.userName}@demo.events-platform.test`,
        demo: true,
        name: owner.name,
        userName: owner.userName,
        canCreatePies: true,
        emailVerifiedAt: now,
        termsAcceptedAt: now,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .returning({ id: users.id, userName: users.userName });
  const ownerOf = (userName: string) => owners.find((owner) => owner.userName === userName)!.id;
  const shelf = await deps.db
    .insert(pies)
    .values(
      DEMO_SHELF.map((pie) => ({
        displayName: pie.displayName,
        slug: pie.slug,
        bio: pie.bio,
        isVerified: pie.isVerified,
        maxSlices: 100_000,
        issuedSlices: 2_000,
        slicePriceCents: pie.slicePriceCents,
        appearance: pie.appearance,
        initialOffer: { minimumPurchaseVolume: 1, maximumPurchaseVolume: 2_000, purchaseMultiple: 1 },
        onBoardingProcess: "COMPLETE" as const,
        operationalState: "ACTIVE" as const,
        creationPriceCents: 10_00,
        activatedAt: daysAgo(pie.daysLive),
        createdBy: ownerOf(pie.owner.userName),
        createdAt: daysAgo(pie.daysLive),
        updatedAt: daysAgo(pie.daysLive),
      })),
    )
    .returning();
  const [upcoming] = await deps.db
    .insert(pies)
    .values({
      displayName: DEMO_UPCOMING_PIE.displayName,
      slug: DEMO_UPCOMING_PIE.slug,
      bio: "Short films from the harbour's night screenings.",
      maxSlices: 100_000,
      issuedSlices: 1_000,
      slicePriceCents: 400,
      appearance: { background: "night", napkin: "red", crust: "golden", filling: "blueberry", topping: "cream" },
      onBoardingProcess: "SUMMARY",
      operationalState: "PENDING",
      creationPriceCents: 10_00,
      createdBy: ownerOf(DEMO_UPCOMING_PIE.owner.userName),
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  const bySlug = (slug: string) => shelf.find((pie) => pie.slug === slug)!;
  await deps.db.insert(pieSliceEntries).values(
    shelf.map((pie) => ({
      pieId: pie.id,
      debitAccount: "AVAILABLE",
      creditAccount: "ISSUER",
      amount: 2_000,
      reason: "ISSUANCE" as const,
      source: "demo",
      idempotencyKey: `pie-issuance:${pie.id}`,
      createdAt: pie.activatedAt!,
    })),
  );
  // The fan holds slices of Maya's pie and of two others.
  const given = [
    { pieId: a.mayaPieId, amount: 25, at: daysAgo(1) },
    ...DEMO_SHELF.filter((pie) => pie.fanSlices > 0).map((pie) => ({ pieId: bySlug(pie.slug).id, amount: pie.fanSlices, at: daysAgo(Math.min(pie.daysLive, 5)) })),
  ];
  await deps.db.insert(pieSliceEntries).values(
    given.map((entry) => ({
      pieId: entry.pieId,
      debitAccount: `user:${a.fanUserId}`,
      creditAccount: "AVAILABLE",
      amount: entry.amount,
      reason: "AWARD" as const,
      source: "demo",
      idempotencyKey: `demo-award:${entry.pieId}:${a.fanUserId}`,
      createdAt: entry.at,
    })),
  );
  // Wishes: the fan watches the upcoming pie and Lena's; the creators wish each other's.
  const wishes = [
    { pieId: upcoming!.id, userId: a.fanUserId },
    { pieId: bySlug("lenas-sourdough-pie").id, userId: a.fanUserId },
    ...owners.filter((owner) => owner.userName !== "lena.pies").map((owner) => ({ pieId: bySlug("lenas-sourdough-pie").id, userId: owner.id })),
    ...owners.slice(0, 2).map((owner) => ({ pieId: a.mayaPieId, userId: owner.id })),
  ];
  await deps.db.insert(pieWishes).values(wishes.map((wish) => ({ ...wish, createdAt: now })));
}

/**
 * A newcomer (Riley) awarded a pie by support and not activated yet, without a payment account,
 * so the pie award modal shows them on /home and the pie hub (ADR 0081). Demo data, seeded only
 * in a local trial like the rest.
 */
export async function seedDemoPieAward(deps: DomainDeps, a: { email: string; passwordHash: string; awardedBy: string }): Promise<void> {
  const now = deps.clock();
  const [riley] = await deps.db
    .insert(users)
    .values({
      email: a.email,
      passwordHash: a.passwordHash,
      demo: true,
      name: "Riley Quinn",
      userName: "rileyquinn",
      gender: "OTHER",
      dateOfBirth: "1998-04-02",
      phoneNumber: "+15035550117",
      countryCode: "US",
      emailVerifiedAt: now,
      phoneVerifiedAt: now,
      termsAcceptedAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: users.id });
  await deps.db.insert(pieAwards).values({ userId: riley!.id, awardedBy: a.awardedBy, awardedAt: now });
}

// The owner's pie (spec 3 §2 pie creation steps, §3 Pie; ADR 0063). The wizard's data lives on
// a DRAFT pie row whose onBoardingProcess names the step to do next; Create pie makes it
// PENDING until its creation is paid (ACTIVE at once when free). Activation is settlement.ts.
import { and, eq, isNull } from "drizzle-orm";
import { z } from "zod";
import { users } from "../../db/schema.js";
import type { DomainDeps } from "../../kernel/deps.js";
import { badUserInput, conflict, DomainError, notFound } from "../../kernel/errors.js";
import { slugFromTitle } from "../../kernel/slugs.js";
import { parseInput } from "../../kernel/validation.js";
import {
  MAX_SLICE_PRICE_DOLLARS,
  PIE_ONBOARDING_PROCESSES,
  PIE_TEXT_LIMITS,
  pieCreationPriceCents,
  pieMessages as m,
  type PieOnboardingProcess,
} from "../../../contract/pies/messages.js";
import { pies, type PieRow } from "../db.js";
import { requirePiePermission } from "./access.js";
import { lockPie, resolvePieAppearance } from "../assets/domain/assets.js";
import { activatePie } from "./settlement.js";

const SLUG = /^[a-z0-9](?:[a-z0-9-]{1,58})[a-z0-9]$/;

export const pieSlugFor = (name: string): string => slugFromTitle(name, "pie", { maxLength: 50, tailBytes: 2 });

function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string }; code?: string } | null) ?? null;
  return cause?.code === "23505" || cause?.cause?.code === "23505";
}

/** The later of two wizard positions: saving an earlier step again never moves the pie back. */
function furthest(a: PieOnboardingProcess, b: PieOnboardingProcess): PieOnboardingProcess {
  return PIE_ONBOARDING_PROCESSES.indexOf(a) >= PIE_ONBOARDING_PROCESSES.indexOf(b) ? a : b;
}

export async function findMyPie(deps: DomainDeps, userId: string): Promise<PieRow | null> {
  const [pie] = await deps.db.select().from(pies).where(eq(pies.createdBy, userId));
  return pie ?? null;
}

async function requireDraft(deps: DomainDeps, userId: string): Promise<PieRow> {
  const pie = await findMyPie(deps, userId);
  if (!pie) throw notFound(m.noPieInProgress);
  if (pie.operationalState !== "DRAFT") throw conflict(m.notDraft);
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

/** The wizard starts: a draft for a member who may create pies; their draft again when they have one. */
export async function startPie(deps: DomainDeps, userId: string): Promise<PieRow> {
  const [user] = await deps.db.select({ canCreatePies: users.canCreatePies }).from(users).where(eq(users.id, userId));
  if (!user?.canCreatePies) throw new DomainError("AUTH_NOT_AUTHORIZED", m.cannotCreate);
  const existing = await findMyPie(deps, userId);
  if (existing) return existing;
  const now = deps.clock();
  const [created] = await deps.db
    .insert(pies)
    .values({
      createdBy: userId,
      onBoardingProcess: "DETAILS",
      operationalState: "DRAFT",
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning();
  return created ?? (await findMyPie(deps, userId))!;
}

/** Leaving the wizard: a draft whose Details were never saved holds nothing and goes (ADR 0063). */
export async function discardEmptyDraft(deps: DomainDeps, userId: string): Promise<boolean> {
  const gone = await deps.db
    .delete(pies)
    .where(and(eq(pies.createdBy, userId), eq(pies.operationalState, "DRAFT"), isNull(pies.displayName)))
    .returning({ id: pies.id });
  return gone.length > 0;
}

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((value) => value || null);

const detailsSchema = z.object({
  displayName: z.string().trim().min(1, m.nameRequired).max(PIE_TEXT_LIMITS.displayName, m.nameTooLong),
  slug: z
    .string()
    .trim()
    .toLowerCase()
    .nullish()
    .transform((value) => value || null)
    .refine((value) => value === null || SLUG.test(value), m.slugInvalid),
  bio: optionalText(PIE_TEXT_LIMITS.bio, m.bioTooLong),
});
export type PieDetailsCommand = z.input<typeof detailsSchema>;

async function saveWithSlug(deps: DomainDeps, pie: PieRow, values: Partial<typeof pies.$inferInsert>, typedSlug: string | null, name: string) {
  for (let attempt = 0; ; attempt++) {
    try {
      return await save(deps, pie.id, {
        ...values,
        slug: typedSlug ?? pie.slug ?? pieSlugFor(name),
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      if (typedSlug || pie.slug || attempt >= 2) throw conflict(m.slugTaken, { slug: m.slugTaken });
    }
  }
}

/** Details: name, address and bio of the draft. */
export async function savePieDetails(deps: DomainDeps, userId: string, command: PieDetailsCommand): Promise<PieRow> {
  const pie = await requireDraft(deps, userId);
  const details = parseInput(detailsSchema, command);
  return saveWithSlug(
    deps,
    pie,
    {
      displayName: details.displayName,
      bio: details.bio,
      onBoardingProcess: furthest(pie.onBoardingProcess, "APPEARANCE"),
    },
    details.slug,
    details.displayName,
  );
}

/** Changes an existing pie's name, address and bio: each needs its own flag (spec 3 §6). */
export async function updatePieDetails(deps: DomainDeps, userId: string, pieId: string, command: PieDetailsCommand): Promise<PieRow> {
  const pie = await requirePiePermission(deps, userId, pieId, "CAN_CHANGE_PIE_NAME");
  const details = parseInput(detailsSchema, command);
  if (details.slug && details.slug !== pie.slug) await requirePiePermission(deps, userId, pieId, "CAN_CHANGE_PIE_URL");
  if (details.bio !== pie.bio) await requirePiePermission(deps, userId, pieId, "CAN_CHANGE_PIE_BIO");
  return saveWithSlug(deps, { ...pie, slug: null }, { displayName: details.displayName, bio: details.bio }, details.slug ?? pie.slug, details.displayName);
}

/** Saves the pie's layers under its row lock (an upload it comes to use cannot be deleted meanwhile; ADR 0085). */
export async function saveLayers(deps: DomainDeps, pieId: string, input: Partial<Record<string, string | null>>, more: Partial<typeof pies.$inferInsert> = {}): Promise<PieRow> {
  return deps.db.transaction(async (db) => {
    await lockPie(db, pieId);
    const { appearance, layerImages } = await resolvePieAppearance(db, pieId, input);
    const [saved] = await db
      .update(pies)
      .set({ ...more, appearance, layerImages, updatedAt: deps.clock() })
      .where(eq(pies.id, pieId))
      .returning();
    return saved!;
  });
}

/** The wizard's Appearance step. */
export async function savePieAppearance(deps: DomainDeps, userId: string, input: Partial<Record<string, string | null>>): Promise<PieRow> {
  const pie = await requireDraft(deps, userId);
  if (!pie.displayName) throw badUserInput(m.stepMissing);
  return saveLayers(deps, pie.id, input, { onBoardingProcess: furthest(pie.onBoardingProcess, "SLICES") });
}

export interface PieSlicesCommand {
  maxSlices: number;
  issuedSlices: number;
  slicePriceCents: number;
}

/** Slices: the maximum (a creation tier), the slices released for sale, and the slice price. */
export async function savePieSlices(deps: DomainDeps, userId: string, command: PieSlicesCommand): Promise<PieRow> {
  const pie = await requireDraft(deps, userId);
  if (!pie.displayName || PIE_ONBOARDING_PROCESSES.indexOf(pie.onBoardingProcess) < PIE_ONBOARDING_PROCESSES.indexOf("SLICES")) {
    throw badUserInput(m.stepMissing);
  }
  const { maxSlices, issuedSlices, slicePriceCents } = command;
  if (pieCreationPriceCents(maxSlices) === null) throw badUserInput(m.maxSlicesInvalid, { maxSlices: m.maxSlicesInvalid });
  if (!Number.isInteger(issuedSlices) || issuedSlices <= 0) throw badUserInput(m.slicesWhole, { issuedSlices: m.slicesWhole });
  if (issuedSlices > maxSlices) throw badUserInput(m.slicesOverMax, { issuedSlices: m.slicesOverMax });
  if (!Number.isInteger(slicePriceCents) || slicePriceCents <= 0 || slicePriceCents > MAX_SLICE_PRICE_DOLLARS * 100) {
    throw badUserInput(m.numberRange, { slicePrice: m.numberRange });
  }
  return save(deps, pie.id, {
    maxSlices,
    issuedSlices,
    slicePriceCents,
    // The first sale's bounds until the owner sets them: one slice at a time, up to all released.
    initialOffer: {
      minimumPurchaseVolume: 1,
      maximumPurchaseVolume: issuedSlices,
      purchaseMultiple: 1,
    },
    onBoardingProcess: furthest(pie.onBoardingProcess, "SUMMARY"),
  });
}

/** Summary's Create pie: PENDING until its creation is paid; a free pie is active at once. */
export async function createPie(deps: DomainDeps, userId: string): Promise<PieRow> {
  const pie = await requireDraft(deps, userId);
  if (pie.onBoardingProcess !== "SUMMARY" || !pie.maxSlices || !pie.issuedSlices || !pie.slicePriceCents) throw badUserInput(m.stepMissing);
  const price = pieCreationPriceCents(pie.maxSlices) ?? 0;
  const pending = await save(deps, pie.id, {
    operationalState: "PENDING",
    creationPriceCents: price,
  });
  if (price > 0) return pending;
  return deps.db.transaction(async (tx) => (await activatePie(tx, pending, deps.clock(), "free")) ?? pending);
}

// Wishing for a pie (spec 3 §4 "a user can wish or unwish a pie", §3 wished and wishersCount;
// spec 1 §3 NewWisherAdded and WishedPieActivated; ADR 0069). A wish is a row per pie and
// member: wishing again adds nothing and tells no one again; unwishing a pie one never wished
// changes nothing. The owner hears of a new wisher once per member, whatever they toggle.
import { and, eq, inArray, sql } from "drizzle-orm";
import { users } from "../../../db/schema.js";
import type { Database } from "../../../db/client.js";
import type { DomainDeps } from "../../../kernel/deps.js";
import { conflict, notFound } from "../../../kernel/errors.js";
import { notifyNewWisherAdded, notifyWishersPieActivated, type NotifiedPie } from "../../../account/notifications/domain/producers.js";
import { pieLayerImage, pieMessages } from "../../../../contract/pies/messages.js";
import { pieFanMessages as m } from "../../../../contract/pies/fans-messages.js";
import { pies, type PieRow } from "../../db.js";
import { findPieRow } from "../../domain/access.js";
import { pieWishes } from "../db.js";

/** A pie others may see, wish and list: created (PENDING, going live once paid) or live (ADR 0069). */
export const isPublicPie = (pie: Pick<PieRow, "operationalState">) => pie.operationalState !== "DRAFT";

export function notifiedPie(pie: PieRow): NotifiedPie {
  return {
    id: pie.id,
    slug: pie.slug ?? pie.id,
    name: pie.displayName ?? "",
    avatarUrl: pie.appearance.filling ? pieLayerImage("filling", pie.appearance.filling) : null,
  };
}

async function wishablePie(deps: DomainDeps, viewerId: string, idOrSlug: string): Promise<PieRow> {
  const pie = await findPieRow(deps.db, idOrSlug);
  if (!pie || (!isPublicPie(pie) && pie.createdBy !== viewerId)) throw notFound(pieMessages.notFound);
  if (pie.createdBy === viewerId) throw conflict(m.ownPie);
  return pie;
}

/** Puts the pie on the viewer's wish list; the owner is told of a new wisher (once per member). */
export async function wishPie(deps: DomainDeps, viewerId: string, idOrSlug: string): Promise<PieRow> {
  const pie = await wishablePie(deps, viewerId, idOrSlug);
  await deps.db.transaction(async (tx) => {
    const added = await tx.insert(pieWishes).values({ pieId: pie.id, userId: viewerId, createdAt: deps.clock() }).onConflictDoNothing().returning({ pieId: pieWishes.pieId });
    if (added.length === 0) return;
    const [wisher] = await tx.select({ name: users.name, avatarUrl: users.avatarUrl }).from(users).where(eq(users.id, viewerId));
    await notifyNewWisherAdded(tx, pie.createdBy, { pie: notifiedPie(pie), wisher: { id: viewerId, name: wisher?.name ?? null, avatarUrl: wisher?.avatarUrl ?? null } });
  });
  return pie;
}

/** Takes the pie off the viewer's wish list. */
export async function unwishPie(deps: DomainDeps, viewerId: string, idOrSlug: string): Promise<PieRow> {
  const pie = await findPieRow(deps.db, idOrSlug);
  if (!pie || (!isPublicPie(pie) && pie.createdBy !== viewerId)) throw notFound(pieMessages.notFound);
  await deps.db.delete(pieWishes).where(and(eq(pieWishes.pieId, pie.id), eq(pieWishes.userId, viewerId)));
  return pie;
}

/** In the activation's transaction: everyone who wished the pie hears that it is live (one statement). */
export async function tellWishersOfActivation(tx: Database, pie: PieRow): Promise<void> {
  const wishers = await tx.select({ userId: pieWishes.userId }).from(pieWishes).where(eq(pieWishes.pieId, pie.id));
  if (wishers.length === 0) return;
  await notifyWishersPieActivated(
    tx,
    wishers.map((w) => w.userId),
    { pie: notifiedPie(pie) },
  );
}

/** Per pie: how many members wished it. */
export async function wishersCounts(db: Database, pieIds: readonly string[]): Promise<Map<string, number>> {
  if (pieIds.length === 0) return new Map();
  const rows = await db
    .select({ pieId: pieWishes.pieId, count: sql<number>`count(*)::int` })
    .from(pieWishes)
    .where(inArray(pieWishes.pieId, [...pieIds]))
    .groupBy(pieWishes.pieId);
  return new Map(rows.map((row) => [row.pieId, Number(row.count)]));
}

/** Per pie: whether the viewer wished it. */
export async function viewerWishes(db: Database, viewerId: string, pieIds: readonly string[]): Promise<Set<string>> {
  if (pieIds.length === 0) return new Set();
  const rows = await db
    .select({ pieId: pieWishes.pieId })
    .from(pieWishes)
    .where(and(eq(pieWishes.userId, viewerId), inArray(pieWishes.pieId, [...pieIds])));
  return new Set(rows.map((row) => row.pieId));
}

/** A pie's wishers counted inside a query over `pies` (the lists order by it). */
export const wishersCountSql = sql<number>`(select count(*)::int from ${pieWishes} where ${pieWishes.pieId} = ${pies.id})`;

// Who may do what with a pie (ADR 0063): the owner and the moderators decide through the pure
// table in contract/pies/permissions.ts. A pie that is not active is only the owner's to see.
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client.js";
import type { DomainDeps } from "../../kernel/deps.js";
import { DomainError, notFound } from "../../kernel/errors.js";
import { isUuid } from "../../kernel/ids.js";
import { pieMessages as m } from "../../../contract/pies/messages.js";
import { piePermissions, type PiePermission, type PieRole } from "../../../contract/pies/permissions.js";
import { pieModerators, pies, type PieRow } from "../db.js";

export async function findPieRow(db: Database, idOrSlug: string): Promise<PieRow | null> {
  const key = idOrSlug.trim();
  if (!key) return null;
  const [pie] = await db
    .select()
    .from(pies)
    .where(isUuid(key) ? eq(pies.id, key) : eq(pies.slug, key.toLowerCase()));
  return pie ?? null;
}

/** The roles the viewer holds on each of these pies, in one query (a list of pies reads its permissions at once). */
export async function viewerRolesOn(db: Database, viewerId: string, pieIds: readonly string[]): Promise<Map<string, PieRole[]>> {
  const rows = await db
    .select({ pieId: pieModerators.pieId, role: pieModerators.role })
    .from(pieModerators)
    .where(and(eq(pieModerators.userId, viewerId), inArray(pieModerators.pieId, [...pieIds])));
  const roles = new Map<string, PieRole[]>();
  for (const row of rows) roles.set(row.pieId, [...(roles.get(row.pieId) ?? []), row.role]);
  return roles;
}

/** The viewer's permissions on the pie (owner, then each moderator role they hold). */
export async function permissionsOn(db: Database, pie: Pick<PieRow, "id" | "createdBy">, viewerId: string | null): Promise<PiePermission[]> {
  if (!viewerId) return [];
  if (pie.createdBy === viewerId) return piePermissions({ ownerUserId: pie.createdBy, moderators: [] }, viewerId);
  const moderators = await db
    .select({ userId: pieModerators.userId, role: pieModerators.role })
    .from(pieModerators)
    .where(and(eq(pieModerators.pieId, pie.id), eq(pieModerators.userId, viewerId)));
  return piePermissions({ ownerUserId: pie.createdBy, moderators }, viewerId);
}

/** The pie when the viewer holds the permission on it: NOT_FOUND when they may not see it, AUTH_NOT_AUTHORIZED when they may but lack the flag. */
export async function requirePiePermission(deps: DomainDeps, viewerId: string, idOrSlug: string, permission: PiePermission): Promise<PieRow> {
  const pie = await findPieRow(deps.db, idOrSlug);
  if (!pie) throw notFound(m.notFound);
  const permissions = await permissionsOn(deps.db, pie, viewerId);
  if (permissions.length === 0 && pie.operationalState !== "ACTIVE") throw notFound(m.notFound);
  if (!permissions.includes(permission)) throw new DomainError("AUTH_NOT_AUTHORIZED", m.notAllowed);
  return pie;
}

/**
 * One account's balance in each of these pies, in one query (a list of pies reads its slices for
 * sale at once): as each pie's latest entry for the account recorded it (migration 0069).
 */
export async function sliceBalances(db: Database, pieIds: readonly string[], account: string): Promise<Map<string, number>> {
  if (pieIds.length === 0) return new Map();
  const rows = await db
    .select({ pieId: pies.id, balance: sql<number>`pie_slice_balance(${pies.id}, ${account})` })
    .from(pies)
    .where(inArray(pies.id, [...pieIds]));
  return new Map(rows.map((row) => [row.pieId, Number(row.balance)]));
}

/** An account's balance in the pie's ledger (its debits less its credits), as its latest entry recorded it. */
export async function sliceBalance(db: Database, pieId: string, account: string): Promise<number> {
  const result = (await db.execute(sql`select pie_slice_balance(${pieId}, ${account}) as balance`)) as unknown as { rows: { balance: unknown }[] };
  return Number(result.rows[0]?.balance ?? 0);
}

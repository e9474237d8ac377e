// A pie's team and ownership (spec 3 §3 moderators, isTransfering; §4 ownership transfer,
// moderators granted and deleted; §6 pie roles and flags; §7 grant and delete moderator,
// transfer pie, accept or reject ownership; ADR 0073).
// Every change runs in one transaction that first locks the pie's row and then re-reads the
// viewer's permissions under that lock, so an ownership change in between is never missed:
// a transfer accepted twice at once moves the pie once and tells the requester once.
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Database } from "../../../db/client.js";
import { users } from "../../../db/schema.js";
import type { DomainDeps } from "../../../kernel/deps.js";
import { badUserInput, conflict, DomainError, notFound } from "../../../kernel/errors.js";
import { isUuid } from "../../../kernel/ids.js";
import { requireMemberByUserName } from "../../../account/domain/users.js";
import { notifyPieOwnershipTransferAnswered, notifyPieOwnershipTransferRequest } from "../../../account/notifications/domain/producers.js";
import { pieMessages } from "../../../../contract/pies/messages.js";
import { PIE_ROLES, type PiePermission, type PieRole } from "../../../../contract/pies/permissions.js";
import { PIE_ROLE_ASSIGN_PERMISSION, pieTeamMessages as m } from "../../../../contract/pies/team-messages.js";
import { pieModerators, pies, type PieModeratorRow, type PieRow } from "../../db.js";
import { findPieRow, permissionsOn } from "../../domain/access.js";
import { notifiedPie } from "../../fans/domain/wishes.js";
import { pieOwnershipTransfers, type PieOwnershipTransferRow } from "../db.js";

type Tx = Database;

function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string }; code?: string } | null) ?? null;
  return cause?.code === "23505" || cause?.cause?.code === "23505";
}

/** Locks the pie's row and answers it with the viewer's permissions; NOT_FOUND when the viewer may not see it (no role on a pie that is not live). */
async function lockPie(tx: Tx, viewerId: string, pieId: string): Promise<{ pie: PieRow; permissions: PiePermission[] }> {
  const found = await findPieRow(tx, pieId);
  if (!found) throw notFound(pieMessages.notFound);
  const [pie] = await tx.select().from(pies).where(eq(pies.id, found.id)).for("update");
  if (!pie) throw notFound(pieMessages.notFound);
  const permissions = await permissionsOn(tx, pie, viewerId);
  if (permissions.length === 0 && pie.operationalState !== "ACTIVE") throw notFound(pieMessages.notFound);
  return { pie, permissions };
}

const notAllowed = () => new DomainError("AUTH_NOT_AUTHORIZED", pieMessages.notAllowed);

/** lockPie, then AUTH_NOT_AUTHORIZED without the flag. */
async function lockWithPermission(tx: Tx, viewerId: string, pieId: string, permission: PiePermission): Promise<{ pie: PieRow; permissions: PiePermission[] }> {
  const locked = await lockPie(tx, viewerId, pieId);
  if (!locked.permissions.includes(permission)) throw notAllowed();
  return locked;
}

async function personOf(db: Database, userId: string) {
  const [person] = await db.select({ name: users.name, userName: users.userName, avatarUrl: users.avatarUrl }).from(users).where(eq(users.id, userId));
  return { name: person?.name ?? person?.userName ?? null, avatarUrl: person?.avatarUrl ?? null };
}

/** The pie's team, the earliest assigned first. */
export function listModerators(db: Database, pieId: string): Promise<PieModeratorRow[]> {
  return db.select().from(pieModerators).where(eq(pieModerators.pieId, pieId)).orderBy(asc(pieModerators.assignedAt), asc(pieModerators.id));
}

export interface GrantModeratorCommand {
  pieId: string;
  userName: string;
  pieRole: PieRole;
}

/** Grants a member a role on the pie by user name; the role's assign flag is needed (ADR 0073). */
export async function grantModerator(deps: DomainDeps, viewerId: string, command: GrantModeratorCommand): Promise<{ pie: PieRow; moderator: PieModeratorRow }> {
  if (!PIE_ROLES.includes(command.pieRole)) throw badUserInput(m.roleRequired, { pieRole: m.roleRequired });
  const member = await requireMemberByUserName(deps.db, command.userName, { required: m.userNameRequired, notFound: m.userNotFound });
  try {
    return await deps.db.transaction(async (tx) => {
      const { pie } = await lockWithPermission(tx, viewerId, command.pieId, PIE_ROLE_ASSIGN_PERMISSION[command.pieRole]);
      if (member.id === pie.createdBy) throw badUserInput(m.ownerHoldsEverything, { userName: m.ownerHoldsEverything });
      const [moderator] = await tx
        .insert(pieModerators)
        .values({ pieId: pie.id, userId: member.id, role: command.pieRole, assignedAt: deps.clock() })
        .onConflictDoNothing()
        .returning();
      if (!moderator) throw conflict(m.alreadyHolds, { userName: m.alreadyHolds });
      return { pie, moderator };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(m.alreadyHolds, { userName: m.alreadyHolds });
    throw error;
  }
}

/** Takes a role away; removing needs the same flag as assigning that role. */
export async function deleteModerator(deps: DomainDeps, viewerId: string, pieId: string, moderatorId: string): Promise<{ pie: PieRow; moderator: PieModeratorRow }> {
  if (!isUuid(moderatorId)) throw notFound(m.moderatorNotFound);
  return deps.db.transaction(async (tx) => {
    const { pie, permissions } = await lockPie(tx, viewerId, pieId);
    const [row] = await tx
      .select()
      .from(pieModerators)
      .where(and(eq(pieModerators.id, moderatorId), eq(pieModerators.pieId, pie.id)));
    if (!permissions.includes(row ? PIE_ROLE_ASSIGN_PERMISSION[row.role] : "CAN_VIEW_REWARDS")) throw notAllowed();
    if (!row) throw notFound(m.moderatorNotFound);
    await tx.delete(pieModerators).where(eq(pieModerators.id, row.id));
    return { pie, moderator: row };
  });
}

/** The pie's pending transfer, if any. */
export async function pendingTransferOf(db: Database, pieId: string): Promise<PieOwnershipTransferRow | null> {
  const [row] = await db
    .select()
    .from(pieOwnershipTransfers)
    .where(and(eq(pieOwnershipTransfers.pieId, pieId), eq(pieOwnershipTransfers.status, "PENDING")));
  return row ?? null;
}

/** The pending transfers of the given pies, by pie (one query for a page of pies). */
export async function pendingTransfersOf(db: Database, pieIds: readonly string[]): Promise<Map<string, PieOwnershipTransferRow>> {
  if (pieIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(pieOwnershipTransfers)
    .where(and(inArray(pieOwnershipTransfers.pieId, [...pieIds]), eq(pieOwnershipTransfers.status, "PENDING")));
  return new Map(rows.map((row) => [row.pieId, row]));
}

/** The transfers waiting for the viewer's answer, the latest first. */
export function transfersOfferedTo(db: Database, userId: string): Promise<PieOwnershipTransferRow[]> {
  return db
    .select()
    .from(pieOwnershipTransfers)
    .where(and(eq(pieOwnershipTransfers.toUserId, userId), eq(pieOwnershipTransfers.status, "PENDING")))
    .orderBy(asc(pieOwnershipTransfers.createdAt));
}

/** Whether the member has a pie of their own (any state): a member holds one pie (ADR 0063). */
async function hasPie(db: Database, userId: string): Promise<boolean> {
  const [mine] = await db.select({ id: pies.id }).from(pies).where(eq(pies.createdBy, userId));
  return Boolean(mine);
}

/** Asks a member, by user name, to take the pie over (CAN_TRANSFER_OWNERSHIP); they are told. */
export async function requestTransfer(deps: DomainDeps, viewerId: string, pieId: string, userName: string): Promise<PieRow> {
  const receiver = await requireMemberByUserName(deps.db, userName, { required: m.userNameRequired, notFound: m.userNotFound });
  try {
    return await deps.db.transaction(async (tx) => {
      const { pie } = await lockWithPermission(tx, viewerId, pieId, "CAN_TRANSFER_OWNERSHIP");
      if (pie.operationalState !== "ACTIVE") throw conflict(m.notLive);
      if (receiver.id === pie.createdBy) throw badUserInput(m.transferToSelf, { userName: m.transferToSelf });
      if (await pendingTransferOf(tx, pie.id)) throw conflict(m.transferAlreadyPending);
      if (await hasPie(tx, receiver.id)) throw badUserInput(m.receiverHasPie, { userName: m.receiverHasPie });
      const [transfer] = await tx
        .insert(pieOwnershipTransfers)
        .values({ pieId: pie.id, fromUserId: pie.createdBy, toUserId: receiver.id, requestedBy: viewerId, createdAt: deps.clock() })
        .returning();
      await notifyPieOwnershipTransferRequest(tx, receiver.id, { pie: notifiedPie(pie), sender: await personOf(tx, viewerId) });
      if (!transfer) throw new Error(`The transfer of pie ${pie.id} was not written.`);
      return pie;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(m.transferAlreadyPending);
    throw error;
  }
}

/** Withdraws the pie's pending transfer (its requester, or anyone holding CAN_TRANSFER_OWNERSHIP). */
export async function cancelTransfer(deps: DomainDeps, viewerId: string, pieId: string): Promise<PieRow> {
  return deps.db.transaction(async (tx) => {
    const { pie, permissions } = await lockPie(tx, viewerId, pieId);
    const pending = await pendingTransferOf(tx, pie.id);
    if (!permissions.includes("CAN_TRANSFER_OWNERSHIP") && (!pending || pending.requestedBy !== viewerId)) throw notAllowed();
    if (!pending) throw conflict(m.noPendingTransfer);
    await tx.update(pieOwnershipTransfers).set({ status: "CANCELLED", decidedAt: deps.clock() }).where(eq(pieOwnershipTransfers.id, pending.id));
    return pie;
  });
}

/**
 * The receiver answers. Accepting makes them the owner in one transaction under the pie's lock:
 * the owner id changes (the old owner keeps no rights), a role the receiver held on the pie ends
 * (the owner holds every flag), the rest of the team stays. Answering an answered transfer again
 * changes nothing and tells nobody again; a cancelled or rejected one is CONFLICT.
 */
export async function answerTransfer(deps: DomainDeps, viewerId: string, transferId: string, accept: boolean): Promise<PieRow> {
  if (!isUuid(transferId)) throw notFound(m.transferNotFound);
  return deps.db.transaction(async (tx) => {
    const [seen] = await tx.select().from(pieOwnershipTransfers).where(eq(pieOwnershipTransfers.id, transferId));
    // Only the receiver may see a transfer offered to them.
    if (!seen || seen.toUserId !== viewerId) throw notFound(m.transferNotFound);
    const [pie] = await tx.select().from(pies).where(eq(pies.id, seen.pieId)).for("update");
    if (!pie) throw notFound(m.transferNotFound);
    // Re-read under the pie's lock: an answer given meanwhile is final.
    const [transfer] = await tx.select().from(pieOwnershipTransfers).where(eq(pieOwnershipTransfers.id, transferId));
    if (!transfer) throw notFound(m.transferNotFound);
    if (transfer.status !== "PENDING") {
      if (transfer.status === (accept ? "ACCEPTED" : "REJECTED")) return pie;
      throw conflict(m.transferClosed);
    }
    const now = deps.clock();
    let answered = pie;
    if (accept) {
      if (pie.createdBy !== transfer.fromUserId) throw conflict(m.transferClosed);
      const [mine] = await tx.select({ id: pies.id }).from(pies).where(eq(pies.createdBy, viewerId));
      if (mine) throw conflict(m.youHaveAPie);
      [answered] = await tx.update(pies).set({ createdBy: viewerId, updatedAt: now }).where(eq(pies.id, pie.id)).returning();
      await tx.delete(pieModerators).where(and(eq(pieModerators.pieId, pie.id), eq(pieModerators.userId, viewerId)));
    }
    await tx
      .update(pieOwnershipTransfers)
      .set({ status: accept ? "ACCEPTED" : "REJECTED", decidedAt: now })
      .where(eq(pieOwnershipTransfers.id, transfer.id));
    await notifyPieOwnershipTransferAnswered(tx, transfer.requestedBy, { pie: notifiedPie(answered!), receiver: await personOf(tx, viewerId), accepted: accept });
    return answered!;
  });
}

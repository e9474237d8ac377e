// Points in and out of a member's account (ADR 0058): earned (issuance → member, for a check-in
// or any other source), bought (sales → member, once per payment), granted by a club manager
// (issuance → member, MANAGE_REWARDS) and spent (member → redemption, for an offer). Only a
// member of the club holds its points.
import { and, eq } from "drizzle-orm";
import type { DomainDeps } from "../../../kernel/deps.js";
import type { Database } from "../../../db/client.js";
import { badUserInput, conflict } from "../../../kernel/errors.js";
import { requireMemberByUserName } from "../../../account/domain/users.js";
import { membershipOf } from "../../domain/membership.js";
import { requireClubPermission } from "../../domain/access.js";
import { clubPointsEntries } from "../db.js";
import { checkAmount, checkKey, ISSUANCE, member, post, prepare, REDEMPTION, SALES, write, type Posted } from "./ledger.js";
import { POINTS_AMOUNT_MAX, POINTS_REASON_MAX, pointsMessages as m } from "../../../../contract/clubs/points-messages.js";

export interface PointsMove {
  clubId: string;
  userId: string;
  amount: number;
  /** What the member reads in their history. */
  reason: string;
  sourceKind: string;
  sourceId: string;
  idempotencyKey: string;
  /** Who made it happen; null for the platform itself. */
  actorUserId?: string | null;
}

function checkReason(reason: string): string {
  const text = reason.trim();
  if (!text) throw badUserInput(m.reasonRequired, { reason: m.reasonRequired });
  if (text.length > POINTS_REASON_MAX) throw badUserInput(m.reasonTooLong, { reason: m.reasonTooLong });
  return text;
}

async function requireMember(db: Database, clubId: string, userId: string, message: string): Promise<void> {
  if (!(await membershipOf(db, clubId, userId))) throw badUserInput(message, { userName: message });
}

function checked(move: PointsMove) {
  checkAmount(move.amount);
  if (move.amount > POINTS_AMOUNT_MAX) throw badUserInput(m.amountTooLarge, { points: m.amountTooLarge });
  return { ...move, reason: checkReason(move.reason), idempotencyKey: checkKey(move.idempotencyKey), actorUserId: move.actorUserId ?? null };
}

/** Points earned for something the member did (issuance → member). */
export async function earnPoints(deps: DomainDeps, move: PointsMove): Promise<Posted> {
  const c = checked(move);
  await requireMember(deps.db, c.clubId, c.userId, m.grantNotMember);
  return post(deps.db, { ...c, from: ISSUANCE, to: member(c.userId), reasonCode: "EARN", at: deps.clock() });
}

/** Points spent on an offer (member → redemption); refused when the balance is short. */
export async function spendPoints(deps: DomainDeps, move: PointsMove): Promise<Posted> {
  const c = checked(move);
  await requireMember(deps.db, c.clubId, c.userId, m.notMember);
  return post(deps.db, { ...c, from: member(c.userId), to: REDEMPTION, reasonCode: "SPEND", at: deps.clock() });
}

export interface PurchaseCredit {
  clubId: string;
  userId: string;
  amount: number;
  reason: string;
  paymentId: string;
  idempotencyKey: string;
}

/** Points bought (sales → member), once per payment: a second call for the same payment answers the first entry. */
export async function creditPurchase(deps: DomainDeps, purchase: PurchaseCredit): Promise<Posted> {
  const c = checked({ ...purchase, sourceKind: "PAYMENT", sourceId: purchase.paymentId, actorUserId: purchase.userId });
  await requireMember(deps.db, c.clubId, c.userId, m.grantNotMember);
  const posting = { ...c, from: SALES, to: member(c.userId), reasonCode: "PURCHASE" as const, at: deps.clock() };
  return deps.db.transaction(async (tx) => {
    const prepared = await prepare(tx, posting);
    if (prepared.replay) return { entry: prepared.replay, replayed: true };
    const [bought] = await tx
      .select()
      .from(clubPointsEntries)
      .where(and(eq(clubPointsEntries.clubId, c.clubId), eq(clubPointsEntries.reasonCode, "PURCHASE"), eq(clubPointsEntries.sourceId, c.sourceId)));
    if (bought) {
      if (bought.creditAccountId !== prepared.creditAccountId) throw conflict(m.paymentUsed);
      return { entry: bought, replayed: true };
    }
    return write(tx, posting, prepared);
  });
}

export interface GrantCommand {
  clubId: string;
  /** The member's user name, with or without "@". */
  userName: string;
  amount: number;
  reason: string;
  idempotencyKey: string;
}

/** A club manager gives a member points (issuance → member). MANAGE_REWARDS (ADR 0058). */
export async function grantPoints(deps: DomainDeps, viewerId: string, command: GrantCommand): Promise<Posted & { userId: string }> {
  const { club } = await requireClubPermission(deps, viewerId, command.clubId, "MANAGE_REWARDS");
  const recipient = await requireMemberByUserName(deps.db, command.userName, { required: m.userNameRequired, notFound: m.userNotFound });
  const posted = await earnLike(deps, {
    clubId: club.id,
    userId: recipient.id,
    amount: command.amount,
    reason: command.reason,
    sourceKind: "MANAGER_GRANT",
    sourceId: viewerId,
    idempotencyKey: command.idempotencyKey,
    actorUserId: viewerId,
  });
  return { ...posted, userId: recipient.id };
}

async function earnLike(deps: DomainDeps, move: PointsMove): Promise<Posted> {
  const c = checked(move);
  await requireMember(deps.db, c.clubId, c.userId, m.grantNotMember);
  return post(deps.db, { ...c, from: ISSUANCE, to: member(c.userId), reasonCode: "GRANT", at: deps.clock() });
}

// Points trades between two members of a club (spec 3 §2 trade tabs; ADR 0058). A request holds
// the points in the club's escrow account (member A → escrow); accepting posts them to B
// (escrow → B); rejecting or cancelling voids the hold (escrow → A). The trade's row is locked
// while it settles, so it leaves PENDING once: ACCEPTED, REJECTED or CANCELLED.
import { eq, sql } from "drizzle-orm";
import type { DomainDeps } from "../../../kernel/deps.js";
import { badUserInput, conflict, DomainError, notFound } from "../../../kernel/errors.js";
import { isUuid } from "../../../kernel/ids.js";
import { requireMemberByUserName } from "../../../account/domain/users.js";
import { findClubRow } from "../../domain/access.js";
import { membershipOf } from "../../domain/membership.js";
import { clubMessages } from "../../../../contract/clubs/messages.js";
import { clubMemberships } from "../../db.js";
import { clubPointsTrades, type ClubPointsTradeRow } from "../db.js";
import { accountId, checkAmount, checkKey, ESCROW, member, prepare, write, type Posting } from "./ledger.js";
import { POINTS_AMOUNT_MAX, pointsMessages as m, type TradeState } from "../../../../contract/clubs/points-messages.js";

export interface TradeRequest {
  clubId: string;
  /** The other member's user name, with or without "@". */
  userName: string;
  amount: number;
  idempotencyKey: string;
}

/** Member A offers N points to member B: the points leave A's balance for the escrow at once. */
export async function requestTrade(deps: DomainDeps, viewerId: string, request: TradeRequest): Promise<ClubPointsTradeRow> {
  const key = checkKey(request.idempotencyKey);
  const amount = checkAmount(request.amount);
  if (amount > POINTS_AMOUNT_MAX) throw badUserInput(m.amountTooLarge, { points: m.amountTooLarge });
  const club = await findClubRow(deps, request.clubId);
  if (!club) throw notFound(clubMessages.notFound);
  if (!(await membershipOf(deps.db, club.id, viewerId))) throw new DomainError("AUTH_NOT_AUTHORIZED", m.notMember, { fields: { clubId: m.notMember } });
  const recipient = await requireMemberByUserName(deps.db, request.userName, { required: m.userNameRequired, notFound: m.userNotFound });
  if (recipient.id === viewerId) throw badUserInput(m.tradeWithSelf, { userName: m.tradeWithSelf });
  if (!(await membershipOf(deps.db, club.id, recipient.id))) throw badUserInput(m.recipientNotMember, { userName: m.recipientNotMember });
  // The receiver's account exists before the trade does, so settling it finds the escrow and
  // the member's account in its one locking read, in id order. Created while a settlement held
  // the escrow's lock, it was locked out of order: two settlements could wait on each other.
  await accountId(deps.db, club.id, member(recipient.id));
  const at = deps.clock();
  return deps.db.transaction(async (tx) => {
    const posting: Posting = {
      clubId: club.id,
      from: member(viewerId),
      to: ESCROW,
      amount,
      reasonCode: "TRADE_HOLD",
      reason: `Trade request to @${recipient.userName ?? recipient.name}`,
      sourceKind: "TRADE",
      sourceId: "",
      actorUserId: viewerId,
      idempotencyKey: key,
      at,
    };
    const prepared = await prepare(tx, posting);
    if (prepared.replay) {
      const [first] = await tx.select().from(clubPointsTrades).where(eq(clubPointsTrades.id, prepared.replay.sourceId));
      return first!;
    }
    const [trade] = await tx.insert(clubPointsTrades).values({ clubId: club.id, fromUserId: viewerId, toUserId: recipient.id, amount, createdAt: at }).returning();
    await write(tx, { ...posting, sourceId: trade!.id }, prepared);
    return trade!;
  });
}

type Settlement = "ACCEPTED" | "REJECTED" | "CANCELLED";

/** Settles a pending trade once; the same settlement again answers the settled trade. */
async function settle(deps: DomainDeps, viewerId: string, tradeId: string, idempotencyKey: string, outcome: Settlement): Promise<ClubPointsTradeRow> {
  const key = checkKey(idempotencyKey);
  if (!isUuid(tradeId)) throw notFound(m.tradeNotFound);
  const at = deps.clock();
  return deps.db.transaction(async (tx) => {
    // The trade locked, and whether its receiver is still a member (needed to accept it) in the same read.
    const [locked] = await tx
      .select({ trade: clubPointsTrades, receiverIsMember: sql<boolean>`exists (select 1 from ${clubMemberships} where ${clubMemberships.clubId} = ${clubPointsTrades.clubId} and ${clubMemberships.userId} = ${clubPointsTrades.toUserId})` })
      .from(clubPointsTrades)
      .where(eq(clubPointsTrades.id, tradeId))
      .for("update", { of: clubPointsTrades });
    const trade = locked?.trade;
    if (!trade || (trade.fromUserId !== viewerId && trade.toUserId !== viewerId)) throw notFound(m.tradeNotFound);
    if (outcome === "CANCELLED" ? trade.fromUserId !== viewerId : trade.toUserId !== viewerId) {
      throw new DomainError("AUTH_NOT_AUTHORIZED", outcome === "CANCELLED" ? m.tradeNotSender : m.tradeNotYours);
    }
    if (trade.state === outcome) return trade;
    if (trade.state !== "PENDING") throw conflict(m.tradeNotPending);
    const receiver = outcome === "ACCEPTED" ? trade.toUserId : trade.fromUserId;
    if (outcome === "ACCEPTED" && !locked.receiverIsMember) throw conflict(m.recipientNotMember);
    const posting: Posting = {
      clubId: trade.clubId,
      from: ESCROW,
      to: member(receiver),
      amount: trade.amount,
      reasonCode: outcome === "ACCEPTED" ? "TRADE_ACCEPT" : "TRADE_RETURN",
      reason: outcome === "ACCEPTED" ? "Trade accepted" : outcome === "REJECTED" ? "Trade rejected: points returned" : "Trade cancelled: points returned",
      sourceKind: "TRADE",
      sourceId: trade.id,
      actorUserId: viewerId,
      idempotencyKey: key,
      at,
    };
    const prepared = await prepare(tx, posting);
    if (prepared.replay) throw conflict(m.tradeNotPending);
    await write(tx, posting, prepared, m.escrowShort);
    const [settled] = await tx.update(clubPointsTrades).set({ state: outcome, settledAt: at }).where(eq(clubPointsTrades.id, trade.id)).returning();
    return settled!;
  });
}

export const acceptTrade = (deps: DomainDeps, viewerId: string, tradeId: string, idempotencyKey: string) => settle(deps, viewerId, tradeId, idempotencyKey, "ACCEPTED");
export const rejectTrade = (deps: DomainDeps, viewerId: string, tradeId: string, idempotencyKey: string) => settle(deps, viewerId, tradeId, idempotencyKey, "REJECTED");
export const cancelTrade = (deps: DomainDeps, viewerId: string, tradeId: string, idempotencyKey: string) => settle(deps, viewerId, tradeId, idempotencyKey, "CANCELLED");

export type { TradeState };

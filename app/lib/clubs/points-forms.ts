// The rep points pages' forms (ADR 0058): a trade request, a trade's accept, reject or cancel,
// and a manager's grant. Each carries the idempotency key its page's loader made, so a double
// submit moves points once. The API checks everything again.
import { href } from "react-router";
import { z } from "zod";
import { IDEMPOTENCY_KEY_MAX, POINTS_AMOUNT_MAX, POINTS_REASON_MAX, pointsMessages as m, type PointsReasonCode } from "../../../contract/clubs/points-messages";
import { USER_NAME_MAX } from "../../../contract/account/profile";

export const tradeRequestsPath = href("/rep-points/trade-requests");
export const managerPointsPath = (clubId: string) => href("/my/rep-clubs/:club_id/rep-points", { club_id: clubId });

const idempotencyKey = z.string({ error: m.keyRequired }).trim().min(1, m.keyRequired).max(IDEMPOTENCY_KEY_MAX, m.keyRequired);
const userName = z.string({ error: m.userNameRequired }).trim().min(1, m.userNameRequired).max(USER_NAME_MAX + 1, m.userNotFound);
const points = z.number({ error: m.amountInvalid }).int(m.amountInvalid).min(1, m.amountInvalid).max(POINTS_AMOUNT_MAX, m.amountTooLarge);

export const tradeRequestSchema = z.object({
  intent: z.literal("request"),
  clubId: z.string({ error: m.clubRequired }).trim().min(1, m.clubRequired),
  userName,
  points,
  idempotencyKey,
});

export const tradeSettleSchema = z.object({
  intent: z.enum(["accept", "reject", "cancel"]),
  tradeId: z.string({ error: m.tradeNotFound }).trim().min(1, m.tradeNotFound),
  idempotencyKey,
});

export const grantPointsSchema = z.object({
  userName,
  points,
  reason: z.string({ error: m.reasonRequired }).trim().min(1, m.reasonRequired).max(POINTS_REASON_MAX, m.reasonTooLong),
  idempotencyKey,
});

/** How a change is labelled in the history, beside the reason given. */
export const REASON_LABELS: Readonly<Record<PointsReasonCode, string>> = {
  EARN: "Earned",
  PURCHASE: "Bought",
  GRANT: "Granted",
  SPEND: "Spent",
  TRADE_HOLD: "Trade sent",
  TRADE_ACCEPT: "Trade received",
  TRADE_RETURN: "Trade returned",
};

export const pointsTexts = {
  pageTitle: "Rep Points",
  tabsLabel: "Rep points",
  balancesTitle: "Your balances",
  noClubs: "You are not a member of any club yet. Join a club to earn rep points.",
  balance: "Balance",
  earned: "Points earned",
  tier: "Tier",
  noTier: "No tier yet",
  topTier: "Top tier reached",
  historyTitle: "History",
  noHistory: "No points yet.",
  olderHistory: "Older changes",
  newestHistory: "Newest changes",
  sendTitle: "Send a trade request",
  club: "Club",
  userName: "Member user name",
  userNameHint: "The member's user name, as @name or name.",
  points: "Points",
  send: "Send request",
  sending: "Sending…",
  incomingTitle: "Offered to you",
  outgoingTitle: "Sent by you",
  noIncoming: "No trade requests for you.",
  noOutgoing: "You have no pending trade requests.",
  accept: "Accept",
  accepting: "Accepting…",
  reject: "Reject",
  rejecting: "Rejecting…",
  cancel: "Cancel",
  cancelling: "Cancelling…",
  noTrades: "No trades yet.",
  olderTrades: "Older trades",
  managerTitle: "Rep Points",
  totalsTitle: "Points in the club",
  issued: "Issued",
  sold: "Sold",
  redeemed: "Redeemed",
  inEscrow: "Held for trades",
  heldByMembers: "In members' balances",
  membersTitle: "Members' balances",
  noMembers: "No members yet.",
  member: "Member",
  grantTitle: "Grant points",
  reason: "Reason",
  reasonHint: "The member reads it in their history.",
  grant: "Grant points",
  granting: "Granting…",
} as const;

/** "+25" or "−10", with the thousands separated. */
export const signedPoints = (amount: number) => `${amount > 0 ? "+" : amount < 0 ? "−" : ""}${Math.abs(amount).toLocaleString("en-US")}`;
export const formatPoints = (amount: number) => amount.toLocaleString("en-US");

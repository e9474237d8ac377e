// The rep points ledger's texts (spec 3 §1 "members earn or buy rep points", §2 the trade tabs,
// quoted word for word; ADR 0058). The rest are ours. Shared by the API and the web app.

/** The trade tabs (spec 3 §2 "Trade tabs"), in order. */
export const POINTS_TABS = [
  { label: "Your Rep Points", path: "/rep-points/my-points" },
  { label: "Trade Requests", path: "/rep-points/trade-requests" },
  { label: "Trade History", path: "/rep-points/trade-history" },
] as const;

export const POINTS_AMOUNT_MAX = 1_000_000;
export const POINTS_REASON_MAX = 200;
export const IDEMPOTENCY_KEY_MAX = 100;

export const pointsMessages = {
  insufficient: "You don't have enough points.",
  escrowShort: "The points held for this trade are missing.",
  notMember: "You are not a member of this club.",
  recipientNotMember: "This member does not belong to the club.",
  grantNotMember: "Only members of the club can hold its points.",
  amountInvalid: "Enter a whole number of points, at least 1.",
  amountTooLarge: `At most ${POINTS_AMOUNT_MAX.toLocaleString("en-US")} points at a time.`,
  reasonRequired: "Enter a reason the member will see.",
  reasonTooLong: `The reason can be at most ${POINTS_REASON_MAX} characters.`,
  clubRequired: "Choose a club.",
  userNameRequired: "Enter the member's user name.",
  userNotFound: "No member has this user name.",
  tradeWithSelf: "You cannot send points to yourself.",
  tradeNotFound: "This trade request does not exist.",
  tradeNotPending: "This trade request was already settled.",
  tradeNotYours: "Only the member the points are offered to can accept or reject them.",
  tradeNotSender: "Only the member who sent the request can cancel it.",
  keyRequired: "A request key is required.",
  paymentUsed: "This payment already bought points.",
  invalidCursor: "This page of history is no longer available.",
  tradeRequested: (points: number, userName: string) => `Trade request sent: ${points} points to @${userName}.`,
  tradeAccepted: "Trade accepted. The points are yours.",
  tradeRejected: "Trade rejected. The points went back to the sender.",
  tradeCancelled: "Trade cancelled. The points are back in your balance.",
  granted: (points: number, userName: string) => `${points} points granted to @${userName}.`,
} as const;

/** Why points moved (ADR 0058); the web app labels them. */
export const POINTS_REASON_CODES = ["EARN", "PURCHASE", "GRANT", "SPEND", "TRADE_HOLD", "TRADE_ACCEPT", "TRADE_RETURN"] as const;
export type PointsReasonCode = (typeof POINTS_REASON_CODES)[number];

/** Reasons whose credits to a member count as points earned for tiers: received trades do not (ADR 0058). */
export const EARNED_REASON_CODES = ["EARN", "PURCHASE", "GRANT"] as const satisfies readonly PointsReasonCode[];

export const POINTS_ACCOUNT_KINDS = ["ISSUANCE", "SALES", "REDEMPTION", "ESCROW", "MEMBER"] as const;
export type PointsAccountKind = (typeof POINTS_ACCOUNT_KINDS)[number];

export const TRADE_STATES = ["PENDING", "ACCEPTED", "REJECTED", "CANCELLED"] as const;
export type TradeState = (typeof TRADE_STATES)[number];

export const TRADE_STATE_LABELS: Readonly<Record<TradeState, string>> = {
  PENDING: "Pending",
  ACCEPTED: "Accepted",
  REJECTED: "Rejected",
  CANCELLED: "Cancelled",
};

/** "N points to <tier>" under a progress bar. */
export const pointsToTier = (points: number, tier: string) => `${points.toLocaleString("en-US")} ${points === 1 ? "point" : "points"} to ${tier}`;

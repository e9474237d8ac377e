// Buying rep points (spec 3 §2 /rep-clubs/{id}/buy-points, §3 "Points package: pointsAmount,
// repPointsMultiplier, originalPrice", §4 BUY_POINTS_OFFER; ADR 0065): the texts, the order's
// states and the pure rule that turns a BUY_POINTS offer's settings into a package. Shared by
// the API and the web app.
import type { OfferSettings } from "./offers.js";

export const POINTS_ORDER_STATUSES = ["PENDING", "COMPLETED", "FAILED", "CANCELLED"] as const;
export type PointsOrderStatus = (typeof POINTS_ORDER_STATUSES)[number];

export interface PointsPackageTerms {
  /** The points the member gets: pointsAmount × repPointsMultiplier, whole. */
  points: number;
  basePoints: number;
  multiplier: number;
  priceCents: number;
  currency: string;
}

/** The package an offer's settings describe, or null when they do not describe one that can be sold. */
export function packageTermsOf(settings: OfferSettings): PointsPackageTerms | null {
  const basePoints = settings.pointsAmount ?? 0;
  const multiplier = settings.repPointsMultiplier && settings.repPointsMultiplier > 0 ? settings.repPointsMultiplier : 1;
  const priceCents = settings.originalPriceCents ?? 0;
  const points = Math.floor(basePoints * multiplier);
  if (!Number.isInteger(priceCents) || priceCents <= 0 || points <= 0) return null;
  return { points, basePoints, multiplier, priceCents, currency: (settings.currency || "USD").toUpperCase() };
}

export const purchaseMessages = {
  title: "Buy points",
  intro: "Points packages of this club. Pay by card; the points are yours once the payment is confirmed.",
  recommended: "Recommended",
  noPackages: "This club sells no points packages yet.",
  joinFirst: "Join the club to buy its points.",
  buy: "Buy",
  buying: "Opening the payment page…",
  points: (points: number) => `${points.toLocaleString("en-US")} points`,
  bonus: (multiplier: number) => `×${multiplier} bonus`,
  reason: (title: string) => `Bought ${title}`,
  notMember: "Only members of the club can buy its points.",
  offerUnavailable: "This points package is not on sale.",
  offerNotStarted: "This points package is not on sale yet.",
  offerEnded: "This points package is no longer on sale.",
  keyRequired: "This form has expired. Reload the page and try again.",
  paymentsOff: "Card payments are not available here.",
  providerUnavailable: "The payment service could not be reached. Nothing was charged; try again.",
  orderNotFound: "This order does not exist.",
  orderTitle: "Your points order",
  status: {
    PENDING: "Waiting for the payment",
    COMPLETED: "Completed",
    FAILED: "Failed",
    CANCELLED: "Cancelled",
  } satisfies Record<PointsOrderStatus, string>,
  pendingHelp: "We are waiting for the payment to be confirmed. This page updates by itself; you can also reload it.",
  completedHelp: (points: number) => `${points.toLocaleString("en-US")} points were added to your balance.`,
  cancelledHelp: "The payment was not made. Nothing was charged.",
  failedHelp: "The payment did not match the order. Nothing was credited; contact the club.",
  balance: "Your balance",
  refresh: "Check again",
  backToPackages: "Back to points packages",
  seeHistory: "See your points history",
  salesTitle: "Points sales",
  noSales: "No points sold yet.",
  salesCount: (count: number) => (count === 1 ? "1 order" : `${count.toLocaleString("en-US")} orders`),
} as const;

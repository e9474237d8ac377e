// Earning rules (ADR 0067): which programmes award on which action, and the reason the member
// reads in their points history — the rule and the action.
import { POINTS_REASON_MAX } from "./points-messages.js";

/** EARN_POINTS programmes a check-in at a club event awards (location only at its own place). */
export const EARN_ON_CHECK_IN = ["interact", "location"] as const;

/** Long titles and names are cut so the reason fits the ledger's limit. */
const fit = (text: string): string => (text.length <= POINTS_REASON_MAX ? text : `${text.slice(0, POINTS_REASON_MAX - 1)}…`);

export const checkInReason = (offerTitle: string, eventName: string): string => fit(`${offerTitle}: checked in at ${eventName}`);

/** EARN_POINTS programmes a paid ticket of a club event awards its buyer (ADR 0071). */
export const EARN_ON_PURCHASE = ["buy-product"] as const;

export const purchaseReason = (offerTitle: string, eventName: string): string => fit(`${offerTitle}: bought a ticket to ${eventName}`);

/** A streak of `count` club events attended in a row, the last of them `eventName`. */
export const streakReason = (offerTitle: string, count: number, eventName: string): string => fit(`${offerTitle}: ${count} club events in a row, the last ${eventName}`);

export const bonusReason = (offerTitle: string, clubName: string): string => fit(`${offerTitle}: a bonus from ${clubName}`);

/** The give-a-bonus form's words (a manager gives a bonus rule's points to one member, once). */
export const bonusMessages = {
  title: (offerTitle: string) => `Give "${offerTitle}"`,
  intro: (points: number) => `The member receives ${points.toLocaleString("en-US")} points once; the rule's title is the reason they read.`,
  userName: "Member's user name",
  userNameHint: "With or without @.",
  give: "Give the bonus",
  giving: "Giving…",
  given: (points: number, userName: string) => `${points.toLocaleString("en-US")} bonus points given to @${userName}.`,
  alreadyGiven: "This member already received this bonus.",
  notBonus: "This offer is not a bonus rule.",
  notActive: "Publish this bonus and make it Active before giving it.",
  link: "Give this bonus to a member",
} as const;

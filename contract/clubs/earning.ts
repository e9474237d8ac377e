// Earning rules (ADR 0067): which programmes award on which action, and the reason the member
// reads in their points history — the rule and the action.
import { POINTS_REASON_MAX } from "./points-messages.js";

/** EARN_POINTS programmes a check-in at a club event awards (location only at its own place). */
export const EARN_ON_CHECK_IN = ["interact", "location"] as const;

/** Long titles and names are cut so the reason fits the ledger's limit. */
const fit = (text: string): string => (text.length <= POINTS_REASON_MAX ? text : `${text.slice(0, POINTS_REASON_MAX - 1)}…`);

export const checkInReason = (offerTitle: string, eventName: string): string => fit(`${offerTitle}: checked in at ${eventName}`);

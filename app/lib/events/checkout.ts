// The checkout's forms (server side: zod stays out of the pages' JavaScript).
import { z } from "zod";
import { checkoutMessages } from "../../../contract/events/messages";
import { REFERRAL_CODE_MAX_INPUT } from "../../../contract/events/referrals";
import { MAX_TICKETS_PER_ORDER } from "./order";

const PLUS_ONES_INVALID = "Enter a whole number from 0.";

/** The order in the checkout page's address and its Pay form: one ticket type and how many. */
export const orderSchema = z.object({
  ticket: z.string({ error: "Choose a ticket." }).uuid("Choose a ticket."),
  quantity: z.coerce
    .number({ error: checkoutMessages.quantityRange })
    .int(checkoutMessages.quantityRange)
    .min(1, checkoutMessages.quantityRange)
    .max(MAX_TICKETS_PER_ORDER, checkoutMessages.quantityRange),
  /** Plus-ones each ticket brings; the API checks the ticket's own limit. */
  additionalGuests: z.coerce.number({ error: PLUS_ONES_INVALID }).int(PLUS_ONES_INVALID).min(0, PLUS_ONES_INVALID).default(0),
});
export type Order = z.infer<typeof orderSchema>;

/** Another member's referral code on the Pay form (optional; the API says whether it exists). */
export const referralCodeSchema = z.string().trim().max(REFERRAL_CODE_MAX_INPUT, checkoutMessages.referralTooLong).optional();

/** The sandbox's card form (the local payment provider's page). */
export const sandboxCardSchema = z.object({
  number: z.string().trim().default(""),
  expiry: z.string().trim().default(""),
  cvc: z.string().trim().default(""),
  name: z.string().trim().default(""),
});

// Buying and sending a pie's slices (spec 3 §2 /legacy/trade/{id} Buy, Send, Send to my pie,
// /legacy/payment/buy/{id} and its congratulations dialog, §5 custom amount form; ADR 0070):
// the words and rules the API and the web app share.
import { formatDollars, MAX_SLICE_PRICE_DOLLARS } from "./messages.js";

/** A slice order's life: PENDING until the payment is confirmed, then COMPLETED; FAILED or CANCELLED release its slices. */
export const SLICE_ORDER_STATUSES = ["PENDING", "COMPLETED", "FAILED", "CANCELLED"] as const;
export type SliceOrderStatus = (typeof SLICE_ORDER_STATUSES)[number];

/** Why slices moved in the ledger (ADR 0063's ISSUANCE, then ADR 0070's). */
export const PIE_SLICE_ENTRY_REASONS = ["ISSUANCE", "AWARD", "RESERVATION", "PURCHASE", "RELEASE", "TRANSFER", "TRANSFER_TO_PIE", "GIFT"] as const;
export type PieSliceEntryReason = (typeof PIE_SLICE_ENTRY_REASONS)[number];

/** The trade page's actions (spec 3 §2 trade actions), as the URL's `tab` names them. */
export const TRADE_TABS = [
  { value: "buy", label: "Buy" },
  { value: "send", label: "Send" },
  { value: "send-to-my-pie", label: "Send to my pie" },
] as const;
export type TradeTab = (typeof TRADE_TABS)[number]["value"];

/** The ready-made amounts offered on the trade page (spec 3 §7 slice options), before the custom amount. */
export const SLICE_OPTION_COUNTS = [1, 5, 10, 25, 50, 100] as const;

/** A custom amount, and one purchase or transfer, is at most this many slices (spec 3 §5: greater than 0 and at most 1000). */
export const MAX_SLICES_PER_MOVE = 1000;
export { MAX_SLICE_PRICE_DOLLARS };

/** Minutes a slice order's checkout can be paid (Stripe's shortest Checkout Session is 30); its slices are held meanwhile. */
export const SLICE_CHECKOUT_MINUTES = 30;

export const IDEMPOTENCY_KEY_MAX = 200;

/** What `slices` slices cost at `unitCents` each. */
export const slicesPriceCents = (slices: number, unitCents: number): number => slices * unitCents;

const slicesWord = (count: number) => `${count.toLocaleString("en-US")} ${count === 1 ? "slice" : "slices"}`;

export const tradeMessages = {
  // spec 3 §2, word for word
  // A name that already ends in "Pie" is not followed by a second one.
  congratulations: (count: number, pieName: string) => `You have successfully purchased ${count.toLocaleString("en-US")} slice(s) of ${/\bpie$/i.test(pieName.trim()) ? pieName.trim() : `${pieName.trim()} Pie`}.`,
  exploreMorePies: "Explore More Pies",
  exploreRewards: "Explore Rewards",
  // ours
  title: "Trade",
  slices: slicesWord,
  sliceOptions: "Slice options",
  customAmount: "Custom amount",
  numberOfSlices: "Number of slices",
  piePrice: "Pie price ($)",
  save: "Save",
  buy: "Buy",
  buying: "Opening the payment…",
  send: "Send",
  sending: "Sending…",
  recipient: "User name",
  pricePerSlice: "Price per slice",
  available: "Slices available",
  youHold: "Your slices",
  slicesWhole: "Enter a whole number of slices.",
  numberRange: "Enter a number greater than 0 and at most 1000.",
  priceMismatch: (count: number, cents: number) => `${slicesWord(count)} cost ${formatDollars(cents)}. Set the pie price to ${formatDollars(cents)}.`,
  notEnoughAvailable: (available: number) => (available === 0 ? "No slices of this pie are for sale right now." : `Only ${slicesWord(available)} of this pie are for sale right now.`),
  notEnoughHeld: (held: number) => (held === 0 ? "You hold no slices of this pie." : `You hold only ${slicesWord(held)} of this pie.`),
  overPurchaseLimit: (max: number) => `You can buy at most ${slicesWord(max)} at once.`,
  cannotBuy: "The slices of this pie are not for sale.",
  cannotTransfer: "The slices of this pie cannot be sent.",
  chooseOption: "Choose how many slices to buy.",
  recipientRequired: "Enter the user name of the member to send slices to.",
  recipientNotFound: "No member has this user name.",
  notToYourself: "You cannot send slices to yourself.",
  noPieOfYours: "You have no live pie to send slices to.",
  notToSamePie: "These are your own pie's slices; send them to a member instead.",
  keyRequired: "Something went wrong with this form. Reload the page and try again.",
  orderNotFound: "This order does not exist.",
  paymentsOff: "Payments are not available right now. Please try again later.",
  sent: (count: number, to: string) => `You sent ${slicesWord(count)} to ${to}.`,
  sentToPie: (count: number, pieName: string) => `You sent ${slicesWord(count)} to your pie ${pieName}.`,
  orderTitle: "Your slices",
  pending: "We are confirming your payment. This page updates once it is through.",
  cancelled: "The payment was cancelled and the slices went back on sale. You can buy them when you are ready.",
  failed: "The payment could not be matched to this order. No slices were added; contact support for a refund.",
  backToPie: "Back to the pie",
  refresh: "Check again",
  status: { PENDING: "Waiting for the payment", COMPLETED: "Completed", FAILED: "Failed", CANCELLED: "Cancelled" } satisfies Record<SliceOrderStatus, string>,
  reason: {
    ISSUANCE: "Issued",
    AWARD: "Awarded",
    RESERVATION: "Held for a purchase",
    PURCHASE: "Bought",
    RELEASE: "Back on sale",
    TRANSFER: "Sent",
    TRANSFER_TO_PIE: "Sent to a pie",
    GIFT: "Sent by the pie",
  } satisfies Record<PieSliceEntryReason, string>,
} as const;

// Buying paid club offers (ADR 0080): the order's states and the texts the API and the web app share.
export const OFFER_ORDER_STATUSES = ["PENDING", "COMPLETED", "REFUNDED", "FAILED", "CANCELLED"] as const;
export type OfferOrderStatus = (typeof OFFER_ORDER_STATUSES)[number];

export const offerOrderMessages = {
  orderTitle: "Your offer order",
  buy: (price: string) => `Buy for ${price}`,
  buying: "Opening the payment page…",
  keyRequired: "This form has expired. Reload the page and try again.",
  paymentsOff: "Card payments are not available here.",
  providerUnavailable: "The payment service could not be reached. Nothing was charged; try again.",
  orderNotFound: "This order does not exist.",
  status: {
    PENDING: "Waiting for the payment",
    COMPLETED: "Completed",
    REFUNDED: "Refunded",
    FAILED: "Failed",
    CANCELLED: "Cancelled",
  } satisfies Record<OfferOrderStatus, string>,
  pendingHelp: "We are waiting for the payment to be confirmed. This page updates by itself; you can also reload it.",
  completedHelp: "Paid. The offer is yours: see it among your redeemed offers.",
  refundedHelp: (reason: string) => `We could not give you this offer: ${reason} Your payment is being refunded.`,
  cancelledHelp: "The payment was not made. Nothing was charged.",
  failedHelp: "The payment did not match the order. Nothing was given; contact the club.",
  seeRedeemed: "See my redeemed offers",
  backToOffers: "Back to offers",
  refresh: "Check again",
} as const;

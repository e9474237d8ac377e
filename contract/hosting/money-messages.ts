// The hosting area's money texts (spec 2 §7 earnings, payouts, ticket limits). The spec words
// none of them; these are ours.

export const moneyMessages = {
  earningsNotAllowed: "Only the event's producer and managers can see its earnings.",
  payoutNotAllowed: "Only the event's producer can request a payout.",
  amountRequired: "Enter an amount.",
  amountInvalid: "Enter an amount in dollars and cents, like 25.00.",
  amountPositive: "The amount must be more than $0.00.",
  amountOverBalance: (balance: string) => `The amount is more than your available balance of ${balance}.`,
  nothingToPayOut: "There is no balance to pay out yet.",
  idempotencyKeyInvalid: "This form is out of date. Reload the page and try again.",
  idempotencyKeyReused: "This request was already made with another amount. Reload the page and try again.",
  payoutRequested: "Payout requested. Our team reviews it and pays it to the host's payout account.",
  payoutNotFound: "This payout request does not exist.",
  payoutAlreadySettled: "This payout request is no longer pending.",
  dateRangeInvalid: "The end date must be on or after the start date.",
  dateInvalid: "Enter a date.",
  ticketsNotAllowed: "Only the event's producer and managers can change its tickets.",
  ticketNotFound: "This ticket does not exist.",
  limitNotRaised: (current: number) => `Enter a limit above the current ${current}.`,
  limitRange: (max: number) => `The limit must be a whole number up to ${max}.`,
  limitUnlimited: "This ticket has no limit to raise.",
  limitRaised: "Ticket limit raised.",
  displayedTicketsInvalid: "Choose tickets of this event, each once.",
  displayedTicketsSaved: "The tickets shown on the event page were saved.",
  refundNotAllowed: "Only the event's producer can refund bookings.",
  cancelNotAllowed: "Only the event's producer can cancel the event.",
  bookingNotFound: "This booking does not exist.",
  refundTicketNotFound: "This ticket is not part of the booking.",
  notRefundable: "This booking was not paid, so there is nothing to refund.",
  refundRequested: "Refund started. The buyer gets the money back through their payment method.",
  refundDone: "Refunded. The buyer was told.",
  nothingLeftToRefund: "This booking is already refunded.",
  refundProviderUnavailable: "The payment provider could not be reached. The refund is recorded and is sent again when you try once more.",
  eventCancelled: "The event was cancelled. Ticket holders were told, and every paid booking is being refunded.",
  eventAlreadyCancelled: "The event is already cancelled.",
  cancelledEventEmailSubject: (event: string) => `${event} was cancelled`,
  cancelledEventEmailLine: (event: string) => `We're sorry: ${event} was cancelled by its host.`,
  cancelledEventRefundLine: "Your payment is being refunded to the card you paid with. Banks usually take 5 to 10 days to show it.",
  refundEmailSubject: (event: string) => `Your tickets to ${event} were refunded`,
  refundEmailLine: (amount: string, event: string) => `The host refunded ${amount} for your tickets to ${event}.`,
  refundEmailBankLine: "Banks usually take 5 to 10 days to show it on your statement.",
  refundHolderEmailSubject: (event: string) => `Your ticket to ${event} was cancelled`,
  refundHolderEmailLine: (event: string) =>
    `The booking your ticket to ${event} came from was refunded to its buyer, so your ticket no longer admits you. Nothing was charged to you.`,
} as const;

/** What a refund is called where it shows (spec 2 §3 transaction statuses REFUND_PENDING and REFUNDED). */
export const refundStatusLabels = { REFUND_PENDING: "Refund pending", REFUNDED: "Refunded" } as const;

/** Payout request statuses (spec 2 §4 leaves them to us). */
export const PAYOUT_STATUSES = ["PENDING", "PAID", "FAILED", "CANCELLED"] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

export const PAYOUT_STATUS_LABELS: Record<PayoutStatus, string> = {
  PENDING: "Pending review",
  PAID: "Paid",
  FAILED: "Failed",
  CANCELLED: "Cancelled",
};

export const PAYOUT_NOTE_MAX = 500;
/** The team's payout queue (ADR 0022): support staff record what became of each request. */
export const payoutQueueMessages = {
  staffOnly: "Only the team's support staff can see the payout queue.",
  outcomeInvalid: "Choose paid, failed or cancelled.",
  noteRequired: "Say why in a few words: the host reads it.",
  noteTooLong: `The note can be at most ${PAYOUT_NOTE_MAX} characters.`,
  settled: (outcome: string) => `The payout request is marked ${outcome.toLowerCase()}. The host was e-mailed.`,
  empty: "No payout requests here.",
} as const;
export const PAYOUT_OUTCOMES = ["PAID", "FAILED", "CANCELLED"] as const;
export type PayoutOutcome = (typeof PAYOUT_OUTCOMES)[number];

/** The e-mail the requester gets when the team settles their payout. */
export const payoutEmails = {
  subject: (outcome: PayoutOutcome, eventName: string) =>
    outcome === "PAID" ? `Your payout for ${eventName} was sent` : `Your payout for ${eventName} was not sent`,
  text: (outcome: PayoutOutcome, a: { name: string; amount: string; eventName: string; note: string | null; link: string }) =>
    [
      `Hi ${a.name},`,
      "",
      outcome === "PAID"
        ? `We sent your payout of ${a.amount} for ${a.eventName} to your payout account.`
        : `We could not send your payout of ${a.amount} for ${a.eventName}${outcome === "CANCELLED" ? ": it was cancelled" : ""}. The amount is back in the event's balance, and you can request it again.`,
      ...(a.note ? ["", `Note from our team: ${a.note}`] : []),
      "",
      `Your event's earnings and payouts: ${a.link}`,
    ].join("\n"),
} as const;

// The money pages' screen texts (ours: the spec words none of them).
export const moneyTexts = {
  revenueTitle: "Revenue",
  allRevenueTitle: "Revenue",
  ticketsTitle: "Ticket limits",
  noSales: "No sales in this period yet.",
  pendingNote: (count: number, amount: string) =>
    `${count} ${count === 1 ? "checkout is" : "checkouts are"} waiting for payment (${amount}); not counted until paid.`,
  payoutReview:
    "Payout requests are reviewed by our team, then paid to you outside the app. Their status shows here once the team has acted on them.",
  onlyProducerRequests: "Only the event's producer can request a payout.",
  nothingToRequest: "There is no balance to pay out yet.",
  noRequests: "No payout requests yet.",
  rangeHint: (zone: string) => `Days in ${zone}, by the date each booking was paid.`,
} as const;

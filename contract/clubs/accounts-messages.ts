// The club's accounts page (spec 3 §2 "accounts (payout and payment accounts of the club)",
// §3 Payout and payments; ADR 0061): the words the API and the web app share.

/** Where the payout provider sends a club manager back; the round trip's state names the club. */
export const CLUB_PAYOUT_RETURN_PATH = "/my/rep-clubs/payout/process";

export const clubAccountsMessages = {
  linkInvalid: "This payout connection link is invalid or has expired. Please connect again.",
  alreadyConnected: "The club already has a payout account. Disconnect it first to connect another.",
  alreadyLinked: "This payout account is already connected to another club.",
  notConnected: "The club has no payout account.",
  unavailable: "Payout accounts are not available here.",
  connected: "The club's payout account is connected.",
  disconnected: "The club's payout account was disconnected.",
} as const;

// The transaction types of spec 2 §3 (Booking.type). Kept apart from the checkout's bookings
// table so that a user ticket can say how it came to its holder (received_via) without
// the core's tables importing a part's.
import { pgEnum } from "drizzle-orm/pg-core";

export const transactionType = pgEnum("transaction_type", [
  "BUY_EVENT_TICKET",
  "EXTRA_EVENT_TICKET",
  "GIFT_EVENT_TICKET",
  "TRANSFER_IN_EVENT_TICKET",
  "TRANSFER_OUT_EVENT_TICKET",
  "RSVP",
  "PAYOUT",
]);

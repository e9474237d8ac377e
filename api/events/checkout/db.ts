// The checkout part's tables (Drizzle): bookings, the purchases of paid tickets, with the
// enums of a transaction's status and type. api/db/schema.ts re-exports them for drizzle-kit.
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgEnum, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { instant, createdAt, updatedAt } from "../../db/columns.js";
import { users } from "../../access/db.js";
import { events, transactionType } from "../db.js";

export const transactionStatus = pgEnum("transaction_status", [
  "AUTHORIZED",
  "CANCELLED",
  "COMPLETED",
  "CRASHED",
  "FAILED",
  "PENDING",
  "REFUNDED",
  "REFUND_PENDING",
]);

/** One line of a booking: a ticket type, its unit price when bought, and how many. */
export type BookingItem = {
  eventTicketId: string;
  name: string;
  unitPriceCents: number;
  quantity: number;
  gratuityPercentage: number;
  /** Plus-ones each of the line's tickets brings (absent: none). */
  additionalGuests?: number;
};

/**
 * A purchase of tickets (spec 2 "Booking"). While PENDING it holds its places as the
 * tickets' locked amount until it completes (the places become released, tickets are
 * issued) or ends (cancelled, expired, failed: the places return). A booking of tickets that
 * need the host's approval is AUTHORIZED once paid: the payment is held, not taken, until the
 * host approves (captured: COMPLETED) or declines (voided: CANCELLED) (docs/decisions/0054).
 */
export const bookings = pgTable(
  "bookings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    buyerUserId: uuid("buyer_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: transactionType("type").notNull(),
    status: transactionStatus("status").notNull().default("PENDING"),
    items: jsonb("items").$type<BookingItem[]>().notNull(),
    quantity: integer("quantity").notNull(),
    currency: text("currency").notNull(),
    subtotalCents: integer("subtotal_cents").notNull(),
    gratuityCents: integer("gratuity_cents").notNull(),
    serviceFeeCents: integer("service_fee_cents").notNull(),
    processingFeeCents: integer("processing_fee_cents").notNull(),
    taxCents: integer("tax_cents").notNull(),
    /** The event's tax rate (hundredths of a percent) and whether prices included it, when bought. */
    taxRateBasisPoints: integer("tax_rate_basis_points").notNull().default(0),
    isTaxInclusive: boolean("is_tax_inclusive").notNull().default(false),
    totalCents: integer("total_cents").notNull(),
    /** What the host is owed: the total less the fees the host bears. */
    hostBalanceCents: integer("host_balance_cents").notNull(),
    isAllInPricing: boolean("is_all_in_pricing").notNull(),
    /** "stripe" or "sandbox". */
    paymentProvider: text("payment_provider").notNull(),
    /** The provider's checkout (a Stripe Checkout Session id, or the sandbox's). */
    checkoutId: text("checkout_id"),
    /** The provider's payment (captureOrderId in the spec), once paid. */
    paymentId: text("payment_id"),
    paymentMethod: text("payment_method"),
    /** Why the provider refused or ended it, as the buyer was told. */
    failureMessage: text("failure_message"),
    /** A PENDING booking still holding places after this gives them back; an AUTHORIZED one not yet approved is ended then. */
    expiresAt: instant("expires_at").notNull(),
    paidAt: instant("paid_at"),
    /** Its tickets need the host's approval: the payment is authorised at checkout and captured on approval. */
    requiresApproval: boolean("requires_approval").notNull().default(false),
    /** When the host approved the request (AUTHORIZED until the payment is captured, then COMPLETED). */
    approvedAt: instant("approved_at"),
    giftSenderId: uuid("gift_sender_id").references(() => users.id),
    /** Who the tickets are issued to when not the buyer: a gift's recipient (GIFT_EVENT_TICKET). */
    recipientUserId: uuid("recipient_user_id").references(() => users.id, { onDelete: "set null" }),
    /** The referral code the buyer entered, as entered (normalised), and the member it belongs to. */
    referralCode: text("referral_code"),
    referrerUserId: uuid("referrer_user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("bookings_event_idx").on(t.eventId, t.createdAt),
    index("bookings_buyer_idx").on(t.buyerUserId, t.createdAt),
    uniqueIndex("bookings_checkout_key").on(t.paymentProvider, t.checkoutId),
    index("bookings_pending_expiry_idx").on(t.expiresAt).where(sql`${t.status} = 'PENDING'`),
    // Requests awaiting approval (not on the new enum value: a migration cannot use it in the transaction that adds it).
    index("bookings_approval_requests_idx").on(t.expiresAt).where(sql`${t.requiresApproval}`),
    check("bookings_quantity_positive", sql`${t.quantity} > 0`),
    check("bookings_total_not_negative", sql`${t.totalCents} >= 0`),
  ],
);

export type BookingRow = typeof bookings.$inferSelect;

/** Each member's referral code (spec 2 §7 "my referral code"), made the first time it is asked for. */
export const referralCodes = pgTable("referral_codes", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  code: text("code").notNull().unique(),
  createdAt: createdAt(),
});

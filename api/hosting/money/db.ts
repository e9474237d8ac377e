// The money part's tables (Drizzle): the hosts' ledger and their payout requests.
// api/db/schema.ts re-exports them for drizzle-kit.
//
// The ledger is append-only: an event's balance is the sum of its entries in a currency.
// A sale is credited, and a refund of it debited, by a trigger on bookings (migration 0015),
// in the same transaction that completes or refunds the booking; a payout request debits it,
// and a payout that fails or is cancelled gives the amount back with an entry of its own.
// A refund (a whole booking, or some of its tickets) is debited by a trigger on booking_refunds
// when it is asked for (migration: refunds), one entry per refund (docs/decisions/0053).
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgEnum, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, instant, updatedAt } from "../../db/columns.js";
import { users } from "../../access/db.js";
import { events } from "../../events/db.js";
import { bookings } from "../../events/checkout/db.js";

export const ledgerEntryKind = pgEnum("host_ledger_entry_kind", ["SALE", "REFUND", "PAYOUT", "PAYOUT_RETURNED"]);
export const payoutStatus = pgEnum("payout_status", ["PENDING", "PAID", "FAILED", "CANCELLED"]);
/** spec 2 §3's transaction statuses a refund passes through: asked of the provider, then confirmed by it. */
export const refundStatus = pgEnum("refund_status", ["REFUND_PENDING", "REFUNDED"]);
/** Who gave the money back: the host from the attendee page, or the event's cancellation. */
export const refundReason = pgEnum("refund_reason", ["HOST", "EVENT_CANCELLED"]);

/** A refunded line: `quantity` places of a ticket type, and the user ticket they were. */
export type RefundItem = { userTicketId: string; eventTicketId: string; name: string; unitPriceCents: number; quantity: number };

/**
 * Money given back for a booking: all of it, or some of its tickets. Created REFUND_PENDING (the
 * host's share debited at once) and sent to the provider with its id as the idempotency key;
 * REFUNDED when the provider confirms it. The sum of a booking's refunds never exceeds its total.
 */
export const bookingRefunds = pgTable(
  "booking_refunds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    status: refundStatus("status").notNull().default("REFUND_PENDING"),
    reason: refundReason("reason").notNull(),
    items: jsonb("items").$type<RefundItem[]>().notNull(),
    quantity: integer("quantity").notNull(),
    /** What the buyer gets back. */
    amountCents: integer("amount_cents").notNull(),
    /** What the host's balance gives back (their share of it). */
    hostShareCents: integer("host_share_cents").notNull(),
    currency: text("currency").notNull(),
    paymentProvider: text("payment_provider").notNull(),
    /** The provider's refund (Stripe's re_…), once it answered. */
    providerRefundId: text("provider_refund_id"),
    /** Why the provider has not refunded it yet, as the host is told. */
    failureMessage: text("failure_message"),
    requestedByUserId: uuid("requested_by_user_id").references(() => users.id, { onDelete: "set null" }),
    refundedAt: instant("refunded_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("booking_refunds_booking_idx").on(t.bookingId),
    index("booking_refunds_event_idx").on(t.eventId),
    index("booking_refunds_pending_idx").on(t.createdAt).where(sql`${t.status} = 'REFUND_PENDING'`),
    uniqueIndex("booking_refunds_provider_refund_key").on(t.paymentProvider, t.providerRefundId),
    check("booking_refunds_amount_not_negative", sql`${t.amountCents} >= 0 and ${t.hostShareCents} >= 0`),
  ],
);

/** A payout the event's creator asked for; carried out by an operator outside the app. */
export const payoutRequests = pgTable(
  "payout_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    requestedByUserId: uuid("requested_by_user_id")
      .notNull()
      .references(() => users.id),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull(),
    status: payoutStatus("status").notNull().default("PENDING"),
    /** Chosen by the client per form: the same key again is the same request. */
    idempotencyKey: text("idempotency_key").notNull(),
    /** Why it failed or was cancelled, as the host is told. */
    note: text("note"),
    paidAt: instant("paid_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("payout_requests_user_idempotency_key").on(t.requestedByUserId, t.idempotencyKey),
    index("payout_requests_event_idx").on(t.eventId, t.createdAt, t.id),
    index("payout_requests_pending_idx").on(t.createdAt).where(sql`${t.status} = 'PENDING'`),
    check("payout_requests_amount_positive", sql`${t.amountCents} > 0`),
  ],
);

/** One movement of an event's host balance. Never updated or deleted. */
export const hostLedgerEntries = pgTable(
  "host_ledger_entries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    kind: ledgerEntryKind("kind").notNull(),
    /** Signed integer cents: credits positive, debits negative. */
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull(),
    bookingId: uuid("booking_id").references(() => bookings.id, { onDelete: "cascade" }),
    payoutRequestId: uuid("payout_request_id").references(() => payoutRequests.id, { onDelete: "cascade" }),
    /** A REFUND written for one refund of the booking (a booking can be refunded ticket by ticket). */
    refundId: uuid("refund_id").references(() => bookingRefunds.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("host_ledger_entries_event_idx").on(t.eventId, t.currency),
    // A booking is credited once, each of its refunds debited once; a payout debited once and returned once.
    uniqueIndex("host_ledger_entries_booking_kind_key").on(t.bookingId, t.kind).where(sql`${t.bookingId} is not null and ${t.refundId} is null`),
    uniqueIndex("host_ledger_entries_refund_key").on(t.refundId).where(sql`${t.refundId} is not null`),
    uniqueIndex("host_ledger_entries_payout_kind_key").on(t.payoutRequestId, t.kind).where(sql`${t.payoutRequestId} is not null`),
    check(
      "host_ledger_entries_sign",
      sql`(${t.kind} in ('SALE', 'PAYOUT_RETURNED') and ${t.amountCents} > 0) or (${t.kind} in ('REFUND', 'PAYOUT') and ${t.amountCents} < 0)`,
    ),
    check(
      "host_ledger_entries_source",
      sql`(${t.kind} in ('SALE', 'REFUND') and ${t.bookingId} is not null) or (${t.kind} in ('PAYOUT', 'PAYOUT_RETURNED') and ${t.payoutRequestId} is not null)`,
    ),
  ],
);

export type PayoutRequestRow = typeof payoutRequests.$inferSelect;
export type BookingRefundRow = typeof bookingRefunds.$inferSelect;
export type HostLedgerEntryRow = typeof hostLedgerEntries.$inferSelect;

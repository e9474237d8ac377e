// The ticket tables (spec 2 §3, §4): an event's ticket types with their balance, the tickets
// users hold, and the waiting lists of full tickets.
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgEnum, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { instant, createdAt, updatedAt } from "../../db/columns.js";
import { users } from "../../access/db.js";
import { attendees } from "./attendees.js";
import { events } from "./events.js";
import { transactionType } from "./transaction-types.js";

export const ticketKind = pgEnum("ticket_kind", ["FREE", "PAID"]);
// TRANSFERRED: its holder sent it to another member, who holds a new ticket (parentTicketId) in its place.
export const userTicketStatus = pgEnum("user_ticket_status", ["ACTIVE", "PENDING", "CANCELLED", "TRANSFERRED"]);
/** A ticket the event's team gave without payment (host grants): shown with its kind in the attendee list. */
export const ticketGrantKind = pgEnum("ticket_grant_kind", ["COMPLIMENTARY", "VIP", "EXTRA"]);
export const ticketShareStatus = pgEnum("ticket_share_status", ["DEFAULT", "REVOKED", "SHARED", "SHARING"]);

export const eventTickets = pgTable(
  "event_tickets",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    /** The ticket's name as shown, e.g. "General Admission". */
    ticketType: text("ticket_type").notNull(),
    kind: ticketKind("kind").notNull().default("FREE"),
    priceCents: integer("price_cents").notNull().default(0),
    currency: text("currency").notNull().default("USD"),
    color: text("color"),
    note: text("note"),
    sortOrder: integer("sort_order").notNull().default(0),
    isActive: boolean("is_active").notNull().default(true),
    isPrivate: boolean("is_private").notNull().default(false),
    /** How many plus-ones a holder may bring (chosen at RSVP or checkout). */
    additionalGuests: integer("additional_guests").notNull().default(0),
    isRequiredApproval: boolean("is_required_approval").notNull().default(false),
    optInShowTicketAmount: boolean("opt_in_show_ticket_amount").notNull().default(false),
    /** Whole percent added to the price as gratuity. */
    gratuityPercentage: integer("gratuity_percentage").notNull().default(0),
    visibleStartAt: instant("visible_start_at"),
    visibleEndAt: instant("visible_end_at"),
    // Balance. limited null = unlimited (then available is null too). Otherwise
    // available = limited - released - locked, kept as a column so taking a place is
    // one conditional UPDATE (… where available_amount >= n) that cannot oversell.
    limitedAmount: integer("limited_amount"),
    availableAmount: integer("available_amount"),
    /** Places held by issued tickets. */
    releasedAmount: integer("released_amount").notNull().default(0),
    /** Places held by checkouts in progress. */
    lockedAmount: integer("locked_amount").notNull().default(0),
    creatorUserId: uuid("creator_user_id").references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("event_tickets_event_id_idx").on(t.eventId, t.sortOrder),
    check("event_tickets_available_not_negative", sql`${t.availableAmount} is null or ${t.availableAmount} >= 0`),
    check("event_tickets_price_not_negative", sql`${t.priceCents} >= 0`),
  ],
);

export const userTickets = pgTable(
  "user_tickets",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    eventTicketId: uuid("event_ticket_id")
      .notNull()
      .references(() => eventTickets.id, { onDelete: "cascade" }),
    attendeeId: uuid("attendee_id")
      .notNull()
      .references(() => attendees.id, { onDelete: "cascade" }),
    ownerUserId: uuid("owner_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: userTicketStatus("status").notNull(),
    count: integer("count").notNull().default(1),
    shareStatus: ticketShareStatus("share_status").notNull().default("DEFAULT"),
    isShareable: boolean("is_shareable").notNull().default(false),
    originalTicketId: uuid("original_ticket_id"),
    parentTicketId: uuid("parent_ticket_id"),
    associatedUserId: uuid("associated_user_id").references(() => users.id),
    /** The booking that paid for it (paid tickets, later). */
    transactionId: uuid("transaction_id"),
    /** How it came from another member (GIFT_EVENT_TICKET, TRANSFER_IN_EVENT_TICKET; associatedUserId is who); null when taken or bought oneself. */
    receivedVia: transactionType("received_via"),
    /** Sent to another member (status TRANSFERRED; associatedUserId is the receiver). */
    transferredAt: instant("transferred_at"),
    /** Plus-ones the holder brings, at most the ticket type's additionalGuests; admitted with the ticket. */
    additionalGuests: integer("additional_guests").notNull().default(0),
    /** Given by the event's team without payment (grantedByUserId is who); null when taken, bought or received from a member. */
    grantKind: ticketGrantKind("grant_kind"),
    grantedByUserId: uuid("granted_by_user_id").references(() => users.id, { onDelete: "set null" }),
    /** First admission at the door. */
    firstSeenAt: instant("first_seen_at"),
    cancelledAt: instant("cancelled_at"),
    /** The refund that gave its money back (booking_refunds; status CANCELLED): the door answers REFUNDED. */
    refundId: uuid("refund_id"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("user_tickets_event_owner_idx").on(t.eventId, t.ownerUserId),
    // The ticket export's keyset: an event's tickets in id order, a batch at a time.
    index("user_tickets_event_id_idx").on(t.eventId, t.id),
    index("user_tickets_attendee_idx").on(t.attendeeId),
    index("user_tickets_event_ticket_status_idx").on(t.eventTicketId, t.status),
    check("user_tickets_count_positive", sql`${t.count} > 0`),
    check("user_tickets_additional_guests_not_negative", sql`${t.additionalGuests} >= 0`),
  ],
);

/** People waiting for a place on a full ticket (spec 2 §4); told by e-mail, first come first told, when places open. */
export const ticketWaitingList = pgTable(
  "ticket_waiting_list",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    eventTicketId: uuid("event_ticket_id")
      .notNull()
      .references(() => eventTickets.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** When a place opened and they were told; null while still waiting to be told. */
    notifiedAt: instant("notified_at"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("ticket_waiting_list_ticket_user_key").on(t.eventTicketId, t.userId),
    index("ticket_waiting_list_waiting_idx").on(t.eventTicketId, t.createdAt).where(sql`${t.notifiedAt} is null`),
    index("ticket_waiting_list_user_idx").on(t.userId),
  ],
);

export type EventTicketRow = typeof eventTickets.$inferSelect;
export type UserTicketRow = typeof userTickets.$inferSelect;

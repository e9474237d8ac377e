// The events area's tables (Drizzle): events, their tickets, attendees and held tickets.
// api/db/schema.ts re-exports them for drizzle-kit.
import { sql } from "drizzle-orm";
import { boolean, check, doublePrecision, index, integer, jsonb, pgEnum, pgTable, text, uniqueIndex, uuid, type AnyPgColumn } from "drizzle-orm/pg-core";
import { instant, createdAt, updatedAt } from "../db/columns.js";
import { privacyPolicyState, users } from "../access/db.js";

// ---------------------------------------------------------------- enums (spec 2 §3)

export const eventType = pgEnum("event_type", [
  "ART_SHOW",
  "COMEDY_SHOW",
  "CONCERT",
  "CONFERENCE",
  "FESTIVAL",
  "PARTY",
  "PODCAST",
  "SPORTING",
  "WORKSHOP",
  "OTHER",
  "NONE",
]);
export const eventStatus = pgEnum("event_status", ["DRAFT", "PUBLISHED", "CANCELLED"]);
export const distanceUnit = pgEnum("distance_unit", ["KILOMETERS", "MILES"]);
export const ticketKind = pgEnum("ticket_kind", ["FREE", "PAID"]);
export const attendeeState = pgEnum("attendee_state", [
  "APPROVED",
  "DECLINED",
  "INVITED",
  "INVITEE_ACCEPTED",
  "INVITEE_DECLINED",
  "NONE",
]);
export const attendeeRole = pgEnum("attendee_role", [
  "ATTENDEE",
  "CO_HOST",
  "PROMOTER",
  "SPONSOR",
  "DOOR",
  "COORDINATOR",
  "TALENT",
]);
export const eventPermission = pgEnum("event_permission", [
  "CanApproveAttendee",
  "CanApproveMyAttendee",
  "CanAddCoHostAttendee",
  "CanAddCoordinatorAttendee",
  "CanAddDoorAttendee",
  "CanAddPromoterAttendee",
  "CanAddSponsorAttendee",
  "CanAddTalentAttendee",
  "CanFilterStatistics",
  "CanAddVip",
  "CanExportAttendees",
]);
export const userTicketStatus = pgEnum("user_ticket_status", ["ACTIVE", "PENDING", "CANCELLED"]);
export const ticketShareStatus = pgEnum("ticket_share_status", ["DEFAULT", "REVOKED", "SHARED", "SHARING"]);

// ---------------------------------------------------------------- events (spec 2 §3)

export type SocialAccountRequirement = { scheme: string; isRequired: boolean };
export type QuestionRequirement = {
  question: string;
  isRequired: boolean;
  showPublicTickets: boolean;
  showPrivateTickets: boolean;
};
export type QuestionAnswer = { question: string; answer: string };

export const events = pgTable(
  "events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull(),
    eventType: eventType("event_type").notNull().default("NONE"),
    displayName: text("display_name").notNull(),
    description: text("description"),
    terms: text("terms"),
    faqs: text("faqs"),
    note: text("note"),
    avatarUrl: text("avatar_url"),
    uploadedAssetId: uuid("uploaded_asset_id"),
    musicEmbedUrl: text("music_embed_url"),
    ticketTermsPurchasePolicy: text("ticket_terms_purchase_policy"),
    startAt: instant("start_at").notNull(),
    endAt: instant("end_at").notNull(),
    /** IANA zone the event is shown in, e.g. America/Los_Angeles. */
    timeZone: text("time_zone").notNull(),
    status: eventStatus("status").notNull().default("DRAFT"),
    isPrivate: boolean("is_private").notNull().default(false),
    isListed: boolean("is_listed").notNull().default(true),
    isFeatured: boolean("is_featured").notNull().default(false),
    isAllInPricing: boolean("is_all_in_pricing").notNull().default(false),
    minimumRepScore: integer("minimum_rep_score"),
    ageLimit: integer("age_limit"),

    locationAddress: text("location_address"),
    locationLatitude: doublePrecision("location_latitude"),
    locationLongitude: doublePrecision("location_longitude"),
    locationOnlyVisibleToApprovedAttendees: boolean("location_only_visible_to_approved_attendees")
      .notNull()
      .default(false),

    radiusIsActive: boolean("radius_is_active").notNull().default(false),
    radiusAddress: text("radius_address"),
    radiusLatitude: doublePrecision("radius_latitude"),
    radiusLongitude: doublePrecision("radius_longitude"),
    radius: doublePrecision("radius"),
    radiusUnit: distanceUnit("radius_unit"),

    optInShowGuestList: boolean("opt_in_show_guest_list").notNull().default(false),
    optInShowGuestCount: boolean("opt_in_show_guest_count").notNull().default(false),
    optInAllowPublicEventPagePreview: boolean("opt_in_allow_public_event_page_preview").notNull().default(true),
    optInDisplayRepScore: boolean("opt_in_display_rep_score").notNull().default(false),
    optInUseQrPass: boolean("opt_in_use_qr_pass").notNull().default(false),
    optInAllowGuestInviteOthers: boolean("opt_in_allow_guest_invite_others").notNull().default(false),
    optInLocationRadius: boolean("opt_in_location_radius").notNull().default(false),
    optInAgeLimit: boolean("opt_in_age_limit").notNull().default(false),
    optInDisclosureOrPrivacyPolicy: boolean("opt_in_disclosure_or_privacy_policy").notNull().default(false),
    optInSocialAccountRequirements: boolean("opt_in_social_account_requirements").notNull().default(false),
    optInQuestionRequirements: boolean("opt_in_question_requirements").notNull().default(false),
    optInShowMusicEmbed: boolean("opt_in_show_music_embed").notNull().default(false),

    disclosureTitle: text("disclosure_title"),
    disclosureFileUrl: text("disclosure_file_url"),
    socialAccountRequirements: jsonb("social_account_requirements")
      .$type<SocialAccountRequirement[]>()
      .notNull()
      .default([]),
    questionRequirements: jsonb("question_requirements").$type<QuestionRequirement[]>().notNull().default([]),

    createdByUserId: uuid("created_by_user_id")
      .notNull()
      .references(() => users.id),
    /** The events of one recurring series share it (the first event's id); null for a single event. */
    seriesId: uuid("series_id"),
    deletedAt: instant("deleted_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("events_slug_key").on(t.slug),
    index("events_start_at_idx").on(t.startAt),
    // The public listing: published, listed, not private, ordered by start.
    index("events_listing_idx")
      .on(t.startAt, t.id)
      .where(sql`${t.status} = 'PUBLISHED' and ${t.isListed} and not ${t.isPrivate} and ${t.deletedAt} is null`),
    index("events_featured_idx")
      .on(t.startAt)
      .where(sql`${t.isFeatured} and ${t.deletedAt} is null`),
    index("events_end_at_idx").on(t.endAt),
    // Near Me: the bounding box around the searched circle (api/events/domain/search.ts).
    index("events_location_idx")
      .on(t.locationLatitude, t.locationLongitude)
      .where(sql`${t.locationLatitude} is not null and ${t.locationLongitude} is not null and ${t.deletedAt} is null`),
    index("events_created_by_idx").on(t.createdByUserId, t.startAt),
    index("events_series_idx").on(t.seriesId, t.startAt).where(sql`${t.seriesId} is not null`),
    check("events_end_after_start", sql`${t.endAt} >= ${t.startAt}`),
  ],
);

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
    repPoints: integer("rep_points").notNull().default(0),
    color: text("color"),
    note: text("note"),
    sortOrder: integer("sort_order").notNull().default(0),
    isActive: boolean("is_active").notNull().default(true),
    isPrivate: boolean("is_private").notNull().default(false),
    isSpecialGuest: boolean("is_special_guest").notNull().default(false),
    additionalGuests: integer("additional_guests").notNull().default(0),
    isRequiredApproval: boolean("is_required_approval").notNull().default(false),
    optInShowTicketAmount: boolean("opt_in_show_ticket_amount").notNull().default(false),
    isEnabledWishList: boolean("is_enabled_wish_list").notNull().default(false),
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

/** A user's relation to an event: attendance state plus any roles (co-host, door, …). */
export const attendees = pgTable(
  "attendees",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    state: attendeeState("state").notNull().default("NONE"),
    roles: attendeeRole("roles").array().notNull().default(sql`'{ATTENDEE}'::attendee_role[]`),
    /** Permissions granted to this attendee beyond those of their roles. */
    grantedPermissions: eventPermission("granted_permissions")
      .array()
      .notNull()
      .default(sql`'{}'::event_permission[]`),
    note: text("note"),
    isActive: boolean("is_active").notNull().default(true),
    stateChangedAt: instant("state_changed_at").notNull().defaultNow(),
    approvedAt: instant("approved_at"),
    approvedByUserId: uuid("approved_by_user_id").references(() => users.id),
    inviterUserId: uuid("inviter_user_id").references(() => users.id),
    privacyPolicyState: privacyPolicyState("privacy_policy_state"),
    privacyPolicyStateUpdatedAt: instant("privacy_policy_state_updated_at"),
    questionAnswers: jsonb("question_answers").$type<QuestionAnswer[]>().notNull().default([]),
    checkedInCount: integer("checked_in_count").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("attendees_event_user_key").on(t.eventId, t.userId),
    index("attendees_user_id_idx").on(t.userId),
    index("attendees_event_state_idx").on(t.eventId, t.state),
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
    /** First admission at the door. */
    firstSeenAt: instant("first_seen_at"),
    cancelledAt: instant("cancelled_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("user_tickets_event_owner_idx").on(t.eventId, t.ownerUserId),
    index("user_tickets_attendee_idx").on(t.attendeeId),
    index("user_tickets_event_ticket_status_idx").on(t.eventTicketId, t.status),
    check("user_tickets_count_positive", sql`${t.count} > 0`),
  ],
);

// ---------------------------------------------------------------- bookings (spec 2 §3)

export const transactionStatus = pgEnum("transaction_status", [
  "CANCELLED",
  "COMPLETED",
  "CRASHED",
  "FAILED",
  "PENDING",
  "REFUNDED",
  "REFUND_PENDING",
]);
export const transactionType = pgEnum("transaction_type", [
  "BUY_EVENT_TICKET",
  "EXTRA_EVENT_TICKET",
  "GIFT_EVENT_TICKET",
  "TRANSFER_IN_EVENT_TICKET",
  "TRANSFER_OUT_EVENT_TICKET",
  "RSVP",
  "PAYOUT",
]);

/** One line of a booking: a ticket type, its unit price when bought, and how many. */
export type BookingItem = {
  eventTicketId: string;
  name: string;
  unitPriceCents: number;
  quantity: number;
  gratuityPercentage: number;
};

/**
 * A purchase of tickets (spec 2 "Booking"). While PENDING it holds its places as the
 * tickets' locked amount until it completes (the places become released, tickets are
 * issued) or ends (cancelled, expired, failed: the places return).
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
    /** A PENDING booking still holding places after this gives them back. */
    expiresAt: instant("expires_at").notNull(),
    paidAt: instant("paid_at"),
    giftSenderId: uuid("gift_sender_id").references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("bookings_event_idx").on(t.eventId, t.createdAt),
    index("bookings_buyer_idx").on(t.buyerUserId, t.createdAt),
    uniqueIndex("bookings_checkout_key").on(t.paymentProvider, t.checkoutId),
    index("bookings_pending_expiry_idx").on(t.expiresAt).where(sql`${t.status} = 'PENDING'`),
    check("bookings_quantity_positive", sql`${t.quantity} > 0`),
    check("bookings_total_not_negative", sql`${t.totalCents} >= 0`),
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

export type EventRow = typeof events.$inferSelect;
export type EventTicketRow = typeof eventTickets.$inferSelect;
export type AttendeeRow = typeof attendees.$inferSelect;
export type UserTicketRow = typeof userTickets.$inferSelect;
export type BookingRow = typeof bookings.$inferSelect;

// ---------------------------------------------------------------- comments (spec 2 §3 Comment)

/**
 * A comment on an event, or a reply to one (one level: a reply's parent is always a top
 * comment). Deleted comments keep their row (deleted_at) and disappear with their replies.
 * Media attachments will be rows of their own pointing here (comment id), not columns.
 */
export const eventComments = pgTable(
  "event_comments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    authorUserId: uuid("author_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    parentCommentId: uuid("parent_comment_id").references((): AnyPgColumn => eventComments.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    createdAt: createdAt(),
    deletedAt: instant("deleted_at"),
  },
  (t) => [
    // An event's top comments, newest first (the page's order and cursor).
    index("event_comments_event_top_idx")
      .on(t.eventId, t.createdAt, t.id)
      .where(sql`${t.parentCommentId} is null and ${t.deletedAt} is null`),
    index("event_comments_parent_idx").on(t.parentCommentId, t.createdAt),
    // Posting's rate limit counts a user's recent comments.
    index("event_comments_author_created_idx").on(t.authorUserId, t.createdAt),
    check("event_comments_body_length", sql`char_length(${t.body}) between 1 and 2000`),
  ],
);

/** One member's reaction (an emoji of a small fixed set) to a comment; at most one of each kind. */
export const commentReactions = pgTable(
  "comment_reactions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    commentId: uuid("comment_id")
      .notNull()
      .references(() => eventComments.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reaction: text("reaction").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("comment_reactions_comment_user_reaction_key").on(t.commentId, t.userId, t.reaction)],
);

export type EventCommentRow = typeof eventComments.$inferSelect;
export type CommentReactionRow = typeof commentReactions.$inferSelect;

// ---------------------------------------------------------------- shared places (spec 2 §3 share status)

/**
 * A place of a ticket that holds several (a purchase of 3) offered to someone else by link.
 * SHARING until claimed (SHARED) or taken back (REVOKED); the claimer gets a ticket of their
 * own for one place, split off the sharer's.
 */
export const ticketShares = pgTable(
  "ticket_shares",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    userTicketId: uuid("user_ticket_id")
      .notNull()
      .references(() => userTickets.id, { onDelete: "cascade" }),
    sharerUserId: uuid("sharer_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: ticketShareStatus("status").notNull().default("SHARING"),
    claimedByUserId: uuid("claimed_by_user_id").references(() => users.id, { onDelete: "set null" }),
    claimedTicketId: uuid("claimed_ticket_id").references(() => userTickets.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    settledAt: instant("settled_at"),
  },
  (t) => [
    index("ticket_shares_user_ticket_idx").on(t.userTicketId, t.createdAt),
    check("ticket_shares_status_known", sql`${t.status} in ('SHARING', 'SHARED', 'REVOKED')`),
  ],
);

export type TicketShareRow = typeof ticketShares.$inferSelect;

// The events area's tables (Drizzle): events, their tickets, attendees and held tickets.
// api/db/schema.ts re-exports them for drizzle-kit.
import { sql } from "drizzle-orm";
import { boolean, check, doublePrecision, index, integer, jsonb, pgEnum, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
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
    index("events_created_by_idx").on(t.createdByUserId, t.startAt),
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

export type EventRow = typeof events.$inferSelect;
export type EventTicketRow = typeof eventTickets.$inferSelect;
export type AttendeeRow = typeof attendees.$inferSelect;
export type UserTicketRow = typeof userTickets.$inferSelect;

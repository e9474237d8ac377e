// The platform's tables (Drizzle). Migrations in ./migrations are generated from this
// file with `npm run db:generate`; never edit a committed migration, add a new one.
//
// Conventions: uuid primary keys, snake_case columns, every instant a timestamptz in
// UTC (events add an IANA time zone), money in integer cents with a currency.
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });
const createdAt = () => instant("created_at").notNull().defaultNow();
const updatedAt = () => instant("updated_at").notNull().defaultNow();

// ---------------------------------------------------------------- enums (spec 1 §3, spec 2 §3)

export const gender = pgEnum("gender", ["MALE", "FEMALE", "OTHER", "NOT_DISCLOSED"]);
export const verificationTier = pgEnum("verification_tier", ["UNVERIFIED", "VERIFIED", "PREMIUM"]);
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
export const privacyPolicyState = pgEnum("privacy_policy_state", ["ACCEPTED", "DECLINED"]);
export const userTicketStatus = pgEnum("user_ticket_status", ["ACTIVE", "PENDING", "CANCELLED"]);
export const ticketShareStatus = pgEnum("ticket_share_status", ["DEFAULT", "REVOKED", "SHARED", "SHARING"]);
export const outboxChannel = pgEnum("outbox_channel", ["EMAIL", "SMS"]);
export const outboxStatus = pgEnum("outbox_status", ["PENDING", "SENT", "FAILED"]);
/** Account life cycle (issue 3): staff rights, ordered admin > support > member. Only staff impersonate, never upwards. */
export const userRole = pgEnum("user_role", ["MEMBER", "SUPPORT", "ADMIN"]);

// ---------------------------------------------------------------- users and sessions

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Lowercased; the sign-in identity. */
    email: text("email").notNull(),
    emailVerifiedAt: instant("email_verified_at"),
    /** argon2id PHC string; null for accounts without a password (social sign-in, later). */
    passwordHash: text("password_hash"),
    name: text("name"),
    /** Public handle, lowercase; chosen on the second sign-up step. */
    userName: text("user_name"),
    dateOfBirth: date("date_of_birth", { mode: "string" }),
    /** E.164. */
    phoneNumber: text("phone_number"),
    phoneVerifiedAt: instant("phone_verified_at"),
    gender: gender("gender"),
    bio: text("bio"),
    avatarUrl: text("avatar_url"),
    countryCode: text("country_code"),
    address: text("address"),
    city: text("city"),
    region: text("region"),
    postalCode: text("postal_code"),
    addressCountryCode: text("address_country_code"),
    tier: verificationTier("tier").notNull().default("UNVERIFIED"),
    repScore: integer("rep_score").notNull().default(0),
    termsAcceptedAt: instant("terms_accepted_at"),
    termsVersion: text("terms_version"),
    // ---- invites (issue 3): platform invites this member may still send.
    userInvitesRemaining: integer("user_invites_remaining").notNull().default(5),
    mfaEnabled: boolean("mfa_enabled").notNull().default(false),
    deletedAt: instant("deleted_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    // account life cycle (issue 3): staff role for impersonation; deletedAt above marks a deactivation.
    role: userRole("role").notNull().default("MEMBER"),
    /** A demo account of a local trial (published password): a deployment refuses its every sign-in. */
    demo: boolean("demo").notNull().default(false),
  },
  (t) => [uniqueIndex("users_email_key").on(t.email), uniqueIndex("users_user_name_key").on(t.userName)],
);

/** A sign-in: one family of refresh tokens. Revoking it ends every token of the family. */
export const sessions = pgTable(
  "sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Set when an operator signs in as this user (impersonation). */
    impersonatedByUserId: uuid("impersonated_by_user_id").references(() => users.id, { onDelete: "cascade" }),
    userAgent: text("user_agent"),
    ipAddress: text("ip_address"),
    createdAt: createdAt(),
    lastUsedAt: instant("last_used_at").notNull().defaultNow(),
    revokedAt: instant("revoked_at"),
    revokedReason: text("revoked_reason"),
    // Codes feature: a second factor is still owed. The session's access token then works only
    // for verify-otp, resend-otp and sign-out (api/access/domain/sessions.ts).
    mfaPending: boolean("mfa_pending").notNull().default(false),
  },
  (t) => [index("sessions_user_id_idx").on(t.userId)],
);

export const refreshTokens = pgTable(
  "refresh_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    sessionId: uuid("session_id")
      .notNull()
      .references(() => sessions.id, { onDelete: "cascade" }),
    /** sha256 of the opaque token, base64url. */
    tokenHash: text("token_hash").notNull(),
    createdAt: createdAt(),
    expiresAt: instant("expires_at").notNull(),
    /** When this token was exchanged for its successor. */
    rotatedAt: instant("rotated_at"),
    successorId: uuid("successor_id"),
    /** The successor's raw value, encrypted, kept only during the grace window after rotation. */
    successorSealed: text("successor_sealed"),
  },
  (t) => [uniqueIndex("refresh_tokens_token_hash_key").on(t.tokenHash), index("refresh_tokens_session_id_idx").on(t.sessionId)],
);

export const emailVerificationTokens = pgTable(
  "email_verification_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The address this link confirms (an account may change its e-mail later). */
    email: text("email").notNull(),
    tokenHash: text("token_hash").notNull(),
    createdAt: createdAt(),
    expiresAt: instant("expires_at").notNull(),
    usedAt: instant("used_at"),
  },
  (t) => [
    uniqueIndex("email_verification_tokens_token_hash_key").on(t.tokenHash),
    index("email_verification_tokens_user_id_idx").on(t.userId),
  ],
);

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

// ---------------------------------------------------------------- messaging

export const outbox = pgTable(
  "outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Insertion order; timestamps from the injected clock may tie. */
    seq: bigint("seq", { mode: "number" }).notNull().generatedAlwaysAsIdentity(),
    channel: outboxChannel("channel").notNull(),
    /** Lowercased e-mail address or E.164 number. */
    recipient: text("recipient").notNull(),
    subject: text("subject"),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body"),
    status: outboxStatus("status").notNull().default("PENDING"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    nextAttemptAt: instant("next_attempt_at").notNull().defaultNow(),
    sentAt: instant("sent_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("outbox_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'PENDING'`),
    index("outbox_recipient_idx").on(t.recipient, t.seq),
  ],
);

// ---------------------------------------------------------------- account life cycle (issue 3: spec 1 §2.1, §4, §7)

/** Password-reset links: single use, short-lived, stored hashed. */
export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    createdAt: createdAt(),
    expiresAt: instant("expires_at").notNull(),
    usedAt: instant("used_at"),
  },
  (t) => [uniqueIndex("password_reset_tokens_token_hash_key").on(t.tokenHash), index("password_reset_tokens_user_id_idx").on(t.userId)],
);

/** A signed-in user's request to move to a new address, confirmed from that address. */
export const emailChangeTokens = pgTable(
  "email_change_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Lowercased new address. */
    newEmail: text("new_email").notNull(),
    tokenHash: text("token_hash").notNull(),
    createdAt: createdAt(),
    expiresAt: instant("expires_at").notNull(),
    usedAt: instant("used_at"),
  },
  (t) => [uniqueIndex("email_change_tokens_token_hash_key").on(t.tokenHash), index("email_change_tokens_user_id_idx").on(t.userId)],
);

/** What staff did while acting as someone else: the real actor is always recorded. */
export const impersonationAudit = pgTable(
  "impersonation_audit",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The staff member really acting. No cascade: the trail outlives accounts' sessions. */
    actorUserId: uuid("actor_user_id").notNull(),
    /** The account acted as. */
    subjectUserId: uuid("subject_user_id").notNull(),
    sessionId: uuid("session_id"),
    /** e.g. "POST /auth/password/update-password" or "graphql mutation UpdateProfile". */
    action: text("action").notNull(),
    /** How it ended: "allowed", "refused" or "failed: <code>"; null while it runs (or if the process died). */
    outcome: text("outcome"),
    ipAddress: text("ip_address"),
    createdAt: createdAt(),
  },
  (t) => [index("impersonation_audit_actor_idx").on(t.actorUserId, t.createdAt), index("impersonation_audit_subject_idx").on(t.subjectUserId)],
);
// ---------------------------------------------------------------- terms, invites and e-mail subscriptions (issue 3)

/** A published version of the terms of service and privacy policy; the newest published one is current. */
export const termsVersions = pgTable("terms_versions", {
  version: text("version").primaryKey(),
  /** Publication order when two versions share an instant. */
  seq: bigint("seq", { mode: "number" }).notNull().generatedAlwaysAsIdentity(),
  termsAndConditionsUrl: text("terms_and_conditions_url").notNull(),
  privacyPolicyUrl: text("privacy_policy_url").notNull(),
  publishedAt: instant("published_at").notNull(),
  createdAt: createdAt(),
});

export const inviteResponse = pgEnum("invite_response", ["ACCEPTED", "DECLINED"]);

/** A platform invite a member sends: a link usable `usesPerInvite` times until it expires or is revoked. */
export const invites = pgTable(
  "invites",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    inviterUserId: uuid("inviter_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Set by "invite by user name": only this user may answer. */
    inviteeUserId: uuid("invitee_user_id").references(() => users.id, { onDelete: "cascade" }),
    memo: text("memo"),
    role: text("role").notNull().default("MEMBER"),
    usesPerInvite: integer("uses_per_invite").notNull().default(1),
    /** Acceptances so far; never above usesPerInvite (checked under a row lock). */
    usesCount: integer("uses_count").notNull().default(0),
    redirectUrl: text("redirect_url"),
    /** The disclosure the invitee agrees to by accepting: { title, description, documentUrl, acceptButtonTitle }. */
    disclosure: jsonb("disclosure").$type<{ title: string; description: string; documentUrl: string | null; acceptButtonTitle: string }>(),
    expiresAt: instant("expires_at").notNull(),
    revokedAt: instant("revoked_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("invites_inviter_idx").on(t.inviterUserId, t.createdAt),
    index("invites_invitee_idx").on(t.inviteeUserId),
    check("invites_uses_within_limit", sql`${t.usesCount} >= 0 and ${t.usesCount} <= ${t.usesPerInvite}`),
  ],
);

/** One answer per user and invite. */
export const inviteAnswers = pgTable(
  "invite_answers",
  {
    inviteId: uuid("invite_id")
      .notNull()
      .references(() => invites.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    response: inviteResponse("response").notNull(),
    answeredAt: instant("answered_at").notNull(),
  },
  (t) => [uniqueIndex("invite_answers_invite_user_key").on(t.inviteId, t.userId)],
);

/** What an address wants to receive; a missing row means every category is on. Keyed by address so it works without an account. */
export const emailSubscriptions = pgTable("email_subscriptions", {
  email: text("email").primaryKey(),
  eventUpdates: boolean("event_updates").notNull().default(true),
  invitations: boolean("invitations").notNull().default(true),
  productNews: boolean("product_news").notNull().default(true),
  updatedAt: updatedAt(),
});

// ---------------------------------------------------------------- one-time codes (phone sign-in, second factor, phone verification)

export const oneTimeCodePurpose = pgEnum("one_time_code_purpose", ["PHONE_SIGN_IN", "VERIFY_SIGN_IN", "VERIFY_PHONE"]);

/**
 * The live code of one attempt. One row per (purpose, subject): a new start replaces
 * the row, so the previous code stops working. Codes are stored hashed, never plainly.
 */
export const oneTimeCodes = pgTable(
  "one_time_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    purpose: oneTimeCodePurpose("purpose").notNull(),
    /** What the code is bound to: the E.164 number (phone sign-in), the session id (second factor) or the user id (phone verification). */
    subject: text("subject").notNull(),
    /** Null for a phone sign-in to a number no account uses: nothing was sent, nothing can match. */
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash"),
    /** Second factor: the long token of the e-mailed link, hashed. */
    linkTokenHash: text("link_token_hash"),
    createdAt: createdAt(),
    resendAt: instant("resend_at").notNull(),
    expiresAt: instant("expires_at").notNull(),
    usedAt: instant("used_at"),
  },
  (t) => [
    uniqueIndex("one_time_codes_purpose_subject_key").on(t.purpose, t.subject),
    uniqueIndex("one_time_codes_link_token_hash_key").on(t.linkTokenHash),
  ],
);

/** Wrong-code counters and blocks, per key (e.g. number + client address, or the number alone). */
export const codeAttemptBlocks = pgTable("code_attempt_blocks", {
  key: text("key").primaryKey(),
  failures: integer("failures").notNull().default(0),
  /** Failures older than the window no longer count. */
  windowStartedAt: instant("window_started_at").notNull(),
  blockedUntil: instant("blocked_until"),
});

export type OneTimeCodeRow = typeof oneTimeCodes.$inferSelect;

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export type EventRow = typeof events.$inferSelect;
export type EventTicketRow = typeof eventTickets.$inferSelect;
export type AttendeeRow = typeof attendees.$inferSelect;
export type UserTicketRow = typeof userTickets.$inferSelect;
export type OutboxRow = typeof outbox.$inferSelect;
export type TermsVersionRow = typeof termsVersions.$inferSelect;
export type InviteRow = typeof invites.$inferSelect;
export type EmailSubscriptionRow = typeof emailSubscriptions.$inferSelect;

// ---------------------------------------------------------------- passkeys and social sign-in (spec 1 §2.1, §7)

/** A WebAuthn credential (passkey) a user registered. */
export const passkeyCredentials = pgTable(
  "passkey_credentials",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The authenticator's credential id, base64url. */
    credentialId: text("credential_id").notNull(),
    /** COSE public key, base64url. */
    publicKey: text("public_key").notNull(),
    /** Signature counter last seen; a response must exceed it (when either is non-zero). */
    counter: bigint("counter", { mode: "number" }).notNull().default(0),
    transports: text("transports").array().notNull().default(sql`'{}'::text[]`),
    deviceName: text("device_name").notNull(),
    backedUp: boolean("backed_up").notNull().default(false),
    createdAt: createdAt(),
    lastUsedAt: instant("last_used_at"),
  },
  (t) => [uniqueIndex("passkey_credentials_credential_id_key").on(t.credentialId), index("passkey_credentials_user_id_idx").on(t.userId)],
);

/** A WebAuthn challenge handed out with options; single use, bound to the opaque token returned with them. */
export const webauthnChallenges = pgTable(
  "webauthn_challenges",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** sha256 of the opaque token, base64url. */
    tokenHash: text("token_hash").notNull(),
    /** "register" or "login". */
    purpose: text("purpose").notNull(),
    /** The registering user; for login, the user named in the request (null for a usernameless login). */
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    challenge: text("challenge").notNull(),
    createdAt: createdAt(),
    expiresAt: instant("expires_at").notNull(),
    usedAt: instant("used_at"),
  },
  (t) => [uniqueIndex("webauthn_challenges_token_hash_key").on(t.tokenHash), index("webauthn_challenges_expires_at_idx").on(t.expiresAt)],
);

/** An identity at a social provider, linked to one account by (provider, subject). */
export const socialIdentities = pgTable(
  "social_identities",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    provider: text("provider").notNull(),
    /** The provider's `sub`. */
    subject: text("subject").notNull(),
    email: text("email"),
    emailVerified: boolean("email_verified").notNull().default(false),
    createdAt: createdAt(),
    lastUsedAt: instant("last_used_at"),
  },
  (t) => [uniqueIndex("social_identities_provider_subject_key").on(t.provider, t.subject), index("social_identities_user_id_idx").on(t.userId)],
);

/**
 * One social sign-in round trip: state, PKCE verifier and nonce while the browser is at
 * the provider; then the one-time exchange code the web app trades for a session.
 */
export const socialSignIns = pgTable(
  "social_sign_ins",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    provider: text("provider").notNull(),
    /** sha256 of the `state` sent to the provider. */
    stateHash: text("state_hash").notNull(),
    /** sha256 of the secret in the browser's binding cookie. */
    bindingHash: text("binding_hash").notNull(),
    codeVerifier: text("code_verifier").notNull(),
    nonce: text("nonce").notNull(),
    /** Where the web app wants the browser back (a path starting /auth/process). */
    returnPath: text("return_path").notNull(),
    createdAt: createdAt(),
    expiresAt: instant("expires_at").notNull(),
    /** The provider answered (or failed): the state cannot be used again. */
    completedAt: instant("completed_at"),
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    /** sha256 of the one-time exchange code handed to the web app. */
    exchangeCodeHash: text("exchange_code_hash"),
    exchangeExpiresAt: instant("exchange_expires_at"),
    exchangedAt: instant("exchanged_at"),
  },
  (t) => [
    uniqueIndex("social_sign_ins_state_hash_key").on(t.stateHash),
    uniqueIndex("social_sign_ins_exchange_code_hash_key").on(t.exchangeCodeHash),
    index("social_sign_ins_expires_at_idx").on(t.expiresAt),
  ],
);

export type PasskeyCredentialRow = typeof passkeyCredentials.$inferSelect;
export type SocialIdentityRow = typeof socialIdentities.$inferSelect;

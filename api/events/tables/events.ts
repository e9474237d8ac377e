// The events table (spec 2 §3): an event's information, place, options and opt-ins, with
// the enums of its kind and status and the shapes of its JSON columns.
import { sql } from "drizzle-orm";
import { boolean, check, doublePrecision, index, integer, jsonb, pgEnum, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { instant, createdAt, updatedAt } from "../../db/columns.js";
import { users } from "../../access/db.js";
import { clubs } from "../../clubs/db.js";

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

export type SocialAccountRequirement = { scheme: string; isRequired: boolean };
export type QuestionRequirement = {
  question: string;
  isRequired: boolean;
  showPublicTickets: boolean;
  showPrivateTickets: boolean;
};

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
    /** The tax rate on its tickets in hundredths of a percent (825 = 8.25 %); 0: none. */
    taxRateBasisPoints: integer("tax_rate_basis_points").notNull().default(0),
    /** Whether the tickets' prices include the tax (true) or it is added at checkout. */
    isTaxInclusive: boolean("is_tax_inclusive").notNull().default(false),
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
    optInUseQrPass: boolean("opt_in_use_qr_pass").notNull().default(true),
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
    /** The club whose manager area it was created in (ADR 0028); null for a member's own event. */
    clubId: uuid("club_id").references(() => clubs.id),
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
    index("events_club_idx").on(t.clubId, t.startAt).where(sql`${t.clubId} is not null`),
    index("events_series_idx").on(t.seriesId, t.startAt).where(sql`${t.seriesId} is not null`),
    check("events_end_after_start", sql`${t.endAt} >= ${t.startAt}`),
    check("events_tax_rate_range", sql`${t.taxRateBasisPoints} between 0 and 10000`),
  ],
);

export type EventRow = typeof events.$inferSelect;

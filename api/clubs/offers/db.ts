// A club's offers (spec 3 §3 Club.offers, §4; ADR 0060): the columns every offer has, typed, and
// the programme's own settings as JSON, validated on the way in by the programme's schema
// (contract/clubs/offers.ts).
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgEnum, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, instant, updatedAt } from "../../db/columns.js";
import { users } from "../../access/db.js";
import { clubs } from "../db.js";
import { OFFER_ACCESS, OFFER_PUBLICATIONS, OFFER_STATUSES, OFFER_SUB_TYPES, OFFER_TYPES } from "../../../contract/clubs/offer-messages.js";
import type { OfferRequirement, OfferSettings } from "../../../contract/clubs/offers.js";

export const offerType = pgEnum("offer_type", OFFER_TYPES);
export const offerSubType = pgEnum("offer_sub_type", OFFER_SUB_TYPES);
export const offerStatus = pgEnum("offer_status", OFFER_STATUSES);
export const offerPublication = pgEnum("offer_publication", OFFER_PUBLICATIONS);
export const offerAccess = pgEnum("offer_access", OFFER_ACCESS);

export const clubOffers = pgTable(
  "club_offers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    clubId: uuid("club_id")
      .notNull()
      .references(() => clubs.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description"),
    /** /media/<id>.webp (1000×1000), or null. */
    imageUrl: text("image_url"),
    type: offerType("type").notNull(),
    /** The programme category (EARN_POINTS, BUY_POINTS, EARN_STATUS, REWARD_MEMBERS). */
    subType: offerSubType("sub_type").notNull(),
    /** The programme within the category, as its URL names it (points-bundle, streak, coupon…). */
    program: text("program").notNull(),
    access: offerAccess("access").notNull().default("PUBLIC"),
    /** With access TIER: the lowest loyalty tier level that may take it. */
    minTierLevel: integer("min_tier_level"),
    publication: offerPublication("publication").notNull().default("UNPUBLISHED"),
    status: offerStatus("status").notNull().default("ACTIVE"),
    startsAt: instant("starts_at"),
    endsAt: instant("ends_at"),
    requirements: jsonb("requirements").$type<OfferRequirement[]>().notNull().default([]),
    settings: jsonb("settings").$type<OfferSettings>().notNull().default({}),
    createdByUserId: uuid("created_by_user_id")
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // A club's offers, newest first; the members' lists read the published ones.
    index("club_offers_club_idx").on(t.clubId, t.createdAt),
    check("club_offers_tier_fits_access", sql`(${t.access} = 'TIER') = (${t.minTierLevel} is not null)`),
    check("club_offers_window", sql`${t.startsAt} is null or ${t.endsAt} is null or ${t.endsAt} > ${t.startsAt}`),
  ],
);

export type ClubOfferRow = typeof clubOffers.$inferSelect;

// Redemptions of a club's offers (spec 3 §3 Club.offers, §4; ADR 0066): who redeemed which offer,
// the points it cost, and what it revealed to them. Written once.
import { check, index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { createdAt } from "../../db/columns.js";
import { users } from "../../access/db.js";
import { clubs } from "../db.js";
import { clubOffers } from "../offers/db.js";

export const clubOfferRedemptions = pgTable(
  "club_offer_redemptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    offerId: uuid("offer_id")
      .notNull()
      .references(() => clubOffers.id, { onDelete: "cascade" }),
    clubId: uuid("club_id")
      .notNull()
      .references(() => clubs.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Rep points it took (the ledger entry's key is "redemption:<id>"). */
    pointsSpent: integer("points_spent").notNull().default(0),
    /** The offer's redemption type and detail when redeemed: later edits of the offer do not change what was given. */
    redemptionType: text("redemption_type").notNull(),
    revealed: text("revealed").notNull(),
    /** CUSTOMER_INFORMATION: the name and e-mail the member agreed to share. */
    sharedName: text("shared_name"),
    sharedEmail: text("shared_email"),
    createdAt: createdAt(),
  },
  (t) => [
    index("club_offer_redemptions_offer_idx").on(t.offerId, t.createdAt),
    index("club_offer_redemptions_user_idx").on(t.userId, t.createdAt),
    check("club_offer_redemptions_points", sql`${t.pointsSpent} >= 0`),
  ],
);

export type ClubOfferRedemptionRow = typeof clubOfferRedemptions.$inferSelect;

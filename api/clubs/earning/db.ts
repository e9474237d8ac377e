// Claims of earning rules a manager decides (ADR 0079): a member says they did a rule's action
// elsewhere (a post, a survey, a download), a manager holding MANAGE_REWARDS approves or rejects.
import { sql } from "drizzle-orm";
import { check, index, pgEnum, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, instant } from "../../db/columns.js";
import { users } from "../../access/db.js";
import { clubs } from "../db.js";
import { clubOffers } from "../offers/db.js";
import { CLAIM_STATUSES } from "../../../contract/clubs/claims.js";

export const clubClaimStatus = pgEnum("club_claim_status", CLAIM_STATUSES);

export const clubEarningClaims = pgTable(
  "club_earning_claims",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    clubId: uuid("club_id")
      .notNull()
      .references(() => clubs.id, { onDelete: "cascade" }),
    offerId: uuid("offer_id")
      .notNull()
      .references(() => clubOffers.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    note: text("note").notNull(),
    link: text("link"),
    status: clubClaimStatus("status").notNull().default("PENDING"),
    /** The manager's reason for a rejection, or null. */
    decisionReason: text("decision_reason"),
    decidedByUserId: uuid("decided_by_user_id").references(() => users.id, { onDelete: "set null" }),
    decidedAt: instant("decided_at"),
    createdAt: createdAt(),
  },
  (t) => [
    // One open claim per member and rule: a second, however sent, breaks this index.
    uniqueIndex("club_earning_claims_open_key")
      .on(t.offerId, t.userId)
      .where(sql`${t.status} = 'PENDING'`),
    // The rule's claims for its managers, and the member's claims on the offers page.
    index("club_earning_claims_offer_idx").on(t.offerId, t.status, t.createdAt),
    index("club_earning_claims_user_idx").on(t.userId, t.clubId, t.createdAt),
    check("club_earning_claims_decided", sql`(${t.status} = 'PENDING') = (${t.decidedAt} is null)`),
  ],
);

export type ClubEarningClaimRow = typeof clubEarningClaims.$inferSelect;

// A club's points orders (ADR 0065): a member buys a BUY_POINTS offer through the payment
// provider; the order is COMPLETED and its points credited once the payment is confirmed.
import { sql } from "drizzle-orm";
import { check, index, integer, pgEnum, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "../../db/columns.js";
import { users } from "../../access/db.js";
import { clubs } from "../db.js";
import { clubOffers } from "../offers/db.js";
import { POINTS_ORDER_STATUSES } from "../../../contract/clubs/purchases-messages.js";

export const clubPointsOrderStatus = pgEnum("club_points_order_status", POINTS_ORDER_STATUSES);

export const clubPointsOrders = pgTable(
  "club_points_orders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    clubId: uuid("club_id")
      .notNull()
      .references(() => clubs.id, { onDelete: "cascade" }),
    buyerUserId: uuid("buyer_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    offerId: uuid("offer_id").references(() => clubOffers.id, { onDelete: "set null" }),
    /** The offer's title when bought: the history reason names it. */
    offerTitle: text("offer_title").notNull(),
    /** pointsAmount × repPointsMultiplier, as sold. */
    points: integer("points").notNull(),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull(),
    status: clubPointsOrderStatus("status").notNull().default("PENDING"),
    /** The buyer's key from the form: one order per click. */
    idempotencyKey: text("idempotency_key").notNull(),
    paymentProvider: text("payment_provider").notNull(),
    checkoutId: text("checkout_id"),
    checkoutUrl: text("checkout_url"),
    paymentId: text("payment_id"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("club_points_orders_buyer_key").on(t.buyerUserId, t.idempotencyKey),
    index("club_points_orders_club_idx").on(t.clubId, t.status),
    check("club_points_orders_amounts", sql`${t.points} > 0 and ${t.amountCents} > 0`),
  ],
);

export type ClubPointsOrderRow = typeof clubPointsOrders.$inferSelect;

// A club's paid offer orders (ADR 0080): a member buys a paid reward or a way-to-earn-status
// buy-now through the payment provider; the redemption is recorded once the payment is confirmed.
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgEnum, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "../../db/columns.js";
import { users } from "../../access/db.js";
import { clubs } from "../db.js";
import { clubOffers } from "../offers/db.js";
import { clubOfferRedemptions } from "../redemptions/db.js";
import { OFFER_ORDER_STATUSES } from "../../../contract/clubs/offer-orders-messages.js";

export const clubOfferOrderStatus = pgEnum("club_offer_order_status", OFFER_ORDER_STATUSES);

export const clubOfferOrders = pgTable(
  "club_offer_orders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    clubId: uuid("club_id")
      .notNull()
      .references(() => clubs.id, { onDelete: "cascade" }),
    buyerUserId: uuid("buyer_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    offerId: uuid("offer_id")
      .notNull()
      .references(() => clubOffers.id, { onDelete: "cascade" }),
    /** The offer's title when bought. */
    offerTitle: text("offer_title").notNull(),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull(),
    /** CUSTOMER_INFORMATION: the buyer agreed to share their name and e-mail. */
    shareContact: boolean("share_contact").notNull().default(false),
    status: clubOfferOrderStatus("status").notNull().default("PENDING"),
    /** REFUNDED: why the paid offer could not be given. */
    refusal: text("refusal"),
    /** COMPLETED: the redemption the payment bought (one per order). */
    redemptionId: uuid("redemption_id").references(() => clubOfferRedemptions.id, { onDelete: "set null" }),
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
    uniqueIndex("club_offer_orders_buyer_key").on(t.buyerUserId, t.idempotencyKey),
    uniqueIndex("club_offer_orders_redemption_key").on(t.redemptionId),
    index("club_offer_orders_offer_idx").on(t.offerId, t.status),
    check("club_offer_orders_amount", sql`${t.amountCents} > 0`),
  ],
);

export type ClubOfferOrderRow = typeof clubOfferOrders.$inferSelect;

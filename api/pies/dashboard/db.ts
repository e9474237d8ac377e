// The pie hub's dashboard part (ADR 0074): upgrade orders (spec 3 §7 upgrade pie order, process
// upgrade pie; transaction type UPGRADE_PIE) and pie awards (spec 3 §2 pie award modal;
// transaction type AWARD_PIE; §7 activation).
import { sql } from "drizzle-orm";
import { check, index, integer, pgEnum, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, instant, updatedAt } from "../../db/columns.js";
import { users } from "../../access/db.js";
import { pies } from "../db.js";
import { PIE_UPGRADE_STATUSES } from "../../../contract/pies/dashboard-messages.js";

export const pieUpgradeStatus = pgEnum("pie_upgrade_status", PIE_UPGRADE_STATUSES);

/** A pie's upgrade to a larger size: its maximum slices grow only when its payment is confirmed, once. */
export const pieUpgradeOrders = pgTable(
  "pie_upgrade_orders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    pieId: uuid("pie_id")
      .notNull()
      .references(() => pies.id, { onDelete: "cascade" }),
    requestedBy: uuid("requested_by")
      .notNull()
      .references(() => users.id),
    fromMaxSlices: integer("from_max_slices").notNull(),
    toMaxSlices: integer("to_max_slices").notNull(),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull(),
    status: pieUpgradeStatus("status").notNull().default("PENDING"),
    /** The form's key: one order per click. */
    idempotencyKey: text("idempotency_key").notNull(),
    paymentProvider: text("payment_provider").notNull(),
    checkoutId: text("checkout_id"),
    checkoutUrl: text("checkout_url"),
    paymentId: text("payment_id"),
    expiresAt: instant("expires_at").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("pie_upgrade_orders_key").on(t.requestedBy, t.idempotencyKey),
    index("pie_upgrade_orders_pie_idx").on(t.pieId),
    check("pie_upgrade_orders_grows", sql`${t.toMaxSlices} > ${t.fromMaxSlices} and ${t.amountCents} > 0`),
  ],
);

/**
 * A pie awarded to a member by the team (AWARD_PIE): they skip the waiting list. Until they
 * activate it (a payment account connected) the pie award modal asks them to; activating lets
 * them create their pie.
 */
export const pieAwards = pgTable("pie_awards", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  awardedBy: uuid("awarded_by").references(() => users.id),
  awardedAt: instant("awarded_at").notNull(),
  activatedAt: instant("activated_at"),
});

export type PieUpgradeOrderRow = typeof pieUpgradeOrders.$inferSelect;
export type PieAwardRow = typeof pieAwards.$inferSelect;

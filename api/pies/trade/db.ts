// A pie's slice orders (ADR 0070): a member buys slices through the payment provider; the
// slices are held for the order (AVAILABLE → order:{id}) when it starts and credited to the
// buyer (order:{id} → user:{id}) only when the payment is confirmed, once.
import { sql } from "drizzle-orm";
import { check, index, integer, pgEnum, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, instant, updatedAt } from "../../db/columns.js";
import { users } from "../../access/db.js";
import { pies } from "../db.js";
import { SLICE_ORDER_STATUSES } from "../../../contract/pies/trade-messages.js";

export const pieSliceOrderStatus = pgEnum("pie_slice_order_status", SLICE_ORDER_STATUSES);

export const pieSliceOrders = pgTable(
  "pie_slice_orders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    pieId: uuid("pie_id")
      .notNull()
      .references(() => pies.id, { onDelete: "cascade" }),
    buyerUserId: uuid("buyer_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    slices: integer("slices").notNull(),
    /** The slice price when ordered, and what the order costs (slices × it). */
    unitPriceCents: integer("unit_price_cents").notNull(),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull(),
    status: pieSliceOrderStatus("status").notNull().default("PENDING"),
    /** The buyer's key from the form: one order per click. */
    idempotencyKey: text("idempotency_key").notNull(),
    paymentProvider: text("payment_provider").notNull(),
    checkoutId: text("checkout_id"),
    checkoutUrl: text("checkout_url"),
    paymentId: text("payment_id"),
    /** When its held slices go back on sale if it is not paid by then. */
    expiresAt: instant("expires_at").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("pie_slice_orders_buyer_key").on(t.buyerUserId, t.idempotencyKey),
    index("pie_slice_orders_pie_idx").on(t.pieId, t.status),
    check("pie_slice_orders_amounts", sql`${t.slices} > 0 and ${t.unitPriceCents} > 0 and ${t.amountCents} = ${t.slices} * ${t.unitPriceCents}`),
  ],
);

export type PieSliceOrderRow = typeof pieSliceOrders.$inferSelect;

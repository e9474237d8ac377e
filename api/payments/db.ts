// The payments module's tables: webhook deliveries already processed (so a redelivery
// changes nothing) and the local sandbox provider's checkouts.
import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, instant, updatedAt } from "../db/columns.js";

export const paymentWebhookEvents = pgTable(
  "payment_webhook_events",
  {
    provider: text("provider").notNull(),
    /** The provider's id of the event (Stripe's evt_…), unique per provider. */
    eventId: text("event_id").notNull(),
    type: text("type").notNull(),
    receivedAt: instant("received_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

export type SandboxLine = { name: string; unitAmountCents: number; quantity: number };

/** A checkout of the local sandbox provider: what the hosted page shows and what happened. */
export const sandboxCheckouts = pgTable(
  "sandbox_checkouts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    reference: text("reference").notNull(),
    lines: jsonb("lines").$type<SandboxLine[]>().notNull(),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull(),
    customerEmail: text("customer_email"),
    successUrl: text("success_url").notNull(),
    cancelUrl: text("cancel_url").notNull(),
    /**
     * open → (requires_action →) complete | expired; declined attempts leave it open. A checkout
     * captured later stops at authorized (the money held) → complete (captured) | canceled (voided, or lapsed).
     */
    status: text("status").notNull().default("open"),
    /** "automatic" (charged when paid) or "manual" (authorised when paid, captured later), as Stripe's capture_method. */
    captureMethod: text("capture_method").notNull().default("automatic"),
    /** An authorisation not captured by then lapses: it can no longer be captured. */
    authorizationExpiresAt: instant("authorization_expires_at"),
    paymentId: text("payment_id"),
    /** The last card's description, e.g. "Visa •••• 4242". */
    paymentMethod: text("payment_method"),
    expiresAt: instant("expires_at").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("sandbox_checkouts_open_idx").on(t.expiresAt).where(sql`${t.status} = 'open'`)],
);

/** A refund at the local sandbox provider: one per idempotency key, as Stripe keeps them. */
export const sandboxRefunds = pgTable(
  "sandbox_refunds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    idempotencyKey: text("idempotency_key").notNull(),
    /** The sandbox payment refunded (sandbox_checkouts.payment_id). */
    paymentId: text("payment_id").notNull(),
    reference: text("reference").notNull(),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("sandbox_refunds_idempotency_key").on(t.idempotencyKey), index("sandbox_refunds_payment_idx").on(t.paymentId)],
);
